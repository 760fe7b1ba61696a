// The native bridge contract (SPEC section 7): the messages mobile teams receive. Machines emit them
// as `bridge.<name>` events; src/bridge forwards each one to the iOS, Android or frame transport.
export const BRIDGE_EVENT_NAMES = [
  'appInitialized',
  'paymentDepositSuccess',
  'paymentWithdrawalSuccess',
  'paymentCloseApplication',
  'paymentCancelRedirectInApp',
  'paymentRedirectInApp',
  'paymentRedirectInMobileBrowser',
  'paymentRedirectAppToApp',
  'paymentSetCloseNavigationIcon',
  // Wallets (issue 14): questions the native side answers on BRIDGE_ANSWER_CHANNEL.
  'applePayEligibility',
  'googlePayEligibility',
  'googlePayPaymentData',
] as const;
export type BridgeEventName = (typeof BRIDGE_EVENT_NAMES)[number];

export interface BridgePayloads {
  appInitialized: { legislation: string; language: string };
  paymentDepositSuccess: { status: 'success' | 'pending'; method: string; amount: number; transactionId: string | null };
  paymentWithdrawalSuccess: { amount: number };
  paymentCloseApplication: { reason: string | null };
  paymentCancelRedirectInApp: Record<string, never>;
  paymentRedirectInApp: { url: string; reason: string; navigationStrategy: 'ONE' | 'MANY' };
  paymentRedirectInMobileBrowser: { url: string };
  paymentRedirectAppToApp: { url: string };
  paymentSetCloseNavigationIcon: { visible: boolean };
  /** The turf app on iOS: can this device pay with Apple Pay? Answer: { eligible: boolean }. */
  applePayEligibility: { merchantId: string | null };
  /** Android: is Google Pay ready (the request as for isReadyToPay)? Answer: { ready, hasCard }. */
  googlePayEligibility: { request: unknown };
  /** Android: the payment data of Google Pay (the request as for loadPaymentData). Answer: { token } or { error }. */
  googlePayPaymentData: { request: unknown };
}

/** What a machine emits for the bridge: `{ type: 'bridge.paymentCloseApplication', payload }`. */
export type BridgeEmitted = {
  [K in BridgeEventName]: { type: `bridge.${K}`; payload: BridgePayloads[K] };
}[BridgeEventName];

/** The message a transport carries (and the simulated webview shows). */
export type BridgeMessage = {
  [K in BridgeEventName]: { name: K; payload: BridgePayloads[K] };
}[BridgeEventName];

export function toBridgeMessage(e: BridgeEmitted): BridgeMessage {
  return { name: e.type.slice('bridge.'.length), payload: e.payload } as BridgeMessage;
}

/** Channel name of the frame transport (window.parent.postMessage) used by embedding pages. */
export const BRIDGE_FRAME_CHANNEL = 'cashier.bridge';

/**
 * Channel of the native side's answers to the wallet questions: the app (evaluateJavaScript) or the
 * embedding page posts `{ channel, name, payload }` to this window.
 */
export const BRIDGE_ANSWER_CHANNEL = 'cashier.bridge.answer';

/** An answer of the native side, as the machines receive it (src/app listens for it). */
export type BridgeAnswered = { type: 'bridge.answered'; name: string; payload: unknown };
