// The mobile-money operators (SPEC 1), their wire names (SPEC 3), and the ones the server lists for a
// method. Small and dependency-free: the payment means call reads it at boot.

/** SPEC 1 operators. */
export const MOBILE_MONEY_OPERATORS = ['ORANGE_MONEY', 'MTN', 'MOOV', 'WAVE', 'CELTIIS', 'AIRTEL', 'MPESA'] as const;
export type MobileMoneyOperator = (typeof MOBILE_MONEY_OPERATORS)[number];

/** The operators' names as players know them (brands: not translated). */
export const OPERATOR_NAMES: Readonly<Record<MobileMoneyOperator, string>> = {
  ORANGE_MONEY: 'Orange Money',
  MTN: 'MTN Mobile Money',
  MOOV: 'Moov Money',
  WAVE: 'Wave',
  CELTIIS: 'Celtiis Cash',
  AIRTEL: 'Airtel Money',
  MPESA: 'M-Pesa',
};

/** Wire names of SPEC 3 (payment methods, tokens, detail.operator). */
const WIRE: Readonly<Record<MobileMoneyOperator, string>> = {
  ORANGE_MONEY: 'orange_money',
  MTN: 'mtn',
  MOOV: 'moovmoney',
  WAVE: 'wave',
  CELTIIS: 'celtiis',
  AIRTEL: 'airtel',
  MPESA: 'mpesa',
};
export const operatorWireName = (op: MobileMoneyOperator): string => WIRE[op];

/** An operator from any spelling: 'orange_money', 'ORANGE_MONEY', 'moovmoney', 'MOOV'... null if unknown. */
export function parseOperator(value: string | null | undefined): MobileMoneyOperator | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  for (const op of MOBILE_MONEY_OPERATORS) if (v === op.toLowerCase() || v === WIRE[op]) return op;
  return null;
}

/** One operator as the payment methods list it (SPEC 3 "Payment method (server)": operators with display_order). */
export interface ListedOperatorLike {
  name: string;
  display_order: number;
  enabled?: boolean;
}

/**
 * SPEC 3: the operators a mobile-money method offers are the ones the server lists for it, in
 * its display_order (ties keep the server's order), not a fixed list per market. An operator marked
 * `enabled: false`, or one this app does not know, is left out, and each is listed once.
 */
export function listedOperators(list: readonly ListedOperatorLike[] | null | undefined): MobileMoneyOperator[] {
  const ordered = (list ?? []).map((o, i) => ({ o, i })).sort((a, b) => a.o.display_order - b.o.display_order || a.i - b.i);
  const out: MobileMoneyOperator[] = [];
  for (const { o } of ordered) {
    const op = o.enabled === false ? null : parseOperator(o.name);
    if (op && !out.includes(op)) out.push(op);
  }
  return out;
}

/**
 * The new MOBILEMONEY mean (one that names no operator) carries the operators its method lists, so the
 * mobile-money flow offers exactly those (machines/mobile-money.machine.ts reads `detail.operators`).
 */
export function withListedOperators<M extends { format: string; method: string; detail: { operator?: string; operators?: MobileMoneyOperator[] } }>(
  means: readonly M[],
  methods: ReadonlyArray<{ name: string; operators?: readonly ListedOperatorLike[] | null }>,
): M[] {
  return means.map((mean) => {
    if (mean.format !== 'PAYMENT_METHOD' || mean.detail.operator) return mean;
    const method = methods.find((m) => m.name.trim().toUpperCase() === mean.method.trim().toUpperCase());
    if (!method?.operators) return mean;
    return { ...mean, detail: { ...mean.detail, operators: listedOperators(method.operators) } };
  });
}
