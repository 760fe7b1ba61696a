// Payment means of a player: the deposit methods a market offers (with per-method bounds, features and
// mobile-money operators), the saved tokens, and the three read answers built from them (SPEC 3 and 7):
// deposit options, payment methods and tokens. The profile fields `payment_methods` and `tokens` are
// declared here and resolved here; profile.ts only wires them in.
import { generateKeyPair, generateKeyPairSync } from 'node:crypto';
import { promisify } from 'node:util';
import { z } from 'zod';
import { suggestedAmounts, type Currency, type Legislation } from './spec';
import type { DepositOptions, Feature, PaymentMethodWire, PaymentToken, ServerPaymentMean, TokenType } from './contract/types';

/** Wire names of the deposit methods (SPEC 3). The options call says BANKTRANSFER (the app renames it). */
export const METHOD_NAMES = [
  'CARD',
  'APPLEPAY',
  'GOOGLEPAY',
  'PAYPAL',
  'PAYSAFECARD',
  'SKRILL',
  'BANKTRANSFER',
  'PRZELEWY24',
  'BLIK',
  'MBWAY',
  'MULTIBANCO',
  'MOBILEMONEY',
  // The premium ticket (docs/decisions.md): offered only when a profile lists it.
  'PREMIUM_TICKET',
] as const;
export type MethodName = (typeof METHOD_NAMES)[number];

/** Stable ids of the methods (payment-methods `id`, options `payment_mean_id` of a new mean). */
export const METHOD_IDS: Readonly<Record<MethodName, string>> = {
  CARD: '1',
  APPLEPAY: '2',
  GOOGLEPAY: '3',
  PAYPAL: '4',
  PAYSAFECARD: '5',
  SKRILL: '6',
  BANKTRANSFER: '7',
  PRZELEWY24: '8',
  BLIK: '9',
  MBWAY: '10',
  MULTIBANCO: '11',
  MOBILEMONEY: '12',
  PREMIUM_TICKET: '13',
};

/** Mobile-money operators, wire names of SPEC 3. */
export const OPERATORS = ['orange_money', 'mtn', 'moovmoney', 'wave', 'celtiis', 'airtel', 'mpesa'] as const;
export type Operator = (typeof OPERATORS)[number];

export const TOKEN_TYPES = ['CARD', 'BANK_ACCOUNT', 'EWALLET', 'MBWAY', 'MOBILE_MONEY', 'BLIK', 'PAYPAL'] as const satisfies readonly TokenType[];

/** The method a saved token pays with. */
export const TOKEN_METHOD: Readonly<Record<TokenType, MethodName>> = {
  CARD: 'CARD',
  BANK_ACCOUNT: 'BANKTRANSFER',
  EWALLET: 'SKRILL',
  MBWAY: 'MBWAY',
  MOBILE_MONEY: 'MOBILEMONEY',
  BLIK: 'BLIK',
  PAYPAL: 'PAYPAL',
};

/** Methods of each market when the profile gives no `payment_methods` (SPEC 2 footers). */
export const MARKET_METHODS: Readonly<Record<Legislation, readonly MethodName[]>> = {
  FR: ['CARD', 'APPLEPAY', 'GOOGLEPAY', 'PAYPAL', 'PAYSAFECARD', 'SKRILL', 'BANKTRANSFER'],
  PT: ['CARD', 'APPLEPAY', 'MBWAY', 'MULTIBANCO', 'PAYSAFECARD', 'SKRILL', 'BANKTRANSFER'],
  PL: ['CARD', 'APPLEPAY', 'PRZELEWY24', 'BLIK', 'PAYSAFECARD', 'SKRILL', 'BANKTRANSFER'],
  COM: ['CARD', 'PAYSAFECARD', 'SKRILL'],
  CI: ['MOBILEMONEY'],
  TG: ['MOBILEMONEY'],
  SN: ['MOBILEMONEY'],
  BJ: ['MOBILEMONEY'],
  CD: ['MOBILEMONEY'],
};

/** Mobile-money operators of each market, in display order (SPEC 2 footers; SN adds Wave). Other markets: CI's list.
 * The app offers exactly what this lists: it has no list of its own. */
export const MARKET_OPERATORS: Readonly<Partial<Record<Legislation, readonly Operator[]>>> = {
  CI: ['orange_money', 'mtn', 'moovmoney', 'wave'],
  TG: ['orange_money', 'mtn', 'moovmoney', 'wave'],
  SN: ['orange_money', 'wave'], // Wave too: SPEC 5's helper text covers Wave in SN
  BJ: ['mtn', 'moovmoney', 'celtiis'],
  CD: ['orange_money', 'airtel', 'mpesa'],
};
const operatorsOf = (legislation: Legislation): readonly Operator[] => MARKET_OPERATORS[legislation] ?? MARKET_OPERATORS.CI!;

/** One operator of a MOBILEMONEY method in the payment-methods answer. */
export interface ListedOperator {
  name: Operator;
  display_order: number;
  enabled: boolean;
}
/** A profile's operators as the answer lists them: a bare name takes its place in the list as display_order. */
const listOperators = (list: ReadonlyArray<Operator | { name: Operator; display_order?: number; enabled?: boolean }>): ListedOperator[] =>
  list.map((o, j) =>
    typeof o === 'string'
      ? { name: o, display_order: j + 1, enabled: true }
      : { name: o.name, display_order: o.display_order ?? j + 1, enabled: o.enabled ?? true },
  );

/** Calling code of each mobile-money market (default phone prefix of a MOBILE_MONEY token). */
const CALLING_CODES: Readonly<Partial<Record<Legislation, string>>> = { CI: '225', TG: '228', SN: '221', BJ: '229', CD: '243' };

type Bounds = readonly [min: number, max: number];
const EUR_BOUNDS: Partial<Record<MethodName, Bounds>> = {
  CARD: [10, 5000],
  APPLEPAY: [10, 5000],
  GOOGLEPAY: [10, 5000],
  PAYPAL: [10, 5000],
  PAYSAFECARD: [10, 250],
  SKRILL: [10, 5000],
  BANKTRANSFER: [10, 508],
  MULTIBANCO: [10, 1000],
  MBWAY: [10, 1000],
};
/** Per-method bounds by currency; a method missing from its currency's row takes `FALLBACK_BOUNDS`. */
export const METHOD_BOUNDS: Readonly<Record<Currency, Partial<Record<MethodName, Bounds>>>> = {
  EUR: EUR_BOUNDS,
  USD: EUR_BOUNDS,
  CHF: EUR_BOUNDS,
  PLN: {
    CARD: [20, 20_000],
    APPLEPAY: [20, 20_000],
    GOOGLEPAY: [20, 20_000],
    PAYPAL: [20, 20_000],
    PAYSAFECARD: [20, 1000],
    SKRILL: [20, 20_000],
    BANKTRANSFER: [20, 2000],
    PRZELEWY24: [20, 10_000],
    BLIK: [20, 5000],
  },
  XOF: { MOBILEMONEY: [200, 500_000] },
  CDF: { MOBILEMONEY: [1000, 2_500_000] },
};
const FALLBACK_BOUNDS: Readonly<Record<Currency, Bounds>> = {
  EUR: [10, 5000],
  USD: [10, 5000],
  CHF: [10, 5000],
  PLN: [20, 20_000],
  XOF: [200, 500_000],
  CDF: [1000, 2_500_000],
};
export const methodBounds = (method: MethodName, currency: Currency): Bounds => METHOD_BOUNDS[currency][method] ?? FALLBACK_BOUNDS[currency];

/** Minimum amount of the bank_transfer feature (SPEC 3 sample). */
export const BANK_TRANSFER_FEATURE_MINIMUM = 10;

// ---------------------------------------------------------------------------------------------------
// Profile fields

const amount = z.number().nonnegative();

const methodOverride = z.strictObject({
  name: z.enum(METHOD_NAMES),
  /** false: listed by payment-methods with enabled false, left out of the options. */
  enabled: z.boolean().optional(),
  /** true: the provider cannot take payments now; the method is shown disabled (SPEC 4). */
  unavailable: z.boolean().optional(),
  min_amount: amount.optional(),
  max_amount: amount.optional(),
  /** The token_only feature: the method can only be used through a saved token. */
  token_only: z.boolean().optional(),
  /**
   * MOBILEMONEY only (default: the market's): names in display order, or `{ name, display_order?, enabled? }`
   * to send a display_order other than the list's place (answered in the list's order).
   */
  operators: z
    .array(
      z.union([z.enum(OPERATORS), z.strictObject({ name: z.enum(OPERATORS), display_order: z.number().int().optional(), enabled: z.boolean().optional() })]),
    )
    .min(1)
    .optional(),
});

export const paymentMethodsField = z.array(z.union([z.enum(METHOD_NAMES), methodOverride])).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((entry, i) => {
    const name = typeof entry === 'string' ? entry : entry.name;
    if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [i], message: `${name} is listed twice` });
    seen.add(name);
    if (typeof entry !== 'string') {
      if (entry.min_amount !== undefined && entry.max_amount !== undefined && entry.min_amount > entry.max_amount) {
        ctx.addIssue({ code: 'custom', path: [i, 'min_amount'], message: 'min_amount is above max_amount' });
      }
      if (entry.operators && entry.name !== 'MOBILEMONEY') {
        ctx.addIssue({ code: 'custom', path: [i, 'operators'], message: 'operators apply to MOBILEMONEY only' });
      }
    }
  });
});
export type PaymentMethodsInput = z.input<typeof paymentMethodsField>;

const tokenCommon = {
  id: z.string().min(1).optional(),
  status: z.string().min(1).optional(),
  created_date: z.string().min(1).optional(),
  initial_transaction_uid: z.string().min(1).optional(),
};
const digits = (n: number) => z.string().regex(new RegExp(`^\\d{${n}}$`), `${n} digits`);

export const tokenField = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('CARD'),
    ...tokenCommon,
    bin: digits(6).optional(),
    last_digits: digits(4).optional(),
    expiry_month: z.number().int().min(1).max(12).optional(),
    expiry_year: z.number().int().min(2000).max(2100).optional(),
    holder_name: z.string().min(1).optional(),
    card_type: z.string().min(1).optional(),
    scheme: z.string().min(1).optional(),
    scheme_selection_type: z.string().min(1).optional(),
  }),
  z.strictObject({
    type: z.literal('BANK_ACCOUNT'),
    ...tokenCommon,
    iban: z.string().min(1).optional(),
    holder_name: z.string().min(1).optional(),
    country_code: z.string().length(2).optional(),
    is_instant_eligible: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('EWALLET'), ...tokenCommon, login: z.string().min(1).optional() }),
  z.strictObject({ type: z.literal('MBWAY'), ...tokenCommon, phone_number: z.string().min(1).optional() }),
  z.strictObject({
    type: z.literal('MOBILE_MONEY'),
    ...tokenCommon,
    prefix: z.string().min(1).optional(),
    phone_number: z.string().min(1).optional(),
    operator: z.enum(OPERATORS).optional(),
    deposit_operator_status: z.string().min(1).optional(),
  }),
  z.strictObject({ type: z.literal('BLIK'), ...tokenCommon }),
  z.strictObject({ type: z.literal('PAYPAL'), ...tokenCommon, email: z.string().min(1).optional() }),
]);
export type TokenInput = z.input<typeof tokenField>;
export type TokenFields = z.output<typeof tokenField>;
export const tokensField = z.array(tokenField);

/** A method of the player, every override applied. */
export interface ResolvedMethod {
  name: MethodName;
  enabled: boolean;
  unavailable: boolean;
  min_amount: number;
  max_amount: number;
  token_only: boolean;
  /** MOBILEMONEY only: as the payment-methods answer lists them (SPEC 3 operators with display_order). */
  operators: ListedOperator[] | null;
}

/** A saved token, every default applied; `user_id` is added when answering. */
export type ResolvedToken = Omit<PaymentToken, 'user_id'>;

export function resolveMethods(
  input: readonly (MethodName | z.output<typeof methodOverride>)[] | undefined,
  legislation: Legislation,
  currency: Currency,
): ResolvedMethod[] {
  const list = input ?? MARKET_METHODS[legislation];
  return list.map((entry) => {
    const o = typeof entry === 'string' ? { name: entry } : entry;
    const [min, max] = methodBounds(o.name, currency);
    return {
      name: o.name,
      enabled: o.enabled ?? true,
      unavailable: o.unavailable ?? false,
      min_amount: o.min_amount ?? min,
      max_amount: o.max_amount ?? max,
      token_only: o.token_only ?? false,
      operators: o.name === 'MOBILEMONEY' ? listOperators(o.operators ?? operatorsOf(legislation)) : null,
    };
  });
}

const DAY_MS = 86_400_000;
const IBAN_SAMPLES: Readonly<Partial<Record<Legislation, string>>> = {
  FR: 'FR7630006000011234567890189',
  PT: 'PT50000201231234567890154',
  PL: 'PL61109010140000071219812874',
};

/** Fills in a token's defaults. `index` gives the default id and display order. */
export function resolveToken(t: TokenFields, index: number, legislation: Legislation, now: Date): ResolvedToken {
  const id = t.id ?? `tok_${t.type.toLowerCase()}_${index + 1}`;
  const common = {
    id,
    type: t.type,
    initial_transaction_uid: t.initial_transaction_uid ?? `txn_${id}`,
    created_date: t.created_date ?? new Date(now.getTime() - (index + 1) * 7 * DAY_MS).toISOString(),
    status: t.status ?? 'ACTIVE',
    display_order: index + 1,
  };
  const ref = (provider_code: string, extra: { provider_account_code?: string } = {}) => ({
    provider_code,
    ...extra,
    provider_token_id: `${provider_code}_${id}`,
    is_active: true,
  });
  switch (t.type) {
    case 'CARD':
      return {
        ...common,
        provider_token_references: [ref('worldline'), ref('dalenys')],
        bin: t.bin ?? '497010',
        last_digits: t.last_digits ?? '1234',
        expiry_month: t.expiry_month ?? 12,
        expiry_year: t.expiry_year ?? now.getUTCFullYear() + 3,
        holder_name: t.holder_name ?? 'Camille Martin',
        card_type: t.card_type ?? 'DEBIT',
        scheme: t.scheme ?? 'visa',
        scheme_selection_type: t.scheme_selection_type ?? 'NOT_APPLICABLE',
      };
    case 'BANK_ACCOUNT': {
      const iban = t.iban ?? IBAN_SAMPLES[legislation] ?? IBAN_SAMPLES.FR!;
      return {
        ...common,
        provider_token_references: [ref('banktransfer')],
        iban,
        holder_name: t.holder_name ?? 'Camille Martin',
        country_code: t.country_code ?? iban.slice(0, 2),
        is_instant_eligible: t.is_instant_eligible ?? true,
      };
    }
    case 'EWALLET':
      return { ...common, provider_token_references: [ref('skrill')], login: t.login ?? 'player@example.com' };
    case 'MBWAY':
      return { ...common, provider_token_references: [ref('sibs')], phone_number: t.phone_number ?? '+351912345678' };
    case 'MOBILE_MONEY': {
      const operator = t.operator ?? operatorsOf(legislation)[0]!;
      return {
        ...common,
        provider_token_references: [ref(operator)],
        prefix: t.prefix ?? CALLING_CODES[legislation] ?? '225',
        phone_number: t.phone_number ?? '0701020304',
        operator,
        deposit_operator_status: t.deposit_operator_status ?? 'ENABLED',
      };
    }
    case 'BLIK':
      return { ...common, provider_token_references: [ref('payu')] };
    case 'PAYPAL':
      return {
        ...common,
        provider_token_references: [ref('braintree', { provider_account_code: `cust_${id}` })],
        email: t.email ?? 'player@example.com',
      };
  }
}

export function resolveTokens(input: readonly TokenFields[] | undefined, legislation: Legislation, now: Date): ResolvedToken[] {
  return (input ?? []).map((t, i) => resolveToken(t, i, legislation, now));
}

// ---------------------------------------------------------------------------------------------------
// Answers

/** What the three read calls need from a resolved profile. */
export interface MeansProfile {
  legislation: Legislation;
  currency: Currency;
  payment_methods: ResolvedMethod[];
  tokens: ResolvedToken[];
  last_deposit: { amount: number } | null;
}

export function featuresOf(m: ResolvedMethod): Feature[] {
  const features: Feature[] = [{ name: 'token_only', enabled: m.token_only }];
  if (m.name === 'BANKTRANSFER') {
    features.push({ name: 'bank_transfer', enabled: true, minimum_amount: BANK_TRANSFER_FEATURE_MINIMUM });
    features.push({ name: 'instant_bank_transfer', enabled: true });
  }
  if (m.name === 'MBWAY') features.push({ name: 'mbway_with_mandate', enabled: true });
  return features;
}

let cseCache: DepositOptions['cse'] | null = null;
/** The private halves of the CSE keys, by provider code (the card acquirers decrypt with them). */
const csePrivateKeys = new Map<string, string>();
export function csePrivateKey(providerCode: string): string | null {
  cseKeys();
  return csePrivateKeys.get(providerCode) ?? null;
}
/**
 * Client-side encryption keys of the card acquirers: real RSA-2048 public keys (SPKI DER, base64),
 * drawn once per process. The card milestone decrypts with the private halves.
 */
export function cseKeys(): DepositOptions['cse'] {
  if (!cseCache) {
    cseCache = CSE_PROVIDERS.map((provider_code) => {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', RSA_OPTIONS);
      csePrivateKeys.set(provider_code, privateKey);
      return { provider_code, public_key: publicKey.toString('base64') };
    });
  }
  return cseCache.map((k) => ({ ...k }));
}

const CSE_PROVIDERS = ['worldline', 'dalenys'];
const RSA_OPTIONS = { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } } as const;
const generateRsa = promisify(generateKeyPair);

/**
 * Draws the CSE keys off the event loop (libuv's thread pool, both at once) before the server listens.
 * Drawn lazily by `cseKeys()` instead, two RSA-2048 keys blocked every request in flight for seconds:
 * the first amount pages of a burst waited 3.1-3.3 s, over the 3 s time-out of the saved means call
 * (docs/reliability.md).
 */
export async function prepareCseKeys(): Promise<void> {
  if (cseCache) return;
  const pairs = await Promise.all(CSE_PROVIDERS.map(() => generateRsa('rsa', RSA_OPTIONS)));
  if (cseCache) return;
  cseCache = CSE_PROVIDERS.map((provider_code, i) => {
    const { publicKey, privateKey } = pairs[i]!;
    csePrivateKeys.set(provider_code, privateKey);
    return { provider_code, public_key: publicKey.toString('base64') };
  });
}

const withUser = (t: ResolvedToken, userId: string): PaymentToken => ({
  ...t,
  user_id: userId,
  provider_token_references: t.provider_token_references.map((r) => ({ ...r })),
});

/** GET /kong/v2/me/deposit/options: saved tokens first, then every enabled method. */
export function depositOptionsOf(p: MeansProfile, userId: string): DepositOptions {
  const byName = new Map(p.payment_methods.map((m) => [m.name, m]));
  const tokenMeans: ServerPaymentMean[] = p.tokens.map((t, i) => {
    const methodName = TOKEN_METHOD[t.type];
    const m = byName.get(methodName) ?? resolveMethods([methodName], p.legislation, p.currency)[0]!;
    const usable = byName.has(methodName) && m.enabled && !m.unavailable;
    return {
      payment_mean_id: t.id,
      display_order: i + 1,
      status: usable ? 'enabled' : 'disabled',
      min_amount: m.min_amount,
      max_amount: m.max_amount,
      features: featuresOf(m),
      ...(t.operator ? { operator: t.operator } : {}),
      token: withUser(t, userId),
      payment_method: methodName,
    };
  });
  const methodMeans: ServerPaymentMean[] = p.payment_methods
    .filter((m) => m.enabled)
    .map((m, i) => ({
      payment_mean_id: METHOD_IDS[m.name],
      display_order: tokenMeans.length + i + 1,
      status: m.unavailable ? 'disabled' : 'enabled',
      min_amount: m.min_amount,
      max_amount: m.max_amount,
      features: featuresOf(m),
      payment_method: m.name,
    }));
  return {
    payment_means: [...tokenMeans, ...methodMeans],
    cse: cseKeys(),
    suggested_amounts: [...suggestedAmounts(p.legislation, p.currency, p.last_deposit?.amount)],
    payment_mean_resume_position: 1,
  };
}

/** GET /kong/v7/me/payment-methods/deposit: every method of the player, disabled ones included. */
export function paymentMethodsOf(p: MeansProfile): { payment_methods: PaymentMethodWire[]; cse: DepositOptions['cse'] } {
  return {
    payment_methods: p.payment_methods.map((m, i) => ({
      id: METHOD_IDS[m.name],
      name: m.name,
      enabled: m.enabled,
      display_order: i + 1,
      features: featuresOf(m),
      ...(m.operators ? { operators: m.operators.map((o) => ({ ...o })) } : {}),
      ...(m.unavailable ? { unavailable: true } : {}),
    })),
    cse: cseKeys(),
  };
}

/** GET /kong/v7/me/tokens/deposit */
export function tokensOf(p: MeansProfile, userId: string): { tokens: PaymentToken[] } {
  return { tokens: p.tokens.map((t) => withUser(t, userId)) };
}
