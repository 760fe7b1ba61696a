// The MB Way flow (SPEC 2 "MB Way phone form", 3 MB Way bodies, 4 "MB Way" and "Choice of deposit
// request", 5, 8). Issue 13 item 2, NOT WIRED YET: no FLOWS / METHOD_FLOWS entry, no screens, actors or
// sandbox routes (see the BLIK flow, blik.machine.ts, for the finished pattern). The phone form (+351,
// the optional mandate), a saved MB Way paid directly, the deposit call, then by the answer (SPEC 4):
// success; pending -> a waiting screen while the player approves in the MB Way app (the shared transaction
// polling, bounded like BLIK's wait; docs/decisions.md "BLIK"), recorded as MBWayOneClick when a mandate
// was asked for; redirect -> app-to-app (bridge paymentRedirectAppToApp); anything else ->
// payment.genericfailurenoncard.
import { assign, emit, setup } from 'xstate';
import { appToAppAllowed, MBWAY_METHOD, MBWAY_ONE_CLICK_METHOD, mbwayOutcome, mbwayPhoneError, type MbwayOutcome, type MbwayResponseLike } from '../src/domain/mbway';
import { GENERIC_FAILURE_NON_CARD } from '../src/domain/deposit-outcome';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import { DEFAULT_POLL_INTERVAL_MS, depositStatusOf } from '../src/domain/transactions';
import type { FlowInput, FlowOutput } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { errorOf, notProvided, sessionExpired } from './side-effects';
import { transactionPollingMachine, type PollingOutput } from './transaction-polling.machine';

/** How long the waiting screen waits for the approval in the MB Way app before ending as pending (a choice). */
export const MBWAY_APPROVAL_WAIT_MS = 5 * 60_000;

/** What the deposit call is given (the SPEC 3 body is built from it with src/domain/mbway.ts). */
export interface MbwayDepositInput {
  amount: number;
  tokenId: string | null;
  phoneDigits: string;
  createMandate: boolean;
  appToApp: boolean;
  /** The intent's correlation id (issue 12: one intent, one deposit). */
  correlationId: string;
}

export interface MbwayContext {
  amount: number;
  intentId: string;
  tokenId: string | null;
  appToApp: boolean;
  phoneDigits: string;
  createMandate: boolean;
  transactionId: string | null;
  outcome: MbwayOutcome | null;
  result: FlowOutput;
}

export type MbwayEvent =
  | { type: 'mbway.submitted'; phoneDigits: string; createMandate: boolean }
  | { type: 'mbway.cancelled' }
  | { type: 'navigation.back' };

type PollingDone = { event: { output: PollingOutput } };
const polledStatus = (output: PollingOutput) => (output.kind === 'fetched' ? depositStatusOf(output.result).status.trim().toUpperCase() : '');

const CANCEL = { target: 'done', actions: { type: 'finishWith', params: { kind: 'cancelled' as const } } } as const;
const LEAVE_PENDING = { target: 'done', actions: { type: 'finishPending' } } as const;

export const mbwayMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as MbwayContext,
    events: {} as MbwayEvent,
    output: {} as FlowOutput,
    tags: {} as 'busy' | 'waiting',
    meta: {} as ScreenMeta,
    children: {} as { createMbwayDeposit: 'createMbwayDeposit'; transactionPolling: 'transactionPolling' },
  },
  actors: {
    createMbwayDeposit: notProvided<MbwayResponseLike, MbwayDepositInput>('createMbwayDeposit'),
    transactionPolling: transactionPollingMachine,
  },
  delays: { approvalWait: MBWAY_APPROVAL_WAIT_MS },
  guards: {
    isToken: ({ context }) => context.tokenId !== null,
    validPhone: (_, params: { phoneDigits: string }) => mbwayPhoneError(params.phoneDigits) === null,
    outcomeIs: ({ context }, params: { kind: MbwayOutcome['kind'] }) => context.outcome?.kind === params.kind,
    sessionExpired,
    pollingIs: (_, params: { output: PollingOutput; kind: PollingOutput['kind'] }) => params.output.kind === params.kind,
    polledIs: (_, params: { output: PollingOutput; status: string }) => polledStatus(params.output) === params.status,
  },
  actions: {
    takeForm: assign((_, params: { phoneDigits: string; createMandate: boolean }) => ({ phoneDigits: params.phoneDigits, createMandate: params.createMandate })),
    readResponse: assign(({ context }, response: MbwayResponseLike) => ({
      transactionId: response.transaction_uid ?? null,
      outcome: mbwayOutcome(response, context.createMandate),
    })),
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    finishSuccess: assign(({ context }) => ({ result: { kind: 'success' as const, method: MBWAY_METHOD, amount: context.amount, transactionId: context.transactionId } })),
    /** SPEC 4: pending, recorded as MBWayOneClick when a new mandate was asked for. */
    finishPending: assign(({ context }) => ({
      result: { kind: 'pending' as const, method: context.createMandate ? MBWAY_ONE_CLICK_METHOD : MBWAY_METHOD, amount: context.amount, transactionId: context.transactionId },
    })),
    finishWith: assign((_, result: FlowOutput) => ({ result })),
    finishFromOutcome: assign(({ context }) => ({
      result: context.outcome?.kind === 'failure' ? { kind: 'failure' as const, reason: context.outcome.reason } : context.result,
    })),
    /** SPEC 4 redirect: app-to-app, through the native bridge (paymentRedirectAppToApp). */
    redirectAppToApp: emit(({ context }) => ({
      type: 'bridge.paymentRedirectAppToApp' as const,
      payload: { url: context.outcome?.kind === 'appToApp' ? context.outcome.url : '' },
    })),
  },
}).createMachine({
  id: 'mbway',
  context: ({ input }) => ({
    amount: input.amount,
    intentId: input.intentId,
    tokenId: input.mean.format === 'TOKEN' ? (input.mean.tokenId ?? input.mean.detail.id ?? null) : null,
    appToApp: appToAppAllowed(input.app.applicationType),
    phoneDigits: '',
    createMandate: false,
    transactionId: null,
    outcome: null,
    result: { kind: 'cancelled' },
  }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isToken', target: 'depositing' }, { target: 'form' }] },
    form: {
      meta: { route: ROUTES.MBWAY },
      on: {
        'mbway.submitted': { guard: { type: 'validPhone', params: ({ event }) => event }, target: 'depositing', actions: { type: 'takeForm', params: ({ event }) => event } },
        'mbway.cancelled': CANCEL,
        'navigation.back': CANCEL,
      },
    },
    depositing: {
      meta: { route: ROUTES.MBWAY },
      tags: ['busy'],
      invoke: {
        src: 'createMbwayDeposit',
        id: 'createMbwayDeposit',
        input: ({ context }) => ({
          amount: context.amount,
          tokenId: context.tokenId,
          phoneDigits: context.phoneDigits,
          createMandate: context.createMandate,
          appToApp: context.appToApp,
          correlationId: context.intentId,
        }),
        onDone: { target: 'routing', actions: { type: 'readResponse', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'done', actions: { type: 'finishWith', params: { kind: 'sessionExpired' } } },
          { target: 'routing', actions: { type: 'failFromError', params: errorOf } },
        ],
      },
    },
    routing: {
      always: [
        { guard: { type: 'outcomeIs', params: { kind: 'success' } }, target: 'done', actions: 'finishSuccess' },
        { guard: { type: 'outcomeIs', params: { kind: 'pending' } }, target: 'waiting' },
        { guard: { type: 'outcomeIs', params: { kind: 'appToApp' } }, target: 'appToApp' },
        { target: 'done', actions: 'finishFromOutcome' },
      ],
    },
    /** The player approves in the MB Way app; the transaction is polled, the wait bounded. */
    waiting: {
      meta: { route: ROUTES.MBWAY },
      tags: ['waiting'],
      after: { approvalWait: LEAVE_PENDING },
      on: { 'mbway.cancelled': LEAVE_PENDING, 'navigation.back': LEAVE_PENDING },
      invoke: {
        src: 'transactionPolling',
        id: 'transactionPolling',
        input: ({ context }) => ({ transactionId: context.transactionId ?? '', intervalMs: DEFAULT_POLL_INTERVAL_MS }),
        onDone: [
          { guard: { type: 'polledIs', params: ({ event }: PollingDone) => ({ output: event.output, status: 'SUCCESS' }) }, target: 'done', actions: 'finishSuccess' },
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
          // Anything unread stays pending, never failed.
          LEAVE_PENDING,
        ],
      },
    },
    /** The MB Way app opens (app-to-app); the player comes back through the return URL (the callback). */
    appToApp: {
      meta: { route: ROUTES.MBWAY },
      tags: ['busy'],
      entry: 'redirectAppToApp',
      on: { 'navigation.back': LEAVE_PENDING },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
