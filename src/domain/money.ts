// Money display (SPEC 9): the operator's own currency symbols, whole amounts without decimals, and
// 0-decimal amounts in the XOF markets of SPEC 9's list. The amount field's reading and writing of
// amounts is src/domain/amount-entry.ts.
import type { Currency, Language, Legislation } from './context';

/** SPEC 9. These replace Intl's symbols (Intl would print "F CFA", "PLN" or "CDF"). */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  EUR: '€',
  USD: '$',
  CHF: 'CHF',
  PLN: 'zł',
  XOF: 'F',
  CDF: 'F',
};

/** Markets whose amounts are entered without decimals: exactly SPEC 9's list (TG and CD keep 2). */
const NO_DECIMAL_LEGISLATIONS: readonly Legislation[] = ['CI', 'SN', 'BJ'];

export function amountDecimals(legislation: Legislation): 0 | 2 {
  return NO_DECIMAL_LEGISLATIONS.includes(legislation) ? 0 : 2;
}

/**
 * The Intl locale for a language in a market: the market's country refines separators and symbol
 * placement ('pt' alone is Brazilian and puts € first; 'pt-PT' writes "15,50 €").
 */
export function intlLocale(language: Language, legislation: Legislation): string {
  return legislation === 'COM' ? language : `${language}-${legislation}`;
}

/** Whole once rounded to cents, so 12.999 counts as 13 and is shown "13", not "13.00". */
const isWholeAmount = (amount: number): boolean => Math.round(amount * 100) % 100 === 0;

/**
 * The amount with its symbol placed where the locale places a currency ("15 €", "€15", "50 zł"):
 * no decimals for whole amounts, else 2 (SPEC 9).
 */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const digits = isWholeAmount(amount) ? 0 : 2;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).formatToParts(digits === 0 ? Math.round(amount) : amount);
  return parts.map((p) => (p.type === 'currency' ? CURRENCY_SYMBOLS[currency] : p.value)).join('');
}

/**
 * A range of amounts as a tile's footer has room for it: the symbol once when the locale writes it after
 * the number ("200 – 500 000 F", "10 – 5 000 €"), on both ends when it comes first ("€10 – €5,000").
 */
export function formatMoneyRange(min: number, max: number, currency: Currency, locale: string): string {
  const from = formatMoney(min, currency, locale);
  const to = formatMoney(max, currency, locale);
  const symbol = CURRENCY_SYMBOLS[currency];
  const suffixed = from.endsWith(symbol);
  return `${suffixed ? from.slice(0, -symbol.length).trimEnd() : from} – ${to}`;
}
