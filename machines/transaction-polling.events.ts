import { httpError, sessionExpiredError } from './fixtures';

export const transactionPollingInput = { transactionId: 'tx-momo-1' };

export const transactionPollingEvents = [
  { type: 'xstate.done.actor.checkTransaction', output: { ready: false, intervalMs: 1500 } },
  { type: 'xstate.done.actor.checkTransaction', output: { ready: true, intervalMs: 1000 } },
  { type: 'xstate.error.actor.checkTransaction', error: sessionExpiredError },
  { type: 'xstate.error.actor.checkTransaction', error: httpError },
  { type: 'xstate.done.actor.fetchDepositStatus', output: { status: 'SUCCESS', reason: null } },
  { type: 'xstate.done.actor.fetchDepositStatus', output: { status: 'FAILURE', reason: 'payment.insufficientfunds.momo' } },
  { type: 'xstate.done.actor.fetchDepositStatus', output: { status: 'FAILURE', reason: null } },
  { type: 'xstate.error.actor.fetchDepositStatus', error: sessionExpiredError },
  { type: 'xstate.error.actor.fetchDepositStatus', error: httpError },
  { type: 'polling.cancelled' },
];
