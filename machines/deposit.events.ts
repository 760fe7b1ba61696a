import { eligibleData, embeddedWebApp, failedApp, httpError, iosApp, sessionExpiredError, webApp } from './fixtures';

const callback = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 };
const deposit = (method: string, amount = 25) => ({ type: 'deposit.requested', meanId: `m-${method}`, method, amount });

export const depositEvents = [
  { type: 'xstate.done.actor.contextInit', output: { app: webApp, sessionInvalid: false, callback: null } },
  { type: 'xstate.done.actor.contextInit', output: { app: iosApp, sessionInvalid: false, callback: null } },
  { type: 'xstate.done.actor.contextInit', output: { app: embeddedWebApp, sessionInvalid: false, callback } },
  { type: 'xstate.done.actor.contextInit', output: { app: webApp, sessionInvalid: false, callback } },
  { type: 'xstate.done.actor.contextInit', output: { app: failedApp, sessionInvalid: true, callback: null } },
  { type: 'xstate.done.actor.contextInit', output: { app: failedApp, sessionInvalid: false, callback: null } },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'eligible', data: eligibleData } },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'ineligible', reason: 'DEP_UserNotEligibleForDeposit' } },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'failed' } },
  { type: 'xstate.done.actor.fetchLastDeposit', output: { paymentMethod: 'CARD', amount: 17, createdDate: '2026-11-01' } },
  { type: 'xstate.error.actor.fetchLastDeposit', error: sessionExpiredError },
  { type: 'xstate.error.actor.fetchLastDeposit', error: httpError },
  { type: 'xstate.done.actor.fetchFeatureFlags', output: { 'payment-f-gordon-async-deposit-enabled': true } },
  { type: 'xstate.error.actor.fetchFeatureFlags', error: httpError },
  { type: 'xstate.snapshot.paymentMeans', snapshot: { context: { failure: 'sessionExpired' } } },
  { type: 'xstate.snapshot.paymentMeans', snapshot: { context: { failure: 'failed' } } },
  { type: 'xstate.snapshot.paymentMeans', snapshot: { context: { failure: null } } },
  deposit('PAYSAFECARD'),
  // Mobile money: the root runs its flow as the `flow` child and reads its end (FLOW_DONE).
  {
    ...deposit('MOBILEMONEY', 5000),
    mean: {
      id: 'm-MOBILEMONEY', type: 'MOBILE_MONEY', method: 'MOBILEMONEY', displayOrder: 1, format: 'PAYMENT_METHOD', features: [],
      name: 'MOBILEMONEY', status: 'enabled', detail: { minAmount: 200, maxAmount: 500000 }, providersRef: [], tokenId: null,
    },
  },
  { type: 'xstate.done.actor.flow', output: { kind: 'success', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-9' } },
  { type: 'xstate.done.actor.flow', output: { kind: 'redirect', url: 'https://operator.example/confirm' } },
  { type: 'xstate.done.actor.flow', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.flow', output: { kind: 'cancelled' } },
  { type: 'xstate.done.actor.flow', output: { kind: 'failure', reason: 'payment.genericfailure.momo' } },
  { type: 'xstate.error.actor.flow', error: new Error('flow crashed') },
  // Card: the card flow runs as the `flow` child too (machines/card.machine.ts).
  {
    ...deposit('CARD', 25),
    mean: {
      id: '1', type: 'CARD', method: 'CARD', displayOrder: 1, format: 'PAYMENT_METHOD', features: [],
      name: 'CARD', status: 'enabled', detail: { minAmount: 10, maxAmount: 5000 }, providersRef: [], tokenId: null,
    },
  },
  deposit('SKRILL'),
  deposit('MULTIBANCO'),
  { type: 'skrill.submitted', login: 'player@example.com', password: 'secret' },
  { type: 'skrill.cancelled' },
  { type: 'xstate.done.actor.createDeposit', output: { status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: '/sandbox/provider/paysafecard' } } },
  { type: 'xstate.done.actor.createDeposit', output: { status: 'pending', transaction_uid: 'tx-2', transaction_context: { entity: '12345', reference: '123 456 789', amount: 25 } } },
  { type: 'xstate.done.actor.createDeposit', output: { status: 'refused', refused_reason: 'payment.insufficientfunds' } },
  { type: 'xstate.error.actor.createDeposit', error: sessionExpiredError },
  { type: 'xstate.error.actor.createDeposit', error: httpError },
  { type: 'reference.closed' },
  { type: 'xstate.done.actor.loadFlow' },
  { type: 'xstate.error.actor.loadFlow', error: new Error('chunk failed to load') },
  { type: 'xstate.done.actor.callback', output: { kind: 'success' } },
  { type: 'xstate.done.actor.callback', output: { kind: 'pending' } },
  { type: 'xstate.done.actor.callback', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.callback', output: { kind: 'failure', reason: 'Deposit aborted' } },
  { type: 'confirmation.closed' },
  { type: 'xstate.error.actor.banner', error: new Error('banner crashed') },
  { type: 'dialog.closed' },
  { type: 'app.close' },
  { type: 'navigation.back' },
];
