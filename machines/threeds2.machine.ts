// 3DS2 polling after a card deposit (SPEC 4 "Card response", 3DS2 polling): once the 3DS method
// (fingerprint) is done, or after the challenge, the transaction is polled (HEAD
// /kong/v4/me/transactions/{id}) at the server's X-Poll-Interval (card default 2000 ms) until
// X-Transaction-IsReady, then its result is fetched. Polling can be cancelled. The card machine invokes
// it and reads the result like any card response (success, challenge, issuer redirect, refusal...).
import { assign, fromPromise, setup } from 'xstate';
import { CARD_INTERNAL_ERROR, CARD_POLL_INTERVAL_MS, type CardResponseLike } from '../src/domain/card';
import { isSessionExpired } from '../src/domain/failures';
import { notProvided, sessionExpired, errorOf } from './side-effects';

export interface ThreeDs2Input {
  transactionId: string;
}

export interface TransactionCheck {
  ready: boolean;
  /** X-Poll-Interval in ms, when the server sent one. */
  interval: number | null;
}

export type ThreeDs2Output =
  | { kind: 'response'; response: CardResponseLike }
  | { kind: 'failure'; reason: string }
  | { kind: 'sessionExpired' }
  | { kind: 'cancelled' };

export interface ThreeDs2Context {
  transactionId: string;
  interval: number;
  result: ThreeDs2Output;
}

export type ThreeDs2Event = { type: 'threeds.cancelled' };

export const threeDs2Machine = setup({
  types: {
    input: {} as ThreeDs2Input,
    context: {} as ThreeDs2Context,
    events: {} as ThreeDs2Event,
    output: {} as ThreeDs2Output,
  },
  actors: {
    checkTransaction: notProvided<TransactionCheck, { transactionId: string }>('checkTransaction'),
    fetchTransactionResult: notProvided<CardResponseLike, { transactionId: string }>('fetchTransactionResult'),
  },
  delays: {
    pollInterval: ({ context }) => context.interval,
  },
  guards: {
    isReady: (_, check: TransactionCheck) => check.ready,
    sessionExpired,
  },
  actions: {
    takeInterval: assign(({ context }, check: TransactionCheck) => ({
      interval: check.interval !== null && check.interval > 0 ? check.interval : context.interval,
    })),
    settle: assign((_, result: ThreeDs2Output) => ({ result })),
  },
}).createMachine({
  id: 'threeds2',
  context: ({ input }) => ({
    transactionId: input.transactionId,
    interval: CARD_POLL_INTERVAL_MS,
    result: { kind: 'failure', reason: CARD_INTERNAL_ERROR },
  }),
  initial: 'polling',
  on: {
    'threeds.cancelled': { target: '.done', actions: { type: 'settle', params: { kind: 'cancelled' } } },
  },
  states: {
    polling: {
      tags: ['busy'],
      invoke: {
        src: 'checkTransaction',
        id: 'checkTransaction',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: [
          {
            guard: { type: 'isReady', params: ({ event }) => event.output },
            target: 'fetching',
            actions: { type: 'takeInterval', params: ({ event }) => event.output },
          },
          { target: 'waiting', actions: { type: 'takeInterval', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'sessionExpired', params: errorOf },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'sessionExpired' } },
          },
          { target: 'done', actions: { type: 'settle', params: { kind: 'failure', reason: CARD_INTERNAL_ERROR } } },
        ],
      },
    },
    waiting: {
      tags: ['busy'],
      after: { pollInterval: 'polling' },
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        src: 'fetchTransactionResult',
        id: 'fetchTransactionResult',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: {
          target: 'done',
          actions: { type: 'settle', params: ({ event }) => ({ kind: 'response' as const, response: event.output }) },
        },
        onError: [
          {
            guard: { type: 'sessionExpired', params: errorOf },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'sessionExpired' } },
          },
          { target: 'done', actions: { type: 'settle', params: { kind: 'failure', reason: CARD_INTERNAL_ERROR } } },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
