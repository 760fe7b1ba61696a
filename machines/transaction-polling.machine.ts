// Polling a transaction until it is ready (SPEC 4 "Mobile money" polling variant, SPEC 7): HEAD
// /kong/v4/me/transactions/{id} answers X-Transaction-IsReady and X-Poll-Interval (default 1000 ms);
// while not ready it is asked again after the interval; once ready the deposit status is fetched.
// SUCCESS succeeds; anything else, or a failed status fetch, fails with the reason or
// payment.genericfailure.momo. The player may cancel at any time.
import { assign, fromPromise, setup } from 'xstate';
import { isSessionExpired } from '../src/domain/failures';
import { DEFAULT_POLL_INTERVAL_MS, MOMO_GENERIC_FAILURE, polledOutcome } from '../src/domain/mobile-money';
import { notProvided, sessionExpired, errorOf } from './side-effects';

export interface PollingInput {
  transactionId: string;
}
export interface TransactionCheck {
  ready: boolean;
  intervalMs: number;
}
export type PollingOutput =
  | { kind: 'success' }
  | { kind: 'failure'; reason: string }
  | { kind: 'cancelled' }
  | { kind: 'sessionExpired' };

export type PollingEvent = { type: 'polling.cancelled' };

export const transactionPollingMachine = setup({
  types: {
    input: {} as PollingInput,
    context: {} as { transactionId: string; intervalMs: number; result: PollingOutput },
    events: {} as PollingEvent,
    output: {} as PollingOutput,
  },
  actors: {
    checkTransaction: notProvided<TransactionCheck, { transactionId: string }>('checkTransaction'),
    fetchDepositStatus: notProvided<{ status: string; reason: string | null }, { transactionId: string }>('fetchDepositStatus'),
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
  },
  guards: {
    isReady: (_, params: TransactionCheck) => params.ready,
    sessionExpired,
  },
  actions: {
    takeInterval: assign((_, params: TransactionCheck) => ({ intervalMs: params.intervalMs })),
    settle: assign((_, result: PollingOutput) => ({ result })),
  },
}).createMachine({
  id: 'transactionPolling',
  context: ({ input }) => ({ transactionId: input.transactionId, intervalMs: DEFAULT_POLL_INTERVAL_MS, result: { kind: 'cancelled' } }),
  initial: 'checking',
  on: { 'polling.cancelled': { target: '.done', actions: { type: 'settle', params: { kind: 'cancelled' } } } },
  states: {
    checking: {
      invoke: {
        src: 'checkTransaction',
        id: 'checkTransaction',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: [
          { guard: { type: 'isReady', params: ({ event }) => event.output }, target: 'fetchingStatus' },
          { target: 'waiting', actions: { type: 'takeInterval', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'sessionExpired', params: errorOf },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'sessionExpired' } },
          },
          { target: 'done', actions: { type: 'settle', params: { kind: 'failure', reason: MOMO_GENERIC_FAILURE } } },
        ],
      },
    },
    waiting: {
      after: { pollInterval: 'checking' },
    },
    fetchingStatus: {
      invoke: {
        src: 'fetchDepositStatus',
        id: 'fetchDepositStatus',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: {
          target: 'done',
          actions: { type: 'settle', params: ({ event }) => polledOutcome(event.output.status, event.output.reason) },
        },
        onError: [
          {
            guard: { type: 'sessionExpired', params: errorOf },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'sessionExpired' } },
          },
          { target: 'done', actions: { type: 'settle', params: { kind: 'failure', reason: MOMO_GENERIC_FAILURE } } },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
