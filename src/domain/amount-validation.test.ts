import { describe, expect, it } from 'vitest';
import { amountErrorFor, availableMeans, canPay, effectiveBounds, meanAmountState } from './amount-validation';
import type { PaymentMean } from './payment-means';

const mean = (minAmount: number, maxAmount: number, status: 'enabled' | 'disabled' = 'enabled', id = 'm') =>
  ({ id, status, detail: { minAmount, maxAmount } }) as Pick<PaymentMean, 'id' | 'status' | 'detail'>;

describe('meanAmountState (SPEC 5: out of range only when non-zero and beyond the bounds)', () => {
  it.each([
    [10, false],
    [508, false],
    [100, false],
    [9.99, true],
    [508.01, true],
    [1, true],
    [-5, true],
  ])('amount %s with bounds 10..508: outOfRange %s', (amount, outOfRange) => {
    expect(meanAmountState(amount, mean(10, 508))).toEqual({ outOfRange, min: 10, max: 508 });
  });
  it.each([[0], [null], [undefined], [Number.NaN]])('no amount (%s) is never out of range', (amount) => {
    expect(meanAmountState(amount, mean(10, 508))).toEqual({ outOfRange: false, min: 10, max: 508 });
  });
});

describe('effectiveBounds (SPEC 5)', () => {
  it('defaults: min 1 or the mean min, max 99999999 or the mean max', () => {
    expect(effectiveBounds(mean(0, 200_000_000), {})).toEqual({ min: 1, max: 99_999_999 });
    expect(effectiveBounds(mean(10, 508), {})).toEqual({ min: 10, max: 508 });
  });
  it('min = max(min_deposit_amount, mean min)', () => {
    expect(effectiveBounds(mean(10, 508), { min_deposit_amount: 20 }).min).toBe(20);
    expect(effectiveBounds(mean(10, 508), { min_deposit_amount: 5 }).min).toBe(10);
  });
  it("max = min(player's max or technical max, mean max)", () => {
    expect(effectiveBounds(mean(10, 508), { max_deposit_amount: 300 }).max).toBe(300);
    expect(effectiveBounds(mean(10, 508), { max_deposit_amount: 900 }).max).toBe(508);
    expect(effectiveBounds(mean(10, 5000), { technical_max_deposit_amount: 2000 }).max).toBe(2000);
    expect(effectiveBounds(mean(10, 5000), { max_deposit_amount: null, technical_max_deposit_amount: 2000 }).max).toBe(2000);
  });
});

describe('amountErrorFor (SPEC 5)', () => {
  const elig = { min_deposit_amount: 10, max_deposit_amount: 500 };
  it('no amount: no error, whatever the mean', () => {
    expect(amountErrorFor(0, mean(10, 508), elig)).toBeNull();
    expect(amountErrorFor(null, null, elig)).toBeNull();
    expect(amountErrorFor(undefined, mean(10, 508), elig)).toBeNull();
  });
  it('within bounds (inclusive): no error', () => {
    expect(amountErrorFor(10, mean(10, 508), elig)).toBeNull();
    expect(amountErrorFor(500, mean(10, 508), elig)).toBeNull();
  });
  it('below the deposit minimum: minLimit', () => {
    expect(amountErrorFor(9, mean(1, 508), elig)).toBe('minLimit');
  });
  it('below the mean minimum: minLimit', () => {
    expect(amountErrorFor(15, mean(20, 508), elig)).toBe('minLimit');
  });
  it('above the remaining maximum: maxLimit', () => {
    expect(amountErrorFor(501, mean(10, 1000), elig)).toBe('maxLimit');
  });
  it('above the mean maximum: maxLimit', () => {
    expect(amountErrorFor(300, mean(10, 250), elig)).toBe('maxLimit');
  });
  it('default bounds: 1 and 99999999', () => {
    expect(amountErrorFor(0.5, mean(0, 200_000_000), {})).toBe('minLimit');
    expect(amountErrorFor(1, mean(0, 200_000_000), {})).toBeNull();
    expect(amountErrorFor(99_999_999, mean(0, 200_000_000), {})).toBeNull();
    expect(amountErrorFor(100_000_000, mean(0, 200_000_000), {})).toBe('maxLimit');
  });
  it('no usable mean: noMethodAvailable', () => {
    expect(amountErrorFor(50, null, elig)).toBe('noMethodAvailable');
    expect(amountErrorFor(50, undefined, elig)).toBe('noMethodAvailable');
    expect(amountErrorFor(50, mean(10, 508, 'disabled'), elig)).toBe('noMethodAvailable');
  });
  it('an empty interval reports the minimum first (decision)', () => {
    expect(amountErrorFor(15, mean(20, 508), { max_deposit_amount: 10 })).toBe('minLimit');
    expect(amountErrorFor(25, mean(20, 508), { max_deposit_amount: 10 })).toBe('maxLimit');
  });
  it('a player limit of 0 refuses every amount', () => {
    expect(amountErrorFor(1, mean(1, 508), { max_deposit_amount: 0 })).toBe('maxLimit');
  });
});

describe('availableMeans', () => {
  const means = [mean(10, 100, 'enabled', 'a'), mean(50, 500, 'enabled', 'b'), mean(1, 1000, 'disabled', 'c')];
  it('the enabled means whose bounds accept the amount', () => {
    expect(availableMeans(20, means).map((m) => m.id)).toEqual(['a']);
    expect(availableMeans(75, means).map((m) => m.id)).toEqual(['a', 'b']);
    expect(availableMeans(600, means).map((m) => m.id)).toEqual([]);
  });
  it('without an amount, every enabled mean', () => {
    expect(availableMeans(0, means).map((m) => m.id)).toEqual(['a', 'b']);
    expect(availableMeans(null, means).map((m) => m.id)).toEqual(['a', 'b']);
  });
});

describe('canPay (SPEC 5: 0 is no amount, never out of range, so never a deposit)', () => {
  const elig = { min_deposit_amount: 0, max_deposit_amount: 500 };
  const card = (minAmount: number) => ({ ...mean(minAmount, 508), method: 'CARD' }) as Parameters<typeof canPay>[1];
  it('an amount of 0 cannot be paid, even where the bounds let 0 through', () => {
    expect(canPay(0, card(0), elig)).toBe(false);
  });
  it('a positive amount within the bounds can', () => {
    expect(canPay(20, card(0), elig)).toBe(true);
  });
  it('a negative amount never can, even where broken bounds would let it through', () => {
    expect(canPay(-5, card(-10), { min_deposit_amount: -10, max_deposit_amount: 500 })).toBe(false);
  });
});
