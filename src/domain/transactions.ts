// Polling a transaction (SPEC 4 mobile money polling variant, 3DS2 polling, callback; SPEC 7, 9): the
// HEAD /kong/v4/me/transactions/{id} headers, the default interval, and the deposit status once fetched.

/** SPEC 9: the default poll interval (the card flow's own default is CARD_POLL_INTERVAL_MS). */
export const DEFAULT_POLL_INTERVAL_MS = 1000;
/** A server interval above this is capped, so a bad header cannot stall the screen. */
export const MAX_POLL_INTERVAL_MS = 60_000;

/** X-Poll-Interval in ms; null when absent or not a positive number (the poller keeps its own). */
export function pollIntervalHeader(header: string | null | undefined): number | null {
  const n = Number(header);
  return header != null && header.trim() !== '' && Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), MAX_POLL_INTERVAL_MS) : null;
}

/**
 * An unreadable poll or result fetch (src/domain/failures.ts isUnreadable) is tried again
 * after these delays (1 s, 2 s, 4 s: 7 s in all, within the callback's 10 s read deadline); still
 * unreadable after the last, the result is unknown (pending, unconfirmed), never failed.
 */
export const READ_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
export const readRetryDelayMs = (attempt: number): number =>
  READ_RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), READ_RETRY_DELAYS_MS.length) - 1]!;

export const isReadyHeader = (header: string | null | undefined): boolean => (header ?? '').trim().toLowerCase() === 'true';

/** A fetched deposit status (GET /kong/v4/me/deposits/status), read from whatever the fetch gave. */
export function depositStatusOf(result: unknown): { status: string; reason: string | null } {
  const r = (typeof result === 'object' && result !== null ? result : {}) as { status?: unknown; reason?: unknown };
  return { status: typeof r.status === 'string' ? r.status : '', reason: typeof r.reason === 'string' ? r.reason : null };
}
