// The card flow's pieces built from the mean it starts on (SPEC 3 "Card" token details, SPEC 4 "Card
// brand" and "Card response"): what a saved card brings to the flow, and how each card answer ends it.
import { describe, expect, it } from 'vitest';
import type { CardOutcome } from '../src/methods/card/rules';
import type { PaymentMean } from '../src/domain/payment-means';
import { flowOutputOf, savedCardFields } from './card.context';
import { webApp } from './fixtures';
import type { FlowInput } from './flow-output';

const input = (format: PaymentMean['format'], detail: Partial<PaymentMean['detail']> = {}): FlowInput => ({
  mean: {
    id: format === 'TOKEN' ? 'tok-1' : 'CARD',
    type: 'CARD',
    method: 'CARD',
    displayOrder: 1,
    format,
    features: [],
    name: 'CARD',
    status: 'enabled',
    detail: { minAmount: 10, maxAmount: 5000, ...detail },
    providersRef: [],
    tokenId: format === 'TOKEN' ? 'tok-1' : null,
  },
  amount: 25,
  app: webApp,
  flags: {},
  intentId: 'intent-1',
});

describe('a saved card (SPEC 3 card token: bin, lastDigits, cardType, expiry, schemeSelected, schemeSelectionType, availableSchemes)', () => {
  it('brings its bin, last digits, type and expiry; it is never "remembered" again', () => {
    const fields = savedCardFields(
      input('TOKEN', { bin: '497010', lastDigits: '1234', cardType: 'DEBIT', expiryMonth: 12, expiryYear: 2029, availableSchemes: ['visa'] }),
      [],
    );
    expect(fields).toEqual({
      isToken: true,
      bin: '497010',
      brands: ['visa'],
      brandError: null,
      scheme: 'visa',
      selectionType: 'not_applicable',
      card: { bin: '497010', lastDigits: '1234', type: 'DEBIT', expiry: { month: 12, year: 2029 }, remember: false },
    });
  });

  it('a token missing some details still gives a card (empty text, zero expiry), and no bin', () => {
    const fields = savedCardFields(input('TOKEN'), []);
    expect(fields.isToken).toBe(true);
    expect(fields.bin).toBeNull();
    expect(fields.card).toEqual({ bin: '', lastDigits: '', type: '', expiry: { month: 0, year: 0 }, remember: false });
    expect(fields.brands).toEqual([]);
    expect(fields.scheme).toBeNull();
  });

  it('a new card (PAYMENT_METHOD) brings no card and no bin, even if the mean carries card details', () => {
    const fields = savedCardFields(input('PAYMENT_METHOD', { bin: '497010', lastDigits: '1234' }), []);
    expect(fields.isToken).toBe(false);
    expect(fields.bin).toBeNull();
    expect(fields.card).toBeNull();
  });

  it('FR card brand choice: cb preferred by default (SPEC 9) among the available schemes; empty entries are no scheme', () => {
    const fields = savedCardFields(input('TOKEN', { bin: '497010', availableSchemes: ['visa', '', 'cb'] }), []);
    expect(fields.brands).toEqual(['visa', 'cb']);
    expect(fields.scheme).toBe('cb');
  });

  it('the scheme the player chose before is kept, with selection type user (SPEC 4 "Choosing a brand sets schemeSelected and selectionType to user")', () => {
    const fields = savedCardFields(
      input('TOKEN', { bin: '497010', availableSchemes: ['cb', 'visa'], schemeSelected: 'visa', schemeSelectionType: 'user' }),
      [],
    );
    expect(fields.scheme).toBe('visa');
    expect(fields.selectionType).toBe('user');
  });

  it("brands already known (fetched from the bin) win over the mean's list", () => {
    const fields = savedCardFields(input('TOKEN', { bin: '497010', availableSchemes: ['visa'] }), ['mastercard', 'cb']);
    expect(fields.brands).toEqual(['mastercard', 'cb']);
    expect(fields.scheme).toBe('cb');
  });
});

describe('how a card answer ends the flow (SPEC 4 "Card response")', () => {
  it.each<[string, CardOutcome | null, unknown]>([
    [
      'success: success, method CARD, with the amount and transaction',
      { kind: 'success' },
      { kind: 'success', method: 'CARD', amount: 25, transactionId: 'tx-1' },
    ],
    ['pending (detail 1): pending, method CARD', { kind: 'pending' }, { kind: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-1' }],
    ['redirect detail 1: the 3DS1 redirect', { kind: 'threeDs1', url: 'https://acs.example/3ds1' }, { kind: 'redirect', url: 'https://acs.example/3ds1' }],
    ['detail 6: the issuer redirect', { kind: 'issuerRedirect', url: 'https://issuer.example' }, { kind: 'redirect', url: 'https://issuer.example' }],
    [
      'refused: failure with the refused reason',
      { kind: 'refused', reason: 'payment.insufficientfunds' },
      { kind: 'failure', reason: 'payment.insufficientfunds' },
    ],
    ['any other status: failure with its reason', { kind: 'failure', reason: 'payment.genericfailure' }, { kind: 'failure', reason: 'payment.genericfailure' }],
    ['no answer read: payment.internal.error', null, { kind: 'failure', reason: 'payment.internal.error' }],
  ])('%s', (_, outcome, want) => {
    expect(flowOutputOf(outcome, 25, 'tx-1')).toEqual(want);
  });

  it('a 3DS2 step still under way is no end: payment.internal.error', () => {
    const threeDs = { transactionId: 'tx-1', threeDSMethodURL: null, threeDSServerTransID: null, acsTransID: null, acsURL: null, messageVersion: null };
    expect(flowOutputOf({ kind: 'fingerprint', threeDs } as CardOutcome, 25, 'tx-1')).toEqual({ kind: 'failure', reason: 'payment.internal.error' });
  });
});
