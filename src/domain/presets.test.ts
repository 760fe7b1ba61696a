import { describe, expect, it } from 'vitest';
import { CURRENCIES, LEGISLATIONS, type Currency, type Legislation } from './context';
import { CURRENCY_FALLBACK_PRESETS, amountPresets, presetsWithin } from './presets';

const presets = (legislation: Legislation, currency: Currency, lastDepositAmount: number | null | undefined) =>
  amountPresets({ legislation, currency, lastDepositAmount });

// [last deposit, expected presets]: each SPEC 9 row at its lower edge, just below its upper edge, and
// the next row's edge, so a shifted boundary fails.
describe('FR EUR', () => {
  it.each([
    [0, [10, 20, 50, 100]],
    [5, [10, 20, 50, 100]],
    [9.99, [10, 20, 50, 100]],
    [10, [10, 20, 50, 100]],
    [14.99, [10, 20, 50, 100]],
    [15, [15, 25, 50, 100]],
    [19.99, [15, 25, 50, 100]],
    [20, [20, 30, 50, 100]],
    [24.99, [20, 30, 50, 100]],
    [25, [25, 50, 100, 200]],
    [29.99, [25, 50, 100, 200]],
    [30, [30, 50, 100, 200]],
    [49.99, [30, 50, 100, 200]],
    [50, [25, 50, 100, 200]],
    [1000, [25, 50, 100, 200]],
  ])('last deposit %d -> %j', (min, expected) => {
    expect(presets('FR', 'EUR', min)).toEqual(expected);
  });
  it('unset takes the "otherwise" row (decision)', () => {
    expect(presets('FR', 'EUR', null)).toEqual([25, 50, 100, 200]);
    expect(presets('FR', 'EUR', undefined)).toEqual([25, 50, 100, 200]);
    expect(presets('FR', 'EUR', Number.NaN)).toEqual([25, 50, 100, 200]);
  });
});

describe('PT EUR', () => {
  it.each([
    [10, [10, 20, 30, 50]],
    [14.99, [10, 20, 30, 50]],
    [15, [15, 25, 30, 50]],
    [19.99, [15, 25, 30, 50]],
    [20, [20, 30, 50, 100]],
    [24.99, [20, 30, 50, 100]],
    [25, [25, 50, 100, 200]],
    [29.99, [25, 50, 100, 200]],
    [30, [30, 50, 100, 200]],
    [500, [30, 50, 100, 200]],
  ])('last deposit %d -> %j', (min, expected) => {
    expect(presets('PT', 'EUR', min)).toEqual(expected);
  });
  // SPEC 9's PT row starts at "10 to <15" and, unlike FR's, names no "below 10": under 10 is "otherwise".
  it('below 10 falls under "otherwise", as SPEC 9 is written', () => {
    expect(presets('PT', 'EUR', 9.99)).toEqual([30, 50, 100, 200]);
    expect(presets('PT', 'EUR', 5)).toEqual([30, 50, 100, 200]);
    expect(presets('PT', 'EUR', 0)).toEqual([30, 50, 100, 200]);
  });
  it('unset takes the "otherwise" row (decision)', () => {
    expect(presets('PT', 'EUR', null)).toEqual([30, 50, 100, 200]);
  });
});

describe('CI and TG XOF', () => {
  it.each(['CI', 'TG'] as const)('%s follows the XOF ladder', (l) => {
    const rows: Array<[number | null, number[]]> = [
      [null, [2000, 5000, 10000]],
      [0, [2000, 5000, 10000]],
      [19999, [2000, 5000, 10000]],
      [20000, [20000, 50000]],
      [49999, [20000, 50000]],
      [50000, [50000, 100000]],
      [109999, [50000, 100000]],
      [110000, [100000, 200000]],
      [199999, [100000, 200000]],
      [200000, [200000, 300000]],
      [1_000_000, [200000, 300000]],
    ];
    for (const [min, expected] of rows) expect(presets(l, 'XOF', min), `last ${min}`).toEqual(expected);
  });
  it('a last deposit that is not a finite number is unset (SPEC 9: unset or <20000)', () => {
    expect(presets('CI', 'XOF', Number.NaN)).toEqual([2000, 5000, 10000]);
    expect(presets('CI', 'XOF', Number.POSITIVE_INFINITY)).toEqual([2000, 5000, 10000]);
    expect(presets('TG', 'XOF', undefined)).toEqual([2000, 5000, 10000]);
  });
});

describe('flat tables', () => {
  it.each([
    ['PL', 'PLN', [50, 100, 250, 500]],
    ['COM', 'EUR', [25, 50, 100, 200]],
    ['COM', 'USD', [30, 60, 150, 300]],
    ['COM', 'CHF', [25, 50, 100, 200]],
    ['SN', 'XOF', [500, 1000, 2000]],
    ['BJ', 'XOF', [2000, 5000, 10000]],
    ['CD', 'CDF', [10000, 25000, 50000]],
  ] as const)('%s %s -> %j whatever the last deposit', (l, c, expected) => {
    for (const min of [null, 0, 9, 10, 15, 50, 20000, 200000]) expect(presets(l, c, min)).toEqual(expected);
  });
});

describe('fallbacks where SPEC 9 is silent (decisions): the currency decides', () => {
  it('has a set for every currency', () => {
    expect(Object.keys(CURRENCY_FALLBACK_PRESETS).sort()).toEqual([...CURRENCIES].sort());
  });
  it.each([
    ['COM', 'PLN', [50, 100, 250, 500]],
    ['COM', 'XOF', [2000, 5000, 10000]],
    ['COM', 'CDF', [10000, 25000, 50000]],
    ['FR', 'USD', [30, 60, 150, 300]],
    ['FR', 'CHF', [25, 50, 100, 200]],
    ['PT', 'PLN', [50, 100, 250, 500]],
    ['PL', 'EUR', [25, 50, 100, 200]],
    ['CI', 'EUR', [25, 50, 100, 200]],
    ['TG', 'USD', [30, 60, 150, 300]],
    ['SN', 'CDF', [10000, 25000, 50000]],
    ['CD', 'XOF', [2000, 5000, 10000]],
  ] as const)('%s %s -> %j', (l, c, expected) => {
    expect(presets(l, c, null)).toEqual(expected);
    expect(presets(l, c, 30000)).toEqual(expected);
  });
  it('every legislation and currency gets a non-empty ascending list', () => {
    for (const l of LEGISLATIONS)
      for (const c of CURRENCIES)
        for (const min of [null, 0, 12, 27, 60, 30000, 300000]) {
          const p = presets(l, c, min);
          expect(p.length).toBeGreaterThan(0);
          expect([...p].sort((a, b) => a - b)).toEqual(p);
        }
  });
});

// Presets above what the player may still deposit (SPEC 5): PL offers 50/100/250/500 zł; with 400 zł left
// today, 500 zł is not offered (decision: filtered, not capped; none left: the maximum itself).
describe('presetsWithin', () => {
  it('drops the presets above the maximum', () => {
    expect(presetsWithin([50, 100, 250, 500], { min: 20, max: 400 })).toEqual([50, 100, 250]);
  });
  it('keeps a preset equal to the maximum or the minimum (bounds are inclusive)', () => {
    expect(presetsWithin([50, 100, 250, 500], { min: 50, max: 250 })).toEqual([50, 100, 250]);
  });
  it('drops a preset below the minimum (SPEC 5: it could not be paid)', () => {
    expect(presetsWithin([10, 20, 50, 100], { min: 15, max: 1000 })).toEqual([20, 50, 100]);
  });
  it('offers the maximum itself when every preset is above it', () => {
    expect(presetsWithin([50, 100, 250, 500], { min: 20, max: 30 })).toEqual([30]);
  });
  it('offers none when no amount can be paid: a limit used up, or less left than the minimum', () => {
    expect(presetsWithin([50, 100, 250, 500], { min: 20, max: 0 })).toEqual([]);
    expect(presetsWithin([10, 20, 50, 100], { min: 10, max: 5 })).toEqual([]);
  });
  it('keeps every preset under a technical maximum', () => {
    expect(presetsWithin([25, 50, 100, 200], { min: 1, max: 99_999_999 })).toEqual([25, 50, 100, 200]);
  });
});
