// Pure data about the payment logos: ids, brand names, intrinsic sizes. No React here.

export const PAYMENT_LOGO_IDS = [
  'visa',
  'cb',
  'mastercard',
  'card',
  'mobilemoney',
  'applepay',
  'googlepay',
  'paysafecard',
  'skrill',
  'paypal',
  'banktransfer',
  'p24',
  'blik',
  'multibanco',
  'mbway',
  'orange',
  'mtn',
  'moov',
  'wave',
  'celtiis',
  'airtel',
  'mpesa',
] as const;

export type PaymentLogoId = (typeof PAYMENT_LOGO_IDS)[number];

export interface LogoSize {
  width: number;
  height: number;
}

/** Footer / list default. */
export const DEFAULT_LOGO_SIZE: LogoSize = { width: 40, height: 28 };

/** Per-method sizes (SPEC 2 examples: card 40x40, PayPal 72x20); every other logo is 40x28. */
export const LOGO_SIZES: Readonly<Partial<Record<PaymentLogoId, LogoSize>>> = {
  card: { width: 40, height: 40 },
  mobilemoney: { width: 40, height: 40 },
  paypal: { width: 72, height: 20 },
};

export function logoSize(id: PaymentLogoId): LogoSize {
  return LOGO_SIZES[id] ?? DEFAULT_LOGO_SIZE;
}

/** Logos of a kind of method, not a brand: their names are translated. */
export type GenericLogoId = 'banktransfer' | 'card' | 'mobilemoney';

/** Brand names are proper nouns and stay untranslated; generic ones (bank transfer, card) are translated in PaymentLogo. */
export const LOGO_BRAND_NAMES: Readonly<Record<Exclude<PaymentLogoId, GenericLogoId>, string>> = {
  visa: 'Visa',
  cb: 'CB',
  mastercard: 'Mastercard',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  paysafecard: 'Paysafecard',
  skrill: 'Skrill',
  paypal: 'PayPal',
  p24: 'Przelewy24',
  blik: 'BLIK',
  multibanco: 'Multibanco',
  mbway: 'MB WAY',
  orange: 'Orange Money',
  mtn: 'MTN Mobile Money',
  moov: 'Moov Money',
  wave: 'Wave',
  celtiis: 'Celtiis',
  airtel: 'Airtel Money',
  mpesa: 'M-Pesa',
};

export function isPaymentLogoId(value: string): value is PaymentLogoId {
  return (PAYMENT_LOGO_IDS as readonly string[]).includes(value);
}

/**
 * Maps loose names met in the API and the SPEC (wire names, operator codes, card brands) to a logo id,
 * or null. e.g. 'PRZELEWY24' -> 'p24', 'orange_money' / 'ORANGE_MONEY' -> 'orange', 'masterCard' -> 'mastercard'.
 */
export function toPaymentLogoId(name: string | null | undefined): PaymentLogoId | null {
  if (!name) return null;
  const key = name.toLowerCase().replace(/[\s_-]/g, '');
  if (isPaymentLogoId(key)) return key;
  const aliases: Record<string, PaymentLogoId> = {
    mc: 'mastercard',
    przelewy24: 'p24',
    bank: 'banktransfer',
    banktransferdeposit: 'banktransfer',
    orangemoney: 'orange',
    moovmoney: 'moov',
    mbwaypa: 'mbway',
    mbwayoneclick: 'mbway',
    maestro: 'card',
    electron: 'card',
  };
  return aliases[key] ?? null;
}
