// One intent, one deposit (DESIGN 7). A deposit call whose answer is not an explicit refusal (verdict.ts:
// the connection dropped, a 5xx, a 409 or 429, a body that is not the answer's) may have been recorded:
// it is sent again with the same correlation id (the server answers a repeated id with the deposit it
// recorded), after a short back-off, and if the answer still cannot be read the deposit is pending,
// unconfirmed: never failed. What survives a reload while a deposit waits is described here too.
import { verdictOf, type CallRole } from './verdict';
import type { ThreeDs2Data } from '../methods/card/rules';
import { usableUrl } from './urls';
import { FLOW_KINDS, type FlowKind } from './methods';
import { methodType, type PaymentMean } from './payment-means';

/** Back-off before each new send of an unanswered deposit call: two more sends, then pending. */
export const DEPOSIT_RETRY_DELAYS_MS = [1000, 3000] as const;

/**
 * How long one send of the deposit call may go unanswered before it counts as unanswered (and is sent
 * again): three sends and the two back-offs end within 25 s, well inside the 30 s outcome limit (DESIGN 7),
 * even on a slow device whose own work adds to the wait.
 */
export const DEPOSIT_SEND_TIMEOUT_MS = 7000;

/** The role of an intent's send: the first can be refused by a 4xx, a resend cannot (verdict.ts). */
export const sendRole = (attempt: number): CallRole => (attempt === 0 ? 'deposit' : 'resend');

/** The answer of a deposit call is not known: the deposit may or may not be recorded (verdict.ts). */
export function answerUnreadable(error: unknown, attempt = 0): boolean {
  return verdictOf({ kind: 'failure', error, call: sendRole(attempt) }) === 'unknown';
}

/** The deposit call's failure is an explicit refusal of the deposit (a 4xx with its code on the first send). */
export function depositRefused(error: unknown, attempt = 0): boolean {
  return verdictOf({ kind: 'failure', error, call: sendRole(attempt) }) === 'refused';
}

/** Where a deposit waits when the page may be reloaded. */
export type PendingStage = 'calling' | 'threeDs2' | 'challenge' | 'monitoring' | 'polling';
const STAGES: readonly PendingStage[] = ['calling', 'threeDs2', 'challenge', 'monitoring', 'polling'];

/**
 * The 3DS2 challenge shown when the page went (SPEC 4 detail 3): what the challenge page posts to the
 * bank's ACS again after a reload (docs/decisions.md "Page lifecycle"). The CReq carries the 3DS ids,
 * never card data.
 */
export type PendingChallenge = Pick<ThreeDs2Data, 'acsURL' | 'creq' | 'acsTransID' | 'threeDSServerTransID' | 'messageVersion'>;

/**
 * A deposit under way, kept in sessionStorage (this tab only) so that a reload shows it instead of a
 * fresh amount page: ids, method and amount, never a token, a card number or a code.
 */
export interface PendingDeposit {
  flow: FlowKind;
  /** The mean's method (wire name after renaming, e.g. CARD, MOBILEMONEY, PAYSAFECARD). */
  method: string;
  amount: number;
  correlationId: string;
  stage: PendingStage;
  transactionId: string | null;
  depositId: string | null;
  /** Mobile money: paid with a saved mean (the realtime request says so). */
  token: boolean;
  /** Stage 'challenge': the challenge to show again. */
  challenge?: PendingChallenge;
  /**
   * Mobile money: the operator and the national number the request went to, so that the wait shows its
   * "MTN Mobile Money · +225 07 01 02 03 04" line again after a reload (docs/decisions.md "A reloaded wait
   * says where the request went"). The player's own number, in this tab only; never a code.
   */
  sentTo?: PendingSentTo;
  /**
   * Stage 'polling': when the wait for the player's approval began (epoch ms), so that a reload or another
   * tab counts the same deadline on instead of starting it again (docs/decisions.md "A resumed wait keeps its
   * deadline").
   */
  waitingSince?: number;
  /** A kept record as read by a page: how long its wait had run then. Never stored. */
  waitedMs?: number;
}

export interface PendingSentTo {
  operator: string;
  phoneNumber: string;
}

const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= 200;
const textOrNull = (v: unknown): v is string | null => v === null || text(v);

/** Reads a stored record; anything else (another shape, a tampered value) is no record. */
export function parsePendingDeposit(raw: string | null): PendingDeposit | null {
  if (!raw) return null;
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const ok =
    FLOW_KINDS.includes(v.flow as FlowKind) &&
    text(v.method) &&
    typeof v.amount === 'number' &&
    Number.isFinite(v.amount) &&
    v.amount > 0 &&
    text(v.correlationId) &&
    STAGES.includes(v.stage as PendingStage) &&
    textOrNull(v.transactionId) &&
    textOrNull(v.depositId) &&
    typeof v.token === 'boolean';
  if (!ok) return null;
  const { flow, method, amount, correlationId, stage, transactionId, depositId, token } = v as unknown as PendingDeposit;
  if (stage !== 'challenge') {
    const sentTo = parseSentTo(v.sentTo);
    const since = stage === 'polling' && typeof v.waitingSince === 'number' && Number.isFinite(v.waitingSince) ? v.waitingSince : null;
    return {
      flow,
      method,
      amount,
      correlationId,
      stage,
      transactionId,
      depositId,
      token,
      ...(sentTo ? { sentTo } : {}),
      ...(since === null ? {} : { waitingSince: since }),
    };
  }
  const challenge = parseChallenge(v.challenge);
  return challenge && transactionId ? { flow, method, amount, correlationId, stage, transactionId, depositId, token, challenge } : null;
}

/** The record to keep: a wait keeps the time it began, from the record kept before for the same intent, else now. */
export function withWaitStart(deposit: PendingDeposit, kept: PendingDeposit | null, now: number): PendingDeposit {
  const { waitedMs: _waited, waitingSince, ...record } = deposit;
  if (record.stage !== 'polling') return record;
  const since = kept?.correlationId === record.correlationId ? kept.waitingSince : undefined;
  return { ...record, waitingSince: since ?? waitingSince ?? now };
}

/** A kept record as read at `now`: how long its wait has run (a clock set back counts as no time). */
export function readAt(deposit: PendingDeposit, now: number): PendingDeposit {
  return deposit.waitingSince === undefined ? deposit : { ...deposit, waitedMs: Math.max(0, now - deposit.waitingSince) };
}

/** What is left of a wait of `lifetimeMs` for a flow resumed from `resume` (all of it for a fresh wait). */
export const waitLeftMs = (lifetimeMs: number, resume: PendingDeposit | null): number => Math.max(0, lifetimeMs - (resume?.waitedMs ?? 0));

/** A stored operator and number: a short name and digits only, else none (the wait then shows no such line). */
function parseSentTo(raw: unknown): PendingSentTo | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { operator, phoneNumber } = raw as Record<string, unknown>;
  return typeof operator === 'string' && /^[A-Z_]{2,20}$/.test(operator) && typeof phoneNumber === 'string' && /^[0-9 +]{6,20}$/.test(phoneNumber)
    ? { operator, phoneNumber }
    : null;
}

const longText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= 4000;
const field = (v: unknown): string | null => (text(v) ? v : null);

/** A stored challenge: an ACS address the app may post to (usableUrl) and its CReq, else none. */
function parseChallenge(raw: unknown): PendingChallenge | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  const acsURL = usableUrl(c.acsURL);
  if (!acsURL || acsURL.length > 2000 || !longText(c.creq)) return null;
  return {
    acsURL,
    creq: c.creq,
    acsTransID: field(c.acsTransID),
    threeDSServerTransID: field(c.threeDSServerTransID),
    messageVersion: field(c.messageVersion),
  };
}

/** The mean a resumed flow starts on: only its method (and, for mobile money, that it was saved). */
export function resumedMean(p: PendingDeposit): PaymentMean {
  return {
    id: `resumed-${p.method}`,
    type: methodType(p.method),
    method: p.method,
    displayOrder: 0,
    format: p.token ? 'TOKEN' : 'PAYMENT_METHOD',
    features: [],
    name: p.method,
    status: 'enabled',
    detail: { minAmount: 0, maxAmount: p.amount },
    providersRef: [],
    tokenId: p.token ? 'resumed' : null,
  };
}

/**
 * What the player chose on the amount page (the mean's id and the amount), kept for this tab so that a
 * reload, a return from a provider's page or a form left by back shows the amount page as it was chosen
 * (SPEC 9 persisted values "amount and source"; docs/decisions.md "Page lifecycle"). Never card data.
 */
export interface PaymentDraft {
  meanId: string;
  amount: number | null;
}

/** Reads a stored draft; anything else is no draft. */
export function parsePaymentDraft(raw: string | null): PaymentDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof v !== 'object' || v === null || !text(v.meanId)) return null;
    const amount = typeof v.amount === 'number' && Number.isFinite(v.amount) && v.amount > 0 ? v.amount : null;
    return { meanId: v.meanId as string, amount };
  } catch {
    return null;
  }
}
