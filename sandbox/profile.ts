// The session profile: what POST /sandbox/sessions accepts (every field optional) and the resolved
// profile the endpoints answer from. Later milestones add fields here (payment means, saved tokens,
// card outcomes...); unknown fields are refused so a typo never goes unnoticed.
import { z } from 'zod';
import { FAULT_ENDPOINTS, faultSpecSchema, LOST_ANSWER_KINDS, type FaultEndpoint, type FaultSpec, type LostAnswerKind } from './fault-specs';
import {
  BRANDS,
  CURRENCIES,
  LANGUAGES,
  LEGISLATIONS,
  PLATFORMS,
  UNIVERSES,
  type Brand,
  type Currency,
  type Language,
  type Legislation,
  type Platform,
  type Universe,
} from './spec';
import type { LastSuccessfulDeposit, UserLimit } from './contract/types';
import { paymentMethodsField, resolveMethods, resolveTokens, tokensField, type ResolvedMethod, type ResolvedToken } from './means';
import { bannerField, resolveBanner, type ResolvedBanner } from './banner';
import { resolveWithdrawals, withdrawalsField, type ResolvedWithdrawals } from './withdrawals';

/** Feature flags of SPEC 9 and their defaults. */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<string, boolean>> = {
  'payment-f-paypal-consent-enabled': false,
  'payment-f-new-withdrawal-flow-enabled': false,
  'payment-f-new-brand-choice-enabled': false,
  'payment-bf-promote-bank-transfer-wave1-enabled': false,
  'payment-bf-promote-bank-transfer-wave2-enabled': false,
  'payment-bf-promote-bank-transfer-wave3-enabled': false,
  'payment-f-gordon-async-deposit-enabled': true,
};

/** Eligibility reasons the app has dialog texts for (SPEC 8). Any other string is accepted too. */
export const KNOWN_INELIGIBILITY_REASONS = [
  'payment.deposit.eligibility.not_eligible',
  'payment.deposit.eligibility.limits_reached',
  'payment.deposit.eligibility.limits_not_set',
  'payment.deposit.eligibility.problem',
  'DEP_UserNotEligibleForDeposit',
  'DEP_UserTriedToDepositOverLimit',
] as const;
export const DEFAULT_INELIGIBILITY_REASON = 'payment.deposit.eligibility.not_eligible';

/** Per-market defaults used when the profile gives a legislation but no language or currency. */
export const MARKETS: Readonly<Record<Legislation, { language: Language; currency: Currency; tld: string }>> = {
  FR: { language: 'fr', currency: 'EUR', tld: 'fr' },
  PT: { language: 'pt', currency: 'EUR', tld: 'pt' },
  PL: { language: 'pl', currency: 'PLN', tld: 'pl' },
  COM: { language: 'en', currency: 'EUR', tld: 'com' },
  CI: { language: 'fr', currency: 'XOF', tld: 'ci' },
  TG: { language: 'fr', currency: 'XOF', tld: 'tg' },
  SN: { language: 'fr', currency: 'XOF', tld: 'sn' },
  BJ: { language: 'fr', currency: 'XOF', tld: 'bj' },
  CD: { language: 'fr', currency: 'CDF', tld: 'cd' },
};

/** Default deposit bounds per currency (minimum, technical maximum). */
export const CURRENCY_BOUNDS: Readonly<Record<Currency, { min: number; technicalMax: number }>> = {
  EUR: { min: 10, technicalMax: 10_000 },
  USD: { min: 10, technicalMax: 10_000 },
  CHF: { min: 10, technicalMax: 10_000 },
  PLN: { min: 20, technicalMax: 40_000 },
  XOF: { min: 200, technicalMax: 2_000_000 },
  CDF: { min: 1_000, technicalMax: 5_000_000 },
};

const BRAND_SITES: Readonly<Record<Brand, string>> = { kestrel: 'kestrelbet', orbit: 'orbitplay' };

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;

const amount = z.number().nonnegative();
const userLimitSchema = z.strictObject({
  type: z.enum(['daily', 'weekly', 'monthly']),
  value: amount,
  remaining: amount.optional(),
});

export const profileSchema = z.strictObject({
  legislation: z.enum(LEGISLATIONS).optional(),
  language: z.enum(LANGUAGES).optional(),
  currency: z.enum(CURRENCIES).optional(),
  platform: z.enum(PLATFORMS).optional(),
  universe: z.enum(UNIVERSES).optional(),
  brand: z.enum(BRANDS).optional(),
  /** The `iss` claim; default `<brand site>.<market tld>`, e.g. kestrelbet.fr. */
  site: z.string().min(1).optional(),
  balance: amount.optional(),
  first_deposit: z.boolean().optional(),
  eligibility: z.strictObject({ eligible: z.boolean(), reason: z.string().min(1).nullable().optional() }).optional(),
  limits: z
    .strictObject({
      min_deposit_amount: amount.nullable().optional(),
      max_deposit_amount: amount.nullable().optional(),
      technical_max_deposit_amount: amount.nullable().optional(),
      user_limits: z.array(userLimitSchema).optional(),
    })
    .optional(),
  last_deposit: z
    .strictObject({
      payment_method: z.string().min(1),
      amount: amount,
      created_date: z.string().min(1).optional(),
    })
    .nullable()
    .optional(),
  feature_flags: z.record(z.string().min(1), z.boolean()).optional(),
  access_token_ttl_seconds: z.number().int().nonnegative().optional(),
  session_expired: z.boolean().optional(),
  faults: z.partialRecord(z.enum(FAULT_ENDPOINTS), faultSpecSchema).optional(),
  /** Deposit calls whose answer is lost after the deposit is recorded; `times` unset: every answer. */
  lost_deposit_answers: z
    .strictObject({ kind: z.enum(LOST_ANSWER_KINDS), times: z.number().int().positive().optional() })
    .nullable()
    .optional(),
  url_success: z.string().optional(),
  url_back: z.string().optional(),
  show_header: z.boolean().optional(),
  is_dark: z.boolean().optional(),
  embed_confirmation: z.boolean().optional(),
  /** SPEC 7 URL option apple_pay: what the iOS sports app and the macOS poker app say of Apple Pay (SPEC 4). */
  apple_pay: z.boolean().optional(),
  /** Deposit methods in display order (wire names, or `{name, ...overrides}`); default: the market's. */
  payment_methods: paymentMethodsField.optional(),
  /** Saved tokens in display order, by type; unset fields get defaults. Default: none. */
  tokens: tokensField.optional(),
  /** The deposit banner's message and mission (banner.ts); default: a freebet in FR, PT, PL; null: none. */
  banner: bannerField.optional(),
  /** Pending withdrawals and the SPEC 8 codes the withdrawal calls answer (withdrawals.ts). */
  withdrawals: withdrawalsField.optional(),
  /** The route the app URL opens on (SPEC 2 segments): '/' (default) or '/pending'. */
  path: z.enum(['/', '/pending']).optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileFields = z.output<typeof profileSchema>;

/** A profile with every default applied: what the endpoints read. */
export interface Profile {
  legislation: Legislation;
  language: Language;
  currency: Currency;
  platform: Platform;
  universe: Universe;
  brand: Brand;
  site: string;
  balance: number;
  first_deposit: boolean;
  eligibility: { eligible: boolean; reason: string | null };
  limits: {
    min_deposit_amount: number | null;
    max_deposit_amount: number | null;
    technical_max_deposit_amount: number | null;
    user_limits: UserLimit[];
  };
  last_deposit: LastSuccessfulDeposit | null;
  feature_flags: Record<string, boolean>;
  access_token_ttl_seconds: number;
  session_expired: boolean;
  faults: Partial<Record<FaultEndpoint, FaultSpec>>;
  lost_deposit_answers: { kind: LostAnswerKind; times: number | null } | null;
  url_success: string | null;
  url_back: string | null;
  show_header: boolean | null;
  is_dark: boolean | null;
  embed_confirmation: boolean | null;
  apple_pay: boolean | null;
  payment_methods: ResolvedMethod[];
  tokens: ResolvedToken[];
  banner: ResolvedBanner | null;
  withdrawals: ResolvedWithdrawals;
  path: '/' | '/pending';
}

const DAY_MS = 86_400_000;

/** The IBAN of the player's saved BANK_ACCOUNT, if any (a pending withdrawal is paid to it by default). */
const savedIbanOf = (tokens: readonly ResolvedToken[]): string | null => {
  const bank = tokens.find((t) => t.type === 'BANK_ACCOUNT') as { iban?: string } | undefined;
  return bank?.iban ?? null;
};

export function resolveProfile(input: ProfileFields, now = new Date()): Profile {
  const legislation = input.legislation ?? 'FR';
  const market = MARKETS[legislation];
  const currency = input.currency ?? market.currency;
  const brand = input.brand ?? 'kestrel';
  const bounds = CURRENCY_BOUNDS[currency];
  const limits = input.limits ?? {};
  const eligible = input.eligibility?.eligible ?? true;
  const lastDeposit = input.first_deposit ? null : (input.last_deposit ?? null);
  const tokens = resolveTokens(input.tokens, legislation, now);
  return {
    legislation,
    language: input.language ?? market.language,
    currency,
    platform: input.platform ?? 'web',
    universe: input.universe ?? 'sports',
    brand,
    site: input.site ?? `${BRAND_SITES[brand]}.${market.tld}`,
    balance: input.balance ?? 50,
    first_deposit: input.first_deposit ?? false,
    eligibility: {
      eligible,
      reason: eligible ? (input.eligibility?.reason ?? null) : (input.eligibility?.reason ?? DEFAULT_INELIGIBILITY_REASON),
    },
    limits: {
      min_deposit_amount: limits.min_deposit_amount === undefined ? bounds.min : limits.min_deposit_amount,
      max_deposit_amount: limits.max_deposit_amount ?? null,
      technical_max_deposit_amount: limits.technical_max_deposit_amount === undefined ? bounds.technicalMax : limits.technical_max_deposit_amount,
      user_limits: (limits.user_limits ?? []).map((l) => ({ type: l.type, value: l.value, remaining: l.remaining ?? l.value })),
    },
    last_deposit: lastDeposit && {
      payment_method: lastDeposit.payment_method,
      amount: lastDeposit.amount,
      created_date: lastDeposit.created_date ?? new Date(now.getTime() - 3 * DAY_MS).toISOString(),
    },
    feature_flags: { ...DEFAULT_FEATURE_FLAGS, ...input.feature_flags },
    access_token_ttl_seconds: input.access_token_ttl_seconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    session_expired: input.session_expired ?? false,
    faults: { ...input.faults },
    lost_deposit_answers: input.lost_deposit_answers ? { kind: input.lost_deposit_answers.kind, times: input.lost_deposit_answers.times ?? null } : null,
    url_success: input.url_success?.trim() || null,
    url_back: input.url_back?.trim() || null,
    show_header: input.show_header ?? null,
    is_dark: input.is_dark ?? null,
    embed_confirmation: input.embed_confirmation ?? null,
    apple_pay: input.apple_pay ?? null,
    payment_methods: resolveMethods(input.payment_methods, legislation, currency),
    tokens,
    banner: resolveBanner(input.banner, { legislation, language: input.language ?? market.language, currency }),
    withdrawals: resolveWithdrawals(input.withdrawals, { currency, savedIban: savedIbanOf(tokens), now }),
    path: input.path ?? '/',
  };
}
