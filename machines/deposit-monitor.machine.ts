// Asynchronous deposit monitoring over the realtime sync stream ("Gordon"; SPEC 4 "Async monitoring",
// "Realtime sync stream", SPEC 8 "Sync stream"): subscribes to payment.deposit.{deposit_id}.state.update
// and ends on SUCCESS, FAILURE, or PENDING with detail REDIRECT. No final state within 10 000 ms of the
// start of monitoring -> timeout (pending): the limit runs from the start and is not restarted by a
// back-off, a re-subscription or a pause. UNAVAILABLE and INTERNAL (a dropped connection
// included: src/sync reads it as UNAVAILABLE) are retried after 1 s, 2 s, 4 s... while the next try
// still fits in the 10 s (at most 6); a stream that keeps failing past that is an error (the parents:
// pending, unconfirmed). UNAUTHENTICATED refreshes the token once, on the first attempt; anything else
// is an error. The stream stops while the page is hidden or offline and resubscribes after a random
// delay of up to 5 s once visible and online again (at once when those 5 s no longer fit).
// The machine counts the time its own timers may take (`spentMs`: back-offs, and resubscription delays
// at their longest) so that no retry is planned past the limit: every path of the model fits in it.
// Heartbeats reach the machine as `sync.heartbeat`: no state (SPEC 4: ignored), only a sign of life. A
// stream silent for longer than its heartbeat period (SYNC_SILENCE_MS) is a stream that failed: an error, so
// the parents fall back to a status read (docs/decisions.md "Silence is a fault").
// A subscription that throws is a dropped stream (UNAVAILABLE: retried while it fits, else an error); a
// page watch that throws is logged and the monitoring goes on without pauses (docs/decisions.md "A page
// watch that fails").
import { assign, emit, setup, type AnyEventObject } from 'xstate';
import {
  finalStateOf,
  isRetryable,
  MONITOR_TIMEOUT_MS,
  randomResubscribeDelay,
  SYNC_MAX_RETRIES,
  SYNC_RESUBSCRIBE_MAX_MS,
  SYNC_SILENCE_MS,
  syncBackoffMs,
  type DepositStateMessage,
  type SyncErrorCode,
} from '../src/domain/mobile-money-sync';
import { childFailed, childFailedWarning, notProvided, callbackNotProvided, type ChildFailedEmitted } from './side-effects';

export interface MonitorInput {
  depositId: string;
  /** A token deposit (SPEC 4: "each outcome has a variant for token deposits"). */
  token: boolean;
}

export type MonitorOutput =
  | { kind: 'success' | 'failure' | 'timeout'; token: boolean }
  | { kind: 'redirect'; context: Record<string, unknown>; token: boolean }
  | { kind: 'error'; code: SyncErrorCode; token: boolean };

export type MonitorEvent =
  | { type: 'sync.update'; message: DepositStateMessage }
  | { type: 'sync.heartbeat' }
  | { type: 'sync.error'; code: SyncErrorCode }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

export interface MonitorContext {
  depositId: string;
  token: boolean;
  /** Retries made after UNAVAILABLE or INTERNAL (0..6). */
  retries: number;
  /** Whether the one token refresh was made. */
  refreshed: boolean;
  /** The time the back-offs and resubscription delays planned so far may take (each at its longest). */
  spentMs: number;
  result: MonitorOutput;
}

/** The stream of one channel: sends `sync.update` and `sync.error` (a normal end is UNAVAILABLE) to its parent. */
export type SubscribeInput = { depositId: string };

/** Visible and online again: resubscribe after the random delay while it fits in the limit, else at once. */
const RESUME = [{ guard: 'resumeFits', target: 'resuming', actions: 'countResume' }, { target: 'subscribed' }] as const;

export const depositMonitorMachine = setup({
  types: {
    input: {} as MonitorInput,
    context: {} as MonitorContext,
    events: {} as MonitorEvent,
    output: {} as MonitorOutput,
    emitted: {} as ChildFailedEmitted,
  },
  actors: {
    subscribeDeposit: callbackNotProvided<AnyEventObject, SubscribeInput>('subscribeDeposit'),
    /** Page visibility and network: sends page.hidden / page.visible / network.offline / network.online. */
    watchPage: callbackNotProvided<AnyEventObject>('watchPage'),
    refreshToken: notProvided<void>('refreshToken'),
  },
  delays: {
    monitorTimeout: MONITOR_TIMEOUT_MS,
    streamSilence: SYNC_SILENCE_MS,
    backoff: ({ context }) => syncBackoffMs(context.retries),
    resubscribe: () => randomResubscribeDelay(),
  },
  guards: {
    finalIs: (_, params: { message: DepositStateMessage; state: 'success' | 'failure' | 'redirect' }) => finalStateOf(params.message) === params.state,
    canRetry: ({ context }, params: { code: SyncErrorCode }) =>
      isRetryable(params.code) && context.retries < SYNC_MAX_RETRIES && context.spentMs + syncBackoffMs(context.retries + 1) < MONITOR_TIMEOUT_MS,
    resumeFits: ({ context }) => context.spentMs + SYNC_RESUBSCRIBE_MAX_MS < MONITOR_TIMEOUT_MS,
    canRefresh: ({ context }, params: { code: SyncErrorCode }) => params.code === 'UNAUTHENTICATED' && context.retries === 0 && !context.refreshed,
  },
  actions: {
    countRetry: assign(({ context }) => ({ retries: context.retries + 1, spentMs: context.spentMs + syncBackoffMs(context.retries + 1) })),
    countResume: assign(({ context }) => ({ spentMs: context.spentMs + SYNC_RESUBSCRIBE_MAX_MS })),
    markRefreshed: assign({ refreshed: true }),
    settle: assign(({ context }, params: { kind: 'success' | 'failure' | 'timeout' }) => ({ result: { kind: params.kind, token: context.token } })),
    settleRedirect: assign(({ context }, params: { message: DepositStateMessage }) => ({
      result: { kind: 'redirect' as const, context: params.message.context ?? {}, token: context.token },
    })),
    warnChildFailed: emit(childFailedWarning),
    settleError: assign(({ context }, params: { code: SyncErrorCode }) => ({ result: { kind: 'error' as const, code: params.code, token: context.token } })),
  },
}).createMachine({
  id: 'depositMonitor',
  context: ({ input }) => ({
    depositId: input.depositId,
    token: input.token,
    retries: 0,
    refreshed: false,
    spentMs: 0,
    result: { kind: 'timeout', token: input.token },
  }),
  // Without it the stream only misses its pauses; the 10 s limit still bounds the monitoring.
  invoke: { src: 'watchPage', id: 'watchPage', onError: { actions: { type: 'warnChildFailed', params: childFailed('watchPage') } } },
  initial: 'monitoring',
  states: {
    // The 10 s limit: from the start of monitoring, whatever happens inside (SPEC 4).
    monitoring: {
      after: { monitorTimeout: { target: 'done', actions: { type: 'settle', params: { kind: 'timeout' } } } },
      initial: 'subscribed',
      states: {
        subscribed: {
          invoke: {
            src: 'subscribeDeposit',
            id: 'subscribeDeposit',
            input: ({ context }) => ({ depositId: context.depositId }),
            // A subscription that threw is a dropped stream (UNAVAILABLE, as src/sync reads one): retried, else an error.
            onError: [
              {
                guard: { type: 'canRetry', params: { code: 'UNAVAILABLE' } },
                target: 'backingOff',
                actions: [{ type: 'warnChildFailed', params: childFailed('subscribeDeposit') }, 'countRetry'],
              },
              {
                target: '#depositMonitor.done',
                actions: [
                  { type: 'warnChildFailed', params: childFailed('subscribeDeposit') },
                  { type: 'settleError', params: { code: 'UNAVAILABLE' } },
                ],
              },
            ],
          },
          // Silence is a fault (docs/decisions.md "Silence is a fault"): every message, a heartbeat included,
          // restarts the wait; nothing for SYNC_SILENCE_MS ends the monitoring as a stream that failed (the
          // parents read the status). Not retried: a stream that hangs gives no sign, and a resubscription that
          // hangs again would spend the 10 s the status read needs.
          initial: 'listening',
          states: {
            listening: {
              after: { streamSilence: { target: '#depositMonitor.done', actions: { type: 'settleError', params: { code: 'UNAVAILABLE' } } } },
              on: {
                'sync.update': [
                  {
                    guard: { type: 'finalIs', params: ({ event }) => ({ message: event.message, state: 'success' }) },
                    target: '#depositMonitor.done',
                    actions: { type: 'settle', params: { kind: 'success' } },
                  },
                  {
                    guard: { type: 'finalIs', params: ({ event }) => ({ message: event.message, state: 'failure' }) },
                    target: '#depositMonitor.done',
                    actions: { type: 'settle', params: { kind: 'failure' } },
                  },
                  {
                    guard: { type: 'finalIs', params: ({ event }) => ({ message: event.message, state: 'redirect' }) },
                    target: '#depositMonitor.done',
                    actions: { type: 'settleRedirect', params: ({ event }) => ({ message: event.message }) },
                  },
                  { target: 'listening', reenter: true },
                ],
                'sync.heartbeat': { target: 'listening', reenter: true },
              },
            },
          },
          on: {
            'sync.error': [
              { guard: { type: 'canRetry', params: ({ event }) => ({ code: event.code }) }, target: 'backingOff', actions: 'countRetry' },
              { guard: { type: 'canRefresh', params: ({ event }) => ({ code: event.code }) }, target: 'refreshing' },
              { target: '#depositMonitor.done', actions: { type: 'settleError', params: ({ event }) => ({ code: event.code }) } },
            ],
            'page.hidden': 'paused',
            'network.offline': 'paused',
          },
        },
        backingOff: {
          after: { backoff: 'subscribed' },
          on: { 'page.hidden': 'paused', 'network.offline': 'paused' },
        },
        refreshing: {
          invoke: {
            src: 'refreshToken',
            id: 'refreshToken',
            onDone: { target: 'subscribed', actions: 'markRefreshed' },
            onError: { target: '#depositMonitor.done', actions: { type: 'settleError', params: { code: 'UNAUTHENTICATED' } } },
          },
        },
        paused: {
          on: { 'page.visible': RESUME, 'network.online': RESUME },
        },
        resuming: {
          after: { resubscribe: 'subscribed' },
          on: { 'page.hidden': 'paused', 'network.offline': 'paused' },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
