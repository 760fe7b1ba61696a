// The BLIK flow (SPEC 2 "BLIK code form", 3 BLIK bodies, 4 "BLIK" and "Choice of deposit request", 5,
// 8), run by the root as its `flow` child (flow-output.ts): the code form (a saved BLIK, "one-click",
// is paid directly without it), the deposit call, then by the answer: pending -> a waiting screen
// while the player confirms in the banking app, anything else -> payment.genericfailure.
// The wait polls the transaction (the shared transaction polling) for the code's lifetime, which the
// screen counts down (SPEC 4 "Timer"): a confirmed deposit is a success; a refused or expired one a
// failure; the player's back is SPEC's "pending gives deposit success with status pending"; the end of
// the lifetime or a status that cannot be read are pending, unconfirmed, never "failed"
// (docs/decisions.md "BLIK · The wait").
import { assign, emit, setup } from 'xstate';
import type { TrackEmitted } from '../src/domain/tracking';
import {
  BLIK_CODE_LIFETIME_MS,
  BLIK_METHOD,
  BLIK_WAIT_POLL_LIMIT_MS,
  blikCodeError,
  blikOutcome,
  blikPolledOutcome,
  type BlikOutcome,
  type BlikResponseLike,
} from '../src/methods/blik/rules';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import { DEFAULT_POLL_INTERVAL_MS, depositStatusOf } from '../src/domain/transactions';
import { waitLeftMs } from '../src/domain/deposit-call';
import type { FlowInput, FlowOutput } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { childFailedUnconfirmed, childFailedWarning, sessionExpired, type ChildFailedEmitted } from './side-effects';
import { transactionPollingMachine, type PollingOutput } from './transaction-polling.machine';
import { correlationIdFor, intentContext, PENDING_CLEARED, pendingSaved, resumedAt, type IntentContext } from './deposit-call';
import { callEnded, DEPOSITING_TAGS, depositCallEnds, depositCallMachine, type DepositCallInput } from './deposit-call.machine';
import type { PendingDepositEmitted } from './flow-output';

/** The flow's request to its deposit call (src/methods/blik/api.ts builds the SPEC 3 body). */
export interface BlikDepositRequest {
  amount: number;
  /** A saved BLIK (one-click): its token id; null for a payment by code. */
  tokenId: string | null;
  code: string | null;
  /** The player agreed to BLIK one-click (the bank keeps BLIK as a saved mean). */
  oneClick: boolean;
}

/** What src/methods/blik/api.ts sends: the request, with the intent's correlation id and which send it is (0: the first). */
export interface BlikDepositInput extends BlikDepositRequest {
  correlationId: string;
  attempt: number;
}

export interface BlikContext extends IntentContext {
  amount: number;
  intentId: string;
  /** For tracking only. */
  currency: string;
  tokenId: string | null;
  transactionId: string | null;
  outcome: BlikOutcome | null;
  result: FlowOutput;
}

export type BlikEvent =
  | { type: 'blik.submitted'; code: string; oneClick: boolean }
  | { type: 'blik.cancelled' }
  /** The header's or the browser's back, forwarded by the root. */
  | { type: 'navigation.back' };

type PollingDone = { event: { output: PollingOutput } };
const polledOf = (output: PollingOutput): BlikOutcome =>
  output.kind === 'fetched' ? blikPolledOutcome(depositStatusOf(output.result).status) : { kind: 'pending' };

/** Leaving before any deposit call: back to the amount page. */
const CANCEL = { target: 'done', actions: { type: 'finishWith', params: { kind: 'cancelled' as const } } } as const;
/** The player leaves the wait: the deposit was accepted and is still pending at the bank (SPEC 4 BLIK: pending). */
const LEAVE_PENDING = { target: 'done', actions: { type: 'finish', params: { kind: 'pending' as const } } } as const;

export const blikMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as BlikContext,
    events: {} as BlikEvent,
    output: {} as FlowOutput,
    tags: {} as 'busy' | 'waiting' | 'depositing' | 'form',
    meta: {} as ScreenMeta,
    children: {} as { depositCall: 'depositCall'; transactionPolling: 'transactionPolling' },
    emitted: {} as TrackEmitted | PendingDepositEmitted | ChildFailedEmitted,
  },
  actors: {
    depositCall: depositCallMachine,
    transactionPolling: transactionPollingMachine,
  },
  delays: {
    // A resumed wait counts on from when it began (docs/decisions.md "A resumed wait keeps its deadline").
    codeLifetime: ({ context }) => waitLeftMs(BLIK_CODE_LIFETIME_MS, context.resume),
  },
  guards: {
    isToken: ({ context }) => context.tokenId !== null,
    resumedAt,
    callEnded,
    resumed: ({ context }) => context.resume !== null,
    validCode: (_, params: { code: string }) => blikCodeError(params.code) === null,
    outcomeIs: ({ context }, params: { kind: BlikOutcome['kind'] }) => context.outcome?.kind === params.kind,
    sessionExpired,
    pollingIs: (_, params: { output: PollingOutput; kind: PollingOutput['kind'] }) => params.output.kind === params.kind,
    polledIs: (_, params: { output: PollingOutput; kind: BlikOutcome['kind'] }) => polledOf(params.output).kind === params.kind,
  },
  actions: {
    readResponse: assign((_, response: BlikResponseLike) => ({
      transactionId: response.transaction_uid ?? null,
      outcome: blikOutcome(response),
    })),
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    finish: assign(({ context }, params: { kind: 'success' | 'pending' }) => ({
      result: { kind: params.kind, method: BLIK_METHOD, amount: context.amount, transactionId: context.transactionId },
    })),
    finishWith: assign((_, result: FlowOutput) => ({ result })),
    /** Kept over a reload (src/app, sessionStorage): the call under way, then the wait for the bank app. */
    rememberDeposit: emit(({ context }, params: { stage: 'calling' | 'polling' }) =>
      pendingSaved(context, {
        flow: 'blik',
        method: BLIK_METHOD,
        amount: context.amount,
        stage: params.stage,
        transactionId: context.transactionId,
        depositId: null,
        token: context.tokenId !== null,
      }),
    ),
    forgetDeposit: emit(PENDING_CLEARED),
    warnChildFailed: emit(childFailedWarning),
    /** The wait ended without a readable result: pending, marked as not confirmed (never failed). */
    finishUnconfirmed: assign(({ context }) => ({
      result: { kind: 'pending' as const, method: BLIK_METHOD, amount: context.amount, transactionId: context.transactionId, unconfirmed: true as const },
    })),
    finishFromOutcome: assign(({ context }) => ({
      result: context.outcome?.kind === 'failure' ? { kind: 'failure' as const, reason: context.outcome.reason } : context.result,
    })),
  },
}).createMachine({
  id: 'blik',
  context: ({ input }) => ({
    ...intentContext(input),
    amount: input.amount,
    intentId: input.intentId,
    currency: input.app.currencyCode,
    tokenId: input.mean.format === 'TOKEN' ? (input.mean.tokenId ?? input.mean.detail.id ?? null) : null,
    transactionId: input.resume?.transactionId ?? null,
    outcome: null,
    result: { kind: 'cancelled' },
  }),
  initial: 'deciding',
  states: {
    // SPEC 4 Choice of deposit request: a saved BLIK is paid directly, a new one opens the code form.
    // A reload while the bank app is awaited resumes that wait; during the call, pending unconfirmed.
    deciding: {
      always: [
        { guard: { type: 'resumedAt', params: { stage: 'polling' } }, target: 'waiting' },
        { guard: 'resumed', target: 'done', actions: 'finishUnconfirmed' },
        { guard: 'isToken', target: 'depositing' },
        { target: 'form' },
      ],
    },
    /** The code form: steps text, the 6-digit code, the one-click consent, close. */
    form: {
      tags: ['form'],
      meta: { route: ROUTES.BLIK },
      on: {
        // SPEC 5: a missing or incomplete code stays on the form (payment.null.information.error), no call.
        'blik.submitted': { guard: { type: 'validCode', params: ({ event }) => event }, target: 'depositing' },
        'blik.cancelled': CANCEL,
        'navigation.back': CANCEL,
      },
    },
    // back: ignored while the deposit call runs (one intent is one deposit).
    // One intent: the deposit call child (deposit-call.machine.ts) sends it, again with the same
    // correlation id after an answer not known, then ends unknown (pending, unconfirmed).
    depositing: {
      meta: { route: ROUTES.BLIK },
      tags: DEPOSITING_TAGS,
      // Its record at stage `calling` is also the call's payment_deposit_request (machines/deposit.tracking.ts).
      entry: { type: 'rememberDeposit', params: { stage: 'calling' } },
      exit: 'forgetDeposit',
      invoke: {
        src: 'depositCall',
        id: 'depositCall',
        // The code goes from the form event to the call; it is never kept in this flow's context.
        input: ({ context, event }): DepositCallInput<BlikDepositRequest> => ({
          correlationId: correlationIdFor(context),
          depositRequest: {
            amount: context.amount,
            tokenId: context.tokenId,
            code: event.type === 'blik.submitted' ? event.code : null,
            oneClick: event.type === 'blik.submitted' ? event.oneClick : false,
          },
        }),
        // The call's ends (DESIGN 7): an answer or a refusal is read, anything else is pending, unconfirmed.
        ...depositCallEnds<BlikResponseLike>()({
          next: 'routing',
          read: 'readResponse',
          fail: 'failFromError',
          endWith: 'finishWith',
          unconfirmed: 'finishUnconfirmed',
        }),
      },
    },
    routing: {
      always: [
        { guard: { type: 'outcomeIs', params: { kind: 'pending' } }, target: 'waiting' },
        { guard: { type: 'outcomeIs', params: { kind: 'success' } }, target: 'done', actions: { type: 'finish', params: { kind: 'success' } } },
        // verdict.ts: an answer the app cannot act on may still be a deposit: pending, unconfirmed.
        { guard: { type: 'outcomeIs', params: { kind: 'unknown' } }, target: 'done', actions: 'finishUnconfirmed' },
        { target: 'done', actions: 'finishFromOutcome' },
      ],
    },
    /**
     * The player confirms in the banking app: the amount, the code's time left and a way back. The
     * transaction is polled until ready, then its deposit status read. The code's lifetime, counted down
     * on the screen, ends the wait: the bank said nothing within it, so its result is not known.
     */
    waiting: {
      meta: { route: ROUTES.BLIK },
      tags: ['waiting'],
      entry: { type: 'rememberDeposit', params: { stage: 'polling' } },
      exit: 'forgetDeposit',
      after: { codeLifetime: { target: 'done', actions: 'finishUnconfirmed' } },
      on: { 'blik.cancelled': LEAVE_PENDING, 'navigation.back': LEAVE_PENDING },
      invoke: {
        src: 'transactionPolling',
        id: 'transactionPolling',
        // The poll's own limit (25 s by default) would end the wait long before the countdown shown:
        // it is set past the code's lifetime, so the lifetime is what ends the wait.
        input: ({ context }) => ({ transactionId: context.transactionId ?? '', intervalMs: DEFAULT_POLL_INTERVAL_MS, limitMs: BLIK_WAIT_POLL_LIMIT_MS }),
        onDone: [
          {
            guard: { type: 'polledIs', params: ({ event }: PollingDone) => ({ output: event.output, kind: 'success' as const }) },
            target: 'done',
            actions: { type: 'finish', params: { kind: 'success' } },
          },
          {
            guard: { type: 'polledIs', params: ({ event }: PollingDone) => ({ output: event.output, kind: 'failure' as const }) },
            target: 'done',
            actions: {
              type: 'finishWith',
              params: ({ event }: PollingDone) => {
                const polled = polledOf(event.output);
                return { kind: 'failure' as const, reason: polled.kind === 'failure' ? polled.reason : '' };
              },
            },
          },
          {
            guard: { type: 'pollingIs', params: ({ event }: PollingDone) => ({ output: event.output, kind: 'sessionExpired' as const }) },
            target: 'done',
            actions: { type: 'finishWith', params: { kind: 'sessionExpired' } },
          },
          // Still pending, a failed poll or an unreadable status: the deposit stays pending, never failed.
          { target: 'done', actions: 'finishUnconfirmed' },
        ],
        // A polling that threw read nothing about the accepted deposit (DESIGN 7): pending, unconfirmed.
        onError: childFailedUnconfirmed('transactionPolling', 'finishUnconfirmed'),
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
