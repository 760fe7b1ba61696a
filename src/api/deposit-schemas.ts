// Wire schemas of the deposit calls (SPEC 3 "Deposit request body" and "Deposit response", SPEC 7).
import * as z from 'zod/mini';

export const browserInfo = z.object({
  user_agent: z.string(),
  accept_header: z.optional(z.string()),
  color_depth: z.optional(z.number()),
  java_enabled: z.optional(z.boolean()),
  language: z.optional(z.string()),
  screen_height: z.optional(z.number()),
  screen_width: z.optional(z.number()),
  timezone_offset: z.optional(z.number()),
});
export type BrowserInfo = z.infer<typeof browserInfo>;

/** The body every deposit call sends; `detail` is the method's own part. */
export const depositRequest = z.object({
  amount: z.number().check(z.positive()),
  payment_method: z.string(),
  fees: z.literal(0),
  requester: z.literal('App:Front'),
  correlation_id: z.string().check(z.minLength(1)),
  browser_info: browserInfo,
  store_token: z.boolean(),
  detail: z.record(z.string(), z.unknown()),
});
export type DepositRequest = z.infer<typeof depositRequest>;

/** Answer of every POST /kong/v6/me/deposits/<method>. */
export const depositResponse = z.object({
  status: z.string(),
  transaction_uid: z.optional(z.string()),
  status_detail: z.optional(z.union([z.string(), z.number()])),
  transaction_context: z.optional(z.record(z.string(), z.unknown())),
  deposit_id: z.optional(z.string()),
  update_protocol: z.optional(z.string()),
  refused_reason: z.optional(z.string()),
});
export type DepositResponse = z.infer<typeof depositResponse>;

/** GET /kong/v4/me/deposits/status?transaction_uid=… */
export const depositStatus = z.object({ status: z.string(), reason: z.optional(z.nullable(z.string())) });
export type DepositStatus = z.infer<typeof depositStatus>;
