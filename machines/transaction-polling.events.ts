// Event fixtures of the transaction polling: not ready with and without a server interval, ready, each
// call failing (lost session, unreadable: a 5xx, or refused: a 4xx), a fetched result, and the cancel.
import { httpError, refusedError, sessionExpiredError } from './fixtures';

export const transactionPollingInput = { transactionId: 'tx-1', intervalMs: 1000 };
/** The callback's polling: it reads the result anyway once the provider's return has waited 10 s. */
export const transactionPollingDeadlineInput = { transactionId: 'tx-1', intervalMs: 1000, readAfterMs: 10_000 };
/** A poll whose limit (25 s in the flows) comes before any read time-out, so that the model reaches it. */
export const transactionPollingLimitInput = { transactionId: 'tx-1', intervalMs: 1000, limitMs: 3000 };

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
];
