// Return from an external provider (SPEC 4 "Callback", polling flow): the deposit status is fetched by
// transaction_uid and read as success, pending (pending or redirect), or failure ('Deposit aborted',
// the reason, or 'Unknown error'). The gordon flow (deposit_id) comes with the realtime stream.
import { assign, fromPromise, setup } from 'xstate';
import type { CallbackParams } from '../src/domain/callback';
import { callbackOutcome, UNKNOWN_ERROR, type CallbackOutcome } from '../src/domain/deposit-outcome';
import { INTERNAL_ERROR } from '../src/domain/errors';
import { isSessionExpired } from '../src/domain/failures';

export type CallbackResult = CallbackOutcome | { kind: 'sessionExpired' };

export const callbackMachine = setup({
  types: {
    input: {} as CallbackParams,
    context: {} as { params: CallbackParams; result: CallbackResult },
    output: {} as CallbackResult,
  },
  actors: {
    fetchDepositStatus: fromPromise<{ status: string; reason: string | null }, { transactionUid: string | null }>(async () => {
      throw new Error('fetchDepositStatus is provided by src/app');
    }),
  },
  guards: {
    sessionExpired: (_, params: { error: unknown }) => isSessionExpired(params.error),
  },
  actions: {
    settle: assign((_, result: CallbackResult) => ({ result })),
  },
}).createMachine({
  id: 'callback',
  context: ({ input }) => ({ params: input, result: { kind: 'failure', reason: UNKNOWN_ERROR } }),
  initial: 'fetchingStatus',
  states: {
    // A return without transaction_uid fails in the fetch itself (its actor rejects), like any fetch failure.
    fetchingStatus: {
      tags: ['busy'],
      invoke: {
        src: 'fetchDepositStatus',
        id: 'fetchDepositStatus',
        input: ({ context }) => ({ transactionUid: context.params.transactionUid }),
        onDone: {
          target: 'done',
          actions: { type: 'settle', params: ({ event }) => callbackOutcome(event.output.status, event.output.reason) },
        },
        onError: [
          {
            guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'sessionExpired' } },
          },
          { target: 'done', actions: { type: 'settle', params: { kind: 'failure', reason: INTERNAL_ERROR } } },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
