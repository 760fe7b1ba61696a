// The amount field reads what the player's locale writes and writes amounts back the same way (SPEC 9
// "Amount format", SPEC 5's technical maximum; docs/decisions.md "The amount field reads the player's
// locale"). Expected values are written by hand from the amounts players typed or pasted.
import { describe, expect, it } from 'vitest';
import type { AmountFormat } from './amount-entry';
import {
  AMOUNT_MAX_INTEGER_DIGITS,
  amountFieldFor,
  changeAmountField,
  formatAmountEntry,
  numberSeparators,
  parseAmountEntry,
  settleAmountField,
} from './amount-entry';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
/** Each market's player: the Intl locale they read (src/domain/money.ts intlLocale), market and currency. */
const FR: AmountFormat = { locale: 'fr-FR', legislation: 'FR', currency: 'EUR' };
const PT: AmountFormat = { locale: 'pt-PT', legislation: 'PT', currency: 'EUR' };
const PL: AmountFormat = { locale: 'pl-PL', legislation: 'PL', currency: 'PLN' };
const CI: AmountFormat = { locale: 'fr-CI', legislation: 'CI', currency: 'XOF' };
const EN: AmountFormat = { locale: 'en', legislation: 'COM', currency: 'EUR' };
/** English in Poland: Intl writes złoty "1.000,50" but euros "1,000.50". */
const EN_PL_PLN: AmountFormat = { locale: 'en-PL', legislation: 'PL', currency: 'PLN' };
const EN_PL_EUR: AmountFormat = { ...EN_PL_PLN, currency: 'EUR' };

/** The players of the tables below, by name. */
const M = { FR, PT, PL, CI, EN, 'en-PL zł': EN_PL_PLN, 'en-PL €': EN_PL_EUR } as const;
type Player = keyof typeof M;

const parse = parseAmountEntry;

describe('numberSeparators (from Intl, not a table)', () => {
  it("learns each locale's group and decimal separators", () => {
    expect(numberSeparators(FR)).toEqual({ group: NNBSP, decimal: ',' });
    expect(numberSeparators(EN)).toEqual({ group: ',', decimal: '.' });
    expect(numberSeparators({ locale: 'pt', currency: 'EUR' })).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators(PL).decimal).toBe(',');
    expect(numberSeparators(EN_PL_PLN)).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators(EN_PL_EUR)).toEqual({ group: ',', decimal: '.' });
  });
});

describe('parseAmountEntry: what a player writes', () => {
  it.each([
    // The PT and PL way of writing one thousand and fifty cents, pasted: 1000,50, never 1.
    ['1.000,50', 'PT', 1000.5],
    ['1.000,50', 'PL', 1000.5],
    ['1.000,50 €', 'PT', 1000.5],
    [`1${NBSP}000,50`, 'PT', 1000.5],
    ['10,5', 'FR', 10.5],
    ['10.5', 'FR', 10.5],
    ['12,05', 'FR', 12.05],
    [`1${NNBSP}000,50${NBSP}€`, 'FR', 1000.5],
    ['1 000 000', 'FR', 1_000_000],
    ['1.000', 'FR', 1000],
    ['1.000.000', 'PT', 1_000_000],
    ['€1,000.50', 'EN', 1000.5],
    ['1,000', 'EN', 1000],
    ['10,5', 'EN', 10.5],
    ['$ 30', 'EN', 30],
    ['50 zł', 'PL', 50],
    ['PLN 50,00', 'PL', 50],
    // CI: no decimals (SPEC 9), thousands as the chips write them.
    ['2000', 'CI', 2000],
    [`2${NNBSP}000`, 'CI', 2000],
    ['2 000 F', 'CI', 2000],
    ['2.000 FCFA', 'CI', 2000],
    ['2 000,00 F CFA', 'CI', 2000],
    [',5', 'FR', 0.5],
    ['12,', 'FR', 12],
    ['007', 'FR', 7],
    ['0', 'FR', 0],
    ['99 999 999,99', 'FR', 99_999_999.99],
  ] as const)('%j in %s -> %d', (text, market: Player, amount) => {
    expect(parse(text, M[market])).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'FR'],
    ['   ', 'FR'],
    [',', 'FR'],
    ['€', 'FR'],
  ] as const)('%j is no amount yet', (text, market: Player) => {
    expect(parse(text, M[market])).toEqual({ ok: true, amount: null });
  });

  it.each([
    ['123456789012345678', 'FR', 'tooLong'],
    ['123 456 789 012 345 678', 'FR', 'tooLong'],
    ['100000000', 'FR', 'tooLong'],
    ['100.000.000,00', 'PT', 'tooLong'],
    ['12,555', 'FR', 'tooManyDecimals'],
    ['1,000', 'FR', 'tooManyDecimals'],
    ['2000,50', 'CI', 'tooManyDecimals'],
    ['2,5', 'CI', 'tooManyDecimals'],
    ['abc', 'FR', 'notANumber'],
    ['12a', 'FR', 'notANumber'],
    ['1e3', 'FR', 'notANumber'],
    ['-5', 'FR', 'notANumber'],
    ['+5', 'FR', 'notANumber'],
    ['Infinity', 'FR', 'notANumber'],
    ['1..000', 'PT', 'notANumber'],
    ['1,2,3', 'FR', 'notANumber'],
    ['10€50', 'FR', 'notANumber'],
  ] as const)('refuses %j in %s (%s)', (text, market: Player, reason) => {
    expect(parse(text, M[market])).toEqual({ ok: false, reason });
  });

  it('the maximum length is the digits of the technical maximum 99999999 (SPEC 5)', () => {
    expect(AMOUNT_MAX_INTEGER_DIGITS).toBe(8);
    expect(parse('99999999', FR)).toEqual({ ok: true, amount: 99_999_999 });
    expect(parse('999999999', FR)).toEqual({ ok: false, reason: 'tooLong' });
  });
});

describe('formatAmountEntry: the field in the locale of the presets and Pay (SPEC 9)', () => {
  it.each([
    [15, 'FR', '15'],
    [10.5, 'FR', '10,50'],
    [1000.5, 'FR', `1${NNBSP}000,50`],
    [1000.5, 'PT', '1000,50'],
    [1000.5, 'PL', '1000,50'],
    [1_234_567.5, 'PL', `1${NBSP}234${NBSP}567,50`],
    [1000.5, 'EN', '1,000.50'],
    [2000, 'CI', `2${NNBSP}000`],
    [200_000, 'CI', `200${NNBSP}000`],
    [null, 'FR', ''],
    [1000.5, 'en-PL zł', '1.000,50'],
    [1000.5, 'en-PL €', '1,000.50'],
  ] as const)('%d in %s -> %j', (amount, market: Player, text) => {
    expect(formatAmountEntry(amount, M[market])).toBe(text);
  });
});

describe('changeAmountField: typing is never fought, a paste is written back at once', () => {
  it('keeps what was typed, with its separator, while the player types ("10,5" stays "10,5")', () => {
    expect(changeAmountField('10,5', 'typed', FR)).toEqual({ text: '10,5', amount: 10.5 });
    expect(changeAmountField('10.5', 'typed', FR)).toEqual({ text: '10.5', amount: 10.5 });
    expect(changeAmountField('1.000,', 'typed', PT)).toEqual({ text: '1.000,', amount: 1000 });
  });

  it('writes a paste back in the locale ("1.000,50" pasted in PT shows "1000,50")', () => {
    expect(changeAmountField('1.000,50', 'pasted', PT)).toEqual({ text: '1000,50', amount: 1000.5 });
    expect(changeAmountField('1.000,50', 'pasted', PL)).toEqual({ text: '1000,50', amount: 1000.5 });
    expect(changeAmountField('2000', 'pasted', CI)).toEqual({ text: `2${NNBSP}000`, amount: 2000 });
  });

  it('writes back typed text that carries a currency sign (the suffix already shows it)', () => {
    expect(changeAmountField('25 €', 'typed', FR)).toEqual({ text: '25', amount: 25 });
  });

  it('refuses what the field cannot hold: the 18-digit amount, a third decimal, letters', () => {
    expect(changeAmountField('123456789012345678', 'pasted', FR)).toBeNull();
    expect(changeAmountField('123456789', 'typed', FR)).toBeNull();
    expect(changeAmountField('10,555', 'typed', FR)).toBeNull();
    expect(changeAmountField('10x', 'typed', FR)).toBeNull();
  });

  it.each([
    ['1.000,50', 'PT'],
    ['1 000 000,50', 'FR'],
    ['1,000,000.50', 'EN'],
    ['2 000', 'CI'],
    ['2.000', 'CI'],
    ['99999999,99', 'PL'],
  ] as const)('accepts every prefix of %j typed key by key in %s', (text, market: Player) => {
    for (let i = 0; i <= text.length; i++) expect(changeAmountField(text.slice(0, i), 'typed', M[market]), text.slice(0, i)).not.toBeNull();
  });
});

describe('settleAmountField: leaving the field shows the amount in the locale', () => {
  it.each([
    ['10,5', 'FR', '10,50', 10.5],
    ['10.5', 'FR', '10,50', 10.5],
    ['1.000,', 'PT', '1000', 1000],
    ['2000', 'CI', `2${NNBSP}000`, 2000],
    ['', 'FR', '', null],
  ] as const)('%j in %s -> %j', (text, market: Player, shown, amount) => {
    expect(settleAmountField(text, M[market])).toEqual({ text: shown, amount });
  });
});

describe('amountFieldFor: an amount the app puts in the field', () => {
  it('is written as the chips write it, or not at all when the field could not hold it', () => {
    expect(amountFieldFor(2000, CI)).toEqual({ text: `2${NNBSP}000`, amount: 2000 });
    expect(amountFieldFor(10.5, FR)).toEqual({ text: '10,50', amount: 10.5 });
    expect(amountFieldFor(123_456_789_012_345_680, FR)).toEqual({ text: '', amount: null });
    expect(amountFieldFor(12.345, FR)).toEqual({ text: '', amount: null });
    expect(amountFieldFor(null, FR)).toEqual({ text: '', amount: null });
  });
});
