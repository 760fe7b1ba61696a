// The BLIK machine's browser model run: the flow's own graph (machines/blik.machine.ts) in PL from a new
// mean (the code form), a saved BLIK (one-click) and two reloads (while the bank app is awaited, during
// the call), each abstract event realised in Chromium against the sandbox's BLIK bank (docs/sandbox.md
// "BLIK": the code's last three digits choose the answer and the bank's end), amounts 114 / 115 (422, 500),
// `faults.deposit` a 401 or a call that never answers (the reload during the call), page.route a readable
// answer the flow cannot act on and the transaction's HEAD (401, 403), `page.clock` the back-offs and the
// code's 2-minute lifetime (docs/decisions.md "BLIK · The wait").
import { expect, type Page, type Request } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { blikInputs } from '../../../machines/blik.events';
import { refusalError } from '../../../machines/fixtures';
import type { FlowInput } from '../../../machines/flow-output';
import { METHOD_IDS } from '../../../sandbox/means';
import { runUntil, runWhileReadsAnswer } from '../page-clock';
import type { FlowPath } from './flow-plan';
import { pathIs, visible, runFlowPath, type Expectation, type FlowDriver, unconfirmedDialog } from './flow-realise';
import { amountPage, errorDialog, sessionTimeout } from './card';
import type { StepRecord } from './realise';
import { walkPlan } from './walk-plan';
import type { blikMachine } from '../../../machines/blik.machine';
import { tagReader } from '../../model/tags';

/** The blik machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof blikMachine>();

/** The ends of the flow's deposit call child (machines/deposit-call.machine.ts). */
const created = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });
const polled = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.transactionPolling', output });

export const BLIK_FIXTURES = {
  submit: { type: 'blik.submitted', code: '777123', oneClick: false },
  cancel: { type: 'blik.cancelled' },
  back: { type: 'navigation.back' },
  'dep:pending': created({ status: 'pending', transaction_uid: 'tx-1' }),
  'dep:success': created({ status: 'success', transaction_uid: 'tx-1' }),
  'dep:refused': created({ status: 'refused', transaction_uid: 'tx-1', refused_reason: 'payment.genericfailure' }),
  'dep:unknown': created({ status: 'redirect', transaction_uid: 'tx-1' }),
  'dep:refusal': callEnded({ kind: 'refused', error: refusalError }),
  'dep:expired': callEnded({ kind: 'sessionExpired' }),
  'dep:lost': callEnded({ kind: 'unknown' }),
  'poll:success': polled({ kind: 'fetched', result: { status: 'success', reason: null } }),
  'poll:failure': polled({ kind: 'fetched', result: { status: 'failure', reason: 'EXPIRED' } }),
  'poll:expired': polled({ kind: 'sessionExpired' }),
  'poll:failed': polled({ kind: 'failed' }),
  /** The code's lifetime runs out while the bank says nothing (the machine's own timer). */
  lifetime: { type: 'xstate.after.codeLifetime.blik.waiting' },
} satisfies Record<string, AnyEventObject>;
export type BlikKey = keyof typeof BLIK_FIXTURES;

const [byCode, oneClick, resumedWaiting, resumedCalling] = blikInputs as [FlowInput, FlowInput, FlowInput, FlowInput];
const INPUTS = [
  { label: 'PL new BLIK (code form)', input: byCode },
  { label: 'PL saved BLIK (one-click)', input: oneClick },
  { label: 'PL reloaded while the bank app is awaited', input: resumedWaiting },
  { label: 'PL reloaded during the deposit call', input: resumedCalling },
];
const RESUMED_WAITING = 2;
const RESUMED_CALLING = 3;

type Ctx = { tokenId: string | null; resume: unknown; result: { kind: string; unconfirmed?: boolean } };

function blikKeys(s: AnyMachineSnapshot): BlikKey[] {
  const c = s.context as Ctx;
  if (tagged(s, 'form')) return ['submit', 'cancel', 'back'];
  if (tagged(s, 'depositing')) {
    // one-click is always confirmed by the sandbox's bank: only the amount outcomes and faults change it
    const any: BlikKey[] = ['dep:refusal', 'dep:expired', 'dep:lost', 'dep:unknown'];
    return c.tokenId !== null ? ['dep:pending', ...any] : ['dep:pending', 'dep:success', 'dep:refused', ...any];
  }
  // a resumed wait (a code that never ends, 777200, paid then reloaded: the dearest opening): the player
  // leaves, or the code's lifetime (a timer: the model offers it in every wait) runs out on the page's
  // clock; its other ends are taken from a wait reached in the page; one-click is confirmed after 3 s
  if (tagged(s, 'waiting') && c.resume) return ['cancel'];
  if (tagged(s, 'waiting') && c.tokenId !== null) return ['poll:success'];
  if (tagged(s, 'waiting')) return ['poll:success', 'poll:failure', 'cancel', 'back', 'poll:expired', 'poll:failed'];
  return [];
}

export const blikPlan = () =>
  walkPlan<BlikKey>({
    machine: 'blik',
    inputs: INPUTS,
    fixtures: BLIK_FIXTURES,
    events: blikKeys,
    why: [
      [
        /blik\.depositing --xstate\.error\.actor\.depositCall/,
        'a deposit call child that throws: no page can make it throw; proven at machine level (blik.machine.test.ts, test/model)',
      ],
      [
        /blik\.waiting --xstate\.error\.actor\.transactionPolling/,
        'a polling child that throws: no page can make it throw (its reads end as fetched, failed, sessionExpired or unknown); proven at machine level (test/model)',
      ],
    ],
    dropped: [
      { event: 'blik.submitted with an empty or short code', why: "refused by the form's guard: no transition to cover" },
      { event: 'depositCall done: answered refused vs refused (422)', why: "both realised (777101, amount 114); they share routing's failure transition" },
      { event: 'transactionPolling done: fetched pending / unknown', why: 'the same transition as failed (pending, unconfirmed)' },
    ],
  });

// ---- realisation ------------------------------------------------------------------------------------------

/** The code's last three digits: the sandbox's answer, then the bank's end (docs/sandbox.md "BLIK"). */
function codeFor(keys: BlikKey[]): string {
  if (keys.includes('dep:success')) return '777500';
  if (keys.includes('dep:refused')) return '777101';
  if (keys.includes('poll:success')) return '777123';
  if (keys.includes('poll:failure')) return '777102';
  // no end on its own: the player leaves, the lifetime runs out or the reads fail
  return '777200';
}

const TRIGGERS = new Set<BlikKey>(['submit', 'cancel', 'back', 'poll:expired', 'poll:failed', 'dep:lost', 'lifetime']);
const ACTION: Record<BlikKey, string> = {
  submit: 'type the code (its ending chooses the answer), Pay',
  cancel: "Close (the form) / Don't wait (the wait)",
  back: "the browser's back",
  'dep:pending': 'pending: the wait for the banking app',
  'dep:success': 'code 777500: success at once',
  'dep:refused': 'code 777101: refused at once',
  'dep:unknown': 'page.route: the deposit call answers status redirect (readable, not actionable)',
  'dep:refusal': 'amount 114: 422 (a clear refusal)',
  'dep:expired': 'faults.deposit=http401 (refresh, 401 again)',
  'dep:lost': "amount 115 (500 on every send): the page's clock runs the back-offs (1 s, 3 s), then unknown",
  'poll:success': 'code 777123: the bank confirms after 3 s',
  'poll:failure': 'code 777102: the code expires after 3 s (failure)',
  'poll:expired': 'page.route: the transaction HEAD (held until the wait was asserted) answers 401 (refresh, 401 again)',
  'poll:failed': 'page.route: the held transaction HEAD answers 403 (a clear refusal)',
  lifetime:
    "code 777200 (no end): the page's clock, paused, runs the code's 2 minutes a second at a time (each HEAD answered \"not ready\" in between); past the polling's usual 25 s, at 00:01 the wait still shows, then it ends",
};

const returnPage = (status: string): Expectation => ({
  label: `return page, status=${status}, method=BLIK`,
  check: async (p) => {
    await pathIs(p, '/sandbox/return', 20_000);
    await visible(p, 'return-page');
    const q = new URL(p.url()).searchParams;
    expect(q.get('status')).toBe(status);
    expect(q.get('method')).toBe('BLIK');
  },
});

const isTransactionRead = (r: Request) => /\/kong\/v4\/me\/(transactions\/|deposits\/status)/.test(r.url());

/**
 * Runs the wait on the page's clock (installed before the page loaded), paused, a second at a time, each second's
 * transaction reads answered before the next. Stops after `seconds`, or once `stop` is true; returns the seconds
 * run. The wait must show at each step. The clock stays paused.
 */
export async function runTheWait(page: Page, seconds: number, stop: () => Promise<boolean> = async () => false): Promise<number> {
  const waiting = page.getByTestId('blik-waiting');
  const ran = await runWhileReadsAnswer(page, {
    isRead: isTransactionRead,
    stepMs: 1000,
    maxMs: seconds * 1000,
    done: stop,
    each: () => expect(waiting).toBeVisible(),
  });
  await expect(waiting).toBeVisible();
  return ran / 1000;
}

/**
 * The code's lifetime runs out (docs/decisions.md "BLIK · The wait"): the wait still shows, its countdown at
 * 00:01, long past the polling's usual 25 s; then the code's end. The clock flows again afterwards.
 */
export async function outliveTheCode(page: Page): Promise<void> {
  // the short form the player reads ("mm:ss"); the long one is for screen readers
  const countdown = page.getByTestId('blik-waiting').getByTestId('countdown').locator('[aria-hidden="true"]');
  const seconds = await runTheWait(page, 121, async () => (await countdown.textContent()) === '00:01');
  await expect(countdown).toHaveText('00:01');
  // run from the wait's first seconds: well past the 25 s that used to end it
  expect(seconds).toBeGreaterThan(100);
  await page.clock.runFor(2000);
  await page.clock.resume();
}

function blikExpectation(s: AnyMachineSnapshot): Expectation | null {
  const c = s.context as Ctx;
  if (s.status === 'done') {
    switch (c.result.kind) {
      case 'success':
      case 'pending':
        return c.result.unconfirmed ? unconfirmedDialog : returnPage(c.result.kind);
      case 'failure':
        return errorDialog;
      case 'cancelled':
        return amountPage;
      case 'sessionExpired':
        return sessionTimeout;
    }
    return null;
  }
  if (tagged(s, 'form'))
    return {
      label: '/blik [blik-form]',
      check: async (p) => {
        await pathIs(p, '/blik');
        await visible(p, 'blik-form');
        await visible(p, 'blik-code');
      },
    };
  if (tagged(s, 'waiting')) {
    return {
      label: '/blik [blik-waiting] [blik-leave]',
      check: async (p) => {
        await pathIs(p, '/blik');
        await visible(p, 'blik-waiting', 10_000);
        await visible(p, 'blik-leave');
      },
    };
  }
  return null;
}

const isBlikPost = (url: string) => /\/kong\/v6\/me\/deposits\/blik(\/token)?$/.test(new URL(url).pathname);

export function blikDriver(fp: FlowPath<BlikKey>): FlowDriver<BlikKey> {
  const keys = fp.keys;
  const token = fp.input === 1;
  const amount = keys.includes('dep:refusal') ? '114' : keys.includes('dep:lost') ? '115' : '100';
  const code = codeFor(keys);
  const heldEnd = keys.includes('poll:expired') || keys.includes('poll:failed');
  const clocked = keys.includes('dep:lost') || keys.includes('lifetime');
  let answer: 'continue' | 401 | 403 = 'continue';
  let releasePolls = () => {};
  const heldPolls = new Promise<void>((resolve) => (releasePolls = resolve));

  const payByCode = async (page: Page, c: string) => {
    await page.getByTestId('blik-code').fill(c);
    await page.getByTestId('blik-submit').click();
  };
  return {
    triggers: TRIGGERS,
    action: (k) => ACTION[k],
    expectation: blikExpectation,
    // the bank answers after 3 s: the wait is asserted on the way
    stable: (s) => tagged(s, 'waiting'),
    profile: () => ({
      legislation: 'PL',
      language: 'en',
      currency: 'PLN',
      banner: null,
      tokens: token ? [{ type: 'BLIK' }] : [],
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
      ...(fp.input === RESUMED_CALLING ? { faults: { deposit: 'hang' } } : {}),
    }),
    prepare: async (page) => {
      if (clocked) await page.clock.install();
      if (keys.includes('dep:unknown')) {
        await page.route(/\/kong\/v6\/me\/deposits\/blik(\/token)?$/, (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'redirect', transaction_uid: 'tx-model-run' }) }),
        );
      }
      // the wait is asserted before the polling's end: the transaction's HEAD is held until then
      if (heldEnd) {
        await page.route(/\/kong\/v4\/me\/transactions\//, async (route) => {
          await heldPolls;
          if (answer === 'continue') return route.continue();
          return route.fulfill({
            status: answer,
            contentType: 'application/json',
            body: JSON.stringify({ error_code: answer === 401 ? 'unauthorized' : 'payment.forbidden', message: 'model run: page.route' }),
          });
        });
      }
    },
    open: async (page) => {
      const tile = token ? page.getByTestId('mean-tile').first() : page.locator(`[data-testid="mean-tile"][data-mean-id="${METHOD_IDS.BLIK}"]`);
      await expect(tile).toBeVisible({ timeout: 10_000 });
      await tile.click();
      await expect(tile).toHaveAttribute('data-selected', 'true');
      const resumed = fp.input === RESUMED_WAITING || fp.input === RESUMED_CALLING;
      await page.getByTestId('amount-input').fill(resumed ? '100' : amount);
      await expect(page.getByTestId('pay-button')).toBeEnabled();
      await page.getByTestId('pay-button').click();
      if (fp.input === RESUMED_WAITING) {
        await visible(page, 'blik-form');
        await payByCode(page, '777200');
        await visible(page, 'blik-waiting');
        await page.reload();
        return 'BLIK tile, amount 100, Pay, code 777200 (no end), Pay; reload while the bank app is awaited';
      }
      if (fp.input === RESUMED_CALLING) {
        await visible(page, 'blik-form');
        await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && isBlikPost(r.url())), payByCode(page, '777123')]);
        await page.reload();
        return 'BLIK tile, amount 100, Pay, code 777123, Pay (faults.deposit=hang: no answer); reload during the call';
      }
      return `${token ? 'saved BLIK (one-click)' : 'BLIK tile'}, amount ${amount}, Pay`;
    },
    before: async (_page, segKeys, patch) => {
      if (segKeys.includes('dep:expired')) await patch({ faults: { deposit: 'http401' } });
    },
    act: async (page, k) => {
      switch (k) {
        case 'submit':
          return payByCode(page, code);
        case 'cancel':
          return page.getByTestId('blik-close').or(page.getByTestId('blik-leave')).click();
        case 'back':
          return page.goBack();
        case 'dep:lost':
          return runUntil(page, 'deposit-unconfirmed');
        case 'lifetime':
          return outliveTheCode(page);
        case 'poll:expired':
        case 'poll:failed':
          answer = k === 'poll:expired' ? 401 : 403;
          releasePolls();
          return;
        default:
          throw new Error(`no UI action for ${k}`);
      }
    },
  };
}

export const runBlikPath = (page: Page, fp: FlowPath<BlikKey>, records: StepRecord[]) => runFlowPath(page, fp, records, blikDriver(fp));
