// Cards (SPEC 3 card entities and body, 4 "Card response" and "Card brand", 5 card validation, 9):
// type detection, Luhn, the number mask, expiry and CVV rules, brands and the brand choice, the card
// deposit body and how a card response is read. Pure functions: the card number and CVV go in and
// never come back out (only the bin and the last four digits do).
import { usableUrl } from '../../domain/urls';
import { DEPOSIT_ANSWER, meaningOf } from '../../domain/verdict';

export const BIN_LENGTH = 6;
/** Time-out of each acquirer's tokenisation call (SPEC 9: card and token tokenization). */
export const ACQUIRER_TIMEOUT_MS = 3_500;
/** SPEC 7: the card flow polls the transaction every 2000 ms unless X-Poll-Interval says otherwise. */
export const CARD_POLL_INTERVAL_MS = 2_000;
/** How long the 3DS method (fingerprint) iframe may take before the flow goes on without it (EMVCo: 10 s). */
export const THREEDS_METHOD_TIMEOUT_MS = 10_000;
/** Bridge reason and navigation strategy of the issuer redirect in a native app (SPEC 4). */
export const CARD_3DS1_REASON = 'CARD_3DS1';

export const CARD_ERRORS = {
  empty: 'payment.card.number.empty.error',
  invalid: 'payment.card.number.error',
  amex: 'payment.card.number.amex.error',
  expiry: 'payment.expiration.date.validation.error',
  cvv: 'payment.card.cvv.error',
} as const;
export type CardError = (typeof CARD_ERRORS)[keyof typeof CARD_ERRORS];

// ---- Number ---------------------------------------------------------------------------------------------

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

export type CardType = 'visa' | 'mastercard' | 'maestro' | 'amex';

/** SPEC 5: Visa 4; Mastercard 51–55 and 2221–2720; Maestro 50, 56–58, 60–69; Amex 34, 37. */
export function detectCardType(value: string): CardType | null {
  const n = digitsOf(value);
  if (n.startsWith('4')) return 'visa';
  const two = Number(n.slice(0, 2));
  if (n.length >= 2) {
    if (two === 34 || two === 37) return 'amex';
    if (two >= 51 && two <= 55) return 'mastercard';
    if (two === 50 || (two >= 56 && two <= 58) || (two >= 60 && two <= 69)) return 'maestro';
  }
  if (n.length >= 4) {
    const four = Number(n.slice(0, 4));
    if (four >= 2221 && four <= 2720) return 'mastercard';
  }
  return null;
}

export function luhnValid(value: string): boolean {
  const n = digitsOf(value);
  if (n.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = n.charCodeAt(n.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * SPEC 5: Amex refused at once; under 16 digits an error only once touched (empty or incomplete);
 * from 16 digits the Luhn check decides.
 */
export function cardNumberError(value: string, touched: boolean): CardError | null {
  const n = digitsOf(value);
  if (detectCardType(n) === 'amex') return CARD_ERRORS.amex;
  if (n.length < 16) {
    if (!touched) return null;
    return n.length === 0 ? CARD_ERRORS.empty : CARD_ERRORS.invalid;
  }
  return luhnValid(n) ? null : CARD_ERRORS.invalid;
}

/** Groups of four for display while typing: 4970 1012 3456 7890 (19 digits at most). */
export const formatCardNumber = (value: string): string =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * SPEC 9: the mask hides the characters from position 8 (0-based, i.e. the first 8 stay visible: the
 * bin and two more) through all but the last 4. Shorter values are returned as they are.
 */
export function maskCardNumber(value: string, maskChar = '•'): string {
  const n = digitsOf(value);
  if (n.length <= 12) return n;
  return n.slice(0, 8) + maskChar.repeat(n.length - 12) + n.slice(-4);
}

export const binOf = (value: string): string | null => {
  const n = digitsOf(value);
  return n.length >= BIN_LENGTH ? n.slice(0, BIN_LENGTH) : null;
};
export const lastDigitsOf = (value: string): string => digitsOf(value).slice(-4);

// ---- Expiry and CVV --------------------------------------------------------------------------------------

export interface Expiry {
  month: number;
  /** Four digits: 20YY (SPEC 5). */
  year: number;
}

/** Reads MMYY (separators ignored): null when not 4 digits or the month is not 01–12. */
export function parseExpiry(value: string): Expiry | null {
  const n = digitsOf(value);
  if (n.length !== 4) return null;
  const month = Number(n.slice(0, 2));
  const year = 2000 + Number(n.slice(2));
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Valid and not past: the card works until the end of its expiry month. */
export function expiryValid(value: string, now: Date): boolean {
  const e = parseExpiry(value);
  if (!e) return false;
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  return e.year > y || (e.year === y && e.month >= m);
}

/**
 * SPEC 5: a partial input is checked while untouched (a month above 12 or a past year shows at once);
 * the message shows when invalid and dirty or touched.
 */
export function expiryError(value: string, touched: boolean, now: Date): CardError | null {
  const n = digitsOf(value);
  if (n.length === 4) return expiryValid(n, now) ? null : CARD_ERRORS.expiry;
  if (touched) return CARD_ERRORS.expiry;
  if (n.length >= 1 && Number(n[0]) > 1) return CARD_ERRORS.expiry;
  if (n.length >= 2) {
    const month = Number(n.slice(0, 2));
    if (month < 1 || month > 12) return CARD_ERRORS.expiry;
  }
  if (n.length === 3) {
    const decade = 2000 + Number(n[2]) * 10;
    if (decade + 9 < now.getFullYear()) return CARD_ERRORS.expiry;
  }
  return null;
}

/** MM/YY as typed: a slash after the month. */
export function formatExpiry(value: string): string {
  const n = digitsOf(value).slice(0, 4);
  return n.length > 2 ? `${n.slice(0, 2)}/${n.slice(2)}` : n;
}

export const CVV_MIN_LENGTH = 3;
export const CVV_MAX_LENGTH = 4;
/** SPEC 5: at least 3 characters, once touched. */
export function cvvError(value: string, touched: boolean): CardError | null {
  if (!touched) return null;
  return digitsOf(value).length >= CVV_MIN_LENGTH ? null : CARD_ERRORS.cvv;
}

/** The first error of a submitted card form (number, expiry, CVV, all checked as touched), or null. */
export function cardFormError(form: { number: string; expiry: string; cvv: string }, now: Date): CardError | null {
  return cardNumberError(form.number, true) ?? expiryError(form.expiry, true, now) ?? cvvError(form.cvv, true);
}

export interface CardFormValues {
  number: string;
  expiry: string;
  cvv: string;
}

/** Whether the form can be sent (every rule passes as if every field was touched). */
export function cardFormValid(values: CardFormValues, now: Date): boolean {
  return cardNumberError(values.number, true) === null && expiryError(values.expiry, true, now) === null && cvvError(values.cvv, true) === null;
}

// ---- Brands ---------------------------------------------------------------------------------------------

/** SPEC 5: the only brands shown. */
export const SHOWN_BRANDS = ['cb', 'maestro', 'visa', 'electron', 'mastercard'] as const;
export type CardBrand = (typeof SHOWN_BRANDS)[number];

/** SPEC 3 "Card brand" aliases (VISA, MC, MASTERCARD, CB), any case. */
export function normaliseBrand(raw: string): string {
  const v = raw.trim().toLowerCase();
  if (v === 'mc' || v === 'master_card' || v === 'mastercard') return 'mastercard';
  if (v === 'cartes_bancaires' || v === 'cartesbancaires' || v === 'cb') return 'cb';
  if (v === 'visa_electron' || v === 'electron') return 'electron';
  return v;
}

export const isShownBrand = (b: string): b is CardBrand => (SHOWN_BRANDS as readonly string[]).includes(b);

export const BRAND_ERRORS = { unavailable: 'Brands are not available', empty: 'Brands are empty' } as const;

export type BrandLookup = { kind: 'brands'; brands: CardBrand[] } | { kind: 'unknown'; reason: string };

/**
 * SPEC 4/5: the lookup must return a non-empty list (else 'Brands are empty'); only the shown brands
 * are kept, in the lookup's order; none of them left means an unknown brand, which fails.
 */
export function readBrands(raw: readonly string[] | null | undefined): BrandLookup {
  if (!raw) return { kind: 'unknown', reason: BRAND_ERRORS.unavailable };
  if (raw.length === 0) return { kind: 'unknown', reason: BRAND_ERRORS.empty };
  const brands = [...new Set(raw.map(normaliseBrand))].filter(isShownBrand);
  return brands.length ? { kind: 'brands', brands } : { kind: 'unknown', reason: `Unknown brand: ${raw.join(', ')}` };
}

/** SPEC 9: FR enables the brand choice, cb preferred by default. */
export const BRAND_CHOICE_LEGISLATIONS: readonly string[] = ['FR'];
export const PREFERRED_BRAND: CardBrand = 'cb';

/** The player may choose the brand: FR with more than one brand (SPEC 4). */
export const offersBrandChoice = (legislation: string, brands: readonly string[]): boolean =>
  BRAND_CHOICE_LEGISLATIONS.includes(legislation) && brands.length > 1;

/** The brand used when the player has not chosen one: cb when offered, else the first. */
export const defaultBrand = (brands: readonly string[]): string | null => (brands.includes(PREFERRED_BRAND) ? PREFERRED_BRAND : (brands[0] ?? null));

export type SchemeSelectionType = 'user' | 'not_applicable';

// ---- Deposit body (SPEC 3) ---------------------------------------------------------------------------------

/** The three acquirers' payloads, by acquirer code; an acquirer that failed has null. */
export type AcquirerPayloads = Record<string, string | null>;
export const CSE_FIELD_PREFIX = 'cse_';

export const hasAnyPayload = (p: AcquirerPayloads): boolean => Object.values(p).some((v) => typeof v === 'string' && v !== '');

export interface CardScheme {
  scheme: string | null;
  selectionType: SchemeSelectionType;
  availableSchemes: string[];
}

export interface NewCardDetailInput extends CardScheme {
  type: string;
  bin: string;
  lastDigits: string;
  expiry: Expiry;
  payloads: AcquirerPayloads;
  returnUrl: string;
}

const payloadFields = (payloads: AcquirerPayloads): Record<string, string> =>
  Object.fromEntries(
    Object.entries(payloads)
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
      .map(([code, value]) => [`${CSE_FIELD_PREFIX}${code}`, value]),
  );

/** detail of a new card: type, bin, last_digit, expiry, the cse_<acquirer> payloads, return_url, schemes. */
export function newCardDetail(i: NewCardDetailInput): Record<string, unknown> {
  return cardDetailFields(i);
}

/** The fields a new and a saved card's detail share. */
function cardDetailFields(i: Omit<TokenCardDetailInput, 'tokenId'>): Record<string, unknown> {
  return {
    type: i.type,
    bin: i.bin,
    last_digit: i.lastDigits,
    expiry_month: String(i.expiry.month).padStart(2, '0'),
    expiry_year: String(i.expiry.year),
    ...payloadFields(i.payloads),
    return_url: i.returnUrl,
    scheme: i.scheme,
    scheme_selection_type: i.selectionType,
    available_schemes: i.availableSchemes,
  };
}

export interface TokenCardDetailInput extends CardScheme {
  tokenId: string;
  type: string;
  bin: string;
  lastDigits: string;
  expiry: Expiry;
  /** The CVV encrypted per acquirer. */
  payloads: AcquirerPayloads;
  returnUrl: string;
}

/** detail of a saved card: bin, token_id, last_digit, expiry, type and the CVV encrypted per acquirer. */
export function tokenCardDetail(i: TokenCardDetailInput): Record<string, unknown> {
  return { token_id: i.tokenId, ...cardDetailFields(i) };
}

// ---- Card response (SPEC 4) -------------------------------------------------------------------------------

export interface ThreeDs2Data {
  transactionId: string;
  threeDSMethodURL: string | null;
  threeDSServerTransID: string | null;
  acsTransID: string | null;
  acsURL: string | null;
  messageVersion: string | null;
  /** The base64url CReq to post to the ACS (challenge), or the method data (fingerprint). */
  creq: string | null;
  methodData: string | null;
}

export interface CardResponseLike {
  status: string;
  status_detail?: string | number | null;
  transaction_uid?: string | null;
  transaction_context?: Record<string, unknown> | null;
  refused_reason?: string | null;
}

export type CardOutcome =
  | { kind: 'success' }
  | { kind: 'pending' }
  | { kind: 'refused'; reason: string }
  | { kind: 'threeDs1'; url: string }
  | { kind: 'fingerprint'; threeDs: ThreeDs2Data }
  | { kind: 'challenge'; threeDs: ThreeDs2Data }
  | { kind: 'issuerRedirect'; url: string }
  | { kind: 'failure'; reason: string }
  /** Not an explicit refusal and not a status the app can act on (verdict.ts): pending, never failed. */
  | { kind: 'unknown' };

export const GENERIC_CARD_FAILURE = 'payment.genericfailure';
export const CARD_INTERNAL_ERROR = 'payment.internal.error';

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** issuer_url with `params` (string values) added to its query: where 3DS1 and the issuer redirect go. */
export function issuerUrlOf(context: Record<string, unknown> | null | undefined): string | null {
  const base = usableUrl(context?.issuer_url) ?? usableUrl(context?.redirect_url);
  if (!base) return null;
  const params = context?.params;
  if (!params || typeof params !== 'object') return base;
  const entries = Object.entries(params as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (!entries.length) return base;
  const q = new URLSearchParams(entries).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${q}`;
}

function threeDsOf(r: CardResponseLike): ThreeDs2Data {
  const c = r.transaction_context ?? {};
  return {
    transactionId: str(c.transactionId) ?? r.transaction_uid ?? '',
    threeDSMethodURL: usableUrl(c.threeDSMethodURL),
    threeDSServerTransID: str(c.threeDSServerTransID),
    acsTransID: str(c.acsTransID),
    acsURL: usableUrl(c.acsURL),
    messageVersion: str(c.messageVersion),
    creq: str(c.creq),
    methodData: str(c.threeDSMethodData),
  };
}

/**
 * SPEC 7: the 3DS2 status poll (HEAD /kong/v4/me/transactions/{id}) carries the status and status_detail
 * of the card answer the wait is on (SPEC 4: pending 2 the fingerprint, pending 3 the challenge). After a
 * reload the answer is gone: a wait resumed from the challenge is on the challenge's, any other on the
 * fingerprint's (docs/decisions.md "The 3DS2 poll's query").
 */
export function threeDsPollQuery(outcome: CardOutcome | null, resumedStage: string | null = null): { status: string; status_detail: string } {
  const challenge = outcome ? outcome.kind === 'challenge' : resumedStage === 'challenge';
  return { status: 'pending', status_detail: challenge ? '3' : '2' };
}

/**
 * SPEC 4 "Card response by status and status detail". SPEC's "any other status: failure
 * payment.genericfailure" is read after the call was sent as unknown (verdict.ts, docs/decisions.md
 * "Unknown is not failed"): a status, a detail or a context the app cannot act on is pending, never failed.
 */
export function cardOutcomeOf(r: CardResponseLike): CardOutcome {
  const detail = r.status_detail === null || r.status_detail === undefined ? null : String(r.status_detail).trim();
  switch (meaningOf(r?.status, DEPOSIT_ANSWER)) {
    case 'success':
      return { kind: 'success' };
    case 'refused':
      return { kind: 'refused', reason: str(r.refused_reason) ?? GENERIC_CARD_FAILURE };
    case 'redirect': {
      const url = issuerUrlOf(r.transaction_context);
      return detail === '1' && url ? { kind: 'threeDs1', url } : UNKNOWN;
    }
    case 'pending': {
      if (detail === '1') return { kind: 'pending' };
      if (detail === '2') {
        const t = threeDsOf(r);
        return t.transactionId ? { kind: 'fingerprint', threeDs: t } : UNKNOWN;
      }
      if (detail === '3') {
        const t = threeDsOf(r);
        return t.transactionId && t.acsURL ? { kind: 'challenge', threeDs: t } : UNKNOWN;
      }
      if (detail === '6') {
        const url = issuerUrlOf(r.transaction_context);
        return url ? { kind: 'issuerRedirect', url } : UNKNOWN;
      }
      return UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}
const UNKNOWN: CardOutcome = { kind: 'unknown' };

/** SPEC 4: a refused card deposit with payment.genericfailure goes back to the card route. */
export const returnsToCardForm = (reason: string): boolean => reason === GENERIC_CARD_FAILURE;

/** SPEC 4: the issuer redirect is direct on the web app and in launchers, else through the bridge. */
export const issuerRedirectIsDirect = (applicationType: string): boolean => applicationType === 'WEBAPP' || applicationType.startsWith('LAUNCHER_');
