import { eligibleData, failedApp, httpError, iosApp, sessionExpiredError, webApp } from './fixtures';

export const depositEvents = [
  { type: 'xstate.done.actor.contextInit', output: { app: webApp, sessionInvalid: false } },
  { type: 'xstate.done.actor.contextInit', output: { app: iosApp, sessionInvalid: false } },
  { type: 'xstate.done.actor.contextInit', output: { app: failedApp, sessionInvalid: true } },
  { type: 'xstate.done.actor.contextInit', output: { app: failedApp, sessionInvalid: false } },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'eligible', data: eligibleData } },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'ineligible', reason: 'DEP_UserNotEligibleForDeposit' } },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.eligibility', output: { kind: 'failed' } },
  { type: 'xstate.done.actor.fetchLastDeposit', output: { paymentMethod: 'CARD', amount: 17, createdDate: '2026-11-01' } },
  { type: 'xstate.error.actor.fetchLastDeposit', error: sessionExpiredError },
  { type: 'xstate.error.actor.fetchLastDeposit', error: httpError },
  { type: 'xstate.done.actor.fetchFeatureFlags', output: { 'payment-f-gordon-async-deposit-enabled': true } },
  { type: 'xstate.error.actor.fetchFeatureFlags', error: httpError },
  { type: 'dialog.closed' },
  { type: 'app.close' },
];
