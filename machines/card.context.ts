// The card flow's context, events and the pieces of it built from the mean it starts on (card.machine.ts).
import {
  CARD_INTERNAL_ERROR,
  defaultBrand,
  type AcquirerPayloads,
  type CardOutcome,
  type Expiry,
  type SchemeSelectionType,
  type ThreeDs2Data,
} from '../src/methods/card/rules';
import type { PendingDeposit } from '../src/domain/deposit-call';
import type { IntentContext } from './deposit-call';
import { unconfirmedPending, type FlowInput, type FlowOutput } from './flow-output';

/** What the form knows about the card that may be kept: never the number or the CVV. */
export interface CardFacts {
  bin: string;
  lastDigits: string;
  type: string;
  expiry: Expiry;
  remember: boolean;
}

/** What the encryption actor gets: the number and CVV straight from the form event. */
export type EncryptInput =
  | { kind: 'new'; number: string; expiry: Expiry; cvv: string; legislation: string }
  | { kind: 'token'; cvv: string; legislation: string };

export interface CardDepositRequest {
  amount: number;
  tokenId: string | null;
  card: CardFacts;
  /** The acquirers' encrypted card: in memory only, never in a record kept for a reload (masked in traces). */
  payloads: AcquirerPayloads;
  scheme: string | null;
  selectionType: SchemeSelectionType;
  availableSchemes: string[];
}

/** What src/methods/card/api.ts sends: the request, with the intent's correlation id and which send it is (0: the first). */
export interface CardDepositInput extends CardDepositRequest {
  correlationId: string;
  attempt: number;
}

export interface CardContext extends FlowInput, Omit<IntentContext, 'resume'> {
  resume: PendingDeposit | null;
  /** Paying with the saved card (CVV form) rather than a new card. */
  isToken: boolean;
  /** The flow started on a saved card: the player may switch to a new card and back. */
  hasSaved: boolean;
  /** The saved card's brands once known, kept across a switch to a new card and back. */
  savedBrands: string[];
  bin: string | null;
  brands: string[];
  brandError: string | null;
  scheme: string | null;
  selectionType: SchemeSelectionType;
  card: CardFacts | null;
  payloads: AcquirerPayloads | null;
  transactionId: string | null;
  outcome: CardOutcome | null;
  threeDs: ThreeDs2Data | null;
  /**
   * The refusal shown on the form after a payment.genericfailure (SPEC 4), with the intent it answered. It
   * stays while the next payment is under way, so nothing moves under the player's finger on Pay; the next
   * outcome replaces it (docs/decisions.md "A refused card's notice stays until the next outcome").
   */
  notice: CardNotice | null;
  result: FlowOutput;
}

export interface CardNotice {
  reason: string;
  /** The refused intent's correlation id: a new refusal is a new notice, read out again. */
  intentId: string;
}

export type CardEvent =
  | { type: 'card.binChanged'; bin: string | null }
  /** `intentId`: this submission's deposit intent (made by the form), its call's correlation id. */
  | { type: 'card.submitted'; number: string; expiry: string; cvv: string; remember: boolean; intentId: string }
  | { type: 'cvv.submitted'; cvv: string; intentId: string }
  | { type: 'card.cancelled' }
  /** The issuer's page opened again by the native app (its in-app browser was closed). */
  | { type: 'card.issuerReopened' }
  | { type: 'brand.choose' }
  | { type: 'brand.chosen'; brand: string }
  | { type: 'brand.cancelled' }
  | { type: 'threeds.methodCompleted' }
  | { type: 'threeds.challengeCompleted' }
  /** Back on the challenge asks first (the confirmation dialog): yes ends the flow, no stays on it. */
  | { type: 'threeds.cancelConfirmed' }
  | { type: 'threeds.cancelDismissed' }
  /** The header's or the browser's back, forwarded by the root (machines/deposit.machine.ts). */
  | { type: 'navigation.back' }
  | { type: 'card.useNew' }
  | { type: 'card.useSaved' }
  /** "Stop waiting" on the 3DS2 polling wait: pending, unconfirmed. */
  | { type: 'wait.stopped' };

const tokenFacts = (input: FlowInput): CardFacts | null => {
  const d = input.mean.detail;
  if (input.mean.format !== 'TOKEN') return null;
  return {
    bin: d.bin ?? '',
    lastDigits: d.lastDigits ?? '',
    type: d.cardType ?? '',
    expiry: { month: d.expiryMonth ?? 0, year: d.expiryYear ?? 0 },
    remember: false,
  };
};

/** The saved card's part of the context, from the mean the flow started on. */
export function savedCardFields(input: FlowInput, known: string[]) {
  const schemes = known.length ? known : (input.mean.detail.availableSchemes ?? []).filter(Boolean);
  return {
    isToken: input.mean.format === 'TOKEN',
    bin: input.mean.format === 'TOKEN' ? (input.mean.detail.bin ?? null) : null,
    brands: schemes,
    brandError: null,
    scheme: input.mean.detail.schemeSelected ?? (schemes.length ? defaultBrand(schemes) : null),
    selectionType: (input.mean.detail.schemeSelectionType === 'user' ? 'user' : 'not_applicable') as SchemeSelectionType,
    card: tokenFacts(input),
  };
}

/** How the card flow ends, from the card answer it read (SPEC 4 "Card response"). */
export function flowOutputOf(o: CardOutcome | null, amount: number, transactionId: string | null): FlowOutput {
  switch (o?.kind) {
    case 'success':
    case 'pending':
      return { kind: o.kind, method: 'CARD', amount, transactionId };
    case 'threeDs1':
    case 'issuerRedirect':
      return { kind: 'redirect', url: o.url };
    case 'refused':
    case 'failure':
      return { kind: 'failure', reason: o.reason };
    // verdict.ts: an answer the app cannot act on may still be a deposit: pending, unconfirmed.
    case 'unknown':
      return unconfirmedPending('CARD', amount, transactionId);
    default:
      return { kind: 'failure', reason: CARD_INTERNAL_ERROR };
  }
}
