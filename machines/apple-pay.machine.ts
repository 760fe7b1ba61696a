// The Apple Pay flow (SPEC 3 wallet body, 4 "Apple Pay", 5, 8, 9), run by the root as its `flow` child
// (flow-output.ts). The payment sheet is the device's: the `applePaySession` actor (src/app) opens an
// ApplePaySession (version 4) with the SPEC 5/9 request and sends back what the sheet says; the machine
// answers it (completeMerchantValidation, completePayment, abort):
//   start -> merchant validation (GET /kong/v4/transactions/applepay/session, then
//   completeMerchantValidation) -> payment authorised -> POST /kong/v6/me/deposits/applepay with
//   detail.token -> success or pending (success handling) or a failure.
// SPEC 8: Apple Pay failures go to the callback route with status error and a reason; a merchant
// session failure aborts the session first (payment.internal.error). A cancel by the player reloads.
import { assign, emit, sendTo, setup, stateIn } from 'xstate';
import { tracked, type TrackEmitted } from '../src/domain/tracking';
import { DEPOSIT_SEND_TIMEOUT_MS, depositRefused } from '../src/domain/deposit-call';
import { INTERNAL_ERROR, refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import { APPLE_PAY_METHOD, applePayCallbackUrl, walletOutcome, type WalletOutcome, type WalletResponseLike } from '../src/domain/wallets';
import { depositSent, type WalletDepositInput } from './deposit-call';
import type { FlowInput, FlowOutput, UnderWayEmitted } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { callbackNotProvided, errorOf, notProvided, sessionExpired } from './side-effects';

/** What the sheet says (sent back by the `applePaySession` actor). */
export type ApplePaySheetEvent =
  | { type: 'applePay.validateMerchant'; validationURL: string }
  | { type: 'applePay.authorized'; token: string }
  | { type: 'applePay.cancelled' };

/** What the machine tells the sheet. */
export type ApplePaySessionCommand =
  | { type: 'completeMerchantValidation'; merchantSession: unknown }
  | { type: 'completePayment'; success: boolean }
  | { type: 'abort' };

export interface ApplePaySessionInput {
  amount: number;
  currencyCode: string;
  legislation: string;
}

export interface ApplePayContext {
  amount: number;
  currencyCode: string;
  legislation: string;
  intentId: string;
  transactionId: string | null;
  outcome: WalletOutcome | null;
  result: FlowOutput;
}

// No `navigation.back`: the flow's screen is the amount page (SPEC 2: a close, not a back, on the root page),
// which holds no history entry of the app's, so no back can reach the flow (src/app/history-step.ts).
export type ApplePayEvent = ApplePaySheetEvent;

/** SPEC 4: a cancel by the player reloads the page (the app's root, the session kept). */
const RELOAD: FlowOutput = { kind: 'redirect', url: ROUTES.AMOUNT };

export const applePayMachine = setup({
  types: {
    input: {} as FlowInput,
    emitted: {} as TrackEmitted | UnderWayEmitted,
    context: {} as ApplePayContext,
    events: {} as ApplePayEvent,
    output: {} as FlowOutput,
    tags: {} as 'busy' | 'awaitingMerchant' | 'validating' | 'awaitingPayment' | 'depositing',
    meta: {} as ScreenMeta,
  },
  actors: {
    applePaySession: callbackNotProvided<ApplePaySessionCommand, ApplePaySessionInput>('applePaySession'),
    fetchMerchantSession: notProvided<unknown, { validationURL: string }>('fetchMerchantSession'),
    createApplePayDeposit: notProvided<WalletResponseLike, WalletDepositInput>('createApplePayDeposit'),
  },
  delays: { depositSendTimeout: DEPOSIT_SEND_TIMEOUT_MS },
  guards: {
    sessionExpired,
    refusedByServer: (_, params: { error: unknown }) => depositRefused(params.error),
    unknownOutcome: ({ context }) => context.outcome?.kind === 'unknown',
    succeeded: ({ context }) => context.outcome?.kind === 'success' || context.outcome?.kind === 'pending',
    depositSent: stateIn('#applePay.depositing'),
  },
  actions: {
    /** The deposit call sent (payment_deposit_request); never the token. */
    trackCall: emit(({ context }) =>
      tracked('payment_deposit_request', {
        method: 'APPLEPAY',
        mean: 'new',
        amount: context.amount,
        currency: context.currencyCode,
        flow: 'applePay',
        correlation_id: context.intentId,
      }),
    ),
    /** The deposit is under way from its send until the flow ends (the root's record; DESIGN 7). */
    markSent: emit(({ context }) => depositSent('applePay', APPLE_PAY_METHOD, context.amount, context.intentId)),
    validateMerchant: sendTo('applePaySession', (_, params: { merchantSession: unknown }) => ({
      type: 'completeMerchantValidation' as const,
      merchantSession: params.merchantSession,
    })),
    completeSuccess: sendTo('applePaySession', { type: 'completePayment', success: true } satisfies ApplePaySessionCommand),
    completeFailure: sendTo('applePaySession', { type: 'completePayment', success: false } satisfies ApplePaySessionCommand),
    abort: sendTo('applePaySession', { type: 'abort' } satisfies ApplePaySessionCommand),
    readResponse: assign((_, response: WalletResponseLike) => ({ transactionId: response.transaction_uid ?? null, outcome: walletOutcome(response) })),
    failFromError: assign((_, params: { error: unknown }) => ({
      outcome: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    finishWith: assign((_, result: FlowOutput) => ({ result })),
    finishFromOutcome: assign(({ context }) => {
      const o = context.outcome;
      if (o?.kind === 'success' || o?.kind === 'pending') {
        return { result: { kind: o.kind, method: APPLE_PAY_METHOD, amount: context.amount, transactionId: context.transactionId } };
      }
      const reason = o?.kind === 'failure' ? o.reason : INTERNAL_ERROR;
      return { result: { kind: 'redirect' as const, url: applePayCallbackUrl({ reason, amount: context.amount, transactionId: context.transactionId }) } };
    }),
    /** The answer was lost: the deposit may be recorded, so it is pending, never failed. */
    finishUnconfirmed: assign(({ context }) => ({
      result: { kind: 'pending' as const, method: APPLE_PAY_METHOD, amount: context.amount, transactionId: context.transactionId, unconfirmed: true as const },
    })),
  },
}).createMachine({
  id: 'applePay',
  context: ({ input }) => ({
    amount: input.amount,
    currencyCode: input.app.currencyCode,
    legislation: input.app.legislation,
    intentId: input.intentId,
    transactionId: null,
    outcome: null,
    result: RELOAD,
  }),
  // The sheet stays open (the session actor lives) until the flow ends.
  invoke: {
    src: 'applePaySession',
    id: 'applePaySession',
    input: ({ context }) => ({ amount: context.amount, currencyCode: context.currencyCode, legislation: context.legislation }),
    // The sheet lost: once the deposit call is sent its answer decides (DESIGN 7); before, an Apple Pay
    // failure (SPEC 8: to the callback with payment.internal.error).
    onError: [{ guard: 'depositSent' }, { target: '.done', actions: 'finishFromOutcome' }],
  },
  meta: { route: ROUTES.AMOUNT },
  initial: 'awaitingMerchant',
  states: {
    awaitingMerchant: {
      tags: ['busy', 'awaitingMerchant'],
      on: {
        'applePay.validateMerchant': 'validating',
        'applePay.cancelled': { target: 'done', actions: { type: 'finishWith', params: RELOAD } },
      },
    },
    // A cancel on the sheet while the merchant session is fetched is the player's (SPEC 4: reload); the
    // session fetched late is never handed over.
    validating: {
      tags: ['busy', 'validating'],
      on: { 'applePay.cancelled': { target: 'done', actions: { type: 'finishWith', params: RELOAD } } },
      invoke: {
        src: 'fetchMerchantSession',
        id: 'fetchMerchantSession',
        input: ({ event }) => ({ validationURL: event.type === 'applePay.validateMerchant' ? event.validationURL : '' }),
        onDone: {
          target: 'awaitingPayment',
          actions: { type: 'validateMerchant', params: ({ event }: { event: { output: unknown } }) => ({ merchantSession: event.output }) },
        },
        onError: [
          {
            guard: { type: 'sessionExpired', params: errorOf },
            target: 'done',
            actions: ['abort', { type: 'finishWith', params: { kind: 'sessionExpired' } }],
          },
          // SPEC 4, 8: a merchant session failure aborts the session and goes to the callback with payment.internal.error.
          { target: 'done', actions: ['abort', 'finishFromOutcome'] },
        ],
      },
    },
    awaitingPayment: {
      tags: ['busy', 'awaitingPayment'],
      on: {
        'applePay.authorized': 'depositing',
        'applePay.cancelled': { target: 'done', actions: { type: 'finishWith', params: RELOAD } },
      },
    },
    depositing: {
      tags: ['busy', 'depositing'],
      entry: ['markSent', 'trackCall'],
      invoke: {
        src: 'createApplePayDeposit',
        id: 'createApplePayDeposit',
        // The token goes from the sheet's event to the call; it is never kept in context.
        input: ({ context, event }) => ({
          amount: context.amount,
          token: event.type === 'applePay.authorized' ? event.token : '',
          correlationId: context.intentId,
        }),
        onDone: { target: 'routing', actions: { type: 'readResponse', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'sessionExpired', params: errorOf },
            target: 'done',
            actions: ['completeFailure', { type: 'finishWith', params: { kind: 'sessionExpired' } }],
          },
          // verdict.ts: only an explicit refusal fails; anything else may be recorded, so pending.
          { guard: { type: 'refusedByServer', params: errorOf }, target: 'routing', actions: { type: 'failFromError', params: errorOf } },
          { target: 'done', actions: ['completeSuccess', 'finishUnconfirmed'] },
        ],
      },
      // No answer within the send's limit: pending, unconfirmed (DESIGN 7: no wait without an end).
      after: { depositSendTimeout: { target: 'done', actions: ['completeSuccess', 'finishUnconfirmed'] } },
    },
    routing: {
      always: [
        { guard: 'succeeded', target: 'done', actions: ['completeSuccess', 'finishFromOutcome'] },
        { guard: 'unknownOutcome', target: 'done', actions: ['completeSuccess', 'finishUnconfirmed'] },
        { target: 'done', actions: ['completeFailure', 'finishFromOutcome'] },
      ],
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
