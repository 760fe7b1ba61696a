// Suggested amount presets of SPEC 9, by legislation and currency. Tiered markets pick a row by the
// player's last deposit amount ("min" in SPEC 9); `null` means the player never deposited ("unset").
import type { Currency, Legislation } from './context';

export interface PresetInput {
  legislation: Legislation;
  currency: Currency;
  /** Amount of the last successful deposit; null or undefined when there is none. */
  lastDepositAmount: number | null | undefined;
}

/**
 * A row applies while the last deposit is at least `from` (when given) and below `below` (when given);
 * the last row (no bounds) is "otherwise": it takes every amount no row above names.
 */
interface Tier {
  from?: number;
  below?: number;
  presets: readonly number[];
}

/** A market's table in one currency: its rows and the row for a player who never deposited. */
interface PresetTable {
  tiers: readonly Tier[];
  unset: readonly number[];
}

const table = (tiers: readonly Tier[], unset: 'first' | 'otherwise'): PresetTable => ({
  tiers,
  unset: (unset === 'first' ? tiers[0] : tiers[tiers.length - 1])!.presets,
});

// FR EUR. "below 10" and "10 to <15" share a row. Unset falls to "otherwise": SPEC lists unset only
// for CI/TG, and FR's "otherwise" row is COM's EUR default, i.e. the no-history set.
const FR_EUR = table(
  [
    { below: 15, presets: [10, 20, 50, 100] },
    { below: 20, presets: [15, 25, 50, 100] },
    { below: 25, presets: [20, 30, 50, 100] },
    { below: 30, presets: [25, 50, 100, 200] },
    { below: 50, presets: [30, 50, 100, 200] },
    { presets: [25, 50, 100, 200] },
  ],
  'otherwise',
);

// PT EUR, read as written: its first row starts at 10, and unlike FR's no row names "below
// 10", so a last deposit under 10 falls under "otherwise". Unset takes "otherwise", as in FR.
const PT_EUR = table(
  [
    { from: 10, below: 15, presets: [10, 20, 30, 50] },
    { from: 15, below: 20, presets: [15, 25, 30, 50] },
    { from: 20, below: 25, presets: [20, 30, 50, 100] },
    { from: 25, below: 30, presets: [25, 50, 100, 200] },
    { presets: [30, 50, 100, 200] },
  ],
  'otherwise',
);

// CI and TG XOF: SPEC names unset explicitly with the lowest row.
const CI_TG_XOF = table(
  [
    { below: 20_000, presets: [2_000, 5_000, 10_000] },
    { below: 50_000, presets: [20_000, 50_000] },
    { below: 110_000, presets: [50_000, 100_000] },
    { below: 200_000, presets: [100_000, 200_000] },
    { presets: [200_000, 300_000] },
  ],
  'first',
);

const flat = (presets: readonly number[]): PresetTable => table([{ presets }], 'otherwise');

/** The markets' own tables, keyed by currency: a market applies its table only in its currency. */
const TABLES: Readonly<Record<Legislation, Partial<Record<Currency, PresetTable>>>> = {
  FR: { EUR: FR_EUR },
  PT: { EUR: PT_EUR },
  PL: { PLN: flat([50, 100, 250, 500]) },
  COM: { EUR: flat([25, 50, 100, 200]), USD: flat([30, 60, 150, 300]), CHF: flat([25, 50, 100, 200]) },
  CI: { XOF: CI_TG_XOF },
  TG: { XOF: CI_TG_XOF },
  SN: { XOF: flat([500, 1_000, 2_000]) },
  BJ: { XOF: flat([2_000, 5_000, 10_000]) },
  CD: { CDF: flat([10_000, 25_000, 50_000]) },
};

// Fallback (decision) where SPEC is silent: COM with PLN/XOF/CDF, and any market/currency mismatch
// (FR+USD, CI with EUR, ...). Presets must make sense in the currency shown, so the set depends on the
// currency only: COM's set for EUR/USD/CHF, PL's for PLN, the unset XOF row (= BJ) for XOF, CD's for CDF.
export const CURRENCY_FALLBACK_PRESETS: Readonly<Record<Currency, readonly number[]>> = {
  EUR: [25, 50, 100, 200],
  USD: [30, 60, 150, 300],
  CHF: [25, 50, 100, 200],
  PLN: [50, 100, 250, 500],
  XOF: [2_000, 5_000, 10_000],
  CDF: [10_000, 25_000, 50_000],
};

export function amountPresets({ legislation, currency, lastDepositAmount }: PresetInput): readonly number[] {
  const found = TABLES[legislation][currency];
  if (!found) return CURRENCY_FALLBACK_PRESETS[currency];
  // A missing or non-finite last deposit is "unset". A last deposit of 0 is a value (below every bound).
  if (lastDepositAmount == null || !Number.isFinite(lastDepositAmount)) return found.unset;
  const last = lastDepositAmount;
  return found.tiers.find((t) => (t.from === undefined || last >= t.from) && (t.below === undefined || last < t.below))!.presets;
}

/**
 * The presets the player may still deposit (SPEC 5 bounds, SPEC 9 presets): none below the minimum nor
 * above the effective maximum, the smaller of the deposit bounds' maximum and what any limit has left.
 * Filtered, not capped (a capped preset would be an odd amount, and two could become one); when none is
 * left, the maximum itself is the one suggestion; when no amount can be paid (a limit used up, or less left
 * than the minimum), none (docs/decisions.md, "Presets above the maximum").
 */
export function presetsWithin(presets: readonly number[], bounds: { min: number; max: number }): readonly number[] {
  const { min, max } = bounds;
  if (!Number.isFinite(max)) return presets;
  if (max <= 0 || max < min) return [];
  const within = presets.filter((p) => p >= min && p <= max);
  return within.length > 0 ? within : [max];
}
