// The native bridge contract (SPEC section 7): the messages mobile teams receive. Machines emit them
// as `bridge.<name>` events; src/bridge forwards each one to the iOS, Android or frame transport. The payloads'
// schemas, descriptions and examples are in bridge-contract.ts (docs/bridge.md is generated from it).
import type { z } from 'zod';
import type { BRIDGE_CONTRACT } from './bridge-contract';

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

/** Each message's payload, as its zod schema in bridge-contract.ts says (a type-only import: no zod at run time). */
export type BridgePayloads = { [K in BridgeEventName]: z.output<(typeof BRIDGE_CONTRACT)[K]['payload']> };

/** What a machine emits for the bridge: `{ type: 'bridge.paymentCloseApplication', payload }`. */
export type BridgeEmitted = {
  [K in BridgeEventName]: { type: `bridge.${K}`; payload: BridgePayloads[K] };
}[BridgeEventName];

/** The message a transport carries (and the simulated webview shows). */
export type BridgeMessage = {
  [K in BridgeEventName]: { name: K; contractVersion: typeof BRIDGE_CONTRACT_VERSION; payload: BridgePayloads[K] };
}[BridgeEventName];

export function toBridgeMessage(e: BridgeEmitted): BridgeMessage {
  return { name: e.type.slice('bridge.'.length), contractVersion: BRIDGE_CONTRACT_VERSION, payload: e.payload } as BridgeMessage;
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
