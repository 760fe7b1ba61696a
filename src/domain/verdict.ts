// The law of DESIGN 7, in one place: after the deposit call has been sent, only an explicit refusal of
// that deposit is a failure. Everything else the network can produce (another 4xx on a read, a 409 or
// 429 on a resend, a status value the app does not know, a body it cannot read, no answer) is "not known
// yet": retried within the method's time limit, then pending, never failed (docs/decisions.md "Unknown
// is not failed"). Every flow decides what came back through `verdictOf`.
import { ApiFailure } from './failures';

/**
 * Which call answered. `deposit`: the first send of an intent's deposit call, the only call whose 4xx
 * can refuse the deposit (SPEC 8: its error_code is the refusal reason). `resend`: the same intent sent
 * again after an unreadable answer (a 4xx there may be about the first send: a duplicate, a throttle).
 * `read`: a status, transaction, context or stream read, which can say what the deposit became but
 * never refuses it by failing.
 */
export type CallRole = 'deposit' | 'resend' | 'read';

/** What a readable answer's status value means (SPEC 3, 4), or that it means nothing known. */
export type Meaning = 'success' | 'pending' | 'redirect' | 'refused' | 'unknown';

/** The verdict: a meaning read from an answer, or a lost session (SPEC 4 Authentication). */
export type Verdict = Meaning | 'lostSession';

/** The status values one kind of answer may carry, by meaning; matched trimmed and case-insensitively. */
export interface Vocabulary {
  readonly success?: readonly string[];
  readonly pending?: readonly string[];
  readonly redirect?: readonly string[];
  readonly refused?: readonly string[];
}

/** SPEC 4 "Deposit outcome statuses": the deposit call's own answer. */
export const DEPOSIT_ANSWER: Vocabulary = { success: ['success'], pending: ['pending'], redirect: ['redirect'], refused: ['refused'] };

/**
 * A deposit status read (GET /kong/v4/me/deposits/status, SPEC 3 "Deposit status response"), by name or
 * by SPEC 4's transaction status codes: PENDING 1, PENDING_NOTIFICATION 6, PENDING_REDIRECT 7, SUCCESS 10,
 * FAILURE 20, UNAUTHORIZE 30. REFUSED and the async message's FAILURE are refusals too.
 */
export const DEPOSIT_STATUS: Vocabulary = {
  success: ['success', '10'],
  pending: ['pending', 'pending_notification', 'pending_redirect', '1', '6', '7'],
  refused: ['failure', 'unauthorize', 'refused', '20', '30'],
};

/** SPEC 3 "Async deposit message" and SPEC 4 "Async monitoring": deposit.status over the stream. */
export const ASYNC_MESSAGE: Vocabulary = { success: ['success'], pending: ['pending'], refused: ['failure'] };

/**
 * SPEC 4 "Callback": the deposit read after a provider's return. success; pending or redirect (pending);
 * aborted, or a status read's refusal (FAILURE, REFUSED, 20, 30). Any other value is unknown, not
 * SPEC's "failure with the reason" (docs/decisions.md "Unknown is not failed").
 */
export const CALLBACK_STATUS: Vocabulary = {
  success: DEPOSIT_STATUS.success,
  pending: [...DEPOSIT_STATUS.pending!, 'redirect'],
  refused: [...DEPOSIT_STATUS.refused!, 'aborted'],
};

/** 4xx statuses about the request, not the deposit: time-out, conflict (a duplicate), too early, too many. */
const NOT_A_REFUSAL = new Set([408, 409, 425, 429]);

/**
 * A code that names the deposit: SPEC 8's catalogue is the deposit API's own codes, `payment.*` and `DEP_*`.
 * Any other code (a gateway's or a proxy's `not.found`, `rate.limited`...) says nothing about the deposit:
 * the first send's answer may be the browser's own silent resend after a lost answer, which the server
 * had recorded (docs/decisions.md "Unknown is not failed").
 */
export const isRefusalCode = (code: string): boolean => code.startsWith('payment.') || code.startsWith('DEP_');

const normalized = (status: unknown): string | null => {
  if (typeof status === 'number' && Number.isFinite(status)) return String(status);
  return typeof status === 'string' && status.trim() !== '' ? status.trim().toLowerCase() : null;
};

/** A status value's meaning in a vocabulary; a value it does not list (or no value) is unknown. */
export function meaningOf(status: unknown, vocabulary: Vocabulary): Meaning {
  const s = normalized(status);
  if (s === null) return 'unknown';
  for (const meaning of ['success', 'pending', 'redirect', 'refused'] as const) {
    if (vocabulary[meaning]?.includes(s)) return meaning;
  }
  return 'unknown';
}

/** What came back from a call. */
export type Reading =
  /** The call failed: an ApiFailure from src/api, or anything else thrown (then nothing is known). */
  | { kind: 'failure'; error: unknown; call: CallRole }
  /** A body read as JSON (or whatever the actor gave): its `status` is looked up in the vocabulary. */
  | { kind: 'answer'; body: unknown; vocabulary: Vocabulary }
  /** No answer within the call's time limit. */
  | { kind: 'none' };

/**
 * The law. A failure is `lostSession` when the session is gone (SESSION_EXPIRED, or a bare 401);
 * `refused` only for a 4xx on an intent's first deposit call that carries a deposit error_code of SPEC 8
 * (`payment.*`, `DEP_*`), other than 408, 409, 425 and 429; `unknown` otherwise (any 4xx on a read or a resend, a 4xx without a code,
 * 1xx, 3xx, 5xx, time-out, reset, malformed or incomplete body, a thrown error). An answer means what its
 * status value means in the vocabulary; a body that is not an object, or a value not listed, is unknown.
 * No answer is unknown.
 */
export function verdictOf(reading: Reading): Verdict {
  switch (reading.kind) {
    case 'none':
      return 'unknown';
    case 'answer': {
      const body = reading.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'unknown';
      return meaningOf((body as { status?: unknown }).status, reading.vocabulary);
    }
    case 'failure':
      return failureVerdict(reading.error, reading.call);
  }
}

function failureVerdict(error: unknown, call: CallRole): Verdict {
  if (!(error instanceof ApiFailure)) return 'unknown';
  if (error.kind === 'SESSION_EXPIRED') return 'lostSession';
  if (error.kind !== 'HTTP' || error.status === null) return 'unknown';
  if (error.status === 401) return 'lostSession';
  const clientError = error.status >= 400 && error.status <= 499;
  const code = error.errorCode?.trim();
  return call === 'deposit' && clientError && !NOT_A_REFUSAL.has(error.status) && code && isRefusalCode(code) ? 'refused' : 'unknown';
}

/** Shorthands the machines' guards read. */
export const failureIs = (error: unknown, call: CallRole, verdict: Verdict): boolean => verdictOf({ kind: 'failure', error, call }) === verdict;
