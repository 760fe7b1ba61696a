import { describe, expect, it } from 'vitest';
import { sanitizeAmountInput } from './amount-input';

describe('sanitizeAmountInput', () => {
  it('keeps digits and one separator, normalised to "."', () => {
    expect(sanitizeAmountInput('12,5', 2)).toBe('12.5');
    expect(sanitizeAmountInput('12.50', 2)).toBe('12.50');
    expect(sanitizeAmountInput('1.2.3', 2)).toBe('1.23');
  });
  it('drops letters, spaces and currency symbols', () => {
    expect(sanitizeAmountInput(' 1 000 € ', 2)).toBe('1000');
    expect(sanitizeAmountInput('abc', 2)).toBe('');
  });
  it('caps the fraction digits', () => {
    expect(sanitizeAmountInput('10.999', 2)).toBe('10.99');
  });
  it('allows no separator when decimals is 0 (CI, SN, BJ)', () => {
    expect(sanitizeAmountInput('2000,50', 0)).toBe('200050');
    expect(sanitizeAmountInput('5000', 0)).toBe('5000');
  });
  it('trims leading zeros but keeps "0." and a lone "0"', () => {
    expect(sanitizeAmountInput('007', 2)).toBe('7');
    expect(sanitizeAmountInput(',5', 2)).toBe('0.5');
    expect(sanitizeAmountInput('0', 2)).toBe('0');
    expect(sanitizeAmountInput('00.5', 2)).toBe('0.5');
  });
  it('keeps a trailing separator while typing', () => {
    expect(sanitizeAmountInput('12.', 2)).toBe('12.');
  });
});
