// ISO 13616 (IBAN), with the examples the standard's registry publishes per country.
import { describe, expect, it } from 'vitest';
import { formatIban, ibanError, isValidIban, maskIban, normaliseIban } from './rules';

describe('IBAN check (ISO 13616 mod-97)', () => {
  it.each([
    ['GB82 WEST 1234 5698 7654 32'],
    ['FR14 2004 1010 0505 0001 3M02 606'],
    ['PT50 0002 0123 1234 5678 9015 4'],
    ['PL61 1090 1014 0000 0712 1981 2874'],
    ['DE89 3704 0044 0532 0130 00'],
  ])('the registry example %s is valid', (iban) => {
    expect(ibanError(iban)).toBeNull();
    expect(isValidIban(iban)).toBe(true);
  });

  it('reads the electronic format too, in any case', () => {
    expect(isValidIban('gb82west12345698765432')).toBe(true);
    expect(normaliseIban(' gb82 west-1234 ')).toBe('GB82WEST1234');
  });

  it('one changed digit or two swapped characters break the check digits', () => {
    expect(ibanError('GB82 WEST 1234 5698 7654 33')).toBe('checksum');
    expect(ibanError('GB28 WEST 1234 5698 7654 32')).toBe('checksum');
    expect(ibanError('FR14 2004 1010 0505 0001 3M02 660')).toBe('checksum');
    expect(ibanError('PL61 1090 1014 0000 0712 1981 2847')).toBe('checksum');
  });

  it("the length is the country's: FR 27, PT 25, PL 28, GB 22", () => {
    expect(ibanError('FR14 2004 1010 0505 0001 3M02 60')).toBe('length');
    expect(ibanError('PT50 0002 0123 1234 5678 9015 41')).toBe('length');
    expect(ibanError('PL61 1090 1014 0000 0712 1981 287')).toBe('length');
    expect(ibanError('GB82 WEST 1234 5698 7654 3')).toBe('length');
  });

  it('empty, malformed, or a country without IBAN is refused', () => {
    expect(ibanError('   ')).toBe('empty');
    expect(ibanError('1234 5678')).toBe('format');
    expect(ibanError('GBXX WEST 1234')).toBe('format');
    expect(ibanError('US12 3456 7890 1234')).toBe('country');
  });
});

describe('IBAN display', () => {
  it('prints in groups of four; masks the middle', () => {
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• 0189');
  });
});
