import { describe, expect, it } from 'vitest';
import { CURRENCIES, LEGISLATIONS } from './context';
import { CURRENCY_SYMBOLS, amountDecimals, formatAmountInput, formatMoney, formatMoneyRange, intlLocale, parseAmountInput } from './money';

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
    ['CI', 0], ['SN', 0], ['BJ', 0],
    ['TG', 2], ['CD', 2], ['FR', 2], ['PT', 2], ['PL', 2], ['COM', 2],
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

describe('parseAmountInput', () => {
  it.each([
    ['12,5', 'FR', 12.5],
    ['12.50', 'FR', 12.5],
    ['12', 'FR', 12],
    ['12,', 'FR', 12],
    [',5', 'FR', 0.5],
    ['0', 'FR', 0],
    ['007', 'FR', 7],
    [' 1 000,25 ', 'FR', 1000.25],
    [`1${NNBSP}000`, 'PL', 1000],
    ['2000', 'CI', 2000],
    [`20${NBSP}000`, 'SN', 20000],
    ['12,5', 'TG', 12.5],
    ['12.55', 'CD', 12.55],
  ] as const)('%j in %s -> %d', (text, l, value) => {
    expect(parseAmountInput(text, l)).toBe(value);
  });
  it.each([
    ['', 'FR'],
    ['   ', 'FR'],
    [',', 'FR'],
    ['abc', 'FR'],
    ['12a', 'FR'],
    ['1e3', 'FR'],
    ['-5', 'FR'],
    ['+5', 'FR'],
    ['12,555', 'FR'],
    ['1.2.3', 'FR'],
    ['1,2,3', 'FR'],
    ['12,5', 'CI'],
    ['2000.', 'BJ'],
    ['2000,00', 'SN'],
    ['Infinity', 'FR'],
  ] as const)('rejects %j in %s', (text, l) => {
    expect(parseAmountInput(text, l)).toBeNull();
  });
});

describe('formatAmountInput', () => {
  it.each([
    [15, 'FR', '15'],
    [12.5, 'FR', '12.50'],
    [12.05, 'PT', '12.05'],
    [2000, 'CI', '2000'],
    [2000.4, 'BJ', '2000'],
    [10000, 'CD', '10000'],
    [12.5, 'CD', '12.50'],
  ] as const)('%d in %s -> %j', (amount, l, text) => {
    expect(formatAmountInput(amount, l)).toBe(text);
  });
  it('uses the separator it is given', () => {
    expect(formatAmountInput(12.5, 'FR', ',')).toBe('12,50');
  });
  it('round-trips through parseAmountInput', () => {
    for (const [amount, l] of [[12.5, 'FR'], [2000, 'SN'], [0.05, 'PL']] as const)
      expect(parseAmountInput(formatAmountInput(amount, l, ','), l)).toBe(amount);
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
