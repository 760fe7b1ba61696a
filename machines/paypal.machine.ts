// The PayPal flow (SPEC 2 "PayPal consent and loader area", 3 PayPal bodies, 4 "PayPal", 7, 8, 9), run
// by the root as its `flow` child (flow-output.ts). A saved PayPal is paid at once by its token id. A new
// PayPal prepares the processor's PayPal checkout with the client token (the loader), then offers the
// PayPal button and, when allowed, the one-click consent; the player approves on PayPal's page, and the
// approval (nonce, email, payer id) goes to the deposit call. Success or pending -> success handling;
// otherwise failure (a refusal's SPEC 8 code when it has texts of its own, else payment.genericfailure). The
// deposit call (the shared deposit-call child) is sent again after an unreadable answer with the same
// correlation id, then ends pending, unconfirmed: never failed (deposit-call.machine.ts). Everything happens on the amount page (SPEC 2
// has no PayPal route).
import { assign, emit, setup } from 'xstate';
import { GENERIC_FAILURE, refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import {
  PAYPAL_CONSENT_FLAG,
  PAYPAL_METHOD,
  oneClickConsentShown,
  paypalOutcome,
  type PayPalApproval,
  type PayPalOutcome,
  type PayPalResponseLike,
} from '../src/methods/paypal/rules';
import { correlationIdFor, intentContext, type IntentContext, PENDING_CLEARED, pendingSaved } from './deposit-call';
import { callEnded, DEPOSITING_TAGS, depositCallEnds, depositCallMachine, type DepositCallInput } from './deposit-call.machine';
import { unconfirmedPending, type FlowInput, type FlowOutput, type PendingDepositEmitted } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { childFailedWarning, notProvided, type ChildFailedEmitted } from './side-effects';

/** What preparing the checkout is given (src/methods/paypal/actors.ts). */
export interface PayPalCheckoutInput {
  /** The client token the payment-means machine fetched, or null (still on its way): the setup asks again. */
  clientToken: string | null;
  amount: number;
  currency: string;
  /** The checkout also asks PayPal to save the account (vault) when one-click may be offered. */
  vault: boolean;
}

/** The flow's request to its deposit call (src/methods/paypal/api.ts builds the SPEC 3 body). */
export interface PayPalDepositRequest {
  amount: number;
  /** A saved PayPal: its token id; null for a new PayPal paid with its approval. */
  tokenId: string | null;
  /** The approval, straight from the approval event. */
  approval: PayPalApproval | null;
  /** The one-click consent (SPEC 3 storeToken). */
  storeToken: boolean;
}

/** What src/methods/paypal/api.ts sends: the request, with the intent's correlation id and which send it is (0: the first). */
export interface PayPalDepositInput extends PayPalDepositRequest {
  correlationId: string;
  attempt: number;
}

export interface PayPalContext extends IntentContext {
  amount: number;
  currency: string;
  tokenId: string | null;
  clientToken: string | null;
  /** SPEC 9 payment-f-paypal-consent-enabled is on and the player has no saved PayPal. */
  consentAllowed: boolean;
  /** The one-click consent as the player left it (reset for every payment). */
  consent: boolean;
  transactionId: string | null;
  outcome: PayPalOutcome | null;
  result: FlowOutput;
}

export type PayPalEvent =
  | { type: 'paypal.consentChanged'; consent: boolean }
  | ({ type: 'paypal.approved' } & PayPalApproval)
  /** The player closed PayPal's page without approving. */
  | { type: 'paypal.cancelled' }
  /** PayPal's page or the checkout failed. */
  | { type: 'paypal.failed' };
// No `navigation.back`: the flow's screen is the amount page (SPEC 2: no PayPal route, a close, not a back,
// on the root page), which holds no history entry of the app's, so no back can reach the flow.

const CANCEL = { target: '#paypal.done', actions: { type: 'end', params: { kind: 'cancelled' as const } } } as const;

export const paypalMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as PayPalContext,
    events: {} as PayPalEvent,
    output: {} as FlowOutput,
    /** 'approving': the PayPal button shown, the one state the amount page names. */
    tags: {} as 'busy' | 'loader' | 'approving' | 'depositing',
    meta: {} as ScreenMeta,
    emitted: {} as PendingDepositEmitted | ChildFailedEmitted,
    children: {} as { setupCheckout: 'setupCheckout'; depositCall: 'depositCall' },
  },
  actors: {
    setupCheckout: notProvided<void, PayPalCheckoutInput>('setupCheckout'),
    depositCall: depositCallMachine,
  },
  guards: {
    resumed: ({ context }) => context.resume !== null,
    isToken: ({ context }) => context.tokenId !== null,
    callEnded,
    outcomeIs: ({ context }, params: { kind: PayPalOutcome['kind'] }) => context.outcome?.kind === params.kind,
  },
  actions: {
    end: assign((_, result: FlowOutput) => ({ result })),
    setConsent: assign((_, params: { consent: boolean }) => ({ consent: params.consent })),
    readResponse: assign((_, response: PayPalResponseLike) => ({ transactionId: response.transaction_uid ?? null, outcome: paypalOutcome(response) })),
    /** SPEC 8: an API failure's reason is its error_code, else payment.internal.error. */
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    finishFromOutcome: assign(({ context }) => {
      const o = context.outcome;
      if (o?.kind === 'success' || o?.kind === 'pending') {
        return { result: { kind: o.kind, method: PAYPAL_METHOD, amount: context.amount, transactionId: context.transactionId } };
      }
      // verdict.ts: an answer the app cannot act on may still be a deposit: pending, unconfirmed.
      if (o?.kind === 'unknown') return { result: unconfirmedPending(PAYPAL_METHOD, context.amount, context.transactionId) };
      return { result: { kind: 'failure' as const, reason: o?.kind === 'failure' ? o.reason : GENERIC_FAILURE } };
    }),
    endUnconfirmed: assign(({ context }) => ({
      result: { kind: 'pending' as const, method: PAYPAL_METHOD, amount: context.amount, transactionId: null, unconfirmed: true as const },
    })),
    rememberCall: emit(({ context }) =>
      pendingSaved(context, {
        flow: 'paypal',
        method: PAYPAL_METHOD,
        amount: context.amount,
        stage: 'calling',
        transactionId: null,
        depositId: null,
        token: context.tokenId !== null,
      }),
    ),
    forgetDeposit: emit(PENDING_CLEARED),
    warnChildFailed: emit(childFailedWarning),
  },
}).createMachine({
  id: 'paypal',
  context: ({ input }) => ({
    ...intentContext(input),
    amount: input.amount,
    currency: input.app.currencyCode,
    tokenId: input.mean.format === 'TOKEN' ? (input.mean.tokenId ?? input.mean.detail.id ?? null) : null,
    clientToken: input.mean.detail.clientToken ?? null,
    consentAllowed: oneClickConsentShown({
      flagOn: input.flags[PAYPAL_CONSENT_FLAG] === true,
      loaderShown: false,
      paypalSaved: input.mean.detail.paypalSaved === true,
    }),
    consent: false,
    transactionId: null,
    outcome: null,
    result: { kind: 'cancelled' },
  }),
  initial: 'starting',
  states: {
    starting: {
      // A reload during the call: whether it was recorded cannot be told, so pending, unconfirmed.
      always: [{ guard: 'resumed', target: 'done', actions: 'endUnconfirmed' }, { guard: 'isToken', target: 'depositing' }, { target: 'preparing' }],
    },
    // The loader: the processor's checkout and PayPal's script load with the client token.
    preparing: {
      meta: { route: ROUTES.AMOUNT },
      tags: ['loader'],
      invoke: {
        src: 'setupCheckout',
        id: 'setupCheckout',
        input: ({ context }) => ({ clientToken: context.clientToken, amount: context.amount, currency: context.currency, vault: context.consentAllowed }),
        onDone: 'approving',
        onError: { target: 'done', actions: { type: 'end', params: { kind: 'failure', reason: GENERIC_FAILURE } } },
      },
    },
    // The PayPal button (and the one-click consent when allowed); PayPal's page opens from the button.
    approving: {
      meta: { route: ROUTES.AMOUNT },
      tags: ['approving'],
      on: {
        'paypal.consentChanged': { guard: ({ context }) => context.consentAllowed, actions: { type: 'setConsent', params: ({ event }) => event } },
        'paypal.approved': 'depositing',
        'paypal.cancelled': CANCEL,
        'paypal.failed': { target: 'done', actions: { type: 'end', params: { kind: 'failure', reason: GENERIC_FAILURE } } },
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
        // The approval goes from its event to the call; it is never kept in this flow's context.
        input: ({ context, event }): DepositCallInput<PayPalDepositRequest> => ({
          correlationId: correlationIdFor(context),
          depositRequest: {
            amount: context.amount,
            tokenId: context.tokenId,
            approval: event.type === 'paypal.approved' ? { nonce: event.nonce, email: event.email, payerId: event.payerId } : null,
            storeToken: context.tokenId === null && context.consentAllowed && context.consent,
          },
        }),
        // The call's ends (DESIGN 7): an answer or a refusal is read, anything else is pending, unconfirmed.
        ...depositCallEnds<PayPalResponseLike>()({
          next: 'deciding',
          read: 'readResponse',
          fail: 'failFromError',
          endWith: 'end',
          unconfirmed: 'endUnconfirmed',
        }),
      },
    },
    deciding: {
      always: { target: 'done', actions: 'finishFromOutcome' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
