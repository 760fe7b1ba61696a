// The amount field (SPEC 9 "Amount format", SPEC 5 technical maximum): what a player types or pastes,
// read the way their locale writes numbers ("1.000,50" in PT and PL, "1 000,50" in FR, "1,000.50" in
// English, a currency sign around it), and the amount written back in that locale's format. The rule
// for when the field's text is rewritten is docs/decisions.md "The amount field reads the player's
// locale".
import { CURRENCIES, type Currency, type Legislation } from './context';
import { TECHNICAL_MAX_AMOUNT } from './limits';
import { amountDecimals, CURRENCY_SYMBOLS } from './money';

/** The maximum length of an amount: the digits of SPEC 5's technical maximum (99999999), 8. */
export const AMOUNT_MAX_INTEGER_DIGITS = String(TECHNICAL_MAX_AMOUNT).length;

/**
 * How this player's amounts are written: the Intl locale (src/domain/money.ts `intlLocale`), the market
 * (its decimals, SPEC 9) and the currency, since Intl writes a currency's amounts with separators of
 * their own in some locales (en-PL: "€1,000.50" but "1.000,50 zł").
 */
export interface AmountFormat {
  locale: string;
  legislation: Legislation;
  currency: Currency;
}

export interface NumberSeparators {
  group: string;
  decimal: string;
}

/** Intl's money format for this locale and currency with this many decimals, built once. */
const formatters = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: Currency, digits: number): Intl.NumberFormat {
  const key = `${locale}/${currency}/${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format;
}

/**
 * The group and decimal separators of this player's amounts, learnt from Intl's parts, as the presets
 * and Pay write them (fr: U+202F and ","; en: "," and ".").
 */
export function numberSeparators({ locale, currency }: Pick<AmountFormat, 'locale' | 'currency'>): NumberSeparators {
  const key = `${locale}/${currency}`;
  let known = separators.get(key);
  if (!known) {
    const parts = moneyFormat(locale, currency, 2).formatToParts(1234567.5);
    known = {
      group: parts.find((p) => p.type === 'group')?.value ?? '',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separators.set(key, known);
  }
  return known;
}
const separators = new Map<string, NumberSeparators>();

/** What the field's text holds: an amount, nothing yet (null: "", "€", ","), or text the field refuses. */
export type AmountEntry = { ok: true; amount: number | null } | { ok: false; reason: 'notANumber' | 'tooManyDecimals' | 'tooLong' };

/** Characters a player may write between groups of thousands: spaces (plain, no-break, narrow) and apostrophes. */
const SPACE_GROUP = "\\s\\u00a0\\u202f'\u2019";
const ONLY_NUMBER_CHARS = new RegExp(`^[\\d.,${SPACE_GROUP}]*$`);
const ANY_SEPARATOR = new RegExp(`[.,${SPACE_GROUP}]`);

/**
 * Currency signs a player may paste around an amount: the operator's symbols (SPEC 9), the ISO codes and
 * what Intl or a bank writes ("F CFA", "FCFA", "FC", "US$"). Longest first, so "F CFA" goes before "F".
 */
const SIGNS: readonly string[] = [...new Set([...Object.values(CURRENCY_SYMBOLS), ...CURRENCIES, 'F CFA', 'FCFA', 'CFA', 'FC', 'US$', 'zl'])].sort(
  (a, b) => b.length - a.length,
);

/** The text without one currency sign before and one after the number, and without the spaces around it. */
function withoutCurrency(text: string): string {
  let body = text.trim();
  const lower = () => body.toLowerCase();
  const before = SIGNS.find((sign) => lower().startsWith(sign.toLowerCase()));
  if (before) body = body.slice(before.length).trim();
  const after = SIGNS.find((sign) => lower().endsWith(sign.toLowerCase()));
  if (after) body = body.slice(0, body.length - after.length).trim();
  return body;
}

const count = (text: string, ch: string): number => text.split(ch).length - 1;

/**
 * Where the decimal separator is, or -1. With both "." and "," the last one is the decimal separator
 * ("1.000,50", "1,000.50"); a mark written more than once separates thousands ("1.000.000"); the
 * locale's decimal separator is one; the other mark followed by exactly three digits separates thousands
 * ("1.000" in PT is a thousand, "1,000" in English too) and otherwise is a decimal separator ("10.5" in
 * FR is 10,50).
 */
function decimalIndex(body: string, separators: NumberSeparators): number {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return Math.max(dot, comma);
  const at = Math.max(dot, comma);
  if (at < 0) return -1;
  const mark = body[at] as string;
  if (count(body, mark) > 1) return -1;
  if (mark === separators.decimal) return at;
  return /^\d{3}$/.test(body.slice(at + 1)) && /\d/.test(body.slice(0, at)) ? -1 : at;
}

/**
 * The groups of the whole part, as a player writes them while typing: the first of 1 to 3 digits, the
 * middle ones of 3, the last of 0 to 3 (being typed: "1,000," on the way to "1,000,000") or of 3 when a
 * decimal separator follows.
 */
function wholeDigits(whole: string, decimalFollows: boolean): string | null {
  if (!ANY_SEPARATOR.test(whole)) return /^\d*$/.test(whole) ? whole : null;
  const groups = whole.split(new RegExp(`[.,${SPACE_GROUP}]`));
  const last = groups.length - 1;
  const fits = groups.every((g, i) => (i === 0 ? /^\d{1,3}$/.test(g) : i < last || decimalFollows ? /^\d{3}$/.test(g) : /^\d{0,3}$/.test(g)));
  return fits ? groups.join('') : null;
}

/** Cents at most; in a market without decimals (SPEC 9: CI, SN, BJ) only zeros after the separator. */
const MAX_FRACTION_DIGITS = 2;

/**
 * The amount in the field's text, read the way the player's locale writes it: at most the market's
 * decimals (SPEC 9) and at most 8 digits before
 * the decimal separator (SPEC 5's technical maximum, 99999999), so that every amount the field holds is
 * exact in a JavaScript number and is the amount the request sends.
 */
export function parseAmountEntry(text: string, format: AmountFormat): AmountEntry {
  const body = withoutCurrency(text);
  if (!ONLY_NUMBER_CHARS.test(body)) return { ok: false, reason: 'notANumber' };
  const at = decimalIndex(body, numberSeparators(format));
  const fraction = at < 0 ? '' : body.slice(at + 1);
  if (!/^\d*$/.test(fraction)) return { ok: false, reason: 'notANumber' };
  // "2 000,00 F" is 2000 in CI (a bank writes it so); "2 000,50 F" is no amount there, never 200050.
  if (fraction.length > MAX_FRACTION_DIGITS || /[1-9]/.test(fraction.slice(amountDecimals(format.legislation)))) {
    return { ok: false, reason: 'tooManyDecimals' };
  }
  const whole = wholeDigits(at < 0 ? body : body.slice(0, at), at >= 0);
  if (whole === null) return { ok: false, reason: 'notANumber' };
  if (whole.length > AMOUNT_MAX_INTEGER_DIGITS) return { ok: false, reason: 'tooLong' };
  if (whole === '' && fraction === '') return { ok: true, amount: null };
  return { ok: true, amount: Number(`${whole || '0'}.${fraction || '0'}`) };
}

/**
 * The amount as the field shows it: the number of Pay's label and of the presets without the currency
 * sign ("2 000" in CI, "1 000,50" in FR, "1000,50" in PT), whole amounts without decimals, else the
 * market's 2 (SPEC 9).
 */
export function formatAmountEntry(amount: number | null, format: AmountFormat): string {
  if (amount === null) return '';
  const digits = amountDecimals(format.legislation) === 0 || Math.round(amount * 100) % 100 === 0 ? 0 : 2;
  return moneyFormat(format.locale, format.currency, digits)
    .formatToParts(amount)
    .filter((p) => p.type === 'integer' || p.type === 'group' || p.type === 'decimal' || p.type === 'fraction')
    .map((p) => p.value)
    .join('');
}

/** The field's text and its amount. */
export interface AmountFieldValue {
  text: string;
  amount: number | null;
}

/**
 * The field after the player changed it, or null when the change is refused (the field keeps its text):
 * typed digits and separators stay exactly as typed, so the caret stays where the player put it; a paste
 * or a drop, or text with a currency sign in it, is written back in the locale's format at once.
 */
export function changeAmountField(text: string, how: 'typed' | 'pasted', format: AmountFormat): AmountFieldValue | null {
  const entry = parseAmountEntry(text, format);
  if (!entry.ok) return null;
  const asTyped = how === 'typed' && ONLY_NUMBER_CHARS.test(text);
  return { text: asTyped ? text : formatAmountEntry(entry.amount, format), amount: entry.amount };
}

/** The field when the player leaves it: its amount in the locale's format ("10,5" becomes "10,50"). */
export function settleAmountField(text: string, format: AmountFormat): AmountFieldValue | null {
  const entry = parseAmountEntry(text, format);
  return entry.ok ? { text: formatAmountEntry(entry.amount, format), amount: entry.amount } : null;
}

/**
 * An amount the app puts in the field (a preset, a failed deposit's amount, the tab's draft): its text,
 * or an empty field when the field could not hold it (more decimals than the market has, more than the
 * technical maximum's digits), so the field never shows one amount while Pay would send another.
 */
export function amountFieldFor(amount: number | null, format: AmountFormat): AmountFieldValue {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return { text: '', amount: null };
  const text = formatAmountEntry(amount, format);
  const back = parseAmountEntry(text, format);
  return back.ok && back.amount === amount ? { text, amount } : { text: '', amount: null };
}
