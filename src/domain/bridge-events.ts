// The native bridge contract (SPEC section 7): the messages mobile teams receive. Machines emit them
// as `bridge.<name>` events; src/bridge forwards each one to the iOS, Android or frame transport. The payloads'
// schemas, descriptions and examples are in bridge-contract.ts (docs/bridge.md is generated from it); the messages'
// names, the contract version and the channels in bridge-protocol.ts.
import type { z } from 'zod';
import type { BRIDGE_CONTRACT } from './bridge-contract';
import { BRIDGE_CONTRACT_VERSION, type BridgeEventName } from './bridge-protocol';

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

/** An answer of the native side, as the machines receive it (src/app listens for it). */
export type BridgeAnswered = { type: 'bridge.answered'; name: string; payload: unknown };
