// Realising a browser plan path (plan.ts) in Chromium against the sandbox: every abstract event becomes a
// sandbox profile setting (the answer a call gets) or a UI action, and every model state with a screen
// becomes an assertion (route + a key test id).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { ModelPath } from '../../model/paths';
import { TEST_CARDS } from '../../../sandbox/card-test-cards';
import { runUntil } from '../page-clock';
import { createSession, type Session } from '../sandbox';
import { eventKey, type EventKey } from './plan';
import type { depositMachine } from '../../../machines/deposit.machine';
import { tagReader } from '../../model/tags';

/** The deposit machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof depositMachine>();

const MEAN = { PAYSAFECARD: '5', SKRILL: '6', MULTIBANCO: '11', CARD: '1', MOBILEMONEY: '12', BLIK: '9' } as const;
/**
 * The direct method whose flow ends as the path says next: Skrill has a form to cancel (or go back
 * from), Multibanco a reference to close.
 */
const METHOD_FOR: Partial<Record<EventKey, keyof typeof MEAN>> = { 'flow:cancelled': 'SKRILL', 'flow:closed': 'MULTIBANCO', back: 'SKRILL' };
/** The code chunk of each flow (vite's chunk names): aborting it fails the flow's load. */
const CHUNK: Partial<Record<EventKey, string>> = {
  deposit: 'direct-actors',
  'deposit:card': 'card-actors',
  'deposit:momo': 'mobile-money-actors',
  'deposit:blik': 'blik-actors',
};
const BASE_PROFILE = {
  legislation: 'FR',
  language: 'en',
  currency: 'EUR',
  url_success: '/sandbox/return?outcome=success',
  url_back: '/sandbox/return?outcome=back',
  payment_methods: ['PAYSAFECARD', 'SKRILL', 'MULTIBANCO', 'CARD'],
  banner: null,
};
/** A path that pays by mobile money runs in CI (XOF): its amounts are 1000 more (same outcome, docs/sandbox.md). */
const CI_PROFILE = { ...BASE_PROFILE, legislation: 'CI', currency: 'XOF', payment_methods: [...BASE_PROFILE.payment_methods, 'MOBILEMONEY'] };
/** A path that pays by BLIK runs in Poland (PLN), with no saved BLIK alias (the code form). */
const PL_PROFILE = { ...BASE_PROFILE, legislation: 'PL', currency: 'PLN', payment_methods: [...BASE_PROFILE.payment_methods, 'BLIK'], tokens: [] };

/** UI actions (or the page load): each starts a segment; system events (answers of calls) follow it. */
const TRIGGERS: ReadonlySet<EventKey> = new Set<EventKey>([
  'deposit',
  'deposit:card',
  'deposit:momo',
  'deposit:blik',
  'flow:cancelled',
  'flow:closed',
  'dialog.closed',
  'confirmation.closed',
  'app.close',
  'back',
]);
/** The flow the root runs in a model state, if any. */
const runningFlow = (s: AnyMachineSnapshot): 'card' | 'mobileMoney' | 'blik' | 'direct' | null =>
  (['card', 'mobileMoney', 'blik', 'direct'] as const).find((k) => tagged(s, `${k}Flow`)) ?? null;
/** In the card and mobile-money flows the player's actions on their screens end the flow: each end is a UI action. */
const isTrigger = (key: EventKey, before: AnyMachineSnapshot) =>
  TRIGGERS.has(key) || (key.startsWith('flow:') && (runningFlow(before) === 'card' || runningFlow(before) === 'mobileMoney' || runningFlow(before) === 'blik'));

export interface StepRecord {
  event: string;
  action: string;
  expect: string;
  ok: boolean | null;
}

interface Expectation {
  label: string;
  check: (page: Page) => Promise<void>;
}

// 20 s: a return the provider left undecided is read after the callback's 10 s wait (CALLBACK_READ_AFTER_MS)
const pathIs = (page: Page, path: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(path);
const visible = (page: Page, id: string, timeout = 10_000) => expect(page.getByTestId(id)).toBeVisible({ timeout });

/** The screen of a model state, or null when the state shows none (loading, a call in flight). */
export function expectationFor(s: AnyMachineSnapshot, key?: EventKey): Expectation | null {
  const ctx = s.context as { success: { status: string } | null; request: { flow: string; resume: unknown } | null };
  // the root forwards back to its flow, which answers it on its first screen with a cancel (the model does not run the child)
  if (key === 'back' && runningFlow(s))
    return {
      label: 'the flow cancels: / [pay-button], no dialog',
      check: async (p) => {
        await pathIs(p, '/');
        await visible(p, 'pay-button');
        await expect(p.getByTestId('error-dialog')).toHaveCount(0);
      },
    };
  // the card flow's issuer redirect, emitted through the root: the page leaves for the issuer
  if (key === 'flow:emitted') return { label: 'issuer page [issuer-page]', check: async (p) => visible(p, 'issuer-page', 15_000) };
  if (tagged(s, 'cardFlow'))
    return {
      label: '/card [card-form]',
      check: async (p) => {
        await pathIs(p, '/card');
        await visible(p, 'card-form');
      },
    };
  if (tagged(s, 'mobileMoneyFlow') && ctx.request?.resume)
    return {
      label: 'the resumed deposit waits [momo-waiting], no amount page',
      check: async (p) => {
        await visible(p, 'momo-waiting');
        await expect(p.getByTestId('pay-button')).toHaveCount(0);
      },
    };
  if (tagged(s, 'mobileMoneyFlow'))
    return {
      label: '/method_operator [momo-operators]',
      check: async (p) => {
        await pathIs(p, '/method_operator');
        await visible(p, 'momo-operators');
      },
    };
  if (tagged(s, 'blikFlow'))
    return {
      label: '/blik [blik-form]',
      check: async (p) => {
        await pathIs(p, '/blik');
        await visible(p, 'blik-form');
      },
    };
  if (tagged(s, 'technicalError'))
    return {
      label: '/error/technical [technical-error]',
      check: async (p) => {
        await pathIs(p, '/error/technical');
        await visible(p, 'technical-error');
      },
    };
  if (tagged(s, 'sessionTimeout'))
    return {
      label: '/session-timeout [session-timeout]',
      check: async (p) => {
        await pathIs(p, '/session-timeout');
        await visible(p, 'session-timeout');
      },
    };
  if (tagged(s, 'ineligible')) return { label: '/ [error-dialog] (ineligible)', check: async (p) => visible(p, 'error-dialog') };
  if (tagged(s, 'leaving')) {
    return {
      label: 'return page, outcome=back',
      check: async (p) => {
        await pathIs(p, '/sandbox/return');
        await visible(p, 'return-page');
        expect(new URL(p.url()).searchParams.get('outcome')).toBe('back');
      },
    };
  }
  if (tagged(s, 'noFlow')) {
    return {
      label: '/ [pay-button], no dialog',
      check: async (p) => {
        await pathIs(p, '/');
        await visible(p, 'pay-button');
        await expect(p.getByTestId('error-dialog')).toHaveCount(0);
      },
    };
  }
  if (tagged(s, 'depositFailed'))
    return {
      label: '/ [error-dialog]',
      check: async (p) => {
        await pathIs(p, '/');
        await visible(p, 'error-dialog');
      },
    };
  if (tagged(s, 'handoff') && ctx.request?.flow === 'card') {
    return { label: '3DS1 page [acs-3ds1]', check: async (p) => visible(p, 'acs-3ds1', 15_000) };
  }
  if (tagged(s, 'handoff') && ctx.request?.flow === 'mobileMoney') {
    return { label: 'operator page [momo-confirm]', check: async (p) => visible(p, 'momo-confirm', 15_000) };
  }
  if (tagged(s, 'handoff')) {
    return {
      label: 'provider page [provider-page]',
      check: async (p) => {
        await expect.poll(() => new URL(p.url()).pathname, { timeout: 10_000 }).toMatch(/^\/sandbox\/provider\//);
        await visible(p, 'provider-page');
      },
    };
  }
  // a return the provider left undecided is read as pending after the callback's 10 s wait (CALLBACK_READ_AFTER_MS)
  if (tagged(s, 'unconfirmedDialog'))
    return {
      label: '/ [deposit-unconfirmed]',
      check: async (p) => {
        await visible(p, 'deposit-unconfirmed');
        await expect(p.getByTestId('error-dialog')).toHaveCount(0);
      },
    };
  if (tagged(s, 'resultDialog'))
    return { label: '/ [deposit-confirmation]', check: async (p) => expect(p.getByTestId('deposit-confirmation')).toBeVisible({ timeout: 20_000 }) };
  if (tagged(s, 'finishing')) {
    const status = ctx.success?.status ?? 'success';
    return {
      label: `return page, outcome=success, status=${status}`,
      check: async (p) => {
        await pathIs(p, '/sandbox/return');
        await visible(p, 'return-page');
        expect(new URL(p.url()).searchParams.get('status')).toBe(status);
      },
    };
  }
  return null;
}

interface Segment {
  trigger: EventKey | 'open';
  /** The model state the trigger acts in. */
  before: AnyMachineSnapshot;
  steps: Array<{ key: EventKey; state: AnyMachineSnapshot }>;
}

function segmentsOf(path: ModelPath): Segment[] {
  const segments: Segment[] = [{ trigger: 'open', before: path.initial, steps: [] }];
  let before = path.initial;
  for (const step of path.steps) {
    const key = eventKey(step.event);
    if (isTrigger(key, before)) segments.push({ trigger: key, before, steps: [] });
    segments[segments.length - 1]!.steps.push({ key, state: step.state });
    before = step.state;
  }
  return segments;
}

/** The profile fields that make the sandbox answer a segment's calls as its system events say. */
function answers(keys: EventKey[]): Record<string, unknown> {
  const faults: Record<string, string> = {};
  const p: Record<string, unknown> = { faults, eligibility: { eligible: true }, session_expired: false };
  for (const k of keys) {
    if (k === 'init:invalid') faults['single-use'] = 'http500';
    if (k === 'elig:ineligible') p.eligibility = { eligible: false, reason: 'DEP_UserNotEligibleForDeposit' };
    if (k === 'elig:expired') p.session_expired = true;
    if (k === 'elig:failed') faults.eligibility = 'http500';
    if (k === 'last:error') faults['last-successful'] = 'http500';
    if (k === 'flags:error') faults.featureflipping = 'http500';
    if (k === 'flags:expired') faults.featureflipping = 'http401';
    if (k === 'banner:expired') faults.messages = 'http401';
    // the HEAD poll of the callback fails on every retry: the result is never read
    if (k === 'callback:unconfirmed') faults.transaction = 'http500';
    if (k === 'means:failed') faults.options = 'http500';
    // a 401 on one call only: the app refreshes, the call answers 401 again: the session is lost
    if (k === 'last:expired') faults['last-successful'] = 'http401';
    if (k === 'means:expired') faults.options = 'http401';
    if (k === 'callback:expired') faults['deposit-status'] = 'http401';
    if (k === 'flow:expired') faults.deposit = 'http401';
  }
  return p;
}

const ACTION: Record<string, string> = {
  'init:web': 'open the app URL',
  'init:callback': 'come back from the provider page',
  'init:embedded-callback': 'come back (embed_confirmation=true)',
  'init:resume': 'mobile money (CI): MTN, number ending 200, Deposit; reload while it waits (the pending record in sessionStorage)',
  'init:invalid': 'open with faults.single-use=http500',
  'init:failed': 'open / with no token and no cookie',
  'elig:eligible': 'eligibility answers eligible',
  'elig:ineligible': 'eligibility answers ineligible',
  'elig:expired': 'session_expired: refresh answers 401',
  'elig:failed': 'faults.eligibility=http500',
  'last:done': 'last-successful answers',
  'last:error': 'faults.last-successful=http500',
  'flags:done': 'featureflipping answers',
  'flags:error': 'faults.featureflipping=http500',
  'means:failed': 'faults.options=http500',
  'flags:expired': 'faults.featureflipping=http401 (refresh, 401 again)',
  'banner:expired': 'faults.messages=http401 (refresh, 401 again): the banner ends',
  'callback:unconfirmed': 'provider page: approve; faults.transaction=http500 (the page clock runs the retries out)',
  'last:expired': 'faults.last-successful=http401 (refresh, 401 again)',
  'means:expired': 'faults.options=http401 (refresh, 401 again)',
  deposit: 'choose a direct method (Paysafecard; Skrill to cancel or go back, Multibanco to close), type the amount, Pay',
  'load:done': "the flow's code loads",
  'deposit:card': 'choose the card, type the amount, Pay',
  'deposit:momo': 'choose mobile money (CI), type the amount, Pay',
  'deposit:blik': 'choose BLIK (PL), type the amount, Pay',
  'load:error': "the flow's code chunk fails to load (page.route aborts it)",
  'flow:redirect': 'redirect answer (direct: amount 45; card: 3DS1 test card 0047, Pay; mobile money: MTN, number ending 301)',
  'flow:failure': 'amount 113 (1113 in CI): refused (card: test card 1111, Pay; mobile money: MTN, Deposit)',
  'flow:success': 'card: test card 1111, Pay; mobile money: MTN, number ending 500, Deposit; BLIK: code 777123 (confirmed after 3 s)',
  'flow:expired': 'faults.deposit=http401 (refresh, 401 again), then pay as for a success',
  'flow:emitted': 'card: test card 0054, Pay (the issuer redirect the card flow emits)',
  'flow:cancelled': 'choose another method (Skrill form, card form, mobile-money operators)',
  back: "the header's back",
  'callback:expired': 'provider page: approve; faults.deposit-status=http401',
  'flow:closed': 'amount 45: close the Multibanco reference',
  'callback:success': 'provider page: approve',
  'callback:pending': 'provider page: return without deciding (pending)',
  'callback:failure': 'provider page: decline',
  'confirmation.closed': 'close the confirmation',
  'dialog.closed': 'close the dialog',
  'app.close': "press the screen's button (leave)",
};

/** The direct method a deposit is paid with: the one whose flow can end as the path's next flow event. */
function methodFor(keys: EventKey[], from: number): keyof typeof MEAN {
  const next = keys.slice(from + 1).find((k) => k.startsWith('flow:') || k.startsWith('deposit') || k === 'back');
  return (next && METHOD_FOR[next]) ?? 'PAYSAFECARD';
}

/** The amount typed for a deposit: it chooses the sandbox's answer (docs/sandbox.md "Outcomes by amount"). */
function amountFor(keys: EventKey[], from: number, base: number): string {
  for (let i = from + 1; i < keys.length; i++) {
    const k = keys[i]!;
    if (k === 'flow:failure') return String(base + 113);
    if (k.startsWith('deposit')) break;
  }
  return String(base + 45);
}

async function pay(page: Page, mean: string, amount: string) {
  const tile = page.locator(`[data-testid="mean-tile"][data-mean-id="${mean}"]`);
  await expect(tile).toBeVisible({ timeout: 10_000 });
  await tile.click();
  await expect(tile).toHaveAttribute('data-selected', 'true');
  await page.getByTestId('amount-input').fill(amount);
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  await page.getByTestId('pay-button').click();
}

/** The card flow's end the path says next, played on the card form: the test card chooses the answer. */
async function endCardFlow(page: Page, key: EventKey) {
  if (key === 'flow:cancelled') return page.getByTestId('card-cancel').click();
  if (key === 'back') return page.getByTestId('header-back').click();
  const number = key === 'flow:redirect' ? TEST_CARDS.threeDs1.number : key === 'flow:emitted' ? TEST_CARDS.issuerRedirect.number : TEST_CARDS.success.number;
  await expect(page.getByTestId('card-form')).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('1230');
  await page.getByTestId('card-cvv').fill('7391');
  await expect(page.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]')).toBeVisible();
  await page.getByTestId('card-submit').click();
}

/** The mobile-money flow's end the path says next: MTN (no code), the number's last three digits choose the answer. */
async function endMomoFlow(page: Page, key: EventKey) {
  const operators = page.getByTestId('momo-operators');
  await expect(operators).toBeVisible({ timeout: 10_000 });
  if (key === 'flow:cancelled') return operators.getByRole('button', { name: /another method/i }).click();
  if (key === 'back') return page.getByTestId('header-back').click();
  await page.getByTestId('momo-operator-MTN').click();
  const ending = key === 'flow:success' ? '500' : key === 'flow:redirect' ? '301' : '304';
  await page.getByTestId('momo-phone').fill(`0501020${ending}`);
  await page.getByTestId('momo-submit').click();
}

/** The BLIK flow's end the path says next, played on the code form: the code chooses the bank's answer. */
async function endBlikFlow(page: Page, key: EventKey) {
  await expect(page.getByTestId('blik-form')).toBeVisible({ timeout: 10_000 });
  if (key === 'flow:cancelled') return page.getByTestId('blik-close').click();
  if (key === 'back') return page.getByTestId('header-back').click();
  // 777101: refused; 777123: confirmed after 3 s (docs/sandbox.md "BLIK"); a lost session fails the deposit call first
  await page.getByTestId('blik-code').fill(key === 'flow:failure' ? '777101' : '777123');
  await page.getByTestId('blik-submit').click();
}

/** Replays one path; fills `records` step by step (so a failure still reports the steps before it). */
export async function realise(page: Page, path: ModelPath, records: StepRecord[]): Promise<void> {
  const segments = segmentsOf(path);
  const keys = path.steps.map((s) => eventKey(s.event));
  const ci = keys.includes('deposit:momo') || keys[0] === 'init:resume';
  const base = ci ? 1000 : 0;
  const profile = ci ? CI_PROFILE : keys.includes('deposit:blik') ? PL_PROFILE : BASE_PROFILE;
  let session: Session | null = null;
  let index = 0;

  const record = async (seg: Segment) => {
    const last = seg.steps[seg.steps.length - 1];
    const expectation = last ? expectationFor(last.state, last.key) : null;
    seg.steps.forEach((s, i) => {
      const final = i === seg.steps.length - 1;
      records.push({ event: s.key, action: ACTION[s.key] ?? s.key, expect: final && expectation ? expectation.label : '(no screen)', ok: null });
    });
    if (expectation) {
      await expectation.check(page);
      records[records.length - 1]!.ok = true;
    }
    index += seg.steps.length;
  };

  // first segment: open the app (or, for a callback path, pay, then come back from the provider page)
  const first = segments[0]!;
  const firstKeys = first.steps.map((s) => s.key);
  const init = firstKeys[0];
  if (init === 'init:failed') {
    await page.goto('/');
  } else if (init === 'init:resume') {
    // a mobile-money deposit the operator never answers (number ending 200) waits on the phone; then the page reloads
    session = await createSession(page.request, profile);
    await page.goto(session.app_url);
    await pay(page, MEAN.MOBILEMONEY, String(base + 45));
    await page.getByTestId('momo-operator-MTN').click();
    await page.getByTestId('momo-phone').fill('0501020200');
    await page.getByTestId('momo-submit').click();
    await visible(page, 'momo-waiting');
    await page.request.patch(`/sandbox/players/${session.player_id}`, { data: answers(firstKeys) });
    await page.reload();
  } else if (init === 'init:callback' || init === 'init:embedded-callback') {
    // an undecided return is read after the callback's 10 s wait (CALLBACK_READ_AFTER_MS): the page's clock jumps it
    const undecided = !['callback:success', 'callback:expired', 'callback:failure', 'callback:unconfirmed'].includes(firstKeys[1] ?? '');
    const unconfirmed = firstKeys[1] === 'callback:unconfirmed';
    if (undecided || unconfirmed) await page.clock.install();
    session = await createSession(page.request, { ...profile, ...(init === 'init:embedded-callback' ? { embed_confirmation: true } : {}) });
    await page.goto(session.app_url);
    await pay(page, MEAN.PAYSAFECARD, String(base + 45));
    await visible(page, 'provider-page');
    // the calls after the return (a failed callback loads the amount page again) answer as the path says
    await page.request.patch(`/sandbox/players/${session.player_id}`, { data: answers(firstKeys) });
    const decision = firstKeys[1];
    if (decision === 'callback:success' || decision === 'callback:expired') await page.getByTestId('provider-approve').click();
    else if (unconfirmed) {
      // the HEAD poll's retries (1 s, 2 s, 4 s) and the 10 s limit run on the page's clock
      await page.getByTestId('provider-approve').click();
      await runUntil(page, page.getByTestId('deposit-unconfirmed'));
    } else if (decision === 'callback:failure') await page.getByTestId('provider-decline').click();
    else {
      const url = new URL(page.url());
      const back = new URL(url.searchParams.get('return_url') ?? '/callback', url.origin);
      back.searchParams.set('transaction_uid', (await page.getByTestId('provider-page').getAttribute('data-transaction-uid')) ?? '');
      await page.goto(back.pathname + back.search);
      await visible(page, 'callback');
      await page.clock.fastForward(10_000);
    }
  } else {
    session = await createSession(page.request, { ...profile, ...answers(firstKeys) });
    await page.goto(session.app_url);
  }
  await record(first);

  for (const seg of segments.slice(1)) {
    const segKeys = seg.steps.map((s) => s.key);
    if (session) {
      const res = await page.request.patch(`/sandbox/players/${session.player_id}`, { data: answers(segKeys) });
      if (!res.ok()) throw new Error(`sandbox refused the patch: ${res.status()} ${await res.text()}`);
    }
    const at = index;
    const flow = runningFlow(seg.before);
    if (segKeys.includes('load:error')) await page.route(`**/assets/${CHUNK[seg.trigger as EventKey]}-*.js`, (route) => route.abort());
    if (flow === 'card') {
      await endCardFlow(page, seg.trigger as EventKey);
    } else if (flow === 'mobileMoney') {
      await endMomoFlow(page, seg.trigger as EventKey);
    } else if (flow === 'blik') {
      await endBlikFlow(page, seg.trigger as EventKey);
    } else {
      switch (seg.trigger) {
        case 'deposit':
          await pay(page, MEAN[methodFor(keys, at)], amountFor(keys, at, base));
          break;
        case 'deposit:card':
          await pay(page, MEAN.CARD, amountFor(keys, at, base));
          break;
        case 'deposit:momo':
          await pay(page, MEAN.MOBILEMONEY, amountFor(keys, at, base));
          break;
        case 'deposit:blik':
          await pay(page, MEAN.BLIK, amountFor(keys, at, base));
          break;
        case 'flow:cancelled':
          await page
            .getByTestId('skrill-form')
            .getByRole('button', { name: /another method/i })
            .click();
          break;
        case 'flow:closed':
          await page.getByTestId('multibanco-close').click();
          break;
        case 'dialog.closed':
          await page.getByTestId('error-dialog-close').click();
          break;
        case 'confirmation.closed':
          await page.getByTestId('confirmation-close').click();
          break;
        // the header's buttons: close on the amount page, back on the other pages (a phone)
        case 'app.close': {
          if (tagged(seg.before, 'amountPage')) {
            await page.getByTestId('header-close').click();
            break;
          }
          const screen = page.getByTestId('technical-error').or(page.getByTestId('session-timeout'));
          await screen.getByRole('button').last().click();
          break;
        }
        case 'back':
          await page.getByTestId('header-back').click();
          break;
        default:
          throw new Error(`no UI action for ${seg.trigger}`);
      }
    }
    await record(seg);
  }
}
