// The sandbox's own reading of the spec: market values (SPEC 3), amount presets (SPEC 9), the Luhn check
// and the card type of a number, the acquirers' sandbox credentials. Written here rather than imported from
// src/, so that the app and the sandbox can disagree and the tests can tell.

export const LEGISLATIONS = ['FR', 'PT', 'PL', 'CI', 'TG', 'SN', 'BJ', 'CD', 'COM'] as const;
export type Legislation = (typeof LEGISLATIONS)[number];
export const LANGUAGES = ['en', 'fr', 'pl', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const CURRENCIES = ['EUR', 'USD', 'CHF', 'PLN', 'XOF', 'CDF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const PLATFORMS = ['IOS', 'ANDROID', 'MACOS', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const UNIVERSES = ['sports', 'casino', 'poker', 'turf'] as const;
export type Universe = (typeof UNIVERSES)[number];
/** The two operator brands (SPEC 3 does not name them: these are the sandbox's). */
export const BRANDS = ['kestrel', 'orbit'] as const;
export type Brand = (typeof BRANDS)[number];

// ---- Amount presets (SPEC 9): rows [upper bound of the last deposit (exclusive), presets] -------------
type Row = readonly [number, readonly number[]];
const FR: readonly Row[] = [
  [15, [10, 20, 50, 100]],
  [20, [15, 25, 50, 100]],
  [25, [20, 30, 50, 100]],
  [30, [25, 50, 100, 200]],
  [50, [30, 50, 100, 200]],
  [Infinity, [25, 50, 100, 200]],
];
const PT: readonly Row[] = [
  [15, [10, 20, 30, 50]],
  [20, [15, 25, 30, 50]],
  [25, [20, 30, 50, 100]],
  [30, [25, 50, 100, 200]],
  [Infinity, [30, 50, 100, 200]],
];
const CI_TG: readonly Row[] = [
  [20_000, [2_000, 5_000, 10_000]],
  [50_000, [20_000, 50_000]],
  [110_000, [50_000, 100_000]],
  [200_000, [100_000, 200_000]],
  [Infinity, [200_000, 300_000]],
];
const one = (p: readonly number[]): readonly Row[] => [[Infinity, p]];
/** Per market and currency; `unset` is the row of a player who never deposited. */
const PRESETS: Readonly<Record<Legislation, Partial<Record<Currency, { rows: readonly Row[]; unset: readonly number[]; from?: number }>>>> = {
  FR: { EUR: { rows: FR, unset: [25, 50, 100, 200] } },
  PT: { EUR: { rows: PT, unset: [30, 50, 100, 200], from: 10 } },
  PL: { PLN: { rows: one([50, 100, 250, 500]), unset: [50, 100, 250, 500] } },
  COM: {
    EUR: { rows: one([25, 50, 100, 200]), unset: [25, 50, 100, 200] },
    USD: { rows: one([30, 60, 150, 300]), unset: [30, 60, 150, 300] },
    CHF: { rows: one([25, 50, 100, 200]), unset: [25, 50, 100, 200] },
  },
  CI: { XOF: { rows: CI_TG, unset: [2_000, 5_000, 10_000] } },
  TG: { XOF: { rows: CI_TG, unset: [2_000, 5_000, 10_000] } },
  SN: { XOF: { rows: one([500, 1_000, 2_000]), unset: [500, 1_000, 2_000] } },
  BJ: { XOF: { rows: one([2_000, 5_000, 10_000]), unset: [2_000, 5_000, 10_000] } },
  CD: { CDF: { rows: one([10_000, 25_000, 50_000]), unset: [10_000, 25_000, 50_000] } },
};
/** A market in a currency SPEC 9 gives no row for: the sandbox answers the currency's usual presets. */
const BY_CURRENCY: Readonly<Record<Currency, readonly number[]>> = {
  EUR: [25, 50, 100, 200],
  USD: [30, 60, 150, 300],
  CHF: [25, 50, 100, 200],
  PLN: [50, 100, 250, 500],
  XOF: [2_000, 5_000, 10_000],
  CDF: [10_000, 25_000, 50_000],
};

export function suggestedAmounts(legislation: Legislation, currency: Currency, lastDeposit: number | null | undefined): readonly number[] {
  const t = PRESETS[legislation][currency];
  if (!t) return BY_CURRENCY[currency];
  if (lastDeposit == null || !Number.isFinite(lastDeposit)) return t.unset;
  // SPEC 9 as written: PT's rows start at 10 and name no "below 10", so under 10 is its "otherwise" row.
  if (t.from !== undefined && lastDeposit < t.from) return t.rows[t.rows.length - 1]![1];
  return t.rows.find(([below]) => lastDeposit < below)![1];
}

// ---- Cards ---------------------------------------------------------------------------------------------
export function luhn(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card-processing provider's brand of a bin it has no entry for (IIN ranges). */
export function brandOfBin(bin: string): string | null {
  if (bin.startsWith('4')) return 'VISA';
  const two = Number(bin.slice(0, 2));
  const four = Number(bin.slice(0, 4));
  if (two === 34 || two === 37) return 'AMEX';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (two === 50 || (two >= 56 && two <= 58) || (two >= 60 && two <= 69)) return 'MAESTRO';
  return null;
}

/** The sandbox acquirers' credentials: acquirer A's merchant and static key per market, B's API key id. */
export const ACQUIRER_A_MERCHANTS: Readonly<Record<string, { merchantId: string; staticKey: string }>> = {
  FR: { merchantId: 'KP-FR-0001', staticKey: 'sk_fr_5a1d' },
  PT: { merchantId: 'KP-PT-0001', staticKey: 'sk_pt_77b2' },
  PL: { merchantId: 'KP-PL-0001', staticKey: 'sk_pl_0c3e' },
  COM: { merchantId: 'KP-COM-0001', staticKey: 'sk_com_91f4' },
};
export const ACQUIRER_B_API_KEY_ID = 'hf-sandbox-key-01';

/** The postMessage channel of the simulated native webview (the bridge of SPEC 7 inside the launcher). */
export const BRIDGE_FRAME_CHANNEL = 'cashier.bridge';
