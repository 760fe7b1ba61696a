import { describe, expect, it } from 'vitest';
import { bankTransferNote, bankTransferType, instantThreshold } from './bank-transfer';
import type { PaymentMean } from './payment-means';

const mean = (over: Partial<PaymentMean> = {}): PaymentMean => ({
  id: '7',
  type: 'BANKTRANSFER_DEPOSIT',
  method: 'BANKTRANSFER_DEPOSIT',
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [
    { name: 'bank_transfer', enabled: true, minimumAmount: 10 },
    { name: 'instant_bank_transfer', enabled: true },
  ],
  name: 'BANKTRANSFER_DEPOSIT',
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 508 },
  providersRef: [],
  tokenId: null,
  ...over,
});

describe('bank transfer scheme', () => {
  it('is SCT_INST from the threshold when instant is eligible, SCT below it', () => {
    expect(bankTransferType(10, mean())).toBe('SCT_INST');
    expect(bankTransferType(9.99, mean())).toBe('SCT');
    expect(bankTransferType(null, mean())).toBe('SCT');
  });
  it('is SCT when the instant transfer is not eligible', () => {
    expect(bankTransferType(100, mean({ features: [{ name: 'instant_bank_transfer', enabled: false }] }))).toBe('SCT');
  });
  it('reads a saved IBAN eligibility from the token', () => {
    expect(bankTransferType(50, mean({ format: 'TOKEN', features: [], detail: { minAmount: 10, maxAmount: 508, isInstantEligible: true } }))).toBe('SCT_INST');
    expect(bankTransferType(50, mean({ format: 'TOKEN', features: [], detail: { minAmount: 10, maxAmount: 508, isInstantEligible: false } }))).toBe('SCT');
  });
  it('takes the instant feature threshold first, then bank_transfer, then 10', () => {
    expect(instantThreshold(mean({ features: [{ name: 'instant_bank_transfer', enabled: true, minimumAmount: 30 }] }))).toBe(30);
    expect(instantThreshold(mean())).toBe(10);
    expect(instantThreshold(mean({ features: [] }))).toBe(10);
  });
  it('shows the note only for bank transfer in FR, PT and PL', () => {
    expect(bankTransferNote('FR', 50, mean())).toBe('SCT_INST');
    expect(bankTransferNote('PL', 5, mean())).toBe('SCT');
    expect(bankTransferNote('COM', 50, mean())).toBeNull();
    expect(bankTransferNote('FR', 50, mean({ type: 'VOUCHER' }))).toBeNull();
    expect(bankTransferNote('FR', 50, null)).toBeNull();
  });
  it('the instant feature threshold wins wherever the feature sits in the list', () => {
    expect(
      instantThreshold(
        mean({
          features: [
            { name: 'bank_transfer', enabled: true, minimumAmount: 10 },
            { name: 'instant_bank_transfer', enabled: true, minimumAmount: 30 },
          ],
        }),
      ),
    ).toBe(30);
    expect(
      bankTransferType(
        20,
        mean({
          features: [
            { name: 'bank_transfer', enabled: true, minimumAmount: 10 },
            { name: 'instant_bank_transfer', enabled: true, minimumAmount: 30 },
          ],
        }),
      ),
    ).toBe('SCT');
  });
  it('without an instant threshold, the bank_transfer feature one (SPEC 3 features), wherever it sits', () => {
    const features = [
      { name: 'instant_bank_transfer', enabled: true },
      { name: 'bank_transfer', enabled: true, minimumAmount: 20 },
    ];
    expect(instantThreshold(mean({ features }))).toBe(20);
    expect(bankTransferType(15, mean({ features }))).toBe('SCT');
    expect(bankTransferType(20, mean({ features }))).toBe('SCT_INST');
  });
  it('a method without the instant_bank_transfer feature is SCT, however much the amount', () => {
    expect(bankTransferType(500, mean({ features: [{ name: 'bank_transfer', enabled: true, minimumAmount: 10 }] }))).toBe('SCT');
  });
  it('no amount never reaches the threshold, even a threshold of 0', () => {
    expect(bankTransferType(null, mean({ features: [{ name: 'instant_bank_transfer', enabled: true, minimumAmount: 0 }] }))).toBe('SCT');
    expect(bankTransferType(0, mean({ features: [{ name: 'instant_bank_transfer', enabled: true, minimumAmount: 0 }] }))).toBe('SCT_INST');
  });
  it('the note covers every bank transfer type of SPEC 3: BANKTRANSFER, BANKTRANSFER_DEPOSIT, a saved BANK_ACCOUNT', () => {
    expect(bankTransferNote('FR', 50, mean({ type: 'BANKTRANSFER' }))).toBe('SCT_INST');
    expect(bankTransferNote('PT', 50, mean({ type: 'BANKTRANSFER_DEPOSIT' }))).toBe('SCT_INST');
    const iban = mean({ type: 'BANK_ACCOUNT', format: 'TOKEN', features: [], detail: { minAmount: 10, maxAmount: 508, isInstantEligible: true } });
    expect(bankTransferNote('PL', 50, iban)).toBe('SCT_INST');
    expect(bankTransferNote('PL', 5, iban)).toBe('SCT');
  });
});
