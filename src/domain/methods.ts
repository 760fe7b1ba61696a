// The method registry (SPEC 4 "Choice of deposit request"): which flow machine pays each payment
// method. The root deposit actor knows a method only through this table: adding a method adds its
// row (and, for a new kind of flow, its FLOWS entry), never a line of the root (docs/architecture.md).
import { GENERIC_FAILURE, INTERNAL_ERROR } from './errors';
import { MOBILE_MONEY_OPERATOR_METHODS, sameMethod } from './payment-means';

/**
 * The flow machines, each run by the root as its `flow` child (machines/flow-output.ts): its machine's name
 * in machines/registry.ts (and so its charts, events and SPEC expectations), and the reason shown if it crashes
 * before its deposit call, and whether it makes one (once it may have, an unknown end is pending, never failed:
 * DESIGN 7). test/model/method-parts.test.ts fails when a flow lacks one of its parts.
 */
export const FLOWS = {
  card: { machine: 'card', crashReason: INTERNAL_ERROR, depositCall: true },
  mobileMoney: { machine: 'mobile-money', crashReason: 'payment.genericfailurenoncard', depositCall: true },
  direct: { machine: 'direct-deposit', crashReason: INTERNAL_ERROR, depositCall: true },
  // SPEC 8: BLIK non-success is payment.genericfailure.
  blik: { machine: 'blik', crashReason: GENERIC_FAILURE, depositCall: true },
  // SPEC 8: MB Way unexpected status is payment.genericfailurenoncard.
  mbway: { machine: 'mbway', crashReason: 'payment.genericfailurenoncard', depositCall: true },
  // SPEC 8: PayPal non-success is payment.genericfailure.
  paypal: { machine: 'paypal', crashReason: GENERIC_FAILURE, depositCall: true },
  // Wallets: the device's payment sheet, then one deposit call.
  applePay: { machine: 'apple-pay', crashReason: INTERNAL_ERROR, depositCall: true },
  googlePay: { machine: 'google-pay', crashReason: INTERNAL_ERROR, depositCall: true },
  // No payment method; the withdrawal fragments run as a flow, opened from their route
  // (docs/decisions.md "Withdrawal fragments"). No method maps to it (METHOD_FLOWS), so no tile pays with it.
  withdrawal: { machine: 'withdrawal', crashReason: 'payment.withdrawal.genericfailure', depositCall: false },
} as const satisfies Record<string, { machine: string; crashReason: string; depositCall: boolean }>;
export type FlowKind = keyof typeof FLOWS;
/**
 * How long the page waits for a method flow's code (the root's `loadingFlow`, under the busy overlay) before
 * it is read as a failed load (DESIGN 7: no spinner without end; docs/decisions.md "A flow's code that does
 * not arrive"). A stalled chunk request would otherwise cover the page for as long as the browser waits.
 */
export const FLOW_LOAD_TIMEOUT_MS = 10_000;
export const FLOW_KINDS = Object.keys(FLOWS) as FlowKind[];

/**
 * Methods paid by one deposit call, then a redirect or a reference; the premium ticket (a voucher code,
 * docs/decisions.md) is paid by that one call at once.
 */
export const DIRECT_METHODS = ['PAYSAFECARD', 'PRZELEWY24', 'BANKTRANSFER_DEPOSIT', 'MULTIBANCO', 'SKRILL', 'PREMIUM_TICKET'] as const;
export type DirectMethod = (typeof DIRECT_METHODS)[number];

/** Mobile money: the method and its operators as wire method names. */
export const MOBILE_MONEY_METHODS: readonly string[] = ['MOBILEMONEY', ...MOBILE_MONEY_OPERATOR_METHODS];

/** MB Way under its three wire names (SPEC 3): one flow pays them all, the body says MBWAY. */
export const MBWAY_METHODS: readonly string[] = ['MBWAY', 'MBWayOneClick', 'MBWayPA'];

/** Wire method name -> the flow that pays it. */
const METHOD_FLOWS: ReadonlyArray<readonly [string, FlowKind]> = [
  ['CARD', 'card'],
  ...MOBILE_MONEY_METHODS.map((m) => [m, 'mobileMoney'] as const),
  ...DIRECT_METHODS.map((m) => [m, 'direct'] as const),
  ['BLIK', 'blik'],
  // MB Way (SPEC 3 wire names): MBWAY, its one-click (a saved mandate) and authorised payments (MBWayPA).
  ...MBWAY_METHODS.map((m) => [m, 'mbway'] as const),
  ['PAYPAL', 'paypal'],
  // Wallets.
  ['APPLEPAY', 'applePay'],
  ['GOOGLEPAY', 'googlePay'],
];

/** The wire method names a flow pays (none for the withdrawal fragments). */
export const methodsOf = (kind: FlowKind): string[] => METHOD_FLOWS.filter(([, k]) => k === kind).map(([m]) => m);

/** The flow that pays a method, or null when no flow can pay it yet (its tile says so). */
export function flowOf(method: string | null | undefined): FlowKind | null {
  return METHOD_FLOWS.find(([m]) => sameMethod(m, method))?.[1] ?? null;
}

/**
 * No tile anywhere that cannot pay: the means a flow of the registry can pay, and the saved
 * tokens except those whose mean no flow pays. Read from the registry, so a method gets its tiles with
 * its flow.
 */
export function payableMeans<M extends { method: string; tokenId?: string | null }, T extends { id: string }>(
  means: readonly M[],
  tokens: readonly T[],
): { means: M[]; tokens: T[] } {
  const unpayable = means.filter((m) => flowOf(m.method) === null);
  return {
    means: means.filter((m) => !unpayable.includes(m)),
    tokens: tokens.filter((t) => !unpayable.some((m) => m.tokenId != null && m.tokenId === t.id)),
  };
}

/** The direct method a method name stands for (BANKTRANSFER and BANKTRANSFER_DEPOSIT alike), or null. */
export function directMethodOf(method: string | null | undefined): DirectMethod | null {
  return DIRECT_METHODS.find((m) => sameMethod(m, method)) ?? null;
}
