import { describe, expect, it } from 'vitest';
import { bankTransferPromotion } from './promotions';

describe('promote-bank-transfer waves', () => {
  it('is off without a flag', () => {
    expect(bankTransferPromotion({})).toBeNull();
    expect(bankTransferPromotion({ 'payment-bf-promote-bank-transfer-wave1-enabled': false })).toBeNull();
  });
  it('gives each wave its offer', () => {
    expect(bankTransferPromotion({ 'payment-bf-promote-bank-transfer-wave1-enabled': true })).toEqual({ wave: 1, deposit: 20, freebet: 10 });
    expect(bankTransferPromotion({ 'payment-bf-promote-bank-transfer-wave2-enabled': true })).toEqual({ wave: 2, deposit: 50, freebet: 25 });
    expect(bankTransferPromotion({ 'payment-bf-promote-bank-transfer-wave3-enabled': true })).toEqual({ wave: 3, deposit: 100, freebet: 50 });
  });
  it('takes the latest wave when several are on', () => {
    expect(
      bankTransferPromotion({
        'payment-bf-promote-bank-transfer-wave1-enabled': true,
        'payment-bf-promote-bank-transfer-wave2-enabled': true,
      })?.wave,
    ).toBe(2);
  });
});
