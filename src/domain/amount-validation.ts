// The amount against the selected payment mean and the deposit bounds (SPEC 5): the tile footer's
// out-of-range flag, the amount field's error, and the means an amount can be paid with.
import { depositBounds, validateAmount, type BoundsSource } from './limits';
import { flowOf } from './methods';
import type { PaymentMean } from './payment-means';

type MeanBounds = Pick<PaymentMean, 'detail'>;

export interface MeanAmountState {
  outOfRange: boolean;
  min: number;
  max: number;
}

const hasAmount = (amount: number | null | undefined): amount is number => amount != null && !Number.isNaN(amount) && amount !== 0;

/**
 * SPEC 5: out of range only when the amount is non-zero and above the mean's maxAmount or below its
 * minAmount (both bounds inclusive). The tile shows min and max either way.
 */
export function meanAmountState(amount: number | null | undefined, mean: MeanBounds): MeanAmountState {
  const { minAmount: min, maxAmount: max } = mean.detail;
  return { outOfRange: hasAmount(amount) && (amount < min || amount > max), min, max };
}

export type AmountError = 'minLimit' | 'maxLimit' | 'noMethodAvailable';

export interface AmountBounds {
  min: number;
  max: number;
}

/**
 * The bounds an amount must respect with this mean (SPEC 5): min = max(min_deposit_amount (default 1),
 * mean min); max = min(player's max, or the technical max when absent (default 99999999), mean max).
 */
export function effectiveBounds(mean: MeanBounds, eligibility: BoundsSource): AmountBounds {
  const deposit = depositBounds(eligibility, mean.detail.maxAmount);
  return { min: Math.max(deposit.min, mean.detail.minAmount), max: deposit.max };
}

/**
 * The amount field's error (SPEC 5). No amount (empty or 0) is no error. Without a usable mean (none
 * selected, or the selected one disabled) no method is available. Otherwise the effective bounds apply,
 * the minimum checked first: below it minLimit, above the maximum maxLimit.
 */
export function amountErrorFor(
  amount: number | null | undefined,
  mean: (MeanBounds & Pick<PaymentMean, 'status'>) | null | undefined,
  eligibilityBounds: BoundsSource,
): AmountError | null {
  if (!hasAmount(amount)) return null;
  if (!mean || mean.status !== 'enabled') return 'noMethodAvailable';
  const validity = validateAmount(amount, effectiveBounds(mean, eligibilityBounds));
  return validity === 'minLimit' || validity === 'maxLimit' ? validity : null;
}

/** The enabled means whose bounds accept the amount (every enabled mean while there is no amount). */
export function availableMeans<T extends MeanBounds & Pick<PaymentMean, 'status'>>(amount: number | null | undefined, means: readonly T[]): T[] {
  return means.filter((m) => m.status === 'enabled' && !meanAmountState(amount, m).outOfRange);
}

/**
 * The Pay rule (SPEC 4 "Choice of deposit request", SPEC 5): an enabled mean that a flow can pay, and
 * a positive amount within the effective bounds. The root's guard on `deposit.requested` and the Pay
 * button read this one rule.
 */
export function canPay(
  amount: number | null | undefined,
  mean: (MeanBounds & Pick<PaymentMean, 'status' | 'method'>) | null | undefined,
  eligibilityBounds: BoundsSource,
): boolean {
  return !!mean && flowOf(mean.method) !== null && hasAmount(amount) && amount > 0 && amountErrorFor(amount, mean, eligibilityBounds) === null;
}
