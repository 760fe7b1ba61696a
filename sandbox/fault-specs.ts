// The faults a profile can ask for (docs/sandbox.md "Faults"): the endpoints it can break, the kinds, a
// sequence's form and the kinds a lost deposit answer takes. Read by the profile's schema (profile.ts) and by
// faults.ts, which injects them and reads the profile: in a module of their own, the two do not import each other.
import { z } from 'zod';

/** `http<status>` for a status of 400 to 599. */
export const HTTP_FAULT = /^http([45]\d\d)$/;
/** In a sequence of faults: this call is answered normally. */
export const NO_FAULT = 'pass';

/** Endpoints whose answer a profile can break, keyed as in `faults`. */
export const FAULT_ENDPOINTS = [
  'single-use',
  'refresh',
  'eligibility',
  'last-successful',
  'featureflipping',
  'options',
  'payment-methods',
  'tokens',
  'deposit',
  'deposit-status',
  'messages',
  'missions',
  'optin',
  // Reads of a deposit's result (docs/decisions.md "A result that cannot be read is pending, never failed"): the HEAD poll, the card transaction context, the realtime stream.
  'transaction',
  'transaction-context',
  'stream',
  // The PayPal client token (GET /kong/v1/transactions/providers/{processor}/auth-token).
  'paypal-auth-token',
  // The Apple Pay merchant session (GET /kong/v4/transactions/applepay/session).
  'applepay-session',
] as const;
export type FaultEndpoint = (typeof FAULT_ENDPOINTS)[number];

/**
 * Named fault kinds (docs/sandbox.md "Faults"); besides them, `http<status>` answers any 4xx or 5xx status.
 * - malformed: 200 whose body is not valid JSON
 * - incomplete: 200 with valid JSON that misses required fields
 * - empty: 200 with an empty body
 * - unknown-enum: the normal answer, its status value (or X-Transaction-IsReady) one the API never sent
 * - extra-fields: the normal answer with fields the API does not document
 * - timeout: the normal answer, sent after TIMEOUT_FAULT_MS (longer than the app's 3000 ms token time-out)
 * - hang: no answer until the caller gives up
 * - reset: no answer, the connection is reset
 * - lost: the call runs (a deposit is recorded), then its answer is lost (the connection is reset)
 * http500 and http401 keep their meaning: 500 payment.internal.error, 401 unauthorized (every time).
 */
export const FAULT_KINDS = [
  'http500',
  'http401',
  'malformed',
  'incomplete',
  'empty',
  'unknown-enum',
  'extra-fields',
  'timeout',
  'hang',
  'reset',
  'lost',
] as const;
export type NamedFaultKind = (typeof FAULT_KINDS)[number];
export type FaultKind = NamedFaultKind | `http${number}`;
/**
 * One endpoint's faults: one kind (every call), or a sequence, one entry per call in order (`pass`: the
 * normal answer), after which the calls are answered normally: `['lost', 'http409']` loses the first
 * deposit answer and answers its resend 409.
 */
export type FaultSpec = FaultKind | ReadonlyArray<FaultKind | typeof NO_FAULT>;
const faultKind = z.union([z.enum(FAULT_KINDS), z.string().regex(HTTP_FAULT, 'http<status> takes a 4xx or 5xx status')]) as z.ZodType<FaultKind>;
export const faultSpecSchema = z.union([
  faultKind,
  z
    .array(z.union([faultKind, z.literal(NO_FAULT)]))
    .min(1)
    .max(50),
]);

/** How a deposit answer lost after the deposit was recorded fails (profile `lost_deposit_answers`, faults.ts sendLostAnswer). */
export const LOST_ANSWER_KINDS = ['http500', 'malformed', 'incomplete', 'reset'] as const;
export type LostAnswerKind = (typeof LOST_ANSWER_KINDS)[number];
