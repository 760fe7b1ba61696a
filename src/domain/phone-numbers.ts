// Mobile-money phone numbers per market (SPEC 5): calling code, mask, pattern and error key; a saved
// number as the player knows it. Small on purpose: the amount page imports it; src/methods/mobile-money/rules.ts
// re-exports it for the flow, with what only the flow needs (reading and checking a typed number).
import type { Legislation } from './context';

export type MobileMoneyLegislation = 'CI' | 'TG' | 'SN' | 'BJ' | 'CD';

export interface PhoneRule {
  callingCode: string;
  /** Input mask: '0' stands for a digit; spaces are shown, never sent. */
  mask: string;
  /** The national significant number (digits only, as sent in phone_number). */
  pattern: RegExp;
  errorKey: string;
}

/**
 * Mobile numbers of the national numbering plans (ITU-T E.164 national plans):
 * - CI +225: 10 digits since 31 Jan 2021; mobile 01 (Moov), 05 (MTN), 07 (Orange) + 8 digits.
 * - TG +228: 8 digits; mobile 70–73 and 90–93 (Togocom), 78–79 and 96–99 (Moov Africa).
 * - SN +221: 9 digits; mobile 70 (Expresso), 71, 75, 76 (Free / Promobile), 77, 78 (Orange).
 * - BJ +229: 10 digits since 30 Nov 2024 ("01" before the former 8 digits); mobile former 4x, 5x, 6x, 9x.
 * - CD +243: 9 digits (without the trunk 0); mobile 80–85, 89 (Vodacom, Orange), 90, 91 (Africell), 97–99 (Airtel).
 */
export const PHONE_RULES: Readonly<Record<MobileMoneyLegislation, PhoneRule>> = {
  CI: { callingCode: '225', mask: '00 00 00 00 00', pattern: /^0[157]\d{8}$/, errorKey: 'payment.number.format.error.ci' },
  TG: { callingCode: '228', mask: '00 00 00 00', pattern: /^(?:7[0-389]|9[0-36-9])\d{6}$/, errorKey: 'payment.number.format.error.tg' },
  SN: { callingCode: '221', mask: '00 000 00 00', pattern: /^7[015-8]\d{7}$/, errorKey: 'payment.number.format.error.sn' },
  BJ: { callingCode: '229', mask: '00 00 00 00 00', pattern: /^01[4-69]\d{7}$/, errorKey: 'payment.number.format.error.newbj' },
  CD: { callingCode: '243', mask: '000 000 000', pattern: /^(?:8[0-59]|9[0179])\d{7}$/, errorKey: 'payment.number.format.error.cd' },
};

export const isMobileMoneyMarket = (l: Legislation): l is MobileMoneyLegislation => l in PHONE_RULES;

export const maskLength = (mask: string): number => mask.replace(/[^0]/g, '').length;

/** Shows digits in the market's mask: '0701020304' -> '07 01 02 03 04' (partial input stays partial). */
export function applyMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out;
}

/**
 * A saved number as the player knows it, with the market's calling code and mask:
 * '0701020304' in CI -> '+225 07 01 02 03 04'. Every market's the same way: a number saved before its
 * plan changed (BJ's former 8 digits, before 30 Nov 2024) does not fit today's mask and is shown with the
 * calling code and its digits in pairs, '97123456' in BJ -> '+229 97 12 34 56' (docs/decisions.md, "A
 * saved number reads the same in every market"). Left as it is outside a mobile-money market or when it
 * names another calling code.
 */
export function formatSavedPhone(phone: string, l: Legislation): string {
  if (!isMobileMoneyMarket(l)) return phone;
  const rule = PHONE_RULES[l];
  const typedPlus = /^\s*(\+|00)/.test(phone);
  const all = phone.replace(/\D/g, '').replace(typedPlus ? /^(00)?/ : /^$/, '');
  const national = typedPlus && all.startsWith(rule.callingCode) ? all.slice(rule.callingCode.length) : typedPlus ? null : all;
  if (national === null || national === '') return phone;
  const grouped = national.length === maskLength(rule.mask) ? applyMask(national, rule.mask) : (national.match(/\d{1,2}/g) ?? []).join(' ');
  return `+${rule.callingCode} ${grouped}`;
}
