// The MB Way flow (SPEC 2 "MB Way phone form", 3 MB Way bodies, 4 "MB Way" and "Choice of deposit
// request", 5, 8), run by the root as its `flow` child (flow-output.ts): the phone form (+351, the
// optional mandate), a saved MB Way paid directly, the deposit call, then by the answer (SPEC 4):
// success; pending -> a waiting screen while the player approves in the MB Way app (the shared transaction
// polling, bounded like BLIK's wait; docs/decisions.md "BLIK"), recorded as MBWayOneClick when a mandate
// was asked for; redirect -> app-to-app (bridge paymentRedirectAppToApp); anything else ->
// payment.genericfailurenoncard.
// As every deposit call (deposit-call.machine.ts): an unreadable answer is sent again with the same correlation id, then ends
// pending, unconfirmed; an unreadable poll is pending, unconfirmed; the call and the wait are recorded
// for a reload, which resumes the wait on the same transaction (a reload during the call: unconfirmed).
import { assign, emit, setup } from 'xstate';
import { deepLinkAppOf, type DeepLinkApp } from '../src/domain/deep-links';
import {
  appToAppAllowed,
  MBWAY_METHOD,
  MBWAY_ONE_CLICK_METHOD,
  mbwayOutcome,
  mbwayPhoneError,
  offersMandate,
  type MbwayOutcome,
  type MbwayResponseLike,
} from '../src/methods/mbway/rules';
import { GENERIC_FAILURE_NON_CARD } from '../src/domain/deposit-outcome';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import { DEPOSIT_STATUS, meaningOf } from '../src/domain/verdict';
import { sameMethod } from '../src/domain/payment-means';
import { DEFAULT_POLL_INTERVAL_MS, depositStatusOf } from '../src/domain/transactions';
import { waitLeftMs } from '../src/domain/deposit-call';
import type { FlowInput, FlowOutput, PendingDepositEmitted } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { childFailedUnconfirmed, childFailedWarning, type ChildFailedEmitted } from './side-effects';
import { correlationIdFor, intentContext, type IntentContext, PENDING_CLEARED, pendingSaved, resumedAt } from './deposit-call';
import { callEnded, DEPOSITING_TAGS, depositCallEnds, depositCallMachine, type DepositCallInput } from './deposit-call.machine';
import { transactionPollingMachine, type PollingOutput } from './transaction-polling.machine';

/**
 * How long the waiting screen waits for the approval in the MB Way app, counted down on it (a choice,
 * docs/decisions.md "MB Way · The wait"); its end is pending, unconfirmed.
 */
export const MBWAY_APPROVAL_WAIT_MS = 5 * 60_000;
/** The wait's transaction polling stops on its own only past the approval wait, which ends the wait first. */
export const MBWAY_WAIT_POLL_LIMIT_MS = MBWAY_APPROVAL_WAIT_MS + 1000;

/** The flow's request to its deposit call (the SPEC 3 body is built from it with src/methods/mbway/rules.ts). */
export interface MbwayDepositRequest {
  amount: number;
  tokenId: string | null;
  phoneDigits: string;
  createMandate: boolean;
  appToApp: boolean;
  /** The native sports or turf app MB Way returns to by its deep link (SPEC 7), else null: the return is the web callback. */
  returnApp: DeepLinkApp | null;
}

/** What src/methods/mbway/api.ts sends: the request, with the intent's correlation id and which send it is (0: the first). */
export interface MbwayDepositInput extends MbwayDepositRequest {
  correlationId: string;
  attempt: number;
}

export interface MbwayContext extends IntentContext {
  amount: number;
  tokenId: string | null;
  appToApp: boolean;
  returnApp: DeepLinkApp | null;
  /** SPEC 3 Features (mbway_with_mandate): the form offers the mandate (MBWayPA, authorised payments). */
  mandateOffered: boolean;
  /** The saved MB Way's number, shown while the player approves. */
  savedPhone: string | null;
  phoneDigits: string;
  createMandate: boolean;
  transactionId: string | null;
  outcome: MbwayOutcome | null;
  result: FlowOutput;
}

export type MbwayEvent = { type: 'mbway.submitted'; phoneDigits: string; createMandate: boolean } | { type: 'mbway.cancelled' } | { type: 'navigation.back' };

type MbwayEmitted = PendingDepositEmitted | ChildFailedEmitted | { type: 'bridge.paymentRedirectAppToApp'; payload: { url: string } };

type PollingDone = { event: { output: PollingOutput } };
/** The fetched status's meaning (verdict.ts DEPOSIT_STATUS: names and SPEC 4 codes), as SUCCESS or FAILURE. */
const polledStatus = (output: PollingOutput) => {
  if (output.kind !== 'fetched') return '';
  const meaning = meaningOf(depositStatusOf(output.result).status, DEPOSIT_STATUS);
  return meaning === 'success' ? 'SUCCESS' : meaning === 'refused' ? 'FAILURE' : '';
};
/** SPEC 4: the method a pending MB Way is recorded as (MBWayOneClick when a new mandate was asked for). */
const pendingMethod = (c: MbwayContext) => (c.createMandate ? MBWAY_ONE_CLICK_METHOD : MBWAY_METHOD);

const CANCEL = { target: 'done', actions: { type: 'finishWith', params: { kind: 'cancelled' as const } } } as const;
const LEAVE_PENDING = { target: 'done', actions: { type: 'finishPending' } } as const;

export const mbwayMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as MbwayContext,
    events: {} as MbwayEvent,
    output: {} as FlowOutput,
    tags: {} as 'busy' | 'waiting' | 'appToApp' | 'depositing' | 'form',
    meta: {} as ScreenMeta,
    children: {} as { depositCall: 'depositCall'; transactionPolling: 'transactionPolling' },
    emitted: {} as MbwayEmitted,
  },
  actors: {
    depositCall: depositCallMachine,
    transactionPolling: transactionPollingMachine,
  },
  // A resumed wait counts on from when it began (docs/decisions.md "A resumed wait keeps its deadline").
  delays: { approvalWait: ({ context }) => waitLeftMs(MBWAY_APPROVAL_WAIT_MS, context.resume) },
  guards: {
    isToken: ({ context }) => context.tokenId !== null,
    resumed: ({ context }) => context.resume !== null,
    resumedAt,
    validPhone: (_, params: { phoneDigits: string }) => mbwayPhoneError(params.phoneDigits) === null,
    outcomeIs: ({ context }, params: { kind: MbwayOutcome['kind'] }) => context.outcome?.kind === params.kind,
    callEnded,
    pollingIs: (_, params: { output: PollingOutput; kind: PollingOutput['kind'] }) => params.output.kind === params.kind,
    polledIs: (_, params: { output: PollingOutput; status: string }) => polledStatus(params.output) === params.status,
  },
  actions: {
    takeForm: assign((_, params: { phoneDigits: string; createMandate: boolean }) => ({
      phoneDigits: params.phoneDigits,
      createMandate: params.createMandate,
    })),
    readResponse: assign(({ context }, response: MbwayResponseLike) => ({
      transactionId: response.transaction_uid ?? null,
      outcome: mbwayOutcome(response, context.createMandate),
    })),
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    finishSuccess: assign(({ context }) => ({
      result: { kind: 'success' as const, method: MBWAY_METHOD, amount: context.amount, transactionId: context.transactionId },
    })),
    /** SPEC 4: pending, recorded as MBWayOneClick when a new mandate was asked for. */
    finishPending: assign(({ context }) => ({
      result: { kind: 'pending' as const, method: pendingMethod(context), amount: context.amount, transactionId: context.transactionId },
    })),
    /** The result could not be read: pending, unconfirmed, never failed. */
    finishUnconfirmed: assign(({ context }) => ({
      result: {
        kind: 'pending' as const,
        method: pendingMethod(context),
        amount: context.amount,
        transactionId: context.transactionId,
        unconfirmed: true as const,
      },
    })),
    finishWith: assign((_, result: FlowOutput) => ({ result })),
    finishFromOutcome: assign(({ context }) => ({
      result: context.outcome?.kind === 'failure' ? { kind: 'failure' as const, reason: context.outcome.reason } : context.result,
    })),
    /** The deposit under way, kept for a reload: at its call, then while it waits on its transaction. */
    rememberCall: emit(({ context }) =>
      pendingSaved(context, {
        flow: 'mbway',
        method: pendingMethod(context),
        amount: context.amount,
        stage: 'calling',
        transactionId: null,
        depositId: null,
        token: context.tokenId !== null,
      }),
    ),
    rememberWait: emit(({ context }) =>
      pendingSaved(context, {
        flow: 'mbway',
        method: pendingMethod(context),
        amount: context.amount,
        stage: 'polling',
        transactionId: context.transactionId,
        depositId: null,
        token: context.tokenId !== null,
      }),
    ),
    forgetDeposit: emit(PENDING_CLEARED),
    warnChildFailed: emit(childFailedWarning),
    /** SPEC 4 redirect: app-to-app, through the native bridge (paymentRedirectAppToApp). */
    redirectAppToApp: emit(({ context }) => ({
      type: 'bridge.paymentRedirectAppToApp' as const,
      payload: { url: context.outcome?.kind === 'appToApp' ? context.outcome.url : '' },
    })),
  },
}).createMachine({
  id: 'mbway',
  context: ({ input }) => ({
    ...intentContext(input),
    amount: input.amount,
    tokenId: input.mean.format === 'TOKEN' ? (input.mean.tokenId ?? input.mean.detail.id ?? null) : null,
    appToApp: appToAppAllowed(input.app.applicationType),
    returnApp: deepLinkAppOf(input.app),
    mandateOffered: offersMandate(input.mean.features),
    savedPhone: input.mean.detail.phoneNumber ?? null,
    phoneDigits: '',
    // A resumed deposit keeps how it was recorded (MBWayOneClick: a mandate was asked for).
    createMandate: sameMethod(input.resume?.method, MBWAY_ONE_CLICK_METHOD),
    transactionId: input.resume?.transactionId ?? null,
    outcome: null,
    result: { kind: 'cancelled' },
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        // A reload while waiting: the wait starts again on the same transaction; during the call: unconfirmed.
        { guard: { type: 'resumedAt', params: { stage: 'polling' } }, target: 'waiting' },
        { guard: 'resumed', target: 'done', actions: 'finishUnconfirmed' },
        { guard: 'isToken', target: 'depositing' },
        { target: 'form' },
      ],
    },
    form: {
      tags: ['form'],
      meta: { route: ROUTES.MBWAY },
      on: {
        'mbway.submitted': {
          guard: { type: 'validPhone', params: ({ event }) => event },
          target: 'depositing',
          actions: { type: 'takeForm', params: ({ event }) => event },
        },
        'mbway.cancelled': CANCEL,
        'navigation.back': CANCEL,
      },
    },
    // One intent: the deposit call child (deposit-call.machine.ts) sends it, again with the same
    // correlation id after an answer not known, then ends unknown (pending, unconfirmed).
    // back: ignored while the deposit call runs (one intent is one deposit).
    depositing: {
      meta: { route: ROUTES.MBWAY },
      tags: DEPOSITING_TAGS,
      entry: 'rememberCall',
      exit: 'forgetDeposit',
      invoke: {
        src: 'depositCall',
        id: 'depositCall',
        input: ({ context }): DepositCallInput<MbwayDepositRequest> => ({
          correlationId: correlationIdFor(context),
          depositRequest: {
            amount: context.amount,
            tokenId: context.tokenId,
            phoneDigits: context.phoneDigits,
            createMandate: context.createMandate,
            appToApp: context.appToApp,
            returnApp: context.returnApp,
          },
        }),
        ...depositCallEnds<MbwayResponseLike>()({
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
        { guard: { type: 'outcomeIs', params: { kind: 'success' } }, target: 'done', actions: 'finishSuccess' },
        { guard: { type: 'outcomeIs', params: { kind: 'pending' } }, target: 'waiting' },
        { guard: { type: 'outcomeIs', params: { kind: 'appToApp' } }, target: 'appToApp' },
        // verdict.ts: an answer the app cannot act on may still be a deposit: pending, unconfirmed.
        { guard: { type: 'outcomeIs', params: { kind: 'unknown' } }, target: 'done', actions: 'finishUnconfirmed' },
        { target: 'done', actions: 'finishFromOutcome' },
      ],
    },
    /** The player approves in the MB Way app; the transaction is polled, the wait bounded. */
    waiting: {
      meta: { route: ROUTES.MBWAY },
      tags: ['waiting'],
      entry: 'rememberWait',
      exit: 'forgetDeposit',
      // The countdown's end: the MB Way app said nothing within it, so its result is not known.
      after: { approvalWait: { target: 'done', actions: 'finishUnconfirmed' } },
      on: { 'mbway.cancelled': LEAVE_PENDING, 'navigation.back': LEAVE_PENDING },
      invoke: {
        src: 'transactionPolling',
        id: 'transactionPolling',
        // The poll's own limit (25 s by default) would end the wait long before the countdown shown:
        // it is set past the approval wait, so the wait's end is what ends it.
        input: ({ context }) => ({ transactionId: context.transactionId ?? '', intervalMs: DEFAULT_POLL_INTERVAL_MS, limitMs: MBWAY_WAIT_POLL_LIMIT_MS }),
        onDone: [
          {
            guard: { type: 'polledIs', params: ({ event }: PollingDone) => ({ output: event.output, status: 'SUCCESS' }) },
            target: 'done',
            actions: 'finishSuccess',
          },
          {
            guard: { type: 'polledIs', params: ({ event }: PollingDone) => ({ output: event.output, status: 'FAILURE' }) },
            target: 'done',
            actions: { type: 'finishWith', params: { kind: 'failure', reason: GENERIC_FAILURE_NON_CARD } },
          },
          {
            guard: { type: 'pollingIs', params: ({ event }: PollingDone) => ({ output: event.output, kind: 'sessionExpired' as const }) },
            target: 'done',
            actions: { type: 'finishWith', params: { kind: 'sessionExpired' } },
          },
          // ("Don't wait" and back leave this state themselves: the polling child is never cancelled.)
          // An unreadable or failed poll, or a status still pending: pending, unconfirmed, never failed.
          { target: 'done', actions: 'finishUnconfirmed' },
        ],
        // A polling that threw read nothing about the accepted deposit (DESIGN 7): pending, unconfirmed.
        onError: childFailedUnconfirmed('transactionPolling', 'finishUnconfirmed'),
      },
    },
    /** The MB Way app opens (app-to-app); the player comes back through the return URL (the callback). */
    appToApp: {
      meta: { route: ROUTES.MBWAY },
      tags: ['appToApp'],
      entry: 'redirectAppToApp',
      on: { 'mbway.cancelled': LEAVE_PENDING, 'navigation.back': LEAVE_PENDING },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
