// Polling a transaction (SPEC 4 mobile money polling variant, 3DS2 polling, callback; SPEC 7, 9): the
// HEAD /kong/v4/me/transactions/{id} headers, the default interval, and the deposit status once fetched.

/** SPEC 9: the default poll interval (the card flow's own default is CARD_POLL_INTERVAL_MS). */
export const DEFAULT_POLL_INTERVAL_MS = 1000;
/** A server interval above this is capped, so a bad header cannot stall the screen. */
export const MAX_POLL_INTERVAL_MS = 60_000;
/** A server interval below this is raised, so a bad header cannot make a page poll in a loop (docs/decisions.md). */
export const MIN_POLL_INTERVAL_MS = 500;

/** X-Poll-Interval in ms, between 500 ms and 60 s; null when absent or not a positive number (the poller keeps its own). */
export function pollIntervalHeader(header: string | null | undefined): number | null {
  const n = Number(header);
  return header != null && header.trim() !== '' && Number.isFinite(n) && n > 0
    ? Math.min(Math.max(Math.round(n), MIN_POLL_INTERVAL_MS), MAX_POLL_INTERVAL_MS)
    : null;
}

/**
 * One HEAD or result read unanswered this long counts as unreadable (and is tried again). Four silent reads
 * and their 1, 2, 4 s back-offs end within 23 s, so a status that never answers ends a wait within DESIGN 7's
 * 30 s with the deposit call and the confirmation before it, whatever longer limit the flow set (BLIK's 2 min).
 */
export const READ_TIMEOUT_MS = 4000;
/**
 * The longest a transaction is polled without a final answer: then its result is unknown (pending,
 * unconfirmed), so that no player waits over 30 s without an outcome (DESIGN 7).
 */
export const POLL_LIMIT_MS = 25_000;

/**
 * A poll or result fetch whose answer is not known (verdict.ts: anything but a lost session) is tried
 * again after these delays (1 s, 2 s, 4 s); still unknown after the last, the result is unknown
 * (pending, unconfirmed), never failed.
 */
export const READ_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
export const readRetryDelayMs = (attempt: number): number => READ_RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), READ_RETRY_DELAYS_MS.length) - 1]!;

/**
 * SPEC 7's X-Transaction-IsReady: true or false; null when it is neither (absent, empty, another word),
 * which is an answer that says nothing: unreadable, not "not ready" (a HEAD that says nothing for ever
 * would otherwise hold the wait until its limit; DESIGN 7).
 */
export function isReadyHeader(header: string | null | undefined): boolean | null {
  const value = (header ?? '').trim().toLowerCase();
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** A fetched deposit status (GET /kong/v4/me/deposits/status), read from whatever the fetch gave. */
export function depositStatusOf(result: unknown): { status: string; reason: string | null } {
  const r = (typeof result === 'object' && result !== null ? result : {}) as { status?: unknown; reason?: unknown };
  // SPEC 4's transaction status codes may come as numbers (10, 20): kept as their text.
  const status = typeof r.status === 'string' ? r.status : typeof r.status === 'number' && Number.isFinite(r.status) ? String(r.status) : '';
  return { status, reason: typeof r.reason === 'string' ? r.reason : null };
}
