// The premium ticket's code and body (docs/decisions.md "Premium ticket"; SPEC 5 for the missing code).
import { describe, expect, it } from 'vitest';
import { premiumTicketCodeError, premiumTicketDigits, premiumTicketGroups, premiumTicketRequest } from './rules';

describe('premium ticket code', () => {
  it('keeps digits only, at most 16', () => {
    expect(premiumTicketDigits('1234 5678-9012 3456 77')).toBe('1234567890123456');
    expect(premiumTicketDigits('ab')).toBe('');
  });
  it('shows the digits in groups of four', () => {
    expect(premiumTicketGroups('1234567890')).toBe('1234 5678 90');
    expect(premiumTicketGroups('')).toBe('');
  });
  it('empty is payment.null.information.error (SPEC 5); fewer than 16 digits is incomplete; 16 digits pass', () => {
    expect(premiumTicketCodeError('')).toBe('payment.null.information.error');
    expect(premiumTicketCodeError('   ')).toBe('payment.null.information.error');
    expect(premiumTicketCodeError('123456789012345')).toBe('premiumticket.code.incomplete');
    expect(premiumTicketCodeError('12345678901234567')).toBe('premiumticket.code.incomplete');
    expect(premiumTicketCodeError('1234 5678 9012 3456')).toBe('premiumticket.code.incomplete');
    expect(premiumTicketCodeError('1234567890123456')).toBeNull();
  });
  it('sends detail.code and saves nothing', () => {
    expect(premiumTicketRequest('1234567890123456')).toEqual({ storeToken: false, detail: { code: '1234567890123456' } });
  });
});
