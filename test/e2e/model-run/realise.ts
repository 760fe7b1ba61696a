// Realising a browser plan path (plan.ts) in Chromium against the sandbox: every abstract event becomes a
// sandbox profile setting (the answer a call gets) or a UI action, and every model state with a screen
// becomes an assertion (route + a key test id).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { ModelPath } from '../../model/paths';
import { createSession, type Session } from '../sandbox';
import { eventKey, type EventKey } from './plan';

const MEAN = { PAYSAFECARD: '5', SKRILL: '6', MULTIBANCO: '11' } as const;
/** The direct method whose flow ends as the path says next: Skrill has a form to cancel, Multibanco a reference to close. */
const METHOD_FOR: Partial<Record<EventKey, keyof typeof MEAN>> = { 'flow:cancelled': 'SKRILL', 'flow:closed': 'MULTIBANCO' };
const BASE_PROFILE = {
  legislation: 'FR',
  language: 'en',
  currency: 'EUR',
  url_success: '/sandbox/return?outcome=success',
  url_back: '/sandbox/return?outcome=back',
  payment_methods: ['PAYSAFECARD', 'SKRILL', 'MULTIBANCO', 'CARD'],
  banner: null,
};

/** UI actions (or the page load): each starts a segment; system events (answers of calls) follow it. */
const TRIGGERS: ReadonlySet<EventKey> = new Set<EventKey>([
  'deposit', 'flow:cancelled', 'flow:closed', 'dialog.closed', 'confirmation.closed', 'app.close',
]);

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
const visible = (page: Page, id: string) => expect(page.getByTestId(id)).toBeVisible({ timeout: 10_000 });

/** The screen of a model state, or null when the state shows none (loading, a call in flight). */
export function expectationFor(s: AnyMachineSnapshot): Expectation | null {
  const ctx = s.context as { success: { status: string } | null };
  if (s.matches('technicalError')) return { label: '/error/technical [technical-error]', check: async (p) => { await pathIs(p, '/error/technical'); await visible(p, 'technical-error'); } };
  if (s.matches('sessionTimeout')) return { label: '/session-timeout [session-timeout]', check: async (p) => { await pathIs(p, '/session-timeout'); await visible(p, 'session-timeout'); } };
  if (s.matches('ineligible')) return { label: '/ [error-dialog] (ineligible)', check: async (p) => visible(p, 'error-dialog') };
  if (s.matches('leaving')) {
    return { label: 'return page, outcome=back', check: async (p) => { await pathIs(p, '/sandbox/return'); await visible(p, 'return-page'); expect(new URL(p.url()).searchParams.get('outcome')).toBe('back'); } };
  }
  if (s.matches({ active: { ready: { flow: 'idle' } } })) {
    return { label: '/ [pay-button], no dialog', check: async (p) => { await pathIs(p, '/'); await visible(p, 'pay-button'); await expect(p.getByTestId('error-dialog')).toHaveCount(0); } };
  }
  if (s.matches({ active: { ready: { flow: 'failed' } } })) return { label: '/ [error-dialog]', check: async (p) => { await pathIs(p, '/'); await visible(p, 'error-dialog'); } };
  if (s.matches({ active: { ready: { flow: 'redirecting' } } })) {
    return { label: 'provider page [provider-page]', check: async (p) => { await expect.poll(() => new URL(p.url()).pathname, { timeout: 10_000 }).toMatch(/^\/sandbox\/provider\//); await visible(p, 'provider-page'); } };
  }
  // a return the provider left undecided is read as pending after the callback's 10 s wait (CALLBACK_READ_AFTER_MS)
  if (s.matches({ active: { succeeded: 'confirming' } })) return { label: '/ [deposit-confirmation]', check: async (p) => expect(p.getByTestId('deposit-confirmation')).toBeVisible({ timeout: 20_000 }) };
  if (s.matches({ active: { succeeded: 'leaving' } })) {
    const status = ctx.success?.status ?? 'success';
    return { label: `return page, outcome=success, status=${status}`, check: async (p) => { await pathIs(p, '/sandbox/return'); await visible(p, 'return-page'); expect(new URL(p.url()).searchParams.get('status')).toBe(status); } };
  }
  return null;
}

interface Segment {
  trigger: EventKey | 'open';
  steps: Array<{ key: EventKey; state: AnyMachineSnapshot }>;
}

function segmentsOf(path: ModelPath): Segment[] {
  const segments: Segment[] = [{ trigger: 'open', steps: [] }];
  for (const step of path.steps) {
    const key = eventKey(step.event);
    if (TRIGGERS.has(key)) segments.push({ trigger: key, steps: [] });
    segments[segments.length - 1]!.steps.push({ key, state: step.state });
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
    if (k === 'means:failed') faults.options = 'http500';
  }
  return p;
}

const ACTION: Record<string, string> = {
  'init:web': 'open the app URL', 'init:callback': 'come back from the provider page', 'init:embedded-callback': 'come back (embed_confirmation=true)',
  'init:invalid': 'open with faults.single-use=http500', 'init:failed': 'open / with no token and no cookie',
  'elig:eligible': 'eligibility answers eligible', 'elig:ineligible': 'eligibility answers ineligible', 'elig:expired': 'session_expired: refresh answers 401',
  'elig:failed': 'faults.eligibility=http500', 'last:done': 'last-successful answers', 'last:error': 'faults.last-successful=http500',
  'flags:done': 'featureflipping answers', 'flags:error': 'faults.featureflipping=http500', 'means:failed': 'faults.options=http500',
  deposit: 'choose a direct method (Paysafecard; Skrill to cancel, Multibanco to close), type the amount, Pay', 'load:done': 'the flow\'s code loads',
  'flow:redirect': 'amount 45: redirect answer', 'flow:failure': 'amount 113: refused', 'flow:cancelled': 'Skrill: choose another method',
  'flow:closed': 'amount 45: close the Multibanco reference', 'callback:success': 'provider page: approve',
  'callback:pending': 'provider page: return without deciding (pending)', 'callback:failure': 'provider page: decline',
  'confirmation.closed': 'close the confirmation', 'dialog.closed': 'close the dialog', 'app.close': 'press the screen\'s button (leave)',
};

/** The direct method a deposit is paid with: the one whose flow can end as the path's next flow event. */
function methodFor(keys: EventKey[], from: number): keyof typeof MEAN {
  const next = keys.slice(from + 1).find((k) => k.startsWith('flow:') || k === 'deposit');
  return (next && METHOD_FOR[next]) ?? 'PAYSAFECARD';
}

/** The amount typed for a deposit: it chooses the sandbox's answer (docs/sandbox.md "Outcomes by amount"). */
function amountFor(keys: EventKey[], from: number): string {
  for (let i = from + 1; i < keys.length; i++) {
    const k = keys[i]!;
    if (k === 'flow:failure') return '113';
    if (k === 'deposit') break;
  }
  return '45';
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

/** Replays one path; fills `records` step by step (so a failure still reports the steps before it). */
export async function realise(page: Page, path: ModelPath, records: StepRecord[]): Promise<void> {
  const segments = segmentsOf(path);
  const keys = path.steps.map((s) => eventKey(s.event));
  let session: Session | null = null;
  let index = 0;

  const record = async (seg: Segment) => {
    const last = seg.steps[seg.steps.length - 1];
    const expectation = last ? expectationFor(last.state) : null;
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
  } else if (init === 'init:callback' || init === 'init:embedded-callback') {
    session = await createSession(page.request, { ...BASE_PROFILE, ...(init === 'init:embedded-callback' ? { embed_confirmation: true } : {}) });
    await page.goto(session.app_url);
    await pay(page, MEAN.PAYSAFECARD, '45');
    await visible(page, 'provider-page');
    // the calls after the return (a failed callback loads the amount page again) answer as the path says
    await page.request.patch(`/sandbox/players/${session.player_id}`, { data: answers(firstKeys) });
    const decision = firstKeys[1];
    if (decision === 'callback:success') await page.getByTestId('provider-approve').click();
    else if (decision === 'callback:failure') await page.getByTestId('provider-decline').click();
    else {
      const url = new URL(page.url());
      const back = new URL(url.searchParams.get('return_url') ?? '/callback', url.origin);
      back.searchParams.set('transaction_uid', (await page.getByTestId('provider-page').getAttribute('data-transaction-uid')) ?? '');
      await page.goto(back.pathname + back.search);
    }
  } else {
    session = await createSession(page.request, { ...BASE_PROFILE, ...answers(firstKeys) });
    await page.goto(session.app_url);
  }
  await record(first);

  for (const seg of segments.slice(1)) {
    const segKeys = seg.steps.map((s) => s.key);
    if (session && segKeys.some((k) => k !== seg.trigger)) {
      await page.request.patch(`/sandbox/players/${session.player_id}`, { data: answers(segKeys) });
    }
    const at = index;
    switch (seg.trigger) {
      case 'deposit':
        await pay(page, MEAN[methodFor(keys, at)], amountFor(keys, at));
        break;
      case 'flow:cancelled':
        await page.getByTestId('skrill-form').getByRole('button', { name: /another method/i }).click();
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
      case 'app.close': {
        const screen = page.getByTestId('technical-error').or(page.getByTestId('session-timeout'));
        await screen.getByRole('button').last().click();
        break;
      }
      default:
        throw new Error(`no UI action for ${seg.trigger}`);
    }
    await record(seg);
  }
}
