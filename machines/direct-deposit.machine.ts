// The direct methods' flow (SPEC 4 "Bank transfer", "Skrill", "Przelewy24", "Multibanco",
// "Paysafecard"): one deposit call, then the provider's page (a redirect) or, for Multibanco, a
// payment reference shown in a dialog. Skrill asks for the login and password first; the premium ticket
// (docs/decisions.md) for its code, and its call pays it at once (success or pending). Run by the root
// as its `flow` child (flow-output.ts).
import { assign, emit, setup } from 'xstate';
import { outcomeOf, type DepositOutcome, type DepositResponseLike } from '../src/domain/deposit-outcome';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import { directMethodOf, type DirectMethod } from '../src/domain/methods';
import { premiumTicketCodeError } from '../src/methods/direct-deposit/rules';
import { unconfirmedPending, type FlowInput, type FlowOutput, type PendingDepositEmitted } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { childFailedWarning, type ChildFailedEmitted } from './side-effects';
import { correlationIdFor, intentContext, PENDING_CLEARED, pendingSaved, type IntentContext } from './deposit-call';
import { callEnded, DEPOSITING_TAGS, depositCallEnds, depositCallMachine, type DepositCallInput } from './deposit-call.machine';

export interface Credentials {
  login: string;
  password: string;
}

/** The flow's request to its deposit call (src/api/direct-deposits.ts builds the SPEC 3 body). */
export interface DirectDepositRequest {
  method: DirectMethod;
  amount: number;
  /** Skrill only: straight from the form event, never kept in this flow's context. */
  credentials: Credentials | null;
  /** Premium ticket only: its code, straight from the form event, never kept in this flow's context. */
  code: string | null;
}

/** What src/api/direct-deposits.ts sends: the request, with the intent's correlation id and which send it is (0: the first). */
export interface DirectDepositInput extends DirectDepositRequest {
  correlationId: string;
  attempt: number;
}

export interface MultibancoReference {
  entity: string;
  reference: string;
  amount: number | null;
  expiresInDays: number;
}

export interface DirectDepositContext extends IntentContext {
  method: DirectMethod;
  amount: number;
  /** The saved Skrill login, to prefill its form. */
  login: string | null;
  outcome: DepositOutcome | null;
  transactionId: string | null;
  reference: MultibancoReference | null;
  result: FlowOutput;
}

export type DirectDepositEvent =
  | { type: 'skrill.submitted'; login: string; password: string }
  | { type: 'skrill.cancelled' }
  | { type: 'ticket.submitted'; code: string }
  | { type: 'ticket.cancelled' }
  | { type: 'reference.closed' }
  | { type: 'navigation.back' };

export const directDepositMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as DirectDepositContext,
    events: {} as DirectDepositEvent,
    output: {} as FlowOutput,
    tags: {} as 'busy' | 'depositing' | 'skrillForm' | 'ticketForm' | 'reference',
    meta: {} as ScreenMeta,
    children: {} as { depositCall: 'depositCall' },
    emitted: {} as PendingDepositEmitted | ChildFailedEmitted,
  },
  actors: {
    depositCall: depositCallMachine,
  },
  guards: {
    isSkrill: ({ context }) => context.method === 'SKRILL',
    isTicket: ({ context }) => context.method === 'PREMIUM_TICKET',
    outcomeIs: ({ context }, params: { kind: DepositOutcome['kind'] }) => context.outcome?.kind === params.kind,
    callEnded,
    resumed: ({ context }) => context.resume !== null,
    validTicketCode: (_, params: { code: string }) => premiumTicketCodeError(params.code) === null,
  },
  actions: {
    readResponse: assign(({ context }, response: DepositResponseLike) => ({
      outcome: outcomeOf(context.method, response, { amount: context.amount }),
      transactionId: response.transaction_uid ?? null,
    })),
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    takeReference: assign(({ context }) => {
      const o = context.outcome;
      return o?.kind === 'reference' ? { reference: { entity: o.entity, reference: o.reference, amount: o.amount, expiresInDays: o.expiresInDays } } : {};
    }),
    end: assign((_, result: FlowOutput) => ({ result })),
    /** The call's answer could not be read, or the page was reloaded during it: pending, unconfirmed. */
    endUnconfirmed: assign(({ context }) => ({
      result: {
        kind: 'pending' as const,
        method: context.resume?.method ?? context.method,
        amount: context.amount,
        transactionId: null,
        unconfirmed: true as const,
      },
    })),
    rememberCall: emit(({ context }) =>
      pendingSaved(context, {
        flow: 'direct',
        method: context.method,
        amount: context.amount,
        stage: 'calling',
        transactionId: null,
        depositId: null,
        token: false,
      }),
    ),
    forgetDeposit: emit(PENDING_CLEARED),
    warnChildFailed: emit(childFailedWarning),
    /** A redirect leaves for the provider; a paid ticket goes to success handling; anything else is a failure. */
    endWithOutcome: assign(({ context }) => {
      const o = context.outcome;
      if (o?.kind === 'success' || o?.kind === 'pending') {
        return { result: { kind: o.kind, method: context.method, amount: context.amount, transactionId: context.transactionId } };
      }
      if (o?.kind === 'redirect') return { result: { kind: 'redirect' as const, url: o.url } };
      // verdict.ts: an answer the app cannot act on may still be a deposit: pending, unconfirmed.
      if (o?.kind === 'unknown') return { result: unconfirmedPending(context.method, context.amount, context.transactionId) };
      return { result: { kind: 'failure' as const, reason: o?.kind === 'failure' ? o.reason : refusalReason(null) } };
    }),
  },
}).createMachine({
  id: 'directDeposit',
  context: ({ input }) => ({
    ...intentContext(input),
    method: directMethodOf(input.mean.method) ?? 'PAYSAFECARD',
    amount: input.amount,
    login: input.mean.detail.login ?? null,
    outcome: null,
    transactionId: null,
    reference: null,
    result: { kind: 'cancelled' },
  }),
  initial: 'starting',
  states: {
    starting: {
      // A reload during the call: whether it was recorded cannot be told, so pending, unconfirmed.
      always: [
        { guard: 'resumed', target: 'done', actions: 'endUnconfirmed' },
        { guard: 'isSkrill', target: 'skrillForm' },
        { guard: 'isTicket', target: 'ticketForm' },
        { target: 'depositing' },
      ],
    },
    skrillForm: {
      tags: ['skrillForm'],
      meta: { route: ROUTES.SKRILL },
      on: {
        'skrill.submitted': 'depositing',
        // back: the form is the flow's first screen, so back (like its cancel) returns to the amount page.
        'skrill.cancelled': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
        'navigation.back': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
      },
    },
    // The premium ticket's code; like Skrill's form, its back and close return to the amount page.
    ticketForm: {
      tags: ['ticketForm'],
      meta: { route: ROUTES.PREMIUM_TICKET },
      on: {
        'ticket.submitted': { guard: { type: 'validTicketCode', params: ({ event }) => event }, target: 'depositing' },
        'ticket.cancelled': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
        'navigation.back': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
      },
    },
    // One intent: the deposit call child (deposit-call.machine.ts) sends it, again with the same
    // correlation id after an unreadable answer, then ends unknown (pending, unconfirmed).
    depositing: {
      tags: DEPOSITING_TAGS,
      entry: 'rememberCall',
      exit: 'forgetDeposit',
      invoke: {
        src: 'depositCall',
        id: 'depositCall',
        // The Skrill password goes from the form event to the call; it is never kept in this flow's context.
        input: ({ context, event }): DepositCallInput<DirectDepositRequest> => ({
          correlationId: correlationIdFor(context),
          depositRequest: {
            method: context.method,
            amount: context.amount,
            credentials: event.type === 'skrill.submitted' ? { login: event.login, password: event.password } : null,
            code: event.type === 'ticket.submitted' ? event.code : null,
          },
        }),
        // The call's ends (DESIGN 7): an answer or a refusal is read, anything else is pending, unconfirmed.
        ...depositCallEnds<DepositResponseLike>()({
          next: 'deciding',
          read: 'readResponse',
          fail: 'failFromError',
          endWith: 'end',
          unconfirmed: 'endUnconfirmed',
        }),
      },
    },
    deciding: {
      always: [
        { guard: { type: 'outcomeIs', params: { kind: 'reference' } }, target: 'showingReference', actions: 'takeReference' },
        { target: 'done', actions: 'endWithOutcome' },
      ],
    },
    // SPEC 4 Multibanco: the reference in a dialog (a sheet on phones); the player pays it later.
    showingReference: {
      tags: ['reference'],
      meta: { route: ROUTES.MULTIBANCO },
      on: {
        'reference.closed': { target: 'done', actions: { type: 'end', params: { kind: 'closed' } } },
        'navigation.back': { target: 'done', actions: { type: 'end', params: { kind: 'closed' } } },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
