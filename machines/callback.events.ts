import { httpError, sessionExpiredError } from './fixtures';

export const callbackInput = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 };

/** The gordon flow (the query holds deposit_id). */
export const callbackGordonInput = { flow: 'gordon', transactionUid: null, depositId: 'dep-1', method: 'MOBILEMONEY', amount: 5000 };

export const callbackEvents = [
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'success', token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'redirect', context: {}, token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'failure', token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'timeout', token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'error', code: 'OTHER', token: false } },
  { type: 'xstate.done.actor.fetchDepositStatus', output: { status: 'success', reason: null } },
  { type: 'xstate.done.actor.fetchDepositStatus', output: { status: 'aborted', reason: null } },
  { type: 'xstate.error.actor.fetchDepositStatus', error: sessionExpiredError },
  { type: 'xstate.error.actor.fetchDepositStatus', error: httpError },
];
