// Pure countdown arithmetic for the banner timer (SPEC 4 "Timer"). No React here.

export type CountdownParts = { days: number; hours: number } | { hours: number; minutes: number } | { minutes: number; seconds: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The label parts for a time left, in the largest two units that matter:
 * - one day or more: days and hours ("2 d 4 h"),
 * - one hour or more: hours and minutes ("3 h 12 min"),
 * - less than an hour: minutes and seconds ("04:59").
 * Whole units, rounded down; negative, NaN or infinite input counts as 0 (shows "00:00").
 */
export function countdownLabel(msLeft: number): CountdownParts {
  const ms = Number.isFinite(msLeft) && msLeft > 0 ? Math.floor(msLeft / SECOND) * SECOND : 0;
  if (ms >= DAY) return { days: Math.floor(ms / DAY), hours: Math.floor((ms % DAY) / HOUR) };
  if (ms >= HOUR) return { hours: Math.floor(ms / HOUR), minutes: Math.floor((ms % HOUR) / MINUTE) };
  return { minutes: Math.floor(ms / MINUTE), seconds: Math.floor((ms % MINUTE) / SECOND) };
}

/** Time left until `expiresAt`, never negative; null when there is no expiry. */
export function msUntil(expiresAt: number | null | undefined, now: number): number | null {
  if (expiresAt == null || !Number.isFinite(expiresAt)) return null;
  return Math.max(0, expiresAt - now);
}

/** "4" -> "04": the minutes and seconds of the short form. */
export function pad2(n: number): string {
  return String(Math.max(0, Math.floor(n))).padStart(2, '0');
}
