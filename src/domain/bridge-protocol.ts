// What every bridge message shares, apart from its payload (SPEC 7 "Native bridge events"): the messages'
// names, the contract's version and the two channels. Its own module so that bridge-contract.ts (the schemas)
// and bridge-events.ts (the app's types, derived from the schemas) both read them without importing each other.

export const BRIDGE_EVENT_NAMES = [
  'appInitialized',
  'isDarkStatusBar',
  'statusBarHeight',
  'paymentSetCloseNavigationIcon',
  'paymentDepositSuccess',
  'paymentWithdrawalSuccess',
  'paymentCloseApplication',
  'paymentCancelRedirectInApp',
  'paymentRedirectInApp',
  'paymentRedirectInMobileBrowser',
  'paymentRedirectAppToApp',
  // Wallets: questions the native side answers on BRIDGE_ANSWER_CHANNEL.
  'applePayEligibility',
  'googlePayEligibility',
  'googlePayPaymentData',
] as const;
export type BridgeEventName = (typeof BRIDGE_EVENT_NAMES)[number];

/**
 * The contract's version, in every message (the transport adds it). Bump the major when a field is removed
 * or changes meaning, the minor when a message or an optional field is added (docs/bridge.md).
 */
export const BRIDGE_CONTRACT_VERSION = '1.0.0';

/** Channel name of the frame transport (window.parent.postMessage) used by embedding pages. */
export const BRIDGE_FRAME_CHANNEL = 'cashier.bridge';

/**
 * Channel of the native side's answers to the wallet questions: the app (evaluateJavaScript) or the
 * embedding page posts `{ channel, name, payload }` to this window.
 */
export const BRIDGE_ANSWER_CHANNEL = 'cashier.bridge.answer';
