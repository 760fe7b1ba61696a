// Wallet eligibility (SPEC 4 "Apple Pay" and "Google Pay", 5, 8, 9): whether Apple Pay and Google Pay
// can be offered on this device. Each wallet goes from not checked to compatible or notCompatible;
// the payment means read the result (a wallet not compatible is not shown, SPEC 5; the default-mean
// rules, src/domain/default-mean.ts). Run by src/app (wallet-eligibility-actors.ts), on demand, once the
// means and the session are known; its side effects are the actors below, its bridge questions emitted.
//   Apple Pay: the sports app on iOS and the poker app on macOS read `apple_pay` (query or cookie); the
//     turf app on iOS asks the bridge (500 ms, no answer: not compatible, logged); anything else asks
//     ApplePaySession.canMakePaymentsWithActiveCard(merchantId) (with session version 4).
//   Google Pay: the script loads (a failure: not compatible), then the readiness check runs through the
//     bridge on Android or with isReadyToPay elsewhere; a check that fails (not a "not ready" answer) is
//     retried once after 600 ms.
import { assign, emit, setup } from 'xstate';
import type { BridgeAnswered } from '../src/domain/bridge-events';
import type { WalletCompatibility, WalletState } from '../src/domain/default-mean';
import {
  APPLE_PAY_BRIDGE_TIMEOUT_MS,
  GOOGLE_PAY_RETRY_MS,
  type WalletCheckInput,
  type WalletReadiness,
  applePayEligibleAnswer,
  googlePayReadyAnswer,
} from '../src/domain/wallets';
import { callbackNotProvided, notProvided } from './side-effects';

export interface WalletEligibilityContext {
  input: WalletCheckInput;
  applePay: WalletCompatibility;
  googlePay: WalletCompatibility;
  googlePayHasCardInWallet: boolean;
  /** The web readiness check was already retried once. */
  retried: boolean;
}

export type WalletEligibilityEmitted =
  | { type: 'bridge.applePayEligibility'; payload: { merchantId: string | null } }
  | { type: 'bridge.googlePayEligibility'; payload: { request: unknown } }
  | { type: 'app.warning'; message: string };

const answerIs =
  (name: string) =>
  ({ event }: { event: BridgeAnswered }) =>
    event.name === name;

export const walletEligibilityMachine = setup({
  types: {
    input: {} as WalletCheckInput,
    context: {} as WalletEligibilityContext,
    events: {} as BridgeAnswered,
    emitted: {} as WalletEligibilityEmitted,
    output: {} as WalletState,
  },
  actors: {
    /** ApplePaySession (version 4) and canMakePaymentsWithActiveCard(merchantId). */
    canMakeApplePayments: notProvided<boolean>('canMakeApplePayments'),
    /** Loads the Google Pay script (its URL from src/app/config.ts); rejects when it cannot. */
    loadGooglePayScript: notProvided<void>('loadGooglePayScript'),
    /** The script's PaymentsClient.isReadyToPay. */
    isReadyToPay: notProvided<WalletReadiness, { request: unknown }>('isReadyToPay'),
    /** Listens for the native side's answers (BRIDGE_ANSWER_CHANNEL) and sends each back. */
    bridgeAnswers: callbackNotProvided<BridgeAnswered>('bridgeAnswers'),
  },
  delays: {
    applePayBridge: APPLE_PAY_BRIDGE_TIMEOUT_MS,
    // SPEC gives no Android time-out: the Apple Pay bridge's 500 ms (docs/decisions.md).
    googlePayBridge: APPLE_PAY_BRIDGE_TIMEOUT_MS,
    googlePayRetry: GOOGLE_PAY_RETRY_MS,
  },
  guards: {
    // Named, not not(...): the workbench and the charts show a guard by its name (a built bundle renames not's).
    applePayDisabled: ({ context }) => !context.input.applePay.enabled,
    applePayFlag: ({ context }) => context.input.applePay.path.kind === 'flag',
    applePayFlagTrue: ({ context }) => context.input.applePay.path.kind === 'flag' && context.input.applePay.path.value,
    applePayBridge: ({ context }) => context.input.applePay.path.kind === 'bridge',
    applePayEligibleAnswer: ({ event }) => event.name === 'applePayEligibility' && applePayEligibleAnswer(event.payload),
    applePayAnswer: answerIs('applePayEligibility'),
    isTrue: (_, params: { value: boolean }) => params.value === true,
    googlePayEnabled: ({ context }) => context.input.googlePay.enabled,
    googlePayBridge: ({ context }) => context.input.googlePay.throughBridge,
    googlePayReadyAnswer: ({ event }) => event.name === 'googlePayEligibility' && googlePayReadyAnswer(event.payload).ready,
    googlePayAnswer: answerIs('googlePayEligibility'),
    ready: (_, params: WalletReadiness) => params.ready,
    canRetry: ({ context }) => !context.retried,
  },
  actions: {
    warnListenerFailed: emit({ type: 'app.warning', message: 'wallet eligibility: the bridge listener failed' } as const),
    applePayIs: assign((_, params: { value: WalletCompatibility }) => ({ applePay: params.value })),
    googlePayIs: assign((_, params: { value: WalletCompatibility; hasCard?: boolean }) => ({
      googlePay: params.value,
      googlePayHasCardInWallet: params.value === 'compatible' && params.hasCard === true,
    })),
    markRetried: assign({ retried: true }),
    askApplePay: emit(({ context }) => ({ type: 'bridge.applePayEligibility' as const, payload: { merchantId: context.input.applePay.merchantId } })),
    askGooglePay: emit(({ context }) => ({ type: 'bridge.googlePayEligibility' as const, payload: { request: context.input.googlePay.readyRequest } })),
    // SPEC 8: an eligibility time-out logs an error and means not compatible.
    warnApplePayTimeout: emit({ type: 'app.warning', message: 'Apple Pay eligibility: no bridge answer in 500 ms, not compatible' } as const),
    warnGooglePayTimeout: emit({ type: 'app.warning', message: 'Google Pay eligibility: no bridge answer in 500 ms, not compatible' } as const),
  },
}).createMachine({
  id: 'walletEligibility',
  context: ({ input }) => ({ input, applePay: 'notChecked', googlePay: 'notChecked', googlePayHasCardInWallet: false, retried: false }),
  initial: 'checking',
  states: {
    checking: {
      type: 'parallel',
      onDone: 'done',
      states: {
        applePay: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'applePayDisabled', target: 'notCompatible' },
                { guard: 'applePayFlagTrue', target: 'compatible' },
                { guard: 'applePayFlag', target: 'notCompatible' },
                { guard: 'applePayBridge', target: 'askingBridge' },
                { target: 'askingSession' },
              ],
            },
            askingBridge: {
              entry: 'askApplePay',
              invoke: { src: 'bridgeAnswers', id: 'applePayAnswers', onError: { actions: 'warnListenerFailed' } }, // hears nothing: the time-out decides
              after: { applePayBridge: { target: 'notCompatible', actions: 'warnApplePayTimeout' } },
              on: {
                'bridge.answered': [
                  { guard: 'applePayEligibleAnswer', target: 'compatible' },
                  { guard: 'applePayAnswer', target: 'notCompatible' },
                ],
              },
            },
            askingSession: {
              invoke: {
                src: 'canMakeApplePayments',
                id: 'canMakeApplePayments',
                onDone: [{ guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) }, target: 'compatible' }, { target: 'notCompatible' }],
                onError: 'notCompatible',
              },
            },
            compatible: { type: 'final', entry: { type: 'applePayIs', params: { value: 'compatible' } } },
            notCompatible: { type: 'final', entry: { type: 'applePayIs', params: { value: 'notCompatible' } } },
          },
        },
        googlePay: {
          initial: 'deciding',
          states: {
            // The script loads only when Google Pay is enabled (SPEC 4).
            deciding: { always: [{ guard: 'googlePayEnabled', target: 'loadingScript' }, { target: 'notCompatible' }] },
            loadingScript: {
              invoke: {
                src: 'loadGooglePayScript',
                id: 'loadGooglePayScript',
                onDone: [{ guard: 'googlePayBridge', target: 'askingBridge' }, { target: 'askingWeb' }],
                onError: 'notCompatible',
              },
            },
            askingBridge: {
              entry: 'askGooglePay',
              invoke: { src: 'bridgeAnswers', id: 'googlePayAnswers', onError: { actions: 'warnListenerFailed' } }, // hears nothing: the time-out decides
              after: { googlePayBridge: { target: 'notCompatible', actions: 'warnGooglePayTimeout' } },
              on: {
                'bridge.answered': [
                  {
                    guard: 'googlePayReadyAnswer',
                    target: 'done',
                    actions: {
                      type: 'googlePayIs',
                      params: ({ event }) => ({ value: 'compatible' as const, hasCard: googlePayReadyAnswer(event.payload).hasCard }),
                    },
                  },
                  { guard: 'googlePayAnswer', target: 'notCompatible' },
                ],
              },
            },
            askingWeb: {
              invoke: {
                src: 'isReadyToPay',
                id: 'isReadyToPay',
                input: ({ context }) => ({ request: context.input.googlePay.readyRequest }),
                onDone: [
                  {
                    guard: { type: 'ready', params: ({ event }) => event.output },
                    target: 'done',
                    actions: { type: 'googlePayIs', params: ({ event }) => ({ value: 'compatible' as const, hasCard: event.output.hasCard }) },
                  },
                  // "Not ready" is Google Pay's answer, not a failure: no retry (docs/decisions.md).
                  { target: 'notCompatible' },
                ],
                onError: [{ guard: 'canRetry', target: 'waitingRetry' }, { target: 'notCompatible' }],
              },
            },
            waitingRetry: { after: { googlePayRetry: { target: 'askingWeb', actions: 'markRetried' } } },
            done: { type: 'final' },
            notCompatible: { type: 'final', entry: { type: 'googlePayIs', params: { value: 'notCompatible' } } },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    applePay: context.applePay,
    googlePay: context.googlePay,
    googlePayHasCardInWallet: context.googlePayHasCardInWallet,
  }),
});
