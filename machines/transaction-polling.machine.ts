// Poll a transaction until it is ready, then fetch its result (SPEC 4: mobile money polling variant,
// card 3DS2 polling, callback polling flow; SPEC 7 HEAD /kong/v4/me/transactions/{id}). While the HEAD
// says not ready, it is asked again after X-Poll-Interval (the parent's default when the server sends
// none); once ready, `fetchResult` runs. What is fetched and how it reads is the parent's business:
// card the transaction context, mobile money and callback the deposit status. The parent also names
// `polling.cancelled` ends it at any time.
// verdict.ts: a read never refuses a deposit. A HEAD or fetch that fails (any 4xx or 5xx, no answer,
// malformed or incomplete body) or goes unanswered for `readTimeout` is tried again after 1 s, 2 s, 4 s;
// still not known, the poll ends 'unknown' (the parents: pending, unconfirmed). A lost session ends it.
// The whole poll ends 'unknown' after `pollLimit` (DESIGN 7: no wait over 30 s without an outcome).
import { assign, setup } from 'xstate';
import { POLL_LIMIT_MS, READ_RETRY_DELAYS_MS, READ_TIMEOUT_MS, readRetryDelayMs } from '../src/domain/transactions';
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
  /** The longest the whole poll may take before it ends 'unknown' (default POLL_LIMIT_MS, 25 s). */
  limitMs?: number;
  /** SPEC 7: the HEAD's query (status, status_detail) when the parent knows it (the card's 3DS2 wait). */
  query?: TransactionPollQuery | null;
}

/** SPEC 7 HEAD /kong/v4/me/transactions/{id} query: the status and status detail the wait is on. */
export interface TransactionPollQuery {
  status: string;
  status_detail: string;
}

export interface CheckInput {
  transactionId: string;
  query: TransactionPollQuery | null;
}

export interface TransactionCheck {
  ready: boolean;
  /** X-Poll-Interval in ms; null (or not positive) keeps the current interval. */
  intervalMs: number | null;
}

export type PollingOutput =
  | { kind: 'fetched'; result: unknown }
  /** The result could not be read, retries and time limits included: the deposit may have gone through. */
  | { kind: 'unknown' }
  | { kind: 'sessionExpired' }
  | { kind: 'cancelled' };

export type PollingEvent = { type: 'polling.cancelled' };

export interface PollingContext {
  transactionId: string;
  intervalMs: number;
  readAfterMs: number | null;
  limitMs: number;
  query: TransactionPollQuery | null;
  /** Unreadable answers in a row (a readable HEAD, or moving on to the fetch, starts again at 0). */
  attempts: number;
  result: PollingOutput;
}

/** A read not known (verdict.ts): tried again after the back-off while retries are left, then 'unknown'. */
const NOT_KNOWN = <const T extends string>(retry: T) =>
  [
    { guard: 'retriesLeft' as const, target: retry, actions: 'countAttempt' as const },
    { target: '#transactionPolling.done' as const, actions: { type: 'settle' as const, params: { kind: 'unknown' as const } } },
  ] as const;

export const transactionPollingMachine = setup({
  types: {
    input: {} as PollingInput,
    context: {} as PollingContext,
    events: {} as PollingEvent,
    output: {} as PollingOutput,
  },
  actors: {
    checkTransaction: notProvided<TransactionCheck, CheckInput>('checkTransaction'),
    fetchResult: notProvided<unknown, { transactionId: string }>('fetchResult'),
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
    // Without a deadline the timer is inert (guarded) and set past the poll's own limit, so it never fires.
    readAfter: ({ context }) => context.readAfterMs ?? context.limitMs + 1,
    readRetry: ({ context }) => readRetryDelayMs(context.attempts),
    readTimeout: READ_TIMEOUT_MS,
    pollLimit: ({ context }) => context.limitMs,
  },
  guards: {
    isReady: (_, check: TransactionCheck) => check.ready,
    readsAfterDeadline: ({ context }) => context.readAfterMs !== null,
    sessionExpired,
    retriesLeft: ({ context }) => context.attempts < READ_RETRY_DELAYS_MS.length,
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
    limitMs: input.limitMs ?? POLL_LIMIT_MS,
    query: input.query ?? null,
    attempts: 0,
    result: { kind: 'unknown' },
  }),
  initial: 'polling',
  on: { 'polling.cancelled': { target: '.done', actions: { type: 'settle', params: { kind: 'cancelled' } } } },
  after: { pollLimit: { target: '.done', actions: { type: 'settle', params: { kind: 'unknown' } } } },
  states: {
    polling: {
      initial: 'checking',
      after: { readAfter: { guard: 'readsAfterDeadline', target: 'fetching', actions: 'resetAttempts' } },
      states: {
        checking: {
          invoke: {
            src: 'checkTransaction',
            id: 'checkTransaction',
            input: ({ context }) => ({ transactionId: context.transactionId, query: context.query }),
            onDone: [
              { guard: { type: 'isReady', params: ({ event }) => event.output }, target: '#transactionPolling.fetching', actions: 'resetAttempts' },
              { target: 'waiting', actions: ['resetAttempts', { type: 'takeInterval', params: ({ event }) => event.output }] },
            ],
            onError: [
              {
                guard: { type: 'sessionExpired', params: errorOf },
                target: '#transactionPolling.done',
                actions: { type: 'settle', params: { kind: 'sessionExpired' } },
              },
              ...NOT_KNOWN('retrying'),
            ],
          },
          after: { readTimeout: NOT_KNOWN('retrying') },
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
          ...NOT_KNOWN('#transactionPolling.refetching'),
        ],
      },
      after: { readTimeout: NOT_KNOWN('#transactionPolling.refetching') },
    },
    /** An unreadable result: fetched again after the back-off. */
    refetching: {
      after: { readRetry: 'fetching' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
