// The new PayPal mean's client token on the amount page (SPEC 3 the PayPal customer id, SPEC 4 "PayPal",
// SPEC 8 "PayPal client token failure disables the mean"): which means need one, and the means once it
// is asked for, received or failed. Pure; read by the payment-means machine (the initial chunk).
import { paypalCustomerId, type PaymentMean } from './payment-means';

/** SPEC 8: the reason the disabled PayPal tile shows. */
export const PAYPAL_UNAVAILABLE = 'paypal.clienttoken.failed';

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
