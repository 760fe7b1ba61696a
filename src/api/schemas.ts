// Wire schemas of the operator API (SPEC section 7). The app parses every response with these;
// the sandbox builds its responses from the same types, so both ends agree on one contract.
// zod/mini keeps the validation code small in the initial bundle.
import * as z from 'zod/mini';

/** GET /kong/v3/single-use/{id}?refresh_token=… and POST /kong/v1/refresh */
export const authTokens = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
});
export type AuthTokens = z.infer<typeof authTokens>;

/** POST /session/refresh of the front server (server/front.ts): the refresh token stays in its cookie. */
export const accessToken = z.object({ access_token: z.string().check(z.minLength(1)) });

export const userLimitType = z.enum(['daily', 'weekly', 'monthly']);
export type UserLimitType = z.infer<typeof userLimitType>;

/** One responsible-gaming deposit limit: its value and what is left of it in the current period. */
export const userLimit = z.object({
  type: userLimitType,
  value: z.number(),
  remaining: z.number(),
});
export type UserLimit = z.infer<typeof userLimit>;

/** GET /kong/v6/me/deposits/eligibility */
export const eligibility = z.object({
  eligible: z.boolean(),
  reason: z.nullable(z.string()),
  current_date: z.string(),
  balance: z.number(),
  max_deposit_amount: z.nullable(z.number()),
  technical_max_deposit_amount: z.nullable(z.number()),
  min_deposit_amount: z.nullable(z.number()),
  user_limits: z.array(userLimit),
});
export type Eligibility = z.infer<typeof eligibility>;

/** GET /kong/v6/me/deposits/last-successful (204 No Content when the player never deposited) */
export const lastSuccessfulDeposit = z.object({
  payment_method: z.string(),
  created_date: z.string(),
  amount: z.number(),
});
export type LastSuccessfulDeposit = z.infer<typeof lastSuccessfulDeposit>;

/** GET /kong/v2/featureflipping?feature_names=…&feature_names=…&version=… */
export const featureFlags = z.array(z.object({ featureName: z.string(), isEnabled: z.boolean() }));
export type FeatureFlags = z.infer<typeof featureFlags>;

/** Body of every 4xx/5xx answer. */
export const apiError = z.object({ error_code: z.optional(z.string()), message: z.optional(z.string()) });
export type ApiError = z.infer<typeof apiError>;
