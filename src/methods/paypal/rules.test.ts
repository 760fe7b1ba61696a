// PayPal rules written from SPEC 3 (bodies, the customer id), 4 PayPal, 8 and 9.
import { describe, expect, it } from 'vitest';
import type { PaymentMean } from '../../domain/payment-means';
import { newPayPalRequest, oneClickConsentShown, paypalOutcome, tokenPayPalRequest } from './rules';
import { clientTokenRequestOf, withClientToken, withoutClientToken, withoutPayPal } from '../../domain/paypal-means';

const mean = (over: Partial<PaymentMean>): PaymentMean => ({
  id: '4',
  type: 'PAYPAL',
  method: 'PAYPAL',
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: 'PAYPAL',
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 5000 },
  providersRef: [],
  tokenId: null,
  ...over,
});
const saved = mean({
  id: 'tok',
  format: 'TOKEN',
  tokenId: 'tok',
  providersRef: [{ providerCode: 'braintree', providerId: 'cust_7', providerTokenId: 'bt_tok', isActive: true }],
});
const card = mean({ id: '1', type: 'CARD', method: 'CARD' });

describe('client token (SPEC 4 PayPal, SPEC 3 customer id)', () => {
  it('asked for only when an enabled new PayPal mean is offered, with the saved PayPal customer id when there is one', () => {
    expect(clientTokenRequestOf([card])).toBeNull();
    expect(clientTokenRequestOf([mean({ status: 'disabled' })])).toBeNull();
    expect(clientTokenRequestOf([mean({})])).toEqual({ customerId: null });
    expect(clientTokenRequestOf([saved, mean({})])).toEqual({ customerId: 'cust_7' });
  });
  it('the token goes with the new PayPal mean (and whether a PayPal is saved); a new request drops it', () => {
    const withToken = withClientToken([saved, mean({}), card], 'ct');
    expect(withToken[1]!.detail).toMatchObject({ clientToken: 'ct', paypalSaved: true });
    expect(withToken[0]!.detail.clientToken).toBeUndefined();
    expect(withToken[2]).toEqual(card);
    expect(withoutClientToken(withToken)[1]!.detail.clientToken).toBeUndefined();
  });
  it('a failed client token disables the new PayPal mean only, saying why', () => {
    const after = withoutPayPal([saved, mean({}), card]);
    expect(after[1]).toMatchObject({ status: 'disabled', detail: { unavailable: 'paypal.clienttoken.failed' } });
    expect(after[0]).toEqual(saved);
    expect(after[2]).toEqual(card);
  });
});

describe('one-click consent (SPEC 4 PayPal, SPEC 9 payment-f-paypal-consent-enabled)', () => {
  it('only with the flag on, the loader hidden and no saved PayPal', () => {
    expect(oneClickConsentShown({ flagOn: true, loaderShown: false, paypalSaved: false })).toBe(true);
    expect(oneClickConsentShown({ flagOn: false, loaderShown: false, paypalSaved: false })).toBe(false);
    expect(oneClickConsentShown({ flagOn: true, loaderShown: true, paypalSaved: false })).toBe(false);
    expect(oneClickConsentShown({ flagOn: true, loaderShown: false, paypalSaved: true })).toBe(false);
  });
});

describe('bodies (SPEC 3) and outcomes (SPEC 4, 8)', () => {
  it('new: braintree_nonce_token, email, paypal_payer_id, storeToken; token: tokenId, nothing saved', () => {
    expect(newPayPalRequest({ nonce: 'n', email: 'e@x.fr', payerId: 'P' }, true)).toEqual({
      storeToken: true,
      detail: { braintree_nonce_token: 'n', email: 'e@x.fr', paypal_payer_id: 'P', storeToken: true },
    });
    expect(tokenPayPalRequest('tok')).toEqual({ storeToken: false, detail: { tokenId: 'tok' } });
  });
  it('success and pending as such; refused shows its SPEC 8 code, else the generic failure; anything else not known yet', () => {
    expect(paypalOutcome({ status: 'SUCCESS' })).toEqual({ kind: 'success' });
    expect(paypalOutcome({ status: 'pending' })).toEqual({ kind: 'pending' });
    // SPEC 8: PayPal non-success is payment.genericfailure; paypalrefusal only for the code that names it.
    expect(paypalOutcome({ status: 'refused', refused_reason: 'X' })).toEqual({ kind: 'failure', reason: 'payment.genericfailure' });
    expect(paypalOutcome({ status: 'refused', refused_reason: 'PAYPAL_REFUSED' })).toEqual({ kind: 'failure', reason: 'payment.genericfailure' });
    expect(paypalOutcome({ status: 'refused' })).toEqual({ kind: 'failure', reason: 'payment.genericfailure' });
    expect(paypalOutcome({ status: 'refused', refused_reason: null })).toEqual({ kind: 'failure', reason: 'payment.genericfailure' });
    expect(paypalOutcome({ status: 'refused', refused_reason: 'payment.deposit.paypalrefusal' })).toEqual({
      kind: 'failure',
      reason: 'payment.deposit.paypalrefusal',
    });
    expect(paypalOutcome({ status: 'refused', refused_reason: 'payment.insufficientfunds' })).toEqual({ kind: 'failure', reason: 'payment.insufficientfunds' });
    expect(paypalOutcome({ status: 'redirect' })).toEqual({ kind: 'unknown' });
  });
});
