import type { PaymentMean } from '../src/domain/payment-means';
import { eligibleData, embeddedWebApp, failedApp, httpError, iosApp, pendingRecord, sessionExpiredError, webApp } from './fixtures';

const callback = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 };
const deposit = (method: string, type: PaymentMean['type'], amount = 25, bounds = { minAmount: 10, maxAmount: 5000 }) => ({
  type: 'deposit.requested',
  amount,
  intentId: 'intent-1',
  mean: {
    id: `m-${method}`,
    type,
    method,
    displayOrder: 1,
    format: 'PAYMENT_METHOD',
    features: [],
    name: method,
    status: 'enabled',
    detail: bounds,
    providersRef: [],
    tokenId: null,
  } satisfies PaymentMean,
});

export const depositEvents = [
  { type: 'xstate.done.actor.contextInit', output: { app: webApp, sessionInvalid: false, callback: null } },
  { type: 'xstate.done.actor.contextInit', output: { app: iosApp, sessionInvalid: false, callback: null } },
  { type: 'xstate.done.actor.contextInit', output: { app: embeddedWebApp, sessionInvalid: false, callback } },
  { type: 'xstate.done.actor.contextInit', output: { app: webApp, sessionInvalid: false, callback } },
  { type: 'xstate.done.actor.contextInit', output: { app: failedApp, sessionInvalid: true, callback: null } },
  // A reload during a mobile money deposit waiting on the phone: its flow resumes it.
  {
    type: 'xstate.done.actor.contextInit',
    output: { app: webApp, sessionInvalid: false, callback: null, resume: pendingRecord('mobileMoney', 'MOBILEMONEY', 'polling') },
  },
  { type: 'xstate.done.actor.contextInit', output: { app: failedApp, sessionInvalid: false, callback: null } },
  // A page opened on the pending withdrawals fragment runs the withdrawal flow once ready.
  { type: 'xstate.done.actor.contextInit', output: { app: webApp, sessionInvalid: false, callback: null, resume: { fragment: 'pending' } } },
  // Opened at /preferred or /methods.
  { type: 'xstate.done.actor.contextInit', output: { app: webApp, sessionInvalid: false, callback: null, entryView: 'preferred' } },
  { type: 'xstate.done.actor.contextInit', output: { app: webApp, sessionInvalid: false, callback: null, entryView: 'methods' } },
  { type: 'view.opened', view: 'amount' },
  { type: 'view.opened', view: 'preferred' },
  { type: 'view.opened', view: 'methods' },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'eligible', data: eligibleData } },
  {
    type: 'xstate.done.actor.eligibility',
    output: { kind: 'ineligible', reason: 'DEP_UserNotEligibleForDeposit', data: { ...eligibleData, eligible: false } },
  },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'failed' } },
  { type: 'xstate.done.actor.fetchLastDeposit', output: { paymentMethod: 'CARD', amount: 17, createdDate: '2026-11-01' } },
  { type: 'xstate.error.actor.fetchLastDeposit', error: sessionExpiredError },
  { type: 'xstate.error.actor.fetchLastDeposit', error: httpError },
  { type: 'xstate.done.actor.fetchFeatureFlags', output: { 'payment-f-gordon-async-deposit-enabled': true } },
  { type: 'xstate.error.actor.fetchFeatureFlags', error: httpError },
  { type: 'xstate.error.actor.fetchFeatureFlags', error: sessionExpiredError },
  { type: 'xstate.snapshot.paymentMeans', snapshot: { context: { failure: 'sessionExpired' } } },
  { type: 'xstate.snapshot.paymentMeans', snapshot: { context: { failure: 'failed' } } },
  { type: 'xstate.snapshot.paymentMeans', snapshot: { context: { failure: null } } },
  // A payment: the registry chooses its flow (src/domain/methods.ts); Multibanco names none but is paid directly.
  deposit('PAYSAFECARD', 'VOUCHER'),
  deposit('MOBILEMONEY', 'MOBILE_MONEY', 500, { minAmount: 200, maxAmount: 500_000 }),
  deposit('CARD', 'CARD'),
  deposit('PAYPAL', 'PAYPAL'),
  // Wallets.
  deposit('APPLEPAY', 'APPLEPAY'),
  deposit('GOOGLEPAY', 'GOOGLEPAY'),
  deposit('BLIK', 'BLIK'),
  deposit('MBWAY', 'MBWAY'),
  // 5 is under the minimum: the Pay rule refuses it (canPay).
  deposit('PAYSAFECARD', 'VOUCHER', 5),
  { type: 'xstate.done.actor.loadFlow' },
  { type: 'xstate.error.actor.loadFlow', error: new Error('chunk failed to load') },
  // ...or a chunk request that stalls: its code not there within the limit, read as a failed load.
  { type: 'xstate.after.flowLoadTimeout.deposit.active.ready.flow.loadingFlow' },
  // A child that throws instead of ending (DESIGN 3): the technical error page, or pending after a provider's return.
  ...['contextInit', 'paymentMeans', 'eligibility', 'amount', 'callback', 'flowListener'].map((id) => ({
    type: `xstate.error.actor.${id}`,
    error: new Error(`${id} crashed`),
  })),
  // The running flow's end (its state's onDone, deposit.machine.ts) and what it emits.
  { type: 'xstate.done.actor.flow', output: { kind: 'success', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-9' } },
  // A pending whose result could not be read.
  { type: 'xstate.done.actor.flow', output: { kind: 'pending', method: 'CARD', amount: 50, transactionId: 'tx-8', unconfirmed: true } },
  { type: 'xstate.done.actor.flow', output: { kind: 'redirect', url: 'https://operator.example/confirm' } },
  { type: 'xstate.done.actor.flow', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.flow', output: { kind: 'cancelled' } },
  { type: 'xstate.done.actor.flow', output: { kind: 'closed' } },
  { type: 'xstate.done.actor.flow', output: { kind: 'failure', reason: 'payment.genericfailure.momo' } },
  // A flow that throws: failed before its deposit call was sent, pending (unconfirmed) after (DESIGN 7).
  { type: 'xstate.error.actor.flow', error: new Error('flow crashed') },
  {
    type: 'flow.emitted',
    emitted: { type: 'bridge.paymentRedirectInApp', payload: { url: 'https://issuer.example/3ds', reason: 'CARD_3DS1', navigationStrategy: 'MANY' } },
  },
  // A flow's deposit call sent (its record at stage calling): the root tracks payment_deposit_request.
  {
    type: 'flow.emitted',
    emitted: {
      type: 'deposit.pendingSaved',
      deposit: { flow: 'card', method: 'CARD', amount: 25, correlationId: 'intent-1', stage: 'calling', transactionId: null, depositId: null, token: false },
    },
  },
  // ...cleared for src/app when the flow leaves that stage: still under way for the root (DESIGN 7).
  { type: 'flow.emitted', emitted: { type: 'deposit.pendingCleared' } },
  // A refusal back on the form: then a crash is a failure again. (A wallet's `deposit.sent` is read as
  // pendingSaved is: machines/deposit.under-way.test.ts runs the wallets in the root.)
  { type: 'flow.emitted', emitted: { type: 'deposit.refusedOnForm' } },
  { type: 'xstate.done.actor.callback', output: { kind: 'success' } },
  { type: 'xstate.done.actor.callback', output: { kind: 'pending' } },
  { type: 'xstate.done.actor.callback', output: { kind: 'pending', unconfirmed: true } },
  { type: 'xstate.done.actor.callback', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.callback', output: { kind: 'failure', reason: 'Deposit aborted' } },
  { type: 'confirmation.closed' },
  { type: 'xstate.error.actor.banner', error: new Error('banner crashed') },
  // The banner ends only when a call of its own lost the session.
  { type: 'xstate.done.actor.banner' },
  { type: 'dialog.closed' },
  { type: 'app.close' },
  { type: 'navigation.back' },
  // The FAQ link (a native app opens it in the device's browser).
  { type: 'link.opened', url: 'https://www.kestrelbet.fr/aide' },
];
