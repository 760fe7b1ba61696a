// Injected faults: a profile can make any endpoint of FAULT_ENDPOINTS fail in one of FAULT_KINDS or any
// `http<status>`, on every call or by a sequence, one entry per call (docs/sandbox.md "Faults").
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES, sendError } from './errors';
import { HTTP_FAULT, NO_FAULT, type FaultEndpoint, type FaultKind, type FaultSpec, type LostAnswerKind } from './fault-specs';
import type { Profile } from './profile';

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

/** Calls answered so far under a sequence of faults (keyed by the sequence: it outlives profile re-resolves). */
const callsOfSequence = new WeakMap<object, number>();

/**
 * The fault of this call of the endpoint, if any: one kind for every call, or the next entry of a
 * sequence (which this call uses up). Call it once per call.
 */
export function nextFault(profile: Profile, endpoint: FaultEndpoint): FaultKind | undefined {
  const spec: FaultSpec | undefined = profile.faults[endpoint];
  if (spec === undefined) return undefined;
  if (typeof spec === 'string') return spec;
  const n = callsOfSequence.get(spec) ?? 0;
  callsOfSequence.set(spec, n + 1);
  const kind = spec[n];
  return kind === undefined || kind === NO_FAULT ? undefined : kind;
}

/** The fault of the endpoint without using up a call: the kind, or the sequence's next entry. */
export function faultOf(profile: Profile, endpoint: FaultEndpoint): FaultKind | undefined {
  const spec = profile.faults[endpoint];
  if (spec === undefined || typeof spec === 'string') return spec;
  const kind = spec[callsOfSequence.get(spec) ?? 0];
  return kind === undefined || kind === NO_FAULT ? undefined : kind;
}

/** Kinds answered at once, before the route runs (nothing is recorded). */
export type ImmediateFaultKind = Exclude<FaultKind, 'timeout' | 'hang' | 'lost' | 'unknown-enum' | 'extra-fields'>;
/** Kinds that let the route run, then change or lose its answer (registerFaultTransforms). */
export const TRANSFORM_FAULT_KINDS = ['unknown-enum', 'extra-fields', 'lost'] as const;
export type TransformFaultKind = (typeof TRANSFORM_FAULT_KINDS)[number];
const isTransform = (k: FaultKind): k is TransformFaultKind => (TRANSFORM_FAULT_KINDS as readonly string[]).includes(k);

/** The error code of an injected `http<status>` answer: none of them is a refusal of SPEC 8. */
export function faultErrorCode(status: number): string {
  if (status === 401) return ERROR_CODES.unauthorized;
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 429) return 'rate.limited';
  return status >= 500 ? ERROR_CODES.internal : 'sandbox.fault';
}

/** Answers the fault at once. */
export function sendFault(reply: FastifyReply, endpoint: FaultEndpoint, kind: ImmediateFaultKind): FastifyReply {
  const reason = `sandbox fault '${kind}' injected on ${endpoint}`;
  const http = HTTP_FAULT.exec(kind);
  if (http) {
    const status = Number(http[1]);
    if (status === 429 || status === 503) reply.header('Retry-After', '1');
    return sendError(reply, status, faultErrorCode(status), reason);
  }
  switch (kind) {
    case 'malformed':
      return reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
    case 'incomplete':
      return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(INCOMPLETE_BODIES[endpoint]));
    case 'empty':
      return reply.code(200).type('application/json; charset=utf-8').send('');
    case 'reset':
      return resetConnection(reply);
    default:
      throw new Error(`sandbox: no immediate answer for fault ${kind}`);
  }
}

/**
 * Answers with the profile's fault for this endpoint, if any; true when it did. Synchronous, so the
 * kinds that wait (timeout, hang) are ignored here (false): routes use `withFault` to honour them.
 */
export function replyWithFault(reply: FastifyReply, profile: Profile, endpoint: FaultEndpoint): boolean {
  return applyFault(reply, endpoint, nextFault(profile, endpoint)) === true;
}

function applyFault(reply: FastifyReply, endpoint: FaultEndpoint, kind: FaultKind | undefined): boolean | 'timeout' | 'hang' {
  if (!kind) return false;
  if (kind === 'timeout' || kind === 'hang') return kind;
  if (isTransform(kind)) {
    markTransform(reply, kind);
    return false;
  }
  sendFault(reply, endpoint, kind);
  return true;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Applies this call's fault of the endpoint: true when it answered (the route returns the reply). A
 * `timeout` waits TIMEOUT_FAULT_MS, then lets the route answer (false); a `hang` answers nothing until
 * the caller goes; the transform kinds let the route answer and change the answer on its way out. Use
 * as `if (await withFault(reply, profile, 'tokens')) return reply;`.
 */
export async function withFault(reply: FastifyReply, profile: Profile, endpoint: FaultEndpoint): Promise<boolean> {
  return withKind(reply, endpoint, nextFault(profile, endpoint));
}

/** `withFault` for a kind already drawn (`nextFault`). */
export async function withKind(reply: FastifyReply, endpoint: FaultEndpoint, kind: FaultKind | undefined): Promise<boolean> {
  const applied = applyFault(reply, endpoint, kind);
  if (applied === 'timeout') {
    await sleep(TIMEOUT_FAULT_MS);
    return false;
  }
  if (applied === 'hang') {
    await hang(reply);
    return true;
  }
  return applied;
}

/** Holds the call open without an answer until the caller closes it (or the server closes). */
export async function hang(reply: FastifyReply): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  await new Promise<void>((resolve) => {
    if (raw.destroyed || raw.writableEnded) return resolve();
    raw.once('close', () => resolve());
    raw.socket?.once('close', () => resolve());
  });
}

// ---- Transforms: the route answers, its answer is changed on the way out --------------------------

const transforms = new WeakMap<FastifyReply, TransformFaultKind>();
const markTransform = (reply: FastifyReply, kind: TransformFaultKind) => transforms.set(reply, kind);
/** The transform fault this answer carries, if any (idempotency.ts loses a deposit answer by it). */
export const transformOf = (reply: FastifyReply): TransformFaultKind | undefined => transforms.get(reply);

/** A status value no API answer ever carries. */
export const UNKNOWN_ENUM_VALUE = 'sandbox_unknown_value';
/** The fields an `extra-fields` answer gains. */
export const EXTRA_FIELDS = { sandbox_extra: 'a field the API does not document', sandbox_extra_object: { nested: [1, 'two', null] } } as const;

/** The changed payload of a 2xx answer under a transform fault (null: lose the answer). */
export function transformed(kind: TransformFaultKind, payload: unknown): unknown {
  if (kind === 'lost') return null;
  if (typeof payload !== 'string' || payload === '') return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return payload;
  const o = body as Record<string, unknown>;
  if (kind === 'unknown-enum') return JSON.stringify('status' in o ? { ...o, status: UNKNOWN_ENUM_VALUE } : o);
  return JSON.stringify({ ...o, ...EXTRA_FIELDS });
}

/** Changes the answers marked by a transform fault: on every route, so each route only draws the fault. */
export function registerFaultTransforms(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const kind = transforms.get(reply);
    if (!kind || reply.statusCode >= 300) return payload;
    if (request.method === 'HEAD') {
      if (kind === 'unknown-enum' && reply.hasHeader('X-Transaction-IsReady')) reply.header('X-Transaction-IsReady', UNKNOWN_ENUM_VALUE);
      if (kind === 'extra-fields') reply.header('X-Sandbox-Extra', 'a header the API does not document');
    }
    const out = transformed(kind, payload);
    if (out === null) {
      reply.raw.socket?.destroy();
      return payload;
    }
    return out;
  });
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

/** The deposit is recorded; its answer is a 500, a cut body, a body without its fields, or a reset connection. */
export function sendLostAnswer(reply: FastifyReply, kind: LostAnswerKind): FastifyReply {
  switch (kind) {
    case 'http500':
      return sendError(reply, 500, ERROR_CODES.internal, 'sandbox fault: the deposit was recorded, its answer failed');
    case 'malformed':
      return reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
    case 'incomplete':
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ deposit_id: 'sandbox-incomplete' }));
    case 'reset':
      return resetConnection(reply);
  }
}
