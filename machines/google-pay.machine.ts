// The Google Pay flow (SPEC 3 wallet body, 4 "Google Pay", 5, 8, 9), run by the root as its `flow`
// child (flow-output.ts). The Pay button starts it with the loader shown; the payment data come from
// the Google Pay script's PaymentsClient.loadPaymentData on the web (the `loadPaymentData` actor of
// src/app), or from the native side on Android (the bridge message googlePayPaymentData, answered on
// the bridge's answer channel); then POST /kong/v6/me/deposits/googlepay with detail.token.
// A payment-data error (or the player closing the sheet) hides the loader: back to the amount page.
// Success or pending -> success handling; a failure -> the error dialog (SPEC 8).
import { assign, emit, setup } from 'xstate';
import { tracked, type TrackEmitted } from '../src/domain/tracking';
import type { BridgeAnswered } from '../src/domain/bridge-events';
import { DEPOSIT_SEND_TIMEOUT_MS, depositRefused } from '../src/domain/deposit-call';
import { refusalReason } from '../src/domain/errors';
import { ApiFailure } from '../src/domain/failures';
import {
  GOOGLE_PAY_METHOD,
  googlePayThroughBridge,
  walletAmount,
  walletCountryOf,
  walletOutcome,
  type WalletPayment,
  type WalletResponseLike,
  googlePayTokenAnswer,
} from '../src/domain/wallets';
import { PENDING_CLEARED, type WalletDepositInput } from './deposit-call';
import { unconfirmedPending, type FlowInput, type FlowOutput, type PendingDepositEmitted } from './flow-output';
import { ROUTES, type ScreenMeta } from './routes';
import { callbackNotProvided, errorOf, notProvided, sessionExpired } from './side-effects';

export interface GooglePayContext {
  amount: number;
  payment: WalletPayment;
  throughBridge: boolean;
  intentId: string;
  transactionId: string | null;
  /** The page was reloaded (or opened in another tab) while this flow's deposit call was under way. */
  resumed: boolean;
  result: FlowOutput;
}

// No `navigation.back`: the flow's screen is the amount page (SPEC 2: a close, not a back, on the root page),
// which holds no history entry of the app's, so neither the browser's back nor Android's reaches the flow.
export type GooglePayEvent = BridgeAnswered;

export type GooglePayEmitted = {
  type: 'bridge.googlePayPaymentData';
  payload: { request: { totalPrice: string; currencyCode: string; countryCode: string } };
};

type DepositDone = { event: { output: WalletResponseLike } };

/** The payment data could not be had (an error, or the sheet closed): the loader hides, no dialog. */
const HIDE_LOADER = { target: 'done', actions: { type: 'finishWith', params: { kind: 'cancelled' as const } } } as const;

export const googlePayMachine = setup({
  types: {
    input: {} as FlowInput,
    context: {} as GooglePayContext,
    events: {} as GooglePayEvent,
    output: {} as FlowOutput,
    emitted: {} as GooglePayEmitted | TrackEmitted | PendingDepositEmitted,
    tags: {} as 'busy' | 'askingWeb' | 'bridgeOpening' | 'bridgeAsked' | 'depositing',
    meta: {} as ScreenMeta,
  },
  actors: {
    /** PaymentsClient.loadPaymentData (SPEC 9 request, src/domain/wallets.ts): the token. */
    loadPaymentData: notProvided<string, WalletPayment>('loadPaymentData'),
    /** Listens for the native side's answers (BRIDGE_ANSWER_CHANNEL) and sends each back. */
    bridgeAnswers: callbackNotProvided<BridgeAnswered>('bridgeAnswers'),
    createGooglePayDeposit: notProvided<WalletResponseLike, WalletDepositInput>('createGooglePayDeposit'),
  },
  delays: { nextTick: 0, depositSendTimeout: DEPOSIT_SEND_TIMEOUT_MS },
  guards: {
    throughBridge: ({ context }) => context.throughBridge,
    resumed: ({ context }) => context.resumed,
    tokenAnswer: ({ event }) => event.type === 'bridge.answered' && event.name === 'googlePayPaymentData' && googlePayTokenAnswer(event.payload) !== null,
    errorAnswer: ({ event }) => event.type === 'bridge.answered' && event.name === 'googlePayPaymentData',
    sessionExpired,
    refusedByServer: (_, params: { error: unknown }) => depositRefused(params.error),
  },
  actions: {
    /** The deposit call sent (payment_deposit_request); never the token. */
    trackCall: emit(({ context }) =>
      tracked('payment_deposit_request', {
        method: 'GOOGLEPAY',
        mean: 'new',
        amount: context.amount,
        currency: context.payment.currencyCode,
        flow: 'googlePay',
        correlation_id: context.intentId,
      }),
    ),
    /**
     * The deposit is under way from its send until its answer (DESIGN 7), kept over a reload: the sheet has
     * closed and the page shows the call, so a reload or back can leave it (docs/decisions.md "Page lifecycle",
     * 2026-12-06). A resumed flow reads it as pending, unconfirmed (`deciding`).
     */
    markSent: emit(
      ({ context }): PendingDepositEmitted => ({
        type: 'deposit.pendingSaved',
        deposit: {
          flow: 'googlePay',
          method: GOOGLE_PAY_METHOD,
          amount: context.amount,
          correlationId: context.intentId,
          stage: 'calling',
          transactionId: null,
          depositId: null,
          token: false,
        },
      }),
    ),
    forgetDeposit: emit(PENDING_CLEARED),
    askPaymentData: emit(({ context }) => ({
      type: 'bridge.googlePayPaymentData' as const,
      payload: {
        request: {
          totalPrice: walletAmount(context.payment.amount),
          currencyCode: context.payment.currencyCode,
          countryCode: context.payment.countryCode,
        },
      },
    })),
    finishWith: assign((_, result: FlowOutput) => ({ result })),
    finishFromResponse: assign(({ context }, response: WalletResponseLike) => {
      const transactionId = response.transaction_uid ?? null;
      const outcome = walletOutcome(response);
      return {
        transactionId,
        result:
          outcome.kind === 'failure'
            ? { kind: 'failure' as const, reason: outcome.reason }
            : outcome.kind === 'unknown'
              ? unconfirmedPending(GOOGLE_PAY_METHOD, context.amount, transactionId)
              : { kind: outcome.kind, method: GOOGLE_PAY_METHOD, amount: context.amount, transactionId },
      };
    }),
    failFromError: assign((_, params: { error: unknown }) => ({
      result: { kind: 'failure' as const, reason: refusalReason(params.error instanceof ApiFailure ? params.error.errorCode : null) },
    })),
    /** The answer was lost: the deposit may be recorded, so it is pending, never failed. */
    finishUnconfirmed: assign(({ context }) => ({
      result: { kind: 'pending' as const, method: GOOGLE_PAY_METHOD, amount: context.amount, transactionId: null, unconfirmed: true as const },
    })),
  },
}).createMachine({
  id: 'googlePay',
  context: ({ input }) => ({
    amount: input.amount,
    payment: {
      amount: input.amount,
      currencyCode: input.app.currencyCode,
      countryCode: walletCountryOf(input.app.legislation),
      label: input.app.brand,
    },
    throughBridge: googlePayThroughBridge(input.app),
    intentId: input.intentId,
    transactionId: null,
    resumed: !!input.resume,
    result: { kind: 'cancelled' },
  }),
  meta: { route: ROUTES.AMOUNT },
  initial: 'deciding',
  states: {
    // A reload during the call: whether it was recorded cannot be told, so pending, unconfirmed (the sheet's token is gone).
    deciding: {
      always: [{ guard: 'resumed', target: 'done', actions: 'finishUnconfirmed' }, { guard: 'throughBridge', target: 'askingBridge' }, { target: 'askingWeb' }],
    },
    // The payment sheet is the script's (web): the loader stays up behind it.
    askingWeb: {
      tags: ['busy', 'askingWeb'],
      invoke: {
        src: 'loadPaymentData',
        id: 'loadPaymentData',
        input: ({ context }) => context.payment,
        onDone: 'depositing',
        onError: HIDE_LOADER,
      },
    },
    // Android: the native sheet; its answer carries the token, or an error.
    askingBridge: {
      tags: ['busy'],
      invoke: { src: 'bridgeAnswers', id: 'bridgeAnswers', onError: HIDE_LOADER }, // no sheet to be had: as its error answer
      // Asked on the next tick: the root listens to the flow's messages only once the flow has started.
      // An answer is read only once asked: one heard before (a late answer to an earlier sheet) is not this payment's.
      initial: 'opening',
      states: {
        opening: { tags: ['bridgeOpening'], after: { nextTick: 'asked' } },
        asked: {
          tags: ['bridgeAsked'],
          entry: 'askPaymentData',
          on: {
            'bridge.answered': [
              { guard: 'tokenAnswer', target: '#googlePay.depositing' },
              { guard: 'errorAnswer', target: '#googlePay.done', actions: HIDE_LOADER.actions },
            ],
          },
        },
      },
    },
    depositing: {
      tags: ['busy', 'depositing'],
      entry: ['markSent', 'trackCall'],
      exit: 'forgetDeposit',
      invoke: {
        src: 'createGooglePayDeposit',
        id: 'createGooglePayDeposit',
        // The token goes from the payment data to the call; it is never kept in context.
        input: ({ context, event }) => ({
          amount: context.amount,
          token:
            event.type === 'bridge.answered' ? (googlePayTokenAnswer(event.payload) ?? '') : String((event as unknown as { output?: unknown }).output ?? ''),
          correlationId: context.intentId,
        }),
        onDone: { target: 'done', actions: { type: 'finishFromResponse', params: ({ event }: DepositDone) => event.output } },
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'done', actions: { type: 'finishWith', params: { kind: 'sessionExpired' } } },
          // verdict.ts: only an explicit refusal fails; anything else may be recorded, so pending.
          { guard: { type: 'refusedByServer', params: errorOf }, target: 'done', actions: { type: 'failFromError', params: errorOf } },
          { target: 'done', actions: 'finishUnconfirmed' },
        ],
      },
      // No answer within the send's limit: pending, unconfirmed (DESIGN 7: no wait without an end).
      after: { depositSendTimeout: { target: 'done', actions: 'finishUnconfirmed' } },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
