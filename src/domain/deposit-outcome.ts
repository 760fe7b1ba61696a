// What a deposit response means, per method (SPEC 4 "Deposit outcome statuses", "Bank transfer",
// "Skrill", "Przelewy24", "Multibanco", "Paysafecard"), and what a provider's return to the callback
// route means (SPEC 4 "Callback"). The response shape mirrors src/api/deposit-schemas.ts structurally.
import { GENERIC_FAILURE, INTERNAL_ERROR, refusalReason } from './errors';
import { sameMethod } from './payment-means';
import { sameOriginPath } from './redirects';

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
  | { kind: 'failure'; reason: string };

export type CallbackOutcome = Extract<DepositOutcome, { kind: 'success' | 'pending' | 'failure' }>;

const failure = (reason: string): DepositOutcome => ({ kind: 'failure', reason });
const normalized = (status: string | null | undefined): string => (status ?? '').trim().toLowerCase();

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

/** Redirect to transaction_context.redirect_url, or payment.internal.error when it is not usable. */
function redirectTo(response: DepositResponseLike): DepositOutcome {
  const url = usableRedirectUrl(response.transaction_context?.redirect_url);
  return url ? { kind: 'redirect', url } : failure(INTERNAL_ERROR);
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
  if (status !== 'success' && status !== 'pending' && status !== 'redirect') return failure(GENERIC_FAILURE);
  const ctx = response.transaction_context;
  const entity = contextText(ctx, 'entity');
  const reference = contextText(ctx, 'reference');
  if (!entity || !reference) return failure(INTERNAL_ERROR);
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

const isBankTransfer = (method: string): boolean =>
  sameMethod(method, 'BANKTRANSFER_DEPOSIT') || sameMethod(method, 'BankTransferDeposit');

/**
 * SPEC 4, per method. A refused status is always a failure with refusalReason(refused_reason).
 * - Bank transfer: redirect -> redirect; anything else -> payment.genericfailure.
 * - Skrill: success or redirect -> redirect; anything else -> payment.genericfailurenoncard.
 * - Przelewy24, Paysafecard: success or redirect -> redirect; anything else -> payment.genericfailure.
 * - Multibanco: the reference (see above).
 * - Premium ticket: success and pending as such; anything else -> payment.genericfailurenoncard (a
 *   voucher is not a card, docs/decisions.md "Premium ticket"); it never redirects.
 * - Other methods: success, pending, redirect as such; anything else -> payment.genericfailure.
 * A redirect without a usable redirect_url -> payment.internal.error.
 */
export function outcomeOf(
  method: string,
  response: DepositResponseLike,
  options: { amount?: number | null } = {},
): DepositOutcome {
  const status = normalized(response.status);
  if (sameMethod(method, 'MULTIBANCO')) return multibancoOutcome(response, options.amount ?? null);
  if (status === 'refused') return failure(refusalReason(response.refused_reason));

  if (sameMethod(method, 'PREMIUM_TICKET')) {
    return status === 'success' || status === 'pending' ? { kind: status } : failure(GENERIC_FAILURE_NON_CARD);
  }
  if (isBankTransfer(method)) return status === 'redirect' ? redirectTo(response) : failure(GENERIC_FAILURE);
  if (sameMethod(method, 'SKRILL')) {
    return status === 'success' || status === 'redirect' ? redirectTo(response) : failure(GENERIC_FAILURE_NON_CARD);
  }
  if (sameMethod(method, 'PRZELEWY24') || sameMethod(method, 'PAYSAFECARD')) {
    return status === 'success' || status === 'redirect' ? redirectTo(response) : failure(GENERIC_FAILURE);
  }
  switch (status) {
    case 'success':
      return { kind: 'success' };
    case 'pending':
      return { kind: 'pending' };
    case 'redirect':
      return redirectTo(response);
    default:
      return failure(GENERIC_FAILURE);
  }
}

/**
 * SPEC 4 "Callback": success -> success; pending or redirect -> pending; aborted -> failure 'Deposit
 * aborted'; anything else -> failure with the reason, or 'Unknown error' without one. Case-insensitive.
 */
export function callbackOutcome(status: string | null | undefined, reason: string | null | undefined): CallbackOutcome {
  switch (normalized(status)) {
    case 'success':
      return { kind: 'success' };
    case 'pending':
    case 'redirect':
      return { kind: 'pending' };
    case 'aborted':
      return { kind: 'failure', reason: DEPOSIT_ABORTED };
    default: {
      const r = reason?.trim();
      return { kind: 'failure', reason: r ? r : UNKNOWN_ERROR };
    }
  }
}
