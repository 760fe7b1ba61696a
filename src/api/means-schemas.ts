// Wire schemas of the payment-means calls (SPEC 3 and 7): deposit options, payment methods, saved tokens.
import * as z from 'zod/mini';

/** A method's feature flag: token_only, mbway_with_mandate, instant bank transfer, bank transfer. */
export const feature = z.object({
  name: z.string(),
  enabled: z.boolean(),
  minimum_amount: z.optional(z.number()),
});
export type Feature = z.infer<typeof feature>;

export const providerTokenReference = z.object({
  provider_code: z.string(),
  provider_account_code: z.optional(z.string()),
  provider_token_id: z.string(),
  is_active: z.boolean(),
});

export const tokenType = z.enum(['CARD', 'BANK_ACCOUNT', 'EWALLET', 'MBWAY', 'MOBILE_MONEY', 'BLIK', 'PAYPAL']);
export type TokenType = z.infer<typeof tokenType>;

/** A saved mean (SPEC 3 "Payment token"): common fields plus the fields of its type, all optional here. */
export const paymentToken = z.object({
  id: z.string(),
  type: tokenType,
  user_id: z.string(),
  initial_transaction_uid: z.optional(z.string()),
  created_date: z.string(),
  status: z.string(),
  display_order: z.number(),
  provider_token_references: z.array(providerTokenReference),
  // CARD
  bin: z.optional(z.string()),
  expiry_month: z.optional(z.number()),
  expiry_year: z.optional(z.number()),
  holder_name: z.optional(z.string()),
  card_type: z.optional(z.string()),
  scheme: z.optional(z.string()),
  last_digits: z.optional(z.string()),
  scheme_selection_type: z.optional(z.string()),
  // BANK_ACCOUNT
  iban: z.optional(z.string()),
  country_code: z.optional(z.string()),
  is_instant_eligible: z.optional(z.boolean()),
  // EWALLET (Skrill)
  login: z.optional(z.string()),
  // MBWAY, MOBILE_MONEY
  phone_number: z.optional(z.string()),
  prefix: z.optional(z.string()),
  operator: z.optional(z.string()),
  deposit_operator_status: z.optional(z.string()),
  // PAYPAL
  email: z.optional(z.string()),
});
export type PaymentToken = z.infer<typeof paymentToken>;

/** GET /kong/v7/me/tokens/deposit */
export const tokensResponse = z.object({ tokens: z.array(paymentToken) });

/** Client-side encryption key of a card acquirer. */
export const cseKey = z.object({ provider_code: z.string(), public_key: z.string() });

/** One payment mean of the deposit options (SPEC 3 "Payment mean (server side)"). */
export const serverPaymentMean = z.object({
  payment_mean_id: z.string(),
  display_order: z.number(),
  status: z.enum(['enabled', 'disabled']),
  min_amount: z.number(),
  max_amount: z.number(),
  features: z.array(feature),
  operator: z.optional(z.string()),
  token: z.optional(paymentToken),
  payment_method: z.string(),
});
export type ServerPaymentMean = z.infer<typeof serverPaymentMean>;

/** GET /kong/v2/me/deposit/options */
export const depositOptions = z.object({
  payment_means: z.array(serverPaymentMean),
  cse: z.array(cseKey),
  suggested_amounts: z.array(z.number()),
  payment_mean_resume_position: z.optional(z.number()),
});
export type DepositOptions = z.infer<typeof depositOptions>;

/** GET /kong/v7/me/payment-methods/deposit */
export const paymentMethod = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  display_order: z.number(),
  features: z.array(feature),
  operators: z.optional(z.array(z.object({ name: z.string(), display_order: z.number(), enabled: z.optional(z.boolean()) }))),
  format: z.optional(z.string()),
  /** Set when the provider cannot take payments now: the method is shown disabled (SPEC 4). */
  unavailable: z.optional(z.boolean()),
});
export type PaymentMethodWire = z.infer<typeof paymentMethod>;
export const paymentMethodsResponse = z.object({ payment_methods: z.array(paymentMethod), cse: z.array(cseKey) });
