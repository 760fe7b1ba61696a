// Injected faults: a profile can make any endpoint of FAULT_ENDPOINTS fail in one of FAULT_KINDS.
import type { FastifyReply } from 'fastify';
import { ERROR_CODES, sendError } from './errors';
import type { FaultEndpoint, FaultKind, Profile } from './profile';

/** Valid JSON that misses required fields of each endpoint's schema. */
const INCOMPLETE_BODIES: Record<FaultEndpoint, unknown> = {
  'single-use': { access_token: 'not-a-pair' },
  refresh: { refresh_token: 'not-a-pair' },
  eligibility: { eligible: true },
  'last-successful': { amount: 17 },
  featureflipping: [{ featureName: 'payment-f-gordon-async-deposit-enabled' }],
  options: { payment_means: [{ payment_mean_id: '1', payment_method: 'CARD' }], suggested_amounts: [10, 20] },
  'payment-methods': { payment_methods: [{ name: 'CARD' }] },
  tokens: { tokens: [{ id: 'tok_card_1', type: 'CARD' }] },
  deposit: { transaction_uid: 'sandbox-incomplete' },
  'deposit-status': { reason: null },
  messages: { messages: [{ template: 'banner_freebet', priority: 1 }] },
  missions: { missions: [{ identifier: 'deposit-mission' }] },
  optin: {},
  // Reads of a result (docs/decisions.md "A result that cannot be read is pending, never failed"): a HEAD has no body (these answer 200 without the polling headers: read as
  // not ready); a card transaction context without its status; a stream update without the deposit state.
  transaction: {},
  'transaction-context': { transaction_uid: 'sandbox-incomplete' },
  stream: { transaction: { status_detail: 'PENDING_PAYMENT' } },
  'paypal-auth-token': {},
  'applepay-session': 'not-a-merchant-session',
};

/** How long a `timeout` fault holds the answer back: longer than the app's 3000 ms token time-out. */
export const TIMEOUT_FAULT_MS = 5000;

/** Text that is not JSON at all: a body cut off mid-way. */
const MALFORMED_BODY = '{"error":"sandbox fault: truncated body", "value": [1, 2';

export function faultOf(profile: Profile, endpoint: FaultEndpoint): FaultKind | undefined {
  return profile.faults[endpoint];
}

/** Answers the fault at once. `timeout` has no answer of its own: see `withFault`. */
export function sendFault(reply: FastifyReply, endpoint: FaultEndpoint, kind: Exclude<FaultKind, 'timeout'>): FastifyReply {
  const reason = `sandbox fault '${kind}' injected on ${endpoint}`;
  switch (kind) {
    case 'http500':
      return sendError(reply, 500, ERROR_CODES.internal, reason);
    case 'http401':
      return sendError(reply, 401, ERROR_CODES.unauthorized, reason);
    case 'malformed':
      return reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
    case 'incomplete':
      return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(INCOMPLETE_BODIES[endpoint]));
    case 'reset':
      return resetConnection(reply);
  }
}

/**
 * Answers with the profile's fault for this endpoint, if any; true when it did. Synchronous, so a
 * `timeout` fault is ignored here (false): routes use `withFault` to honour it.
 */
export function replyWithFault(reply: FastifyReply, profile: Profile, endpoint: FaultEndpoint): boolean {
  const kind = faultOf(profile, endpoint);
  if (!kind || kind === 'timeout') return false;
  sendFault(reply, endpoint, kind);
  return true;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Like `replyWithFault`, and a `timeout` fault waits TIMEOUT_FAULT_MS before letting the route give
 * its normal answer (false). Use as `if (await withFault(reply, profile, 'tokens')) return reply;`.
 */
export async function withFault(reply: FastifyReply, profile: Profile, endpoint: FaultEndpoint): Promise<boolean> {
  if (faultOf(profile, endpoint) === 'timeout') {
    await sleep(TIMEOUT_FAULT_MS);
    return false;
  }
  return replyWithFault(reply, profile, endpoint);
}

// ---- Result reads: the connection reset, and the realtime stream's faults --------------------

/** The endpoints that read a deposit's result (sandbox/faults-reads.test.ts tests them; the stream is gRPC). */
export const RESULT_READ_ENDPOINTS = ['transaction', 'transaction-context', 'stream'] as const satisfies readonly FaultEndpoint[];

/** No answer at all: the socket is destroyed (the browser's fetch rejects with a TypeError). */
export function resetConnection(reply: FastifyReply): FastifyReply {
  reply.hijack();
  reply.raw.socket?.destroy();
  return reply;
}

/** The truncated JSON a `malformed` fault sends, for the stream's update bodies too. */
export const MALFORMED_STREAM_BODY = MALFORMED_BODY;
/** The update body of an `incomplete` stream fault: valid JSON without the deposit's state. */
export const INCOMPLETE_STREAM_BODY = JSON.stringify(INCOMPLETE_BODIES.stream);
// ---------------------------------------------------------------------------------------------------
// Deposit answers lost after the deposit was recorded (profile `lost_deposit_answers`, applied
// by sandbox/idempotency.ts to the answer of every deposit call, first and repeated)

export const LOST_ANSWER_KINDS = ['http500', 'malformed', 'incomplete', 'reset'] as const;
export type LostAnswerKind = (typeof LOST_ANSWER_KINDS)[number];

/** The deposit is recorded; its answer is a 500, a cut body, a body without its fields, or a reset connection. */
export function sendLostAnswer(reply: FastifyReply, kind: LostAnswerKind): FastifyReply {
  switch (kind) {
    case 'http500':
      return sendError(reply, 500, ERROR_CODES.internal, 'sandbox fault: the deposit was recorded, its answer failed');
    case 'malformed':
      return reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
    case 'incomplete':
      return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify({ deposit_id: 'sandbox-incomplete' }));
    case 'reset':
      return resetConnection(reply);
  }
}
