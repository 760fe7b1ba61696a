// The Google Pay machine's browser model run: the flow's own graph (machines/google-pay.machine.ts) on the
// web (the sandbox's Google Pay script stand-in: its sheet's test cards and Cancel, localStorage
// 'sandbox.googlePay') and in the Android app (the native side's answers on the bridge: a `PaymentBridge`
// stand-in installed before the page loads, as test/e2e/wallets.spec.ts does, answering the eligibility and
// the payment data with a token or an error), each abstract event realised in Chromium against the sandbox
// (docs/sandbox.md "Apple Pay and Google Pay"): amounts 114 / 115 (422 fraud, 500) and `faults.deposit`
// (a 401, or a call that never answers: the send's 7 s limit jumped by `page.clock`) choose the deposit's answer.
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { lostAnswerError, refusalError, sessionExpiredError } from '../../../machines/fixtures';
import { googlePayInputs } from '../../../machines/wallets.events';
import { DEPOSIT_SEND_TIMEOUT_MS } from '../../../src/domain/deposit-call';
import { METHOD_IDS } from '../../../sandbox/means';
import type { FlowPath } from './flow-plan';
import { visible, runFlowPath, type Expectation, type FlowDriver, unconfirmedDialog, returnPage } from './flow-realise';
import { amountPage, errorDialog, sessionTimeout } from './card';
import type { StepRecord } from './realise';
import { walkPlan } from './walk-plan';
import type { googlePayMachine } from '../../../machines/google-pay.machine';
import { tagReader } from '../../model/tags';

/** The google-pay machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof googlePayMachine>();

const failed = (error: unknown) => ({ type: 'xstate.error.actor.createGooglePayDeposit', error });
const answered = (payload: unknown) => ({ type: 'bridge.answered', name: 'googlePayPaymentData', payload });

export const GOOGLE_PAY_FIXTURES = {
  'sheet:card': { type: 'xstate.done.actor.loadPaymentData', output: 'gpay-token-1' },
  'sheet:cancel': { type: 'xstate.error.actor.loadPaymentData', error: new Error('CANCELED') },
  tick: { type: 'xstate.after.nextTick.googlePay.askingBridge.opening' },
  'bridge:token': answered({ token: 'gpay-token-1' }),
  'bridge:error': answered({ error: 'CANCELED' }),
  'dep:success': { type: 'xstate.done.actor.createGooglePayDeposit', output: { status: 'success', transaction_uid: 'tx-2' } },
  'dep:expired': failed(sessionExpiredError),
  'dep:refusal': failed(refusalError),
  'dep:lost': failed(lostAnswerError),
  'dep:timeout': { type: 'xstate.after.depositSendTimeout.googlePay.depositing' },
} satisfies Record<string, AnyEventObject>;
export type GooglePayKey = keyof typeof GOOGLE_PAY_FIXTURES;

const INPUTS = [
  { label: 'FR web', input: { ...googlePayInputs[0]!, amount: 60 } },
  { label: 'FR Android app', input: { ...googlePayInputs[1]!, amount: 60 } },
];
const ANDROID = 1;

function googlePayKeys(s: AnyMachineSnapshot): GooglePayKey[] {
  if (tagged(s, 'askingWeb')) return ['sheet:card', 'sheet:cancel'];
  if (tagged(s, 'bridgeOpening')) return ['tick'];
  if (tagged(s, 'bridgeAsked')) return ['bridge:token', 'bridge:error'];
  if (tagged(s, 'depositing')) return ['dep:success', 'dep:expired', 'dep:refusal', 'dep:lost', 'dep:timeout'];
  return [];
}

export const googlePayPlan = () =>
  walkPlan<GooglePayKey>({
    machine: 'google-pay',
    inputs: INPUTS,
    fixtures: GOOGLE_PAY_FIXTURES,
    events: googlePayKeys,
    why: [
      [
        /error\.actor\.bridgeAnswers/,
        "the bridge's listener (src/app/wallet-bridge.ts) only adds and removes a message listener on the window, and a malformed answer is skipped, not thrown: nothing a page or the native side does can make it fail; proven at machine level (test/model)",
      ],
    ],
    dropped: [
      {
        event: 'createGooglePayDeposit done: refused, pending, an unexpected status',
        why: 'the same transition as success (the answer is read by the action)',
      },
    ],
  });

// ---- realisation ------------------------------------------------------------------------------------------

const ACTION: Record<GooglePayKey, string> = {
  'sheet:card': 'the sheet: visa-success',
  'sheet:cancel': 'the sheet: Cancel (the payment-data error CANCELED)',
  tick: 'the next tick: the app asks the native side (googlePayPaymentData)',
  'bridge:token': 'the native side answers a token (visa-success)',
  'bridge:error': 'the native side answers { error: CANCELED }',
  'dep:success': 'the deposit answers success',
  'dep:expired': 'faults.deposit=http401 (refresh, 401 again)',
  'dep:refusal': 'amount 114: 422 (a clear refusal)',
  'dep:lost': 'amount 115: 500 (the answer cannot be read)',
  'dep:timeout': "faults.deposit=hang: the page's clock jumps the send's 7 s limit",
};

function googlePayExpectation(s: AnyMachineSnapshot): Expectation | null {
  if (s.status === 'done') {
    const r = (s.context as { result: { kind: string; unconfirmed?: boolean } }).result;
    switch (r.kind) {
      case 'success':
      case 'pending':
        return r.unconfirmed ? unconfirmedDialog : returnPage(r.kind);
      case 'failure':
        return errorDialog;
      case 'sessionExpired':
        return sessionTimeout;
      case 'cancelled':
        return {
          label: `${amountPage.label}, no sheet`,
          check: async (p) => {
            await expect(p.getByTestId('gpay-sheet')).toHaveCount(0);
            await amountPage.check(p);
          },
        };
    }
    return null;
  }
  if (tagged(s, 'askingWeb'))
    return {
      label: '[gpay-sheet] its cards',
      check: async (p) => {
        await visible(p, 'gpay-sheet');
        await visible(p, 'gpay-card-visa-success');
      },
    };
  return null;
}

export function googlePayDriver(fp: FlowPath<GooglePayKey>): FlowDriver<GooglePayKey> {
  const keys = fp.keys;
  const android = fp.input === ANDROID;
  const amount = keys.includes('dep:refusal') ? '114' : keys.includes('dep:lost') ? '115' : '60';
  const timeout = keys.includes('dep:timeout');
  /** The send's 7 s limit: jumped once the call is on its way (it never answers). */
  const jumpSendLimit = async (page: Page, act: () => Promise<unknown>) => {
    if (!timeout) return act();
    await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/kong/v6/me/deposits/googlepay'), act()]);
    await page.clock.fastForward(DEPOSIT_SEND_TIMEOUT_MS);
  };
  return {
    triggers: new Set<GooglePayKey>(['sheet:card', 'sheet:cancel']),
    action: (k) => ACTION[k],
    expectation: googlePayExpectation,
    stable: () => false,
    profile: () => ({
      legislation: 'FR',
      language: 'en',
      currency: 'EUR',
      tokens: [],
      payment_methods: ['CARD', 'GOOGLEPAY'],
      banner: null,
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
      ...(android ? { platform: 'ANDROID' } : {}),
      faults: keys.includes('dep:expired') ? { deposit: 'http401' } : timeout ? { deposit: 'hang' } : {},
    }),
    prepare: async (page) => {
      if (timeout) await page.clock.install();
      if (!android) {
        await page.addInitScript(() => localStorage.setItem('sandbox.googlePay', 'ready'));
        return;
      }
      // the native side (Android's PaymentBridge interface): Google Pay ready with a card; its payment data
      const data = keys.includes('bridge:error') ? { error: 'CANCELED' } : { token: '{"signedMessage":"sandbox-card:visa-success"}' };
      await page.addInitScript((paymentData) => {
        (window as unknown as { PaymentBridge: { postMessage(json: string): void } }).PaymentBridge = {
          postMessage(json: string) {
            const m = JSON.parse(json) as { name: string };
            const answer = (name: string, payload: unknown) => window.postMessage({ channel: 'cashier.bridge.answer', name, payload }, '*');
            if (m.name === 'googlePayEligibility') answer('googlePayEligibility', { ready: true, hasCard: true });
            if (m.name === 'googlePayPaymentData') answer('googlePayPaymentData', paymentData);
          },
        };
      }, data);
    },
    open: async (page) => {
      const tile = page.locator(`[data-testid="mean-tile"][data-mean-id="${METHOD_IDS.GOOGLEPAY}"]`);
      await expect(tile).toBeVisible({ timeout: 10_000 });
      await tile.click();
      await expect(tile).toHaveAttribute('data-selected', 'true');
      await page.getByTestId('amount-input').fill(amount);
      await expect(page.getByTestId('pay-button')).toBeEnabled();
      const pay = () => page.getByTestId('pay-button').click();
      if (android) await jumpSendLimit(page, pay);
      else await pay();
      return `Google Pay tile, amount ${amount}, Pay${android ? ` (the native side answers ${keys.includes('bridge:error') ? 'an error' : 'a token'})` : ''}`;
    },
    before: async () => {},
    act: async (page, k) => {
      switch (k) {
        case 'sheet:card':
          return jumpSendLimit(page, () => page.getByTestId('gpay-card-visa-success').click());
        case 'sheet:cancel':
          return page.getByTestId('gpay-cancel').click();
        default:
          throw new Error(`no UI action for ${k}`);
      }
    },
  };
}

export const runGooglePayPath = (page: Page, fp: FlowPath<GooglePayKey>, records: StepRecord[]) => runFlowPath(page, fp, records, googlePayDriver(fp));
