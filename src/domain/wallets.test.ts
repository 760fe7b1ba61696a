// SPEC 4 "Apple Pay" (the three eligibility paths), SPEC 5 (networks, capabilities), SPEC 9 (Google Pay
// API version 2.0, final price, immediate purchase; Apple Pay label and final total), SPEC 3 (detail.token,
// store_token false), SPEC 8 (refusal reason, payment.internal.error). Expected values written by hand.
import { describe, expect, it } from 'vitest';
import { applePayPathOf, applePayRequest, googlePayDataRequest, googlePayReadyRequest, googlePayThroughBridge, walletOutcome, walletRequest } from './wallets';

describe('Apple Pay eligibility path (SPEC 4)', () => {
  it.each([
    ['the sports app on iOS, apple_pay true', { applicationType: 'APP_IOS', universe: 'sports', applePayQuery: true }, { kind: 'flag', value: true }],
    ['the sports app on iOS, no apple_pay', { applicationType: 'APP_IOS', universe: 'sports', applePayQuery: null }, { kind: 'flag', value: false }],
    ['the poker app on macOS, apple_pay true', { applicationType: 'APP_MACOS', universe: 'poker', applePayQuery: true }, { kind: 'flag', value: true }],
    ['the turf app on iOS', { applicationType: 'APP_IOS', universe: 'turf', applePayQuery: true }, { kind: 'bridge' }],
    ['the web app', { applicationType: 'WEBAPP', universe: 'sports', applePayQuery: true }, { kind: 'session' }],
    ['the casino app on iOS', { applicationType: 'APP_IOS', universe: 'casino', applePayQuery: true }, { kind: 'session' }],
    ['the poker app on iOS', { applicationType: 'APP_IOS', universe: 'poker', applePayQuery: true }, { kind: 'session' }],
  ] as const)('%s', (_, app, path) => {
    expect(applePayPathOf(app)).toEqual(path);
  });

  it('Google Pay asks the bridge on Android only', () => {
    expect(googlePayThroughBridge({ applicationType: 'APP_ANDROID' })).toBe(true);
    expect(googlePayThroughBridge({ applicationType: 'WEBAPP' })).toBe(false);
    expect(googlePayThroughBridge({ applicationType: 'LAUNCHER_ANDROID' })).toBe(false);
  });
});

describe('wallet payment requests (SPEC 5, 9)', () => {
  const payment = { amount: 25, currencyCode: 'EUR', countryCode: 'FR', label: 'kestrel' };
  const settings = { gateway: 'keypayment', gatewayMerchantId: 'KP-FR-0001', merchantId: 'BCR2', merchantName: 'kestrel' };

  it('Apple Pay: networks, supports3DS, label and a final total', () => {
    expect(applePayRequest(payment)).toEqual({
      countryCode: 'FR',
      currencyCode: 'EUR',
      supportedNetworks: ['cartesBancaires', 'visa', 'masterCard', 'maestro', 'electron'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'kestrel', amount: '25.00', type: 'final' },
    });
  });

  it('Google Pay: API 2.0, MASTERCARD and VISA with CRYPTOGRAM_3DS, the acquirer gateway, final price, immediate purchase', () => {
    const card = {
      type: 'CARD',
      parameters: { allowedAuthMethods: ['CRYPTOGRAM_3DS'], allowedCardNetworks: ['MASTERCARD', 'VISA'] },
      tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'keypayment', gatewayMerchantId: 'KP-FR-0001' } },
    };
    expect(googlePayDataRequest(settings, payment)).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [card],
      merchantInfo: { merchantId: 'BCR2', merchantName: 'kestrel' },
      transactionInfo: {
        totalPriceStatus: 'FINAL',
        totalPrice: '25.00',
        currencyCode: 'EUR',
        countryCode: 'FR',
        checkoutOption: 'COMPLETE_IMMEDIATE_PURCHASE',
      },
    });
    expect(googlePayReadyRequest(settings)).toEqual({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [card], existingPaymentMethodRequired: true });
  });

  it('the deposit detail is the token, nothing stored (SPEC 3)', () => {
    expect(walletRequest('tok')).toEqual({ storeToken: false, detail: { token: 'tok' } });
  });
});

describe('wallet deposit outcome (SPEC 4 outcome statuses, SPEC 8)', () => {
  it.each([
    [{ status: 'success' }, { kind: 'success' }],
    [{ status: 'PENDING' }, { kind: 'pending' }],
    [
      { status: 'refused', refused_reason: 'payment.insufficientfunds' },
      { kind: 'failure', reason: 'payment.insufficientfunds' },
    ],
    [{ status: 'refused' }, { kind: 'failure', reason: 'payment.internal.error' }],
    // docs/decisions.md "Unknown is not failed": a wallet does not redirect, so this is not known yet.
    [{ status: 'redirect' }, { kind: 'unknown' }],
  ])('%j -> %j', (response, outcome) => {
    expect(walletOutcome(response)).toEqual(outcome);
  });
});
