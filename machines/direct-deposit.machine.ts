// The direct methods' flow (SPEC 4 "Bank transfer", "Skrill", "Przelewy24", "Multibanco",
// "Paysafecard"): one deposit call, then the provider's page (a redirect) or, for Multibanco, a
// payment reference shown in a dialog. Skrill asks for the login and password first. Run by the root
// as its `flow` child (flow-output.ts).
import { assign, setup } from 'xstate';
import { outcomeOf, type DepositOutcome, type DepositResponseLike } from '../src/domain/deposit-outcome';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import { directMethodOf, type DirectMethod } from '../src/domain/methods';
import type { FlowInput, FlowOutput } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { errorOf, notProvided, sessionExpired } from './side-effects';

export interface Credentials {
  login: string;
  password: string;
}

/** What the deposit call is given (src/api/direct-deposits.ts builds the SPEC 3 body). */
export interface DirectDepositInput {
  method: DirectMethod;
  amount: number;
  /** Skrill only: straight from the form event, never kept in context. */
  credentials: Credentials | null;
}

export interface MultibancoReference {
  entity: string;
  reference: string;
  amount: number | null;
  expiresInDays: number;
}

export interface DirectDepositContext {
  method: DirectMethod;
  amount: number;
  /** The saved Skrill login, to prefill its form. */
  login: string | null;
  outcome: DepositOutcome | null;
  reference: MultibancoReference | null;
  result: FlowOutput;
}

export type DirectDepositEvent =
  | { type: 'skrill.submitted'; login: string; password: string }
  | { type: 'skrill.cancelled' }
  | { type: 'reference.closed' }
  | { type: 'navigation.back' };

export const directDepositMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as DirectDepositContext,
    events: {} as DirectDepositEvent,
    output: {} as FlowOutput,
    tags: {} as 'busy',
    meta: {} as ScreenMeta,
    children: {} as { createDeposit: 'createDeposit' },
  },
  actors: {
    createDeposit: notProvided<DepositResponseLike, DirectDepositInput>('createDeposit'),
  },
  guards: {
    isSkrill: ({ context }) => context.method === 'SKRILL',
    outcomeIs: ({ context }, params: { kind: DepositOutcome['kind'] }) => context.outcome?.kind === params.kind,
    sessionExpired: (_, params: { error: unknown }) => sessionExpired(_, params),
  },
  actions: {
    readResponse: assign(({ context }, response: DepositResponseLike) => ({
      outcome: outcomeOf(context.method, response, { amount: context.amount }),
    })),
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    takeReference: assign(({ context }) => {
      const o = context.outcome;
      return o?.kind === 'reference' ? { reference: { entity: o.entity, reference: o.reference, amount: o.amount, expiresInDays: o.expiresInDays } } : {};
    }),
    end: assign((_, result: FlowOutput) => ({ result })),
    /** A redirect leaves for the provider; anything else the flow did not handle is a failure. */
    endWithOutcome: assign(({ context }) => {
      const o = context.outcome;
      if (o?.kind === 'redirect') return { result: { kind: 'redirect' as const, url: o.url } };
      return { result: { kind: 'failure' as const, reason: o?.kind === 'failure' ? o.reason : refusalReason(null) } };
    }),
  },
}).createMachine({
  id: 'directDeposit',
  context: ({ input }) => ({
    method: directMethodOf(input.mean.method) ?? 'PAYSAFECARD',
    amount: input.amount,
    login: input.mean.detail.login ?? null,
    outcome: null,
    reference: null,
    result: { kind: 'cancelled' },
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isSkrill', target: 'skrillForm' }, { target: 'depositing' }],
    },
    skrillForm: {
      meta: { route: ROUTES.SKRILL },
      on: {
        'skrill.submitted': 'depositing',
        // back: the form is the flow's first screen, so back (like its cancel) returns to the amount page.
        'skrill.cancelled': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
        'navigation.back': { target: 'done', actions: { type: 'end', params: { kind: 'cancelled' } } },
      },
    },
    depositing: {
      tags: ['busy'],
      invoke: {
        src: 'createDeposit',
        id: 'createDeposit',
        // The Skrill password goes from the form event to the call; it is never kept in context.
        input: ({ context, event }) => ({
          method: context.method,
          amount: context.amount,
          credentials: event.type === 'skrill.submitted' ? { login: event.login, password: event.password } : null,
        }),
        onDone: { target: 'deciding', actions: { type: 'readResponse', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'done', actions: { type: 'end', params: { kind: 'sessionExpired' } } },
          { target: 'deciding', actions: { type: 'failFromError', params: errorOf } },
        ],
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
