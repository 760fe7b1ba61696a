// The callback machine's browser model run: the provider's return (machines/callback.machine.ts, SPEC 4
// "Callback") from its four kinds of return URL, each abstract event realised in Chromium against the
// sandbox. A polling return is the sandbox's own (a Paysafecard deposit, amount 45: its provider page
// approved, or left undecided by opening the return URL), with `faults.deposit-status=http401` (the status
// read loses the session) and `faults.transaction=http500` (the HEAD poll never reads: its retries and
// 10 s limit run on `page.clock`); a gordon return (SPEC 4: the query holds deposit_id) is a mobile-money
// deposit (CI, MTN, number ending 301: its operator page) settled by `POST /sandbox/deposits/{uid}/settle`
// (success, failure, redirect: the stream's PENDING + REDIRECT) or left pending (the monitoring's 10 s on
// `page.clock`), whose return URL the run writes as such a provider would; a return naming no deposit, and
// one marked status=error with a reason (SPEC 8, an Apple Pay failure), are opened in the session's tab.
// "Stop waiting" on the callback page ends either wait. After the callback, the root's screen is asserted.
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { callbackEvents, callbackGordonInput, callbackInput, callbackNoTransactionInput, callbackRefusedInput } from '../../../machines/callback.events';
import { runUntil } from '../page-clock';
import type { FlowPath } from './flow-plan';
import { pathIs, visible, runFlowPath, type Expectation, type FlowDriver, unconfirmedDialog } from './flow-realise';
import { errorDialog, sessionTimeout } from './card';
import type { StepRecord } from './realise';
import { walkPlan } from './walk-plan';
import type { callbackMachine } from '../../../machines/callback.machine';
import { tagReader } from '../../model/tags';

/** The callback machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof callbackMachine>();

/** The registry's fixtures (machines/callback.events.ts): the model tests' own events. */
const fixture = (type: string, kind: string): AnyEventObject =>
  callbackEvents.find((e) => e.type === type && (e as { output?: { kind?: string } }).output?.kind === kind)!;
const monitor = (kind: string) => fixture('xstate.done.actor.depositMonitor', kind);
const polling = (kind: string) => fixture('xstate.done.actor.transactionPolling', kind);

export const CALLBACK_FIXTURES = {
  'poll:fetched': polling('fetched'),
  'poll:expired': polling('sessionExpired'),
  'poll:unknown': polling('unknown'),
  'mon:success': monitor('success'),
  'mon:redirect': monitor('redirect'),
  'mon:failure': monitor('failure'),
  'mon:timeout': monitor('timeout'),
  stop: { type: 'wait.stopped' },
} satisfies Record<string, AnyEventObject>;
export type CallbackKey = keyof typeof CALLBACK_FIXTURES;

const INPUTS = [
  { label: 'FR, Paysafecard return', input: callbackInput },
  { label: 'FR, return naming no deposit', input: callbackNoTransactionInput },
  { label: 'FR, return status=error', input: callbackRefusedInput },
  { label: 'CI, mobile money return with deposit_id', input: callbackGordonInput },
];
const [POLLING, NO_DEPOSIT, REFUSAL, GORDON] = [0, 1, 2, 3];

function callbackKeys(s: AnyMachineSnapshot): CallbackKey[] {
  if (tagged(s, 'polling')) return ['poll:fetched', 'poll:expired', 'poll:unknown', 'stop'];
  if (tagged(s, 'syncing')) return ['mon:success', 'mon:redirect', 'mon:failure', 'mon:timeout', 'stop'];
  return [];
}

export const callbackPlan = () =>
  walkPlan<CallbackKey>({
    machine: 'callback',
    inputs: INPUTS,
    fixtures: CALLBACK_FIXTURES,
    events: callbackKeys,
    why: [
      [
        /error\.actor\.(transactionPolling|depositMonitor)/,
        'a crash of the polling or monitoring child: every call of machines/transaction-polling.machine.ts and deposit-monitor.machine.ts has its onError (a read that fails ends as failed, unknown, error or time-out), so no browser input makes the child machine fail',
      ],
    ],
    dropped: [
      {
        event: 'transactionPolling done: fetched pending, refused, aborted',
        why: 'the same transition as fetched success (the status is read by the action): one kept',
      },
      { event: 'transactionPolling done: failed (a 4xx on the HEAD)', why: 'the same transition as unknown (pending, unconfirmed)' },
      { event: 'depositMonitor done: error (the stream failed)', why: 'the same transition as timeout (pending, unconfirmed)' },
    ],
  });

// ---- realisation ------------------------------------------------------------------------------------------

const ACTION: Record<CallbackKey, string> = {
  'poll:fetched': 'provider page: approve (the deposit is success, the HEAD ready, the status read)',
  'poll:expired': 'faults.deposit-status=http401 (refresh, 401 again); provider page: approve',
  'poll:unknown': "faults.transaction=http500; provider page: approve; the page's clock runs the HEAD's retries and 10 s limit out",
  'mon:success': 'POST /sandbox/deposits/{uid}/settle success, then the return URL with deposit_id: the stream says SUCCESS',
  'mon:redirect': 'settle redirect, then the return URL with deposit_id: the stream says PENDING + REDIRECT',
  'mon:failure': 'settle failure, then the return URL with deposit_id: the stream says FAILURE',
  'mon:timeout': "the deposit left pending; the return URL with deposit_id; the page's clock jumps the monitoring's 10 s",
  stop: 'the provider left undecided (the return URL opened); "Stop waiting"',
};

const callbackPage: Expectation = {
  label: '/callback [callback] [callback-stop-waiting]',
  check: async (p) => {
    await pathIs(p, '/callback');
    await visible(p, 'callback');
    await visible(p, 'callback-stop-waiting');
  },
};
const returnPage = (status: string): Expectation => ({
  label: `return page, status=${status}`,
  check: async (p) => {
    await pathIs(p, '/sandbox/return', 20_000);
    await visible(p, 'return-page');
    expect(new URL(p.url()).searchParams.get('status')).toBe(status);
  },
});

function callbackExpectation(s: AnyMachineSnapshot): Expectation | null {
  const r = (s.context as { result: { kind: string; unconfirmed?: boolean } }).result;
  if (s.status !== 'done') return tagged(s, 'polling') || tagged(s, 'syncing') ? callbackPage : null;
  switch (r.kind) {
    case 'success':
      return returnPage('success');
    case 'pending':
      return r.unconfirmed ? unconfirmedDialog : returnPage('pending');
    case 'failure':
      return errorDialog;
    case 'sessionExpired':
      return sessionTimeout;
  }
  return null;
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

export function callbackDriver(fp: FlowPath<CallbackKey>): FlowDriver<CallbackKey> {
  const k = fp.keys[0];
  const clocked = k === 'poll:unknown' || k === 'mon:timeout';
  const faults = k === 'poll:expired' ? { 'deposit-status': 'http401' } : k === 'poll:unknown' ? { transaction: 'http500' } : {};
  return {
    triggers: new Set<CallbackKey>(['stop']),
    action: (key) => ACTION[key],
    expectation: callbackExpectation,
    stable: () => false,
    profile: () => ({
      ...(fp.input === GORDON
        ? { legislation: 'CI', currency: 'XOF', payment_methods: ['MOBILEMONEY', 'CARD'] }
        : { legislation: 'FR', currency: 'EUR', payment_methods: ['PAYSAFECARD', 'CARD'] }),
      language: 'en',
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
      banner: null,
      faults,
    }),
    prepare: async (page) => {
      if (clocked) await page.clock.install();
    },
    open: async (page) => {
      if (fp.input === NO_DEPOSIT || fp.input === REFUSAL) {
        await visible(page, 'pay-button');
        const query = fp.input === NO_DEPOSIT ? 'method=PAYSAFECARD&amount=45' : 'method=APPLEPAY&amount=45&status=error&reason=payment.insufficientfunds';
        await page.goto(`/callback?${query}`);
        return `the amount page, then /callback?${query} in the same tab`;
      }
      if (fp.input === POLLING) {
        await pay(page, '5', '45');
        await visible(page, 'provider-page');
        if (k === 'stop') {
          // the provider's return without a decision: the deposit is still pending
          const url = new URL(page.url());
          const back = new URL(url.searchParams.get('return_url') ?? '/callback', url.origin);
          back.searchParams.set('transaction_uid', (await page.getByTestId('provider-page').getAttribute('data-transaction-uid')) ?? '');
          await page.goto(back.pathname + back.search);
          return 'Paysafecard tile, amount 45, Pay; the provider page left undecided: its return URL opened';
        }
        // the return page may pass quickly (a lost session ends it at once): only the outcome is asserted
        await page.getByTestId('provider-approve').click();
        if (k === 'poll:unknown') {
          await visible(page, 'callback');
          await runUntil(page, 'deposit-unconfirmed');
        }
        return 'Paysafecard tile, amount 45, Pay; provider page: approve';
      }
      // gordon: a mobile-money deposit left on its operator page, then settled and returned with its deposit_id
      await pay(page, '12', '5000');
      await page.getByTestId('momo-operator-MTN').click();
      await page.getByTestId('momo-phone').fill('0501020301');
      await page.getByTestId('momo-submit').click();
      await visible(page, 'momo-confirm', 15_000);
      const uid = new URL(page.url()).searchParams.get('transaction_uid')!;
      const deposit = (await (await page.request.get(`/sandbox/deposits/${uid}`)).json()) as { deposit_id: string };
      const settle = k === 'mon:success' ? 'success' : k === 'mon:failure' ? 'failure' : k === 'mon:redirect' ? 'redirect' : null;
      if (settle) expect((await page.request.post(`/sandbox/deposits/${uid}/settle`, { data: { status: settle } })).ok()).toBe(true);
      await page.goto(`/callback?method=MOBILEMONEY&amount=5000&deposit_id=${encodeURIComponent(deposit.deposit_id)}`);
      if (k === 'mon:timeout') {
        await visible(page, 'callback');
        await page.clock.fastForward(10_000);
      }
      return `mobile money tile, amount 5000, Pay, MTN, number ending 301 (operator page)${settle ? `; settled ${settle}` : ''}; /callback?deposit_id=${deposit.deposit_id}`;
    },
    before: async () => {},
    act: async (page, key) => {
      if (key === 'stop') return page.getByTestId('callback-stop-waiting').click();
      throw new Error(`no UI action for ${key}`);
    },
  };
}

export const runCallbackPath = (page: Page, fp: FlowPath<CallbackKey>, records: StepRecord[]) => runFlowPath(page, fp, records, callbackDriver(fp));
