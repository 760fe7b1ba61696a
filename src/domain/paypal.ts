// PayPal through the card processor's PayPal checkout (SPEC 3 PayPal token and bodies, 4 "PayPal", 7
// auth-token and paypal deposit calls, 8, 9 payment-f-paypal-consent-enabled). Pure: which means need a
// client token, the one-click consent rule, the request bodies, and how an answer reads.
import { GENERIC_FAILURE } from './errors';
import { paypalCustomerId, type PaymentMean } from './payment-means';

export const PAYPAL_METHOD = 'PAYPAL';
/** SPEC 8: the error dialog texts of a PayPal refusal. */
export const PAYPAL_REFUSAL = 'payment.deposit.paypalrefusal';
/** SPEC 8 "PayPal client token failure disables the mean": the reason its tile shows. */
export const PAYPAL_UNAVAILABLE = 'paypal.clienttoken.failed';
export const PAYPAL_CONSENT_FLAG = 'payment-f-paypal-consent-enabled';

const isPayPal = (m: PaymentMean) => m.type === 'PAYPAL';
/** A new PayPal mean (paid through the checkout), as opposed to a saved PayPal (paid by its token id). */
export const isNewPayPal = (m: PaymentMean): boolean => isPayPal(m) && m.format === 'PAYMENT_METHOD';

export interface ClientTokenRequest {
  /** SPEC 3: the processor customer id of the player's saved PayPal, when there is one (SPEC 7: optional). */
  customerId: string | null;
}

/**
 * SPEC 4 PayPal: a client token is asked for when an enabled new PayPal mean is offered (after the
 * means are fetched, or when a PayPal mean is chosen); null when there is none to prepare.
 */
export function clientTokenRequestOf(means: readonly PaymentMean[]): ClientTokenRequest | null {
  if (!means.some((m) => isNewPayPal(m) && m.status === 'enabled')) return null;
  const saved = means.filter((m) => isPayPal(m) && m.format === 'TOKEN');
  return { customerId: saved.map(paypalCustomerId).find((id) => id !== null) ?? null };
}

/** The client token reset (a new request): the new PayPal means lose the previous token. */
export function withoutClientToken(means: readonly PaymentMean[]): PaymentMean[] {
  return means.map((m) => {
    if (!isNewPayPal(m) || m.detail.clientToken === undefined) return m;
    const { clientToken: _dropped, ...detail } = m.detail;
    return { ...m, detail };
  });
}

/** The client token arrived: the new PayPal means carry it, and whether a saved PayPal exists. */
export function withClientToken(means: readonly PaymentMean[], clientToken: string): PaymentMean[] {
  const paypalSaved = means.some((m) => isPayPal(m) && m.format === 'TOKEN');
  return means.map((m) => (isNewPayPal(m) ? { ...m, detail: { ...m.detail, clientToken, paypalSaved } } : m));
}

/** SPEC 8: the client token failed: the new PayPal means are disabled, their tile says why. */
export function withoutPayPal(means: readonly PaymentMean[]): PaymentMean[] {
  return means.map((m) => (isNewPayPal(m) ? { ...m, status: 'disabled' as const, detail: { ...m.detail, unavailable: PAYPAL_UNAVAILABLE } } : m));
}

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

export type PayPalOutcome = { kind: 'success' } | { kind: 'pending' } | { kind: 'failure'; reason: string };

/**
 * SPEC 4 PayPal: success or pending end as such; otherwise failure: a refused payment shows SPEC 8's
 * payment.deposit.paypalrefusal texts, any other status payment.genericfailure ("PayPal non-success").
 */
export function paypalOutcome(response: PayPalResponseLike): PayPalOutcome {
  switch ((response.status ?? '').trim().toLowerCase()) {
    case 'success':
      return { kind: 'success' };
    case 'pending':
      return { kind: 'pending' };
    case 'refused':
      return { kind: 'failure', reason: PAYPAL_REFUSAL };
    default:
      return { kind: 'failure', reason: GENERIC_FAILURE };
  }
}
