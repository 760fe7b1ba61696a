// Return from an external provider (SPEC 4 "Callback", polling flow): the deposit status is fetched by
// transaction_uid and read as success, pending (pending or redirect), or failure ('Deposit aborted',
// the reason, or 'Unknown error'). The gordon flow (deposit_id) comes with the realtime stream.
import { assign, fromPromise, setup } from 'xstate';
import type { CallbackParams } from '../src/domain/callback';
import { callbackOutcome, UNKNOWN_ERROR, type CallbackOutcome } from '../src/domain/deposit-outcome';
import { INTERNAL_ERROR } from '../src/domain/errors';
import { isSessionExpired } from '../src/domain/failures';
import { GORDON_DEPOSIT_FAILED, GORDON_SYNC_FAILED, GORDON_TIMEOUT } from '../src/domain/mobile-money-sync';
import { depositMonitorMachine, type MonitorOutput } from './deposit-monitor.machine';
import { notProvided, sessionExpired, errorOf } from './side-effects';

export type CallbackResult = CallbackOutcome | { kind: 'sessionExpired' };

export const callbackMachine = setup({
  types: {
    input: {} as CallbackParams,
    context: {} as { params: CallbackParams; result: CallbackResult },
    output: {} as CallbackResult,
  },
  actors: {
    fetchDepositStatus: notProvided<{ status: string; reason: string | null }, { transactionUid: string | null }>('fetchDepositStatus'),
    depositMonitor: depositMonitorMachine,
  },
  guards: {
    isGordon: ({ context }) => context.params.flow === 'gordon' && context.params.depositId !== null,
    monitorIs: (_, params: { output: MonitorOutput; kinds: ReadonlyArray<MonitorOutput['kind']> }) => params.kinds.includes(params.output.kind),
    sessionExpired,
  },
  actions: {
    settle: assign((_, result: CallbackResult) => ({ result })),
  },
}).createMachine({
  id: 'callback',
  context: ({ input }) => ({ params: input, result: { kind: 'failure', reason: UNKNOWN_ERROR } }),
  initial: 'choosing',
  states: {
    // Flow type 'gordon' when the query holds deposit_id (SPEC 4 "Callback"): the deposit is synced.
    choosing: {
      always: [{ guard: 'isGordon', target: 'syncing' }, { target: 'fetchingStatus' }],
    },
    // Success, pending (a PENDING + REDIRECT update), or failure: 'Gordon Deposit failed', 'Gordon Timeout', 'Gordon Sync Failed'.
    syncing: {
      tags: ['busy'],
      invoke: {
        src: 'depositMonitor',
        id: 'depositMonitor',
        input: ({ context }) => ({ depositId: context.params.depositId ?? '', token: false }),
        onDone: [
          {
            guard: { type: 'monitorIs', params: ({ event }) => ({ output: event.output, kinds: ['success'] }) },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'success' } },
          },
          {
            guard: { type: 'monitorIs', params: ({ event }) => ({ output: event.output, kinds: ['redirect'] }) },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'pending' } },
          },
          {
            guard: { type: 'monitorIs', params: ({ event }) => ({ output: event.output, kinds: ['failure'] }) },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'failure', reason: GORDON_DEPOSIT_FAILED } },
          },
          {
            guard: { type: 'monitorIs', params: ({ event }) => ({ output: event.output, kinds: ['timeout'] }) },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'failure', reason: GORDON_TIMEOUT } },
          },
          { target: 'done', actions: { type: 'settle', params: { kind: 'failure', reason: GORDON_SYNC_FAILED } } },
        ],
      },
    },
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
            guard: { type: 'sessionExpired', params: errorOf },
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
