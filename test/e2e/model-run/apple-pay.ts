// The Apple Pay machine's browser model run: the flow's own graph (machines/apple-pay.machine.ts) on the
// web (FR), each abstract event realised in Chromium against the sandbox with the sandbox's ApplePaySession
// stand-in (docs/sandbox.md "Apple Pay and Google Pay", as test/e2e/wallets.spec.ts installs it): the
// stand-in asks for the merchant validation at its next tick (held by pausing the page's clock when the
// path cancels before it), its sheet's test cards choose the deposit answer (visa-success, mastercard-refused),
// amounts 114 / 115 / 116 the rest (422 fraud, 500, an unexpected status), `faults.applepay-session`
// the merchant session's 401 or 500 (or `hang`: no answer, so the sheet, still contacting the merchant, is
// cancelled during the merchant validation), `faults.deposit` a 401 or a call that never answers (the send's
// 7 s limit jumped by `page.clock`); a stand-in whose `begin` throws is a sheet that fails to open.
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { lostAnswerError, refusalError } from '../../../machines/fixtures';
import { applePayInputs } from '../../../machines/wallets.events';
import { httpError, sessionExpiredError } from '../../../machines/fixtures';
import { DEPOSIT_SEND_TIMEOUT_MS } from '../../../src/domain/deposit-call';
import { METHOD_IDS } from '../../../sandbox/means';
import type { FlowPath } from './flow-plan';
import { visible, runFlowPath, type Expectation, type FlowDriver, unconfirmedDialog, returnPage } from './flow-realise';
import { amountPage, errorDialog, sessionTimeout } from './card';
import type { StepRecord } from './realise';
import { walkPlan } from './walk-plan';
import type { applePayMachine } from '../../../machines/apple-pay.machine';
import { tagReader } from '../../model/tags';

/** The apple-pay machine's tags: the states this driver names (docs/decisions.md "State names stay in their machine"). */
const tagged = tagReader<typeof applePayMachine>();

const deposited = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.createApplePayDeposit', output });
const failed = (error: unknown) => ({ type: 'xstate.error.actor.createApplePayDeposit', error });

export const APPLE_PAY_FIXTURES = {
  validate: { type: 'applePay.validateMerchant', validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' },
  'ms:done': { type: 'xstate.done.actor.fetchMerchantSession', output: { merchantSessionIdentifier: 'ms-1' } },
  'ms:expired': { type: 'xstate.error.actor.fetchMerchantSession', error: sessionExpiredError },
  'ms:error': { type: 'xstate.error.actor.fetchMerchantSession', error: httpError },
  authorize: { type: 'applePay.authorized', token: '{"paymentData":{}}' },
  cancel: { type: 'applePay.cancelled' },
  'dep:success': deposited({ status: 'success', transaction_uid: 'tx-1' }),
  'dep:refused': deposited({ status: 'refused', transaction_uid: 'tx-1', refused_reason: 'payment.insufficientfunds' }),
  'dep:unknown': deposited({ status: 'SOMETHING_NEW', transaction_uid: 'tx-1' }),
  'dep:expired': failed(sessionExpiredError),
  'dep:lost': failed(lostAnswerError),
  'dep:refusal': failed(refusalError),
  'dep:timeout': { type: 'xstate.after.depositSendTimeout.applePay.depositing' },
  'session:error': { type: 'xstate.error.actor.applePaySession', error: new Error('the sheet failed to open') },
} satisfies Record<string, AnyEventObject>;
export type ApplePayKey = keyof typeof APPLE_PAY_FIXTURES;

const INPUTS = [{ label: 'FR web, an active card', input: { ...applePayInputs[0]!, amount: 60 } }];

function applePayKeys(s: AnyMachineSnapshot): ApplePayKey[] {
  if (tagged(s, 'awaitingMerchant')) return ['validate', 'cancel', 'session:error'];
  if (tagged(s, 'validating')) return ['ms:done', 'ms:expired', 'ms:error', 'cancel'];
  if (tagged(s, 'awaitingPayment')) return ['authorize', 'cancel'];
  if (tagged(s, 'depositing')) return ['dep:success', 'dep:refused', 'dep:unknown', 'dep:expired', 'dep:lost', 'dep:refusal', 'dep:timeout'];
  return [];
}

export const applePayPlan = () =>
  walkPlan<ApplePayKey>({
    machine: 'apple-pay',
    inputs: INPUTS,
    fixtures: APPLE_PAY_FIXTURES,
    events: applePayKeys,
    why: [
      [
        /error\.actor\.applePaySession \[depositSent\]/,
        "the sheet's actor (src/methods/apple-pay/actors.ts) throws only when it starts (no ApplePaySession, a constructor or begin that throws: realised before the deposit call) or on a command of the machine, and the machine sends none while the deposit call runs (completePayment goes as the flow ends, its children stopped): it cannot fail then; proven at machine level (test/model)",
      ],
    ],
    dropped: [{ event: 'createApplePayDeposit done: pending (visa-pending)', why: 'the same transitions as success' }],
  });

// ---- realisation ------------------------------------------------------------------------------------------

const ACTION: Record<ApplePayKey, string> = {
  validate: 'the stand-in asks for the merchant validation (its next tick)',
  'ms:done': 'the merchant session answers',
  'ms:expired': 'faults.applepay-session=http401 (refresh, 401 again)',
  'ms:error': 'faults.applepay-session=http500',
  authorize: 'the sheet: a test card (visa-success; mastercard-refused for a refusal)',
  cancel: "the sheet: Cancel (before the merchant validation: the page's clock paused; during it: faults.applepay-session=hang)",
  'dep:success': 'visa-success: success',
  'dep:refused': 'mastercard-refused: refused payment.insufficientfunds',
  'dep:unknown': 'amount 116: an unexpected status',
  'dep:expired': 'faults.deposit=http401 (refresh, 401 again)',
  'dep:lost': 'amount 115: 500 (the answer cannot be read)',
  'dep:refusal': 'amount 114: 422 (a clear refusal)',
  'dep:timeout': "faults.deposit=hang: the page's clock jumps the send's 7 s limit",
  'session:error': "the stand-in's begin throws (a sheet that fails to open)",
};

const sheetGone = async (p: Page) => expect(p.getByTestId('applepay-sheet')).toHaveCount(0, { timeout: 10_000 });

function applePayExpectation(s: AnyMachineSnapshot): Expectation | null {
  if (s.status === 'done') {
    const r = (s.context as { result: { kind: string; url?: string; unconfirmed?: boolean } }).result;
    switch (r.kind) {
      case 'success':
      case 'pending':
        return r.unconfirmed ? unconfirmedDialog : returnPage(r.kind);
      case 'sessionExpired':
        return sessionTimeout;
      case 'cancelled':
        return amountPage;
      case 'redirect':
        // a cancel reloads the amount page; a failure goes to the callback route, which shows the refusal
        if (r.url === '/')
          return {
            label: `${amountPage.label}, no sheet`,
            check: async (p) => {
              await sheetGone(p);
              await amountPage.check(p);
            },
          };
        return {
          label: `${errorDialog.label} (through /callback status=error)`,
          check: async (p) => {
            await errorDialog.check(p);
            await sheetGone(p);
          },
        };
    }
    return null;
  }
  // the merchant session asked (open waits for its request) and never answered: the sheet still contacts the merchant
  if (tagged(s, 'validating'))
    return {
      label: '[applepay-sheet] contacting the merchant, its Cancel',
      check: async (p) => {
        await visible(p, 'applepay-sheet');
        await expect(p.getByTestId('applepay-status')).toHaveText(/merchant/);
        await visible(p, 'applepay-cancel');
      },
    };
  if (tagged(s, 'awaitingMerchant'))
    return {
      label: '[applepay-sheet] contacting the merchant',
      check: async (p) => {
        await visible(p, 'applepay-sheet');
        await expect(p.getByTestId('applepay-status')).toHaveText(/merchant/);
      },
    };
  if (tagged(s, 'awaitingPayment'))
    return {
      label: '[applepay-sheet] its cards',
      check: async (p) => {
        await visible(p, 'applepay-sheet');
        await visible(p, 'applepay-card-visa-success');
      },
    };
  return null;
}

export function applePayDriver(fp: FlowPath<ApplePayKey>): FlowDriver<ApplePayKey> {
  const keys = fp.keys;
  const amount = keys.includes('dep:refusal') ? '114' : keys.includes('dep:lost') ? '115' : keys.includes('dep:unknown') ? '116' : '60';
  // a cancel before the merchant validation: the stand-in asks for it at its next tick, held by the paused clock
  const early = keys[0] === 'cancel';
  // a cancel during the merchant validation: the merchant session never answers (faults.applepay-session=hang)
  const midValidation = keys[0] === 'validate' && keys[1] === 'cancel';
  const clocked = early || keys.includes('dep:timeout');
  return {
    triggers: new Set<ApplePayKey>(['authorize', 'cancel']),
    action: (k) => ACTION[k],
    expectation: applePayExpectation,
    stable: () => false,
    profile: () => ({
      legislation: 'FR',
      language: 'en',
      currency: 'EUR',
      tokens: [],
      payment_methods: ['CARD', 'APPLEPAY'],
      banner: null,
      url_success: '/sandbox/return?outcome=success',
      url_back: '/sandbox/return?outcome=back',
      faults: keys.includes('ms:expired')
        ? { 'applepay-session': 'http401' }
        : keys.includes('ms:error')
          ? { 'applepay-session': 'http500' }
          : midValidation
            ? { 'applepay-session': 'hang' }
            : {},
    }),
    prepare: async (page) => {
      if (clocked) await page.clock.install();
      await page.addInitScript(() => localStorage.setItem('sandbox.applePay', 'card'));
      await page.addInitScript({ content: await (await page.request.get('/sandbox/applepay/stand-in.js')).text() });
      if (keys.includes('session:error')) {
        await page.addInitScript(() => {
          (window as unknown as { ApplePaySession: { prototype: { begin(): void } } }).ApplePaySession.prototype.begin = () => {
            throw new Error('sandbox: the sheet fails to open');
          };
        });
      }
    },
    open: async (page) => {
      const tile = page.locator(`[data-testid="mean-tile"][data-mean-id="${METHOD_IDS.APPLEPAY}"]`);
      await expect(tile).toBeVisible({ timeout: 10_000 });
      await tile.click();
      await expect(tile).toHaveAttribute('data-selected', 'true');
      await page.getByTestId('amount-input').fill(amount);
      await expect(page.getByTestId('pay-button')).toBeEnabled();
      if (early) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const pay = () => page.getByTestId('pay-button').click();
      if (midValidation) await Promise.all([page.waitForRequest((r) => new URL(r.url()).pathname === '/kong/v4/transactions/applepay/session'), pay()]);
      else await pay();
      return `Apple Pay tile, amount ${amount}, Pay${early ? " (the page's clock paused)" : midValidation ? ' (the merchant session asked, never answered)' : ''}`;
    },
    before: async (_page, segKeys, patch) => {
      if (segKeys.includes('dep:expired')) await patch({ faults: { deposit: 'http401' } });
      if (segKeys.includes('dep:timeout')) await patch({ faults: { deposit: 'hang' } });
    },
    act: async (page, k) => {
      switch (k) {
        case 'authorize': {
          await page.getByTestId(`applepay-card-${keys.includes('dep:refused') ? 'mastercard-refused' : 'visa-success'}`).click();
          if (keys.includes('dep:timeout')) await page.clock.fastForward(DEPOSIT_SEND_TIMEOUT_MS);
          return;
        }
        case 'cancel':
          await page.getByTestId('applepay-cancel').click();
          if (early) await page.clock.resume();
          return;
        default:
          throw new Error(`no UI action for ${k}`);
      }
    },
  };
}

export const runApplePayPath = (page: Page, fp: FlowPath<ApplePayKey>, records: StepRecord[]) => runFlowPath(page, fp, records, applePayDriver(fp));
