import { describe, expect, it } from 'vitest';
import { CURRENCIES, LEGISLATIONS } from './context';
import { CURRENCY_SYMBOLS, amountDecimals, formatMoney, formatMoneyRange, intlLocale } from './money';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('CURRENCY_SYMBOLS (SPEC 9)', () => {
  it('has the operator symbol of every currency', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ EUR: '€', USD: '$', CHF: 'CHF', PLN: 'zł', XOF: 'F', CDF: 'F' });
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual([...CURRENCIES].sort());
  });
});

describe('amountDecimals (SPEC 9)', () => {
  it.each([
    ['CI', 0],
    ['SN', 0],
    ['BJ', 0],
    ['TG', 2],
    ['CD', 2],
    ['FR', 2],
    ['PT', 2],
    ['PL', 2],
    ['COM', 2],
  ] as const)('%s -> %i', (l, d) => {
    expect(amountDecimals(l)).toBe(d);
  });
  it('covers every legislation', () => {
    expect(LEGISLATIONS.filter((l) => amountDecimals(l) === 0).sort()).toEqual(['BJ', 'CI', 'SN']);
  });
});

describe('intlLocale', () => {
  it('adds the market country, except for COM', () => {
    expect(intlLocale('pt', 'PT')).toBe('pt-PT');
    expect(intlLocale('fr', 'CI')).toBe('fr-CI');
    expect(intlLocale('en', 'COM')).toBe('en');
  });
});

describe('formatMoney (SPEC 9: no decimals for whole amounts, else 2)', () => {
  it.each([
    [15, 'EUR', 'fr', `15${NBSP}€`],
    [15, 'EUR', 'en', '€15'],
    [50, 'PLN', 'pl', `50${NBSP}zł`],
    [12.5, 'EUR', 'fr', `12,50${NBSP}€`],
    [12.5, 'EUR', 'en', '€12.50'],
    [12.05, 'USD', 'en', '$12.05'],
    [1234.5, 'EUR', 'fr', `1${NNBSP}234,50${NBSP}€`],
    [1234, 'EUR', 'en', '€1,234'],
    [20000, 'XOF', 'fr', `20${NNBSP}000${NBSP}F`],
    [10000, 'CDF', 'fr', `10${NNBSP}000${NBSP}F`],
    [25, 'CHF', 'fr', `25${NBSP}CHF`],
    [25, 'CHF', 'en', `CHF${NBSP}25`],
    [15.5, 'EUR', 'pt-PT', `15,50${NBSP}€`],
    [0, 'EUR', 'en', '€0'],
  ] as const)('%d %s in %s -> %j', (amount, currency, locale, text) => {
    expect(formatMoney(amount, currency, locale)).toBe(text);
  });
  it('treats an amount that rounds to whole cents as whole', () => {
    expect(formatMoney(12.999, 'EUR', 'en')).toBe('€13');
    expect(formatMoney(12.994, 'EUR', 'en')).toBe('€12.99');
  });
  it('never prints Intl symbols that the operator does not use', () => {
    expect(formatMoney(2000, 'XOF', 'en')).not.toMatch(/CFA/);
    expect(formatMoney(50, 'PLN', 'en')).not.toMatch(/PLN/);
    expect(formatMoney(50, 'PLN', 'en')).toContain('zł');
  });
});

describe('formatMoneyRange (a tile footer: the symbol once where it follows the number)', () => {
  it.each([
    [200, 500_000, 'XOF', 'fr-CI', '200 – 500 000 F'],
    [10, 5000, 'EUR', 'fr-FR', '10 – 5 000 €'],
    [10, 5000, 'EUR', 'pt-PT', '10 – 5000 €'],
    [10, 2000, 'PLN', 'pl-PL', '10 – 2000 zł'],
    [10, 5000, 'EUR', 'en', '€10 – €5,000'],
    [2.5, 100, 'EUR', 'fr-FR', '2,50 – 100 €'],
  ] as const)('%s – %s %s in %s: %s', (min, max, currency, locale, text) => {
    expect(formatMoneyRange(min, max, currency, locale).replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });
});
