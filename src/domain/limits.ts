// Deposit bounds and the player's limits as the amount page shows them (SPEC 5 and 9), read from the
// eligibility response. Types are structural so the domain stays free of src/api.
import type { Legislation } from './context';
import { showsMinimumLimit } from './legislation';

export const DEFAULT_MIN_AMOUNT = 1;
export const TECHNICAL_MAX_AMOUNT = 99_999_999;

export type UserLimitType = 'daily' | 'weekly' | 'monthly';

/** One responsible-gaming limit: its value and what is left of it in the current period. */
export interface UserLimitLike {
  type: UserLimitType;
  value: number;
  remaining: number;
}

/** The bound fields of the eligibility response (null or absent when the server has none). */
export interface BoundsSource {
  min_deposit_amount?: number | null;
  max_deposit_amount?: number | null;
  technical_max_deposit_amount?: number | null;
}

/** The bound fields from the eligibility as the machines hold it (camel case) to the wire's shape. */
export function boundsOf(
  eligibility: {
    minDepositAmount: number | null;
    maxDepositAmount: number | null;
    technicalMaxDepositAmount: number | null;
  } | null,
): BoundsSource {
  return {
    min_deposit_amount: eligibility?.minDepositAmount ?? null,
    max_deposit_amount: eligibility?.maxDepositAmount ?? null,
    technical_max_deposit_amount: eligibility?.technicalMaxDepositAmount ?? null,
  };
}

export interface EligibilityLike extends BoundsSource {
  user_limits?: readonly UserLimitLike[] | null;
}

export interface DepositBounds {
  min: number;
  max: number;
  /** True when no player limit binds the maximum: the page then hides it (SPEC 5). */
  maxIsTechnical: boolean;
}

/**
 * SPEC 5: the minimum is min_deposit_amount (default 1); the maximum is the player's max, or the
 * technical max when absent (default 99,999,999), capped by `currentMax` (the bound currently in force,
 * e.g. the selected method's) when given. A player max at or above the technical max is not a limit:
 * the technical max binds and counts as technical.
 */
export function depositBounds(src: BoundsSource, currentMax?: number | null): DepositBounds {
  const technical = src.technical_max_deposit_amount ?? TECHNICAL_MAX_AMOUNT;
  const user = src.max_deposit_amount ?? null;
  const maxIsTechnical = user === null || user >= technical;
  const eligibilityMax = maxIsTechnical ? technical : user;
  const max = currentMax == null ? eligibilityMax : Math.min(eligibilityMax, currentMax);
  return { min: src.min_deposit_amount ?? DEFAULT_MIN_AMOUNT, max, maxIsTechnical };
}

/**
 * The most the player may deposit now (SPEC 5): the deposit bounds' maximum, and no more than any limit
 * has left in its period.
 */
export function remainingMax(src: BoundsSource, userLimits: readonly Pick<UserLimitLike, 'remaining'>[] | null | undefined): number {
  return Math.min(depositBounds(src).max, ...(userLimits ?? []).map((l) => l.remaining));
}

const PERIOD_ORDER: readonly UserLimitType[] = ['daily', 'weekly', 'monthly'];

/** The lowest limit by value (SPEC 5); on a tie the shorter period, so the result never depends on order. */
export function lowestUserLimit(limits: readonly UserLimitLike[] | null | undefined): UserLimitLike | null {
  if (!limits || limits.length === 0) return null;
  const sorted = [...limits].sort((a, b) => a.value - b.value || PERIOD_ORDER.indexOf(a.type) - PERIOD_ORDER.indexOf(b.type));
  return sorted[0] ?? null;
}

export interface LimitsDisplay {
  /** Minimum deposit, null where it is hidden (PT). */
  min: number | null;
  /** Maximum deposit, null when it is only the technical maximum. */
  max: number | null;
  lowest: UserLimitLike | null;
}

export function limitsDisplay(eligibility: EligibilityLike, legislation: Legislation): LimitsDisplay {
  const bounds = depositBounds(eligibility);
  return {
    min: showsMinimumLimit(legislation) ? bounds.min : null,
    max: bounds.maxIsTechnical ? null : bounds.max,
    lowest: lowestUserLimit(eligibility.user_limits),
  };
}

/**
 * What the limits summary under the means shows: one effective maximum. With a mean selected
 * the bounds are its effective ones, so no maximum above what the method allows; a maximum the lowest
 * limit's remainder already says (or is below) is not shown twice; the remainder row stays with its
 * details.
 */
export function limitsSummary(display: LimitsDisplay, bounds: { min: number; max: number }): LimitsDisplay {
  const max = display.max === null ? null : Math.min(display.max, bounds.max);
  return {
    min: display.min === null ? null : bounds.min,
    max: max !== null && display.lowest && max >= display.lowest.remaining ? null : max,
    lowest: display.lowest,
  };
}

/**
 * SPEC 9: 100*(max-min)/max, with max the limit's value and min what remains of it, i.e. the share
 * already used. Clamped to 0..100. A limit of 0 (or less) has nothing left: 100.
 */
export function limitProgressPercent(max: number, min: number): number {
  if (!Number.isFinite(max) || !Number.isFinite(min)) return 0;
  if (max <= 0) return 100;
  return Math.min(100, Math.max(0, (100 * (max - min)) / max));
}

export type AmountValidity = 'ok' | 'empty' | 'minLimit' | 'maxLimit';

/**
 * SPEC 5: an amount is out of range only when non-zero, so no amount (or 0) is 'empty'; below the
 * minimum is minLimit, above the maximum maxLimit; both bounds are inclusive.
 */
export function validateAmount(amount: number | null | undefined, bounds: { min: number; max: number }): AmountValidity {
  if (amount == null || Number.isNaN(amount) || amount === 0) return 'empty';
  if (amount < bounds.min) return 'minLimit';
  if (amount > bounds.max) return 'maxLimit';
  return 'ok';
}
