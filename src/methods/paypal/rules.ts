// PayPal through the card processor's PayPal checkout (SPEC 3 PayPal token and bodies, 4 "PayPal", 7
// auth-token and paypal deposit calls, 8, 9 payment-f-paypal-consent-enabled). Pure: the
// one-click consent rule, the request bodies, and how an answer reads. The client token's rules are
// src/domain/paypal-means.ts (the amount page's code; this file is the flow's).
import { DEPOSIT_ANSWER, meaningOf } from '../../domain/verdict';
import { GENERIC_FAILURE, hasOwnTexts } from '../../domain/errors';
export type { ClientTokenRequest } from '../../domain/paypal-means';

export const PAYPAL_METHOD = 'PAYPAL';
export const PAYPAL_CONSENT_FLAG = 'payment-f-paypal-consent-enabled';

/**
 * SPEC 4 PayPal: one-click consent shows only if the one-click setting allows it (SPEC 9 flag), the
 * loader is hidden and no PayPal token mean exists.
 */
export function oneClickConsentShown(p: { flagOn: boolean; loaderShown: boolean; paypalSaved: boolean }): boolean {
  return p.flagOn && !p.loaderShown && !p.paypalSaved;
}

/** What the PayPal approval gives (the processor's tokenized payment). */
export interface PayPalApproval {
  nonce: string;
  email: string;
  payerId: string;
}

/**
 * SPEC 3: a new PayPal deposit sends braintree_nonce_token, email, paypal_payer_id and storeToken (as
 * in the payload: the one-click consent) in detail; store_token (the common field) says the same. A
 * saved PayPal sends detail.tokenId and saves nothing (docs/decisions.md "PayPal").
 */
export function newPayPalRequest(approval: PayPalApproval, storeToken: boolean) {
  return {
    storeToken,
    detail: { braintree_nonce_token: approval.nonce, email: approval.email, paypal_payer_id: approval.payerId, storeToken },
  };
}
export function tokenPayPalRequest(tokenId: string) {
  return { storeToken: false, detail: { tokenId } };
}

export interface PayPalResponseLike {
  status: string;
  transaction_uid?: string | null;
  refused_reason?: string | null;
}

export type PayPalOutcome = { kind: 'success' } | { kind: 'pending' } | { kind: 'failure'; reason: string } | { kind: 'unknown' };

/**
 * SPEC 4 PayPal: success or pending end as such. A refused payment shows the texts of its refused_reason
 * when SPEC 8 gives that code texts of its own (payment.deposit.paypalrefusal is for the code that names
 * it, payment.insufficientfunds for its own, ...); any other reason, or none, is SPEC 8's "PayPal
 * non-success": payment.genericfailure. Any other status is unknown, pending, not SPEC's "PayPal
 * non-success" failure (verdict.ts, docs/decisions.md "Unknown is not failed").
 */
export function paypalOutcome(response: PayPalResponseLike): PayPalOutcome {
  switch (meaningOf(response?.status, DEPOSIT_ANSWER)) {
    case 'success':
      return { kind: 'success' };
    case 'pending':
      return { kind: 'pending' };
    case 'refused': {
      const reason = response.refused_reason?.trim();
      return { kind: 'failure', reason: hasOwnTexts(reason) ? reason : GENERIC_FAILURE };
    }
    default:
      return { kind: 'unknown' };
  }
}

/** The PayPal button's height the app asks of PayPal's SDK, and the place the screen keeps for it before it is drawn. */
export const PAYPAL_BUTTON_HEIGHT = 45;
