// Event fixtures of the 3DS2 polling machine.
import { httpError, sessionExpiredError } from './fixtures';

export const threeDs2Input = { transactionId: 'tx-1' };

export const threeDs2Events = [
  { type: 'xstate.done.actor.checkTransaction', output: { ready: false, interval: null } },
  { type: 'xstate.done.actor.checkTransaction', output: { ready: false, interval: 500 } },
  { type: 'xstate.done.actor.checkTransaction', output: { ready: true, interval: 2000 } },
  { type: 'xstate.error.actor.checkTransaction', error: sessionExpiredError },
  { type: 'xstate.error.actor.checkTransaction', error: httpError },
  { type: 'xstate.done.actor.fetchTransactionResult', output: { status: 'pending', status_detail: 3, transaction_uid: 'tx-1' } },
  { type: 'xstate.error.actor.fetchTransactionResult', error: sessionExpiredError },
  { type: 'xstate.error.actor.fetchTransactionResult', error: httpError },
  { type: 'threeds.cancelled' },
];
