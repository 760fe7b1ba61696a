// What a deposit response means, per method (SPEC 4 "Deposit outcome statuses", "Bank transfer",
// "Skrill", "Przelewy24", "Multibanco", "Paysafecard"), and what a provider's return to the callback
// route means (SPEC 4 "Callback"). The response shape mirrors src/api/deposit-schemas.ts structurally.
import { refusalReason } from './errors';
import { sameMethod } from './payment-means';
import { sameOriginPath } from './redirects';
import { CALLBACK_STATUS, DEPOSIT_ANSWER, meaningOf } from './verdict';

export const GENERIC_FAILURE_NON_CARD = 'payment.genericfailurenoncard';
/** SPEC 9: a Multibanco reference is shown as valid for 3 (days: the unit SPEC leaves open). */
export const MULTIBANCO_VALIDITY_DAYS = 3;
export const DEPOSIT_ABORTED = 'Deposit aborted';
export const UNKNOWN_ERROR = 'Unknown error';

export interface DepositResponseLike {
  status: string;
  transaction_uid?: string | null;
  status_detail?: string | number | null;
  transaction_context?: Readonly<Record<string, unknown>> | null;
  deposit_id?: string | null;
  update_protocol?: string | null;
  refused_reason?: string | null;
}

export type DepositOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'reference'; entity: string; reference: string; amount: number | null; expiresInDays: number }
  | { kind: 'success' }
  | { kind: 'pending' }
  | { kind: 'failure'; reason: string }
  /** Not an explicit refusal, not a status the app can act on (verdict.ts): pending, never failed. */
  | { kind: 'unknown' };

export type CallbackOutcome = Extract<DepositOutcome, { kind: 'success' | 'pending' | 'failure' | 'unknown' }>;

const failure = (reason: string): DepositOutcome => ({ kind: 'failure', reason });
const UNKNOWN: DepositOutcome = { kind: 'unknown' };
const normalized = (status: unknown): string => {
  const m = meaningOf(status, DEPOSIT_ANSWER);
  return m === 'unknown' ? '' : m;
};

/**
 * A redirect_url the browser may be sent to: an absolute http(s) URL (a provider's page, any host), or a
 * path that stays on this origin once normalised. Anything else (javascript:, data:, garbage) is not usable.
 */
export function usableRedirectUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '') return null;
  if (url.startsWith('/')) return sameOriginPath(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Redirect to transaction_context.redirect_url; without a usable one the answer cannot be acted on: unknown. */
function redirectTo(response: DepositResponseLike): DepositOutcome {
  const url = usableRedirectUrl(response.transaction_context?.redirect_url);
  return url ? { kind: 'redirect', url } : UNKNOWN;
}

const contextText = (ctx: Readonly<Record<string, unknown>> | null | undefined, key: string): string | null => {
  const v = ctx?.[key];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
};

const contextAmount = (ctx: Readonly<Record<string, unknown>> | null | undefined): number | null => {
  const v = ctx?.amount;
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * Multibanco: the reference is read from transaction_context.entity and .reference (SPEC does not name
 * the fields), the amount from transaction_context.amount, else the requested amount, the validity from
 * transaction_context.expires_in_days (a positive whole number), else 3 days.
 */
function multibancoOutcome(response: DepositResponseLike, requestedAmount: number | null): DepositOutcome {
  const status = normalized(response.status);
  if (status === 'refused') return failure(refusalReason(response.refused_reason));
  if (status !== 'success' && status !== 'pending' && status !== 'redirect') return UNKNOWN;
  const ctx = response.transaction_context;
  const entity = contextText(ctx, 'entity');
  const reference = contextText(ctx, 'reference');
  if (!entity || !reference) return UNKNOWN;
  return {
    kind: 'reference',
    entity,
    reference,
    amount: contextAmount(ctx) ?? requestedAmount,
    expiresInDays: validityDays(ctx),
  };
}

const validityDays = (ctx: Readonly<Record<string, unknown>> | null | undefined): number => {
  const v = ctx?.expires_in_days;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : MULTIBANCO_VALIDITY_DAYS;
};

const isBankTransfer = (method: string): boolean => sameMethod(method, 'BANKTRANSFER_DEPOSIT') || sameMethod(method, 'BankTransferDeposit');

/**
 * SPEC 4, per method. A refused status is always a failure with refusalReason(refused_reason).
 * - Bank transfer: redirect -> redirect.
 * - Skrill, Przelewy24, Paysafecard: success or redirect -> redirect.
 * - Multibanco: the reference (see above).
 * - Premium ticket: success and pending as such; it never redirects.
 * - Other methods: success, pending, redirect as such.
 * SPEC's "anything else is a generic failure" is read, once the call was sent, as unknown: pending,
 * never failed (verdict.ts, docs/decisions.md "Unknown is not failed"); so is a redirect without a
 * usable redirect_url and a Multibanco answer without its reference.
 */
export function outcomeOf(method: string, response: DepositResponseLike, options: { amount?: number | null } = {}): DepositOutcome {
  const status = normalized(response.status);
  if (sameMethod(method, 'MULTIBANCO')) return multibancoOutcome(response, options.amount ?? null);
  if (status === 'refused') return failure(refusalReason(response.refused_reason));

  if (sameMethod(method, 'PREMIUM_TICKET')) {
    return status === 'success' || status === 'pending' ? { kind: status } : UNKNOWN;
  }
  if (isBankTransfer(method)) return status === 'redirect' ? redirectTo(response) : UNKNOWN;
  if (sameMethod(method, 'SKRILL') || sameMethod(method, 'PRZELEWY24') || sameMethod(method, 'PAYSAFECARD')) {
    return status === 'success' || status === 'redirect' ? redirectTo(response) : UNKNOWN;
  }
  switch (status) {
    case 'success':
      return { kind: 'success' };
    case 'pending':
      return { kind: 'pending' };
    case 'redirect':
      return redirectTo(response);
    default:
      return UNKNOWN;
  }
}

/**
 * SPEC 4 "Callback" (verdict.ts CALLBACK_STATUS): success -> success; pending or redirect -> pending;
 * aborted -> failure 'Deposit aborted'; a refusal (FAILURE, REFUSED, ...) -> failure with the reason, or
 * 'Unknown error' without one. A value the app does not know is unknown (pending), not SPEC's "else
 * failure" (docs/decisions.md "Unknown is not failed"). Case-insensitive.
 */
export function callbackOutcome(status: unknown, reason: string | null | undefined): CallbackOutcome {
  switch (meaningOf(status, CALLBACK_STATUS)) {
    case 'success':
      return { kind: 'success' };
    case 'pending':
      return { kind: 'pending' };
    case 'refused': {
      if (typeof status === 'string' && status.trim().toLowerCase() === 'aborted') return { kind: 'failure', reason: DEPOSIT_ABORTED };
      const r = reason?.trim();
      return { kind: 'failure', reason: r ? r : UNKNOWN_ERROR };
    }
    default:
      return { kind: 'unknown' };
  }
}
