import { httpError, sessionExpiredError } from './fixtures';

export const callbackInput = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 };

export const callbackEvents = [
  { type: 'xstate.done.actor.fetchDepositStatus', output: { status: 'success', reason: null } },
  { type: 'xstate.done.actor.fetchDepositStatus', output: { status: 'aborted', reason: null } },
  { type: 'xstate.error.actor.fetchDepositStatus', error: sessionExpiredError },
  { type: 'xstate.error.actor.fetchDepositStatus', error: httpError },
];
