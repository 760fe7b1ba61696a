// Poll a transaction until it is ready, then fetch its result (SPEC 4: mobile money polling variant,
// card 3DS2 polling, callback polling flow; SPEC 7 HEAD /kong/v4/me/transactions/{id}). While the HEAD
// says not ready, it is asked again after X-Poll-Interval (the parent's default when the server sends
// none); once ready, `fetchResult` runs. What is fetched and how it reads is the parent's business:
// card the transaction context, mobile money and callback the deposit status. The parent also names
// the reason of a 'failed' poll. `polling.cancelled` ends it at any time.
import { assign, setup } from 'xstate';
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
  | { kind: 'sessionExpired' }
  | { kind: 'cancelled' };

export type PollingEvent = { type: 'polling.cancelled' };

export interface PollingContext {
  transactionId: string;
  intervalMs: number;
  readAfterMs: number | null;
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
  },
  guards: {
    isReady: (_, check: TransactionCheck) => check.ready,
    readsAfterDeadline: ({ context }) => context.readAfterMs !== null,
    sessionExpired,
  },
  actions: {
    takeInterval: assign(({ context }, check: TransactionCheck) => ({
      intervalMs: check.intervalMs !== null && check.intervalMs > 0 ? check.intervalMs : context.intervalMs,
    })),
    settle: assign((_, result: PollingOutput) => ({ result })),
  },
}).createMachine({
  id: 'transactionPolling',
  context: ({ input }) => ({
    transactionId: input.transactionId,
    intervalMs: input.intervalMs,
    readAfterMs: input.readAfterMs ?? null,
    result: { kind: 'failed' },
  }),
  initial: 'polling',
  on: { 'polling.cancelled': { target: '.done', actions: { type: 'settle', params: { kind: 'cancelled' } } } },
  states: {
    polling: {
      initial: 'checking',
      after: { readAfter: { guard: 'readsAfterDeadline', target: 'fetching' } },
      states: {
        checking: {
          invoke: {
            src: 'checkTransaction',
            id: 'checkTransaction',
            input: ({ context }) => ({ transactionId: context.transactionId }),
            onDone: [
              { guard: { type: 'isReady', params: ({ event }) => event.output }, target: '#transactionPolling.fetching' },
              { target: 'waiting', actions: { type: 'takeInterval', params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: { type: 'sessionExpired', params: errorOf }, target: '#transactionPolling.done', actions: { type: 'settle', params: { kind: 'sessionExpired' } } },
              { target: '#transactionPolling.done', actions: { type: 'settle', params: { kind: 'failed' } } },
            ],
          },
        },
        waiting: {
          after: { pollInterval: 'checking' },
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
          { target: 'done', actions: { type: 'settle', params: { kind: 'failed' } } },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
