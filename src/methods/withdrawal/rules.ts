// The IBAN of the add-new-IBAN dialog (SPEC 2, withdrawal), checked by ISO 13616: two letters of
// country, two check digits, then the country's BBAN; the whole IBAN's length is fixed per country
// (the IBAN registry) and, the first four characters moved to the end and letters read as numbers
// (A = 10 ... Z = 35), the number modulo 97 is 1. Pure: the dialog, the machine and the sandbox use it.

/** IBAN length per country (ISO 13616 IBAN registry). A country not listed has no IBAN we can check. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** Why an IBAN is refused (the dialog translates each). */
export type IbanError = 'empty' | 'format' | 'country' | 'length' | 'checksum';

/** The electronic format: no spaces (nor other separators a player pastes), upper case. */
export function normaliseIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** The ISO 7064 MOD 97-10 rule of ISO 13616: the rearranged IBAN, read as a number, modulo 97. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    // A letter is two digits: shift by 100, a digit by 10 (the number is never built whole).
    rest = (rest * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return rest;
}

/** null when the IBAN is valid; otherwise the first rule it breaks. */
export function ibanError(input: string): IbanError | null {
  const iban = normaliseIban(input);
  if (iban === '') return 'empty';
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return ibanMod97(iban) === 1 ? null : 'checksum';
}

export const isValidIban = (input: string): boolean => ibanError(input) === null;

/** The print format: groups of four (ISO 13616), e.g. GB82 WEST 1234 5698 7654 32. */
export function formatIban(input: string): string {
  return normaliseIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The country code of an IBAN (its first two letters). */
export const ibanCountry = (input: string): string => normaliseIban(input).slice(0, 2);

/** An IBAN shown without its middle: the country and check digits, then its last four characters. */
export function maskIban(input: string): string {
  const iban = normaliseIban(input);
  return iban.length <= 8 ? formatIban(iban) : `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
