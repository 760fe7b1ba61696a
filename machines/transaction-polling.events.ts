// Event fixtures of the transaction polling: not ready with and without a server interval, ready, each
// call failing (lost session, unreadable: a 5xx, or refused: a 4xx), a fetched result, and the cancel.
import { httpError, refusedError, sessionExpiredError } from './fixtures';

export const transactionPollingInput = { transactionId: 'tx-1', intervalMs: 1000 };
/**
 * The callback's polling: it reads the result anyway after a deadline (10 s in the flow). Here 500 ms,
 * below every other timer of the poll, so that the model reaches it from each polling state and offers
 * no path on which a longer timer would fire after it (the 10 s case is a unit test).
 */
export const transactionPollingDeadlineInput = { transactionId: 'tx-1', intervalMs: 1000, readAfterMs: 500 };
/**
 * A poll whose limit (25 s in the flows) comes before every other timer (500 ms), so that the model
 * reaches it from each state and offers no path on which a longer timer would fire after it.
 */
export const transactionPollingLimitInput = { transactionId: 'tx-1', intervalMs: 1000, limitMs: 500 };

export const transactionPollingEvents = [
  { type: 'xstate.done.actor.checkTransaction', output: { ready: false, intervalMs: null } },
  { type: 'xstate.done.actor.checkTransaction', output: { ready: false, intervalMs: 1500 } },
  { type: 'xstate.done.actor.checkTransaction', output: { ready: true, intervalMs: 1000 } },
  { type: 'xstate.error.actor.checkTransaction', error: sessionExpiredError },
  { type: 'xstate.error.actor.checkTransaction', error: httpError },
  { type: 'xstate.error.actor.checkTransaction', error: refusedError },
  { type: 'xstate.done.actor.fetchResult', output: { status: 'SUCCESS', reason: null } },
  { type: 'xstate.error.actor.fetchResult', error: sessionExpiredError },
  { type: 'xstate.error.actor.fetchResult', error: httpError },
  { type: 'xstate.error.actor.fetchResult', error: refusedError },
  { type: 'polling.cancelled' },
  { type: 'xstate.after.readAfter.transactionPolling.polling' },
  { type: 'xstate.after.readTimeout.transactionPolling.fetching' },
  { type: 'xstate.after.pollLimit.transactionPolling' },
];
