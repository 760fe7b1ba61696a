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

export const isReadyHeader = (header: string | null | undefined): boolean => (header ?? '').trim().toLowerCase() === 'true';

/** A fetched deposit status (GET /kong/v4/me/deposits/status), read from whatever the fetch gave. */
export function depositStatusOf(result: unknown): { status: string; reason: string | null } {
  const r = (typeof result === 'object' && result !== null ? result : {}) as { status?: unknown; reason?: unknown };
  return { status: typeof r.status === 'string' ? r.status : '', reason: typeof r.reason === 'string' ? r.reason : null };
}
