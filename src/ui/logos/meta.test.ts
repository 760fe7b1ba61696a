import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGO_SIZE, PAYMENT_LOGO_IDS, LOGO_BRAND_NAMES, logoSize, toPaymentLogoId, isPaymentLogoId } from './meta';

describe('payment logo meta', () => {
  it('uses the SPEC example sizes and 40x28 elsewhere', () => {
    expect(logoSize('card')).toEqual({ width: 40, height: 40 });
    expect(logoSize('paypal')).toEqual({ width: 72, height: 20 });
    expect(logoSize('visa')).toEqual(DEFAULT_LOGO_SIZE);
    expect(DEFAULT_LOGO_SIZE).toEqual({ width: 40, height: 28 });
  });
  it('names every brand logo (generic ones are translated in the component)', () => {
    for (const id of PAYMENT_LOGO_IDS) {
      if (id === 'banktransfer' || id === 'card' || id === 'mobilemoney') continue;
      expect(LOGO_BRAND_NAMES[id]).toBeTruthy();
    }
  });
  it('maps wire names, operator codes and scheme aliases to logo ids', () => {
    expect(toPaymentLogoId('PRZELEWY24')).toBe('p24');
    expect(toPaymentLogoId('orange_money')).toBe('orange');
    expect(toPaymentLogoId('ORANGE_MONEY')).toBe('orange');
    expect(toPaymentLogoId('moovmoney')).toBe('moov');
    expect(toPaymentLogoId('masterCard')).toBe('mastercard');
    expect(toPaymentLogoId('MC')).toBe('mastercard');
    expect(toPaymentLogoId('MBWayPA')).toBe('mbway');
    expect(toPaymentLogoId('BankTransferDeposit')).toBe('banktransfer');
    expect(toPaymentLogoId('APPLEPAY')).toBe('applepay');
    expect(toPaymentLogoId('MOBILEMONEY')).toBe('mobilemoney');
    expect(toPaymentLogoId('unknown')).toBeNull();
    expect(toPaymentLogoId(null)).toBeNull();
    expect(isPaymentLogoId('visa')).toBe(true);
    expect(isPaymentLogoId('Visa')).toBe(false);
  });
});
