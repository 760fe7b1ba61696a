// Poll a transaction until it is ready, then fetch its result (SPEC 4: mobile money polling variant,
// card 3DS2 polling, callback polling flow; SPEC 7 HEAD /kong/v4/me/transactions/{id}). While the HEAD
// says not ready, it is asked again after X-Poll-Interval (the parent's default when the server sends
// none); once ready, `fetchResult` runs. What is fetched and how it reads is the parent's business:
// card the transaction context, mobile money and callback the deposit status. The parent also names
// the reason of a 'failed' poll. `polling.cancelled` ends it at any time.
// docs/decisions.md "A result that cannot be read is pending, never failed": a HEAD or fetch whose answer cannot be read (no answer, 5xx, malformed
// or incomplete body) is tried again after 1 s, 2 s, 4 s; still unreadable, the poll ends 'unknown' (the
// parents: pending, unconfirmed), never 'failed'. Only a clear refusal (a 4xx) is 'failed'.
import { assign, setup } from 'xstate';
import { isUnreadable } from '../src/domain/failures';
import { READ_RETRY_DELAYS_MS, readRetryDelayMs } from '../src/domain/transactions';
import { notProvided, sessionExpired, errorOf } from './side-effects';

export interface PollingInput {
  transactionId: string;
  /** The interval until the server gives one: card 2000 ms, otherwise 1000 ms (SPEC 9). */
  intervalMs: number;
  /**
   * Stop waiting for ready after this long and fetch the result anyway (the callback: a provider's
   * return whose transaction stays open reads as pending, never as an endless spinner); null waits on
   * (the parent's screen offers a cancel).
   */
  readAfterMs?: number | null;
}

export interface TransactionCheck {
  ready: boolean;
  /** X-Poll-Interval in ms; null (or not positive) keeps the current interval. */
  intervalMs: number | null;
}

export type PollingOutput =
  | { kind: 'fetched'; result: unknown }
  | { kind: 'failed' }
  /** The result could not be read, retries included: the deposit may have gone through. */
  | { kind: 'unknown' }
  | { kind: 'sessionExpired' }
  | { kind: 'cancelled' };

export type PollingEvent = { type: 'polling.cancelled' };

export interface PollingContext {
  transactionId: string;
  intervalMs: number;
  readAfterMs: number | null;
  /** Unreadable answers in a row (a readable HEAD, or moving on to the fetch, starts again at 0). */
  attempts: number;
  result: PollingOutput;
}

export const transactionPollingMachine = setup({
  types: {
    input: {} as PollingInput,
    context: {} as PollingContext,
    events: {} as PollingEvent,
    output: {} as PollingOutput,
  },
  actors: {
    checkTransaction: notProvided<TransactionCheck, { transactionId: string }>('checkTransaction'),
    fetchResult: notProvided<unknown, { transactionId: string }>('fetchResult'),
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
    readAfter: ({ context }) => context.readAfterMs ?? 0,
    readRetry: ({ context }) => readRetryDelayMs(context.attempts),
  },
  guards: {
    isReady: (_, check: TransactionCheck) => check.ready,
    readsAfterDeadline: ({ context }) => context.readAfterMs !== null,
    sessionExpired,
    unreadable: (_, params: { error: unknown }) => isUnreadable(params.error),
    canRetryRead: ({ context }, params: { error: unknown }) => isUnreadable(params.error) && context.attempts < READ_RETRY_DELAYS_MS.length,
  },
  actions: {
    takeInterval: assign(({ context }, check: TransactionCheck) => ({
      intervalMs: check.intervalMs !== null && check.intervalMs > 0 ? check.intervalMs : context.intervalMs,
    })),
    settle: assign((_, result: PollingOutput) => ({ result })),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    resetAttempts: assign({ attempts: 0 }),
  },
}).createMachine({
  id: 'transactionPolling',
  context: ({ input }) => ({
    transactionId: input.transactionId,
    intervalMs: input.intervalMs,
    readAfterMs: input.readAfterMs ?? null,
    attempts: 0,
    result: { kind: 'failed' },
  }),
  initial: 'polling',
  on: { 'polling.cancelled': { target: '.done', actions: { type: 'settle', params: { kind: 'cancelled' } } } },
  states: {
    polling: {
      initial: 'checking',
      after: { readAfter: { guard: 'readsAfterDeadline', target: 'fetching', actions: 'resetAttempts' } },
      states: {
        checking: {
          invoke: {
            src: 'checkTransaction',
            id: 'checkTransaction',
            input: ({ context }) => ({ transactionId: context.transactionId }),
            onDone: [
              { guard: { type: 'isReady', params: ({ event }) => event.output }, target: '#transactionPolling.fetching', actions: 'resetAttempts' },
              { target: 'waiting', actions: ['resetAttempts', { type: 'takeInterval', params: ({ event }) => event.output }] },
            ],
            onError: [
              { guard: { type: 'sessionExpired', params: errorOf }, target: '#transactionPolling.done', actions: { type: 'settle', params: { kind: 'sessionExpired' } } },
              { guard: { type: 'canRetryRead', params: errorOf }, target: 'retrying', actions: 'countAttempt' },
              { guard: { type: 'unreadable', params: errorOf }, target: '#transactionPolling.done', actions: { type: 'settle', params: { kind: 'unknown' } } },
              { target: '#transactionPolling.done', actions: { type: 'settle', params: { kind: 'failed' } } },
            ],
          },
        },
        waiting: {
          after: { pollInterval: 'checking' },
        },
        /** An unreadable HEAD: asked again after the back-off. */
        retrying: {
          after: { readRetry: 'checking' },
        },
      },
    },
    fetching: {
      invoke: {
        src: 'fetchResult',
        id: 'fetchResult',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: {
          target: 'done',
          actions: { type: 'settle', params: ({ event }) => ({ kind: 'fetched' as const, result: event.output }) },
        },
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'done', actions: { type: 'settle', params: { kind: 'sessionExpired' } } },
          { guard: { type: 'canRetryRead', params: errorOf }, target: 'refetching', actions: 'countAttempt' },
          { guard: { type: 'unreadable', params: errorOf }, target: 'done', actions: { type: 'settle', params: { kind: 'unknown' } } },
          { target: 'done', actions: { type: 'settle', params: { kind: 'failed' } } },
        ],
      },
    },
    /** An unreadable result: fetched again after the back-off. */
    refetching: {
      after: { readRetry: 'fetching' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
