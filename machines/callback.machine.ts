// Return from an external provider (SPEC 4 "Callback"). Polling flow: the transaction is polled until
// ready, then its deposit status is fetched by transaction_uid (the shared transaction polling), and read
// as success, pending (pending or redirect), or failure ('Deposit aborted', the reason, or 'Unknown
// error'). The gordon flow (deposit_id) comes with the realtime stream.
// docs/decisions.md "A result that cannot be read is pending, never failed": a status that cannot be read (the polling's 'unknown', the stream's error
// or time-out) and "Stop waiting" end as pending, unconfirmed: never as a failure.
import { assign, emit, setup } from 'xstate';
import { CALLBACK_READ_AFTER_MS, type CallbackParams } from '../src/domain/callback';
import { callbackOutcome, UNKNOWN_ERROR, type CallbackOutcome } from '../src/domain/deposit-outcome';
import { INTERNAL_ERROR } from '../src/domain/errors';
import { GORDON_DEPOSIT_FAILED } from '../src/domain/mobile-money-sync';
import { DEFAULT_POLL_INTERVAL_MS, depositStatusOf } from '../src/domain/transactions';
import { depositMonitorMachine, type MonitorOutput } from './deposit-monitor.machine';
import type { StopWaitingEvent } from './flow-output';
import { childFailedUnconfirmed, childFailedWarning, type ChildFailedEmitted } from './side-effects';
import { transactionPollingMachine, type PollingOutput } from './transaction-polling.machine';

/** `unconfirmed`: the status could not be read (or was not waited for); the deposit may still complete. */
export type CallbackResult = Exclude<CallbackOutcome, { kind: 'unknown' }> | { kind: 'pending'; unconfirmed: true } | { kind: 'sessionExpired' };

const UNCONFIRMED = { target: 'done', actions: { type: 'settle', params: { kind: 'pending', unconfirmed: true } } } as const;

export const callbackMachine = setup({
  types: {
    input: {} as CallbackParams,
    context: {} as { params: CallbackParams; result: CallbackResult },
    output: {} as CallbackResult,
    events: {} as StopWaitingEvent,
    emitted: {} as ChildFailedEmitted,
    tags: {} as 'busy' | 'syncing' | 'polling',
  },
  actors: {
    transactionPolling: transactionPollingMachine,
    depositMonitor: depositMonitorMachine,
  },
  guards: {
    isGordon: ({ context }) => context.params.flow === 'gordon' && context.params.depositId !== null,
    hasTransaction: ({ context }) => !!context.params.transactionUid,
    isRefusal: ({ context }) => !!context.params.refusal,
    monitorIs: (_, params: { output: MonitorOutput; kinds: ReadonlyArray<MonitorOutput['kind']> }) => params.kinds.includes(params.output.kind),
    pollingIs: (_, params: { output: PollingOutput; kind: PollingOutput['kind'] }) => params.output.kind === params.kind,
  },
  actions: {
    settle: assign((_, result: CallbackResult) => ({ result })),
    warnChildFailed: emit(childFailedWarning),
  },
}).createMachine({
  id: 'callback',
  context: ({ input }) => ({ params: input, result: { kind: 'failure', reason: UNKNOWN_ERROR } }),
  initial: 'choosing',
  states: {
    // Flow type 'gordon' when the query holds deposit_id (SPEC 4 "Callback"): the deposit is synced.
    choosing: {
      always: [
        { guard: 'isGordon', target: 'syncing' },
        { guard: 'hasTransaction', target: 'polling' },
        // A return that names no deposit (no deposit_id, no transaction_uid) has nothing to read. Marked
        // status=error by the app itself (SPEC 8: an Apple Pay failure, the merchant session's included), it
        // fails with its reason; any other is not known (a provider that lost the query after a deposit was
        // sent): pending, unconfirmed, never guessed failed (docs/decisions.md "Unknown is not failed").
        {
          guard: 'isRefusal',
          target: 'done',
          actions: { type: 'settle', params: ({ context }) => ({ kind: 'failure', reason: context.params.refusal ?? INTERNAL_ERROR }) },
        },
        UNCONFIRMED,
      ],
    },
    // Success, pending (a PENDING + REDIRECT update), failure 'Gordon Deposit failed', or pending unconfirmed.
    syncing: {
      tags: ['busy', 'syncing'],
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
          // A time-out or a failed stream ('Gordon Timeout', 'Gordon Sync Failed' in SPEC 4 and 8; a silent one
          // included) read nothing final about the deposit: its status is read when the return names its
          // transaction (DESIGN 7: pending after one status read); else nothing can be read: pending, unconfirmed
          // (docs/decisions.md "Silence is a fault").
          { guard: 'hasTransaction', target: 'polling' },
          UNCONFIRMED,
        ],
        onError: childFailedUnconfirmed('depositMonitor', UNCONFIRMED.actions),
      },
      on: { 'wait.stopped': UNCONFIRMED },
    },
    // Polling flow: poll the transaction until ready, then fetch its deposit status.
    polling: {
      tags: ['busy', 'polling'],
      invoke: {
        src: 'transactionPolling',
        id: 'transactionPolling',
        input: ({ context }) => ({
          transactionId: context.params.transactionUid ?? '',
          intervalMs: DEFAULT_POLL_INTERVAL_MS,
          readAfterMs: CALLBACK_READ_AFTER_MS,
        }),
        onDone: [
          {
            guard: { type: 'pollingIs', params: ({ event }) => ({ output: event.output, kind: 'fetched' }) },
            target: 'done',
            actions: {
              type: 'settle',
              params: ({ event }) => {
                const { status, reason } = depositStatusOf(event.output.kind === 'fetched' ? event.output.result : null);
                const outcome = callbackOutcome(status, reason);
                // A status the app does not know: pending, unconfirmed (verdict.ts).
                return outcome.kind === 'unknown' ? ({ kind: 'pending', unconfirmed: true } as const) : outcome;
              },
            },
          },
          {
            guard: { type: 'pollingIs', params: ({ event }) => ({ output: event.output, kind: 'sessionExpired' }) },
            target: 'done',
            actions: { type: 'settle', params: { kind: 'sessionExpired' } },
          },
          // verdict.ts: a read never refuses; one that could not be read is pending, unconfirmed.
          UNCONFIRMED,
        ],
        onError: childFailedUnconfirmed('transactionPolling', UNCONFIRMED.actions),
      },
      on: { 'wait.stopped': UNCONFIRMED },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
