// BLIK (SPEC 2 "BLIK code form", 3 "BLIK: detail.code; token variant detail.token_id", 4 "BLIK", 5, 8):
// the code check, the request detail, and how an answer and a polled status read. Pure.
import { DEPOSIT_ANSWER, DEPOSIT_STATUS, meaningOf } from '../../domain/verdict';
import { GENERIC_FAILURE } from '../../domain/errors';

export const BLIK_METHOD = 'BLIK';
/** A BLIK code has 6 digits. */
export const BLIK_CODE_LENGTH = 6;
/**
 * A BLIK code is valid for 2 minutes: the longest the player can take to confirm in the banking app, the
 * wait's countdown and its end (docs/decisions.md "BLIK · The wait").
 */
export const BLIK_CODE_LIFETIME_MS = 120_000;
/** The wait's transaction polling stops on its own only past the code's lifetime, which ends the wait first. */
export const BLIK_WAIT_POLL_LIMIT_MS = BLIK_CODE_LIFETIME_MS + 1000;
/** SPEC 5: a missing BLIK code shows payment.null.information.error. */
export const BLIK_CODE_MISSING = 'payment.null.information.error';
/** An incomplete code (1 to 5 digits): the form's own message. */
export const BLIK_CODE_INCOMPLETE = 'blik.code.incomplete';

export type BlikCodeError = typeof BLIK_CODE_MISSING | typeof BLIK_CODE_INCOMPLETE;

/** What the player typed, as digits only (spaces and the like dropped), at most 6. */
export function blikDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, BLIK_CODE_LENGTH);
}

/** SPEC 5: null when the code is 6 digits; payment.null.information.error when empty. */
export function blikCodeError(code: string): BlikCodeError | null {
  if (code.trim() === '') return BLIK_CODE_MISSING;
  return /^\d{6}$/.test(code) ? null : BLIK_CODE_INCOMPLETE;
}

/**
 * SPEC 3: a new BLIK payment sends detail.code; store_token is the player's one-click consent (the bank
 * then keeps BLIK as a saved mean, paid later without a code). A saved mean (BLIK one-click) sends
 * detail.token_id and saves nothing.
 */
export function newBlikRequest(input: { code: string; oneClick: boolean }) {
  return { storeToken: input.oneClick, detail: { code: input.code } };
}
export function tokenBlikRequest(input: { tokenId: string }) {
  return { storeToken: false, detail: { token_id: input.tokenId } };
}

export interface BlikResponseLike {
  status: string;
  transaction_uid?: string | null;
  status_detail?: string | number | null;
  refused_reason?: string | null;
}

export type BlikOutcome = { kind: 'pending' } | { kind: 'success' } | { kind: 'failure'; reason: string } | { kind: 'unknown' };

/**
 * SPEC 4 BLIK: pending -> the player confirms in the banking app (deposit success with status pending);
 * refused -> payment.genericfailure (SPEC 8 "BLIK non-success"). A success answer (the bank confirmed at
 * once) is a success. Any other value is unknown, pending, never failed (verdict.ts, docs/decisions.md
 * "Unknown is not failed").
 */
export function blikOutcome(response: BlikResponseLike): BlikOutcome {
  switch (meaningOf(response?.status, DEPOSIT_ANSWER)) {
    case 'pending':
      return { kind: 'pending' };
    case 'success':
      return { kind: 'success' };
    case 'refused':
      return { kind: 'failure', reason: GENERIC_FAILURE };
    default:
      return { kind: 'unknown' };
  }
}

/**
 * The deposit status fetched once the transaction is ready (verdict.ts DEPOSIT_STATUS): SUCCESS ->
 * success; a refusal -> payment.genericfailure; anything else (pending, unknown, unreadable) stays
 * pending, never failed.
 */
export function blikPolledOutcome(status: unknown): BlikOutcome {
  const meaning = meaningOf(status, DEPOSIT_STATUS);
  if (meaning === 'success') return { kind: 'success' };
  if (meaning === 'refused') return { kind: 'failure', reason: GENERIC_FAILURE };
  return { kind: 'pending' };
}
