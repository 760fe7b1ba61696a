import { describe, expect, it } from 'vitest';
import { LEGISLATIONS } from './context';
import {
  DEFAULT_MIN_AMOUNT,
  TECHNICAL_MAX_AMOUNT,
  boundsOf,
  depositBounds,
  limitProgressPercent,
  limitsDisplay,
  limitsSummary,
  lowestUserLimit,
  remainingMax,
  validateAmount,
  type UserLimitLike,
} from './limits';

describe('constants (SPEC 5)', () => {
  it('default minimum 1, technical maximum 99999999', () => {
    expect(DEFAULT_MIN_AMOUNT).toBe(1);
    expect(TECHNICAL_MAX_AMOUNT).toBe(99_999_999);
  });
});

describe('depositBounds', () => {
  it('uses the defaults when the server gives nothing', () => {
    expect(depositBounds({})).toEqual({ min: 1, max: 99_999_999, maxIsTechnical: true });
    expect(depositBounds({ min_deposit_amount: null, max_deposit_amount: null, technical_max_deposit_amount: null })).toEqual({
      min: 1,
      max: 99_999_999,
      maxIsTechnical: true,
    });
  });
  it('respects min_deposit_amount', () => {
    expect(depositBounds({ min_deposit_amount: 10 }).min).toBe(10);
  });
  it('takes the technical max when the player has no max', () => {
    expect(depositBounds({ technical_max_deposit_amount: 5000 })).toEqual({ min: 1, max: 5000, maxIsTechnical: true });
  });
  it("takes the player's max when there is one", () => {
    expect(depositBounds({ max_deposit_amount: 500, technical_max_deposit_amount: 5000 })).toEqual({
      min: 1,
      max: 500,
      maxIsTechnical: false,
    });
    expect(depositBounds({ max_deposit_amount: 4999, technical_max_deposit_amount: 5000 }).maxIsTechnical).toBe(false);
  });
  it('a player max at or above the technical max leaves the technical max binding (decision)', () => {
    expect(depositBounds({ max_deposit_amount: 5000, technical_max_deposit_amount: 5000 })).toEqual({
      min: 1,
      max: 5000,
      maxIsTechnical: true,
    });
    expect(depositBounds({ max_deposit_amount: 9000, technical_max_deposit_amount: 5000 }).max).toBe(5000);
  });
  it('a player max of 0 is a real limit', () => {
    expect(depositBounds({ max_deposit_amount: 0 })).toEqual({ min: 1, max: 0, maxIsTechnical: false });
  });
  it('caps the maximum by the current bound (SPEC 5: the smaller of the two)', () => {
    expect(depositBounds({ max_deposit_amount: 500 }, 300).max).toBe(300);
    expect(depositBounds({ max_deposit_amount: 500 }, 800).max).toBe(500);
    expect(depositBounds({}, 508)).toEqual({ min: 1, max: 508, maxIsTechnical: true });
    expect(depositBounds({ max_deposit_amount: 500 }, null).max).toBe(500);
  });
});

const daily: UserLimitLike = { type: 'daily', value: 100, remaining: 40 };
const weekly: UserLimitLike = { type: 'weekly', value: 300, remaining: 300 };
const monthly: UserLimitLike = { type: 'monthly', value: 50, remaining: 10 };

describe('lowestUserLimit (SPEC 5)', () => {
  it('is null without limits', () => {
    expect(lowestUserLimit([])).toBeNull();
    expect(lowestUserLimit(null)).toBeNull();
    expect(lowestUserLimit(undefined)).toBeNull();
  });
  it('is the lowest by value whatever the period or order', () => {
    expect(lowestUserLimit([daily, weekly, monthly])).toEqual(monthly);
    expect(lowestUserLimit([weekly, daily])).toEqual(daily);
    expect(lowestUserLimit([weekly])).toEqual(weekly);
    expect(lowestUserLimit([{ ...daily, value: 301 }, weekly])).toEqual(weekly);
  });
  it('is by value, not by remaining', () => {
    expect(
      lowestUserLimit([
        { type: 'daily', value: 100, remaining: 90 },
        { type: 'weekly', value: 99, remaining: 99 },
      ]),
    ).toEqual({ type: 'weekly', value: 99, remaining: 99 });
  });
  it('on a tie prefers the shorter period', () => {
    const m = { type: 'monthly', value: 100, remaining: 1 } as const;
    expect(lowestUserLimit([m, daily])).toEqual(daily);
  });
  it('does not reorder its input', () => {
    const list = [daily, weekly, monthly];
    lowestUserLimit(list);
    expect(list).toEqual([daily, weekly, monthly]);
  });
});

describe('limitsDisplay', () => {
  const eligibility = {
    min_deposit_amount: 10,
    max_deposit_amount: 500,
    technical_max_deposit_amount: 99_999_999,
    user_limits: [daily, weekly],
  };
  it('shows min, max and the lowest user limit', () => {
    expect(limitsDisplay(eligibility, 'FR')).toEqual({ min: 10, max: 500, lowest: daily });
  });
  it('hides the minimum for PT only', () => {
    expect(limitsDisplay(eligibility, 'PT').min).toBeNull();
    for (const l of LEGISLATIONS.filter((x) => x !== 'PT')) expect(limitsDisplay(eligibility, l).min).toBe(10);
  });
  it('hides a technical maximum', () => {
    expect(limitsDisplay({ ...eligibility, max_deposit_amount: null }, 'FR').max).toBeNull();
  });
  it('shows the default minimum and no limits when the server has none', () => {
    expect(limitsDisplay({ user_limits: [] }, 'COM')).toEqual({ min: 1, max: null, lowest: null });
  });
});

describe('limitProgressPercent (SPEC 9: 100*(max-min)/max)', () => {
  it.each([
    [100, 40, 60],
    [100, 100, 0],
    [100, 0, 100],
    [300, 100, (100 * 200) / 300],
    [50, 10, 80],
    [100, 150, 0],
    [100, -20, 100],
    [0, 0, 100],
    [Number.NaN, 10, 0],
  ])('max %d, min %d -> %d', (max, min, pct) => {
    expect(limitProgressPercent(max, min)).toBeCloseTo(pct, 10);
  });
});

describe('validateAmount (SPEC 5)', () => {
  const bounds = { min: 10, max: 500 };
  it.each([
    [null, 'empty'],
    [undefined, 'empty'],
    [Number.NaN, 'empty'],
    [0, 'empty'],
    [9.99, 'minLimit'],
    [1, 'minLimit'],
    [10, 'ok'],
    [10.01, 'ok'],
    [499.99, 'ok'],
    [500, 'ok'],
    [500.01, 'maxLimit'],
    [1e9, 'maxLimit'],
  ] as const)('%d -> %s', (amount, result) => {
    expect(validateAmount(amount, bounds)).toBe(result);
  });
});

describe('boundsOf (SPEC 3 eligibility: min_deposit_amount, max_deposit_amount, technical_max_deposit_amount)', () => {
  it('carries each bound to its wire name', () => {
    expect(boundsOf({ minDepositAmount: 10, maxDepositAmount: 500, technicalMaxDepositAmount: 5000 })).toStrictEqual({
      min_deposit_amount: 10,
      max_deposit_amount: 500,
      technical_max_deposit_amount: 5000,
    });
  });
  it('no eligibility: no bound (the SPEC 5 defaults then apply)', () => {
    expect(boundsOf(null)).toStrictEqual({ min_deposit_amount: null, max_deposit_amount: null, technical_max_deposit_amount: null });
    expect(depositBounds(boundsOf(null))).toEqual({ min: 1, max: 99_999_999, maxIsTechnical: true });
  });
});

describe('limitsSummary: one effective maximum', () => {
  const monthly = { type: 'monthly' as const, value: 1000, remaining: 283 };
  it('a maximum equal to the remainder of the lowest limit is said once, by the remainder', () => {
    expect(limitsSummary({ min: 10, max: 283, lowest: monthly }, { min: 10, max: 283 })).toEqual({ min: 10, max: null, lowest: monthly });
  });
  it('a maximum above the remainder is not shown either: the remainder is the effective maximum', () => {
    expect(limitsSummary({ min: 10, max: 500, lowest: monthly }, { min: 10, max: 500 }).max).toBeNull();
  });
  it('a maximum below the remainder is the effective one and is shown', () => {
    expect(limitsSummary({ min: 10, max: 200, lowest: monthly }, { min: 10, max: 200 }).max).toBe(200);
  });
  it('never a maximum above what the selected method allows, nor a minimum below its own', () => {
    expect(limitsSummary({ min: 10, max: 2000, lowest: null }, { min: 20, max: 1500 })).toEqual({ min: 20, max: 1500, lowest: null });
  });
  it('what the market does not show stays hidden (PT minimum, technical maximum)', () => {
    expect(limitsSummary({ min: null, max: null, lowest: null }, { min: 20, max: 1500 })).toEqual({ min: null, max: null, lowest: null });
  });
});

describe('remainingMax (SPEC 5)', () => {
  it('is the deposit maximum when no limit has less left', () => {
    expect(remainingMax({ max_deposit_amount: 400 }, [{ remaining: 1650 }])).toBe(400);
  });
  it('is what a limit has left when that is less', () => {
    expect(remainingMax({ max_deposit_amount: 1000 }, [{ remaining: 1650 }, { remaining: 400 }])).toBe(400);
  });
  it('is the technical maximum without limits', () => {
    expect(remainingMax({}, [])).toBe(99_999_999);
  });
});
