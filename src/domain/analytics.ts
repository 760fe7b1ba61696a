// Usage tracking (SPEC 1, 3, 6, 7, 9): the event catalogue, consent from the TC_PRIVACY_CENTER cookie,
// anonymisation without consent, the analytics session, and what may never be sent. Pure: the edge
// (src/analytics) reads the cookie, the clock and storage, and sends. docs/analytics.md is generated from
// TRACK_EVENTS (scripts/analytics-doc.ts); docs/decisions.md "Analytics" says why.

import type { TrackName, TrackParams } from './tracking';
export type { TrackEmitted, TrackEvent, TrackName, TrackParams } from './tracking';

export interface TrackEventSpec {
  /** When it is sent. */
  when: string;
  /** Its parameters (besides the common ones the edge adds). */
  params: Record<string, string>;
  /** Kept with user_id without consent: money movements the operator must trace (docs/decisions.md). */
  keepsUserId?: true;
}

/** Every event Cashier sends. SPEC 7 names open_screen … payment_deposit_request, 'deposit failed' and feature initialization. */
export const TRACK_EVENTS = {
  open_screen: {
    when: 'a screen (route) is reached, including the amount page again after a flow ends',
    params: { screen: 'the route reached (SPEC 2 segment, e.g. `/card/3ds2`)', previous_screen: 'the route left, or null at the first screen' },
  },
  feature_initialization: {
    when: 'the technical error route is displayed (SPEC 7)',
    params: { type: '`technical-error`' },
  },
  deposit_request: {
    when: 'the player taps Pay and the Pay rule accepts it (one intent)',
    params: {
      method: 'wire name of the method',
      mean: '`new` or `token` (a saved mean)',
      amount: 'amount',
      currency: 'currency code',
      correlation_id: "the intent id (the deposit call's correlation id)",
    },
  },
  payment_deposit_request: {
    when: 'the deposit call of an intent is sent (once per intent, retries of an unreadable answer included)',
    params: {
      method: 'wire name',
      mean: '`new` or `token`',
      amount: 'amount',
      currency: 'currency code',
      flow: 'the flow kind (card, mobileMoney, direct, …)',
      correlation_id: 'the intent id',
    },
    keepsUserId: true,
  },
  deposit_front_success: {
    when: 'a deposit ends confirmed or pending, before success handling (bridge, return URL)',
    params: {
      method: 'wire name',
      amount: 'amount',
      currency: 'currency code',
      status: '`success` or `pending`',
      unconfirmed: 'true when the result could not be read',
      transaction_id: 'transaction uid or null',
    },
    keepsUserId: true,
  },
  deposit_failed: {
    when: "every deposit failure (SPEC 7 and 8 'deposit failed'): a flow's failure or crash, a provider return that failed, a refused card back on its form",
    params: {
      method: 'wire name, or `UNKNOWN` after a failed provider return',
      amount: 'amount or null',
      currency: 'currency code',
      reason: 'the refusal reason (error code)',
    },
    keepsUserId: true,
  },
  error_displayed: {
    when: "an error is shown: the error dialog (every deposit failure, ineligibility) or a refused card's notice on its form",
    params: { error_code: 'the code whose texts the dialog shows', screen: 'the route under the dialog' },
  },
  payment_method_selected: {
    when: 'the player selects a payment mean in the list',
    params: { method: 'wire name', mean: '`new` or `token`' },
  },
  amount_preset_selected: {
    when: 'the player taps a suggested amount',
    params: { amount: 'the preset (the currency is in the common fields)' },
  },
  banner_displayed: {
    when: 'the promotional banner is shown on the amount page',
    params: {
      template: 'banner template',
      mission_id: 'mission id (removed without consent)',
      message_concrete_mission_id: "the message's concrete mission id (removed without consent)",
    },
  },
  banner_opt_in: { when: "the player opts in to the banner's mission (the call succeeded)", params: { mission_id: 'mission id (removed without consent)' } },
  banner_opt_out: { when: 'the player confirms the opt-out (the call succeeded)', params: { mission_id: 'mission id (removed without consent)' } },
  provider_redirect: {
    when: "a flow ends by sending the player to a provider's page (Skrill, P24, Paysafecard, bank transfer, an operator's page, …; the card's 3DS1 issuer redirect is not one)",
    params: { method: 'wire name' },
  },
  deposit_cancelled: { when: 'the player goes back out of a flow before paying', params: { method: 'wire name' } },
  threeds_challenge_displayed: { when: 'the 3DS2 shopper challenge is shown (card/3ds2)', params: { method: '`CARD`' } },
  mobile_money_operator_selected: { when: 'the player picks a mobile-money operator', params: { operator: 'operator code' } },
} as const satisfies Record<TrackName, TrackEventSpec>;

// ---- Consent (SPEC 6, 9) ---------------------------------------------------------------------------

export const PRIVACY_COOKIE = 'TC_PRIVACY_CENTER';
/** Category 5 allows non-anonymous analytics (SPEC 6). */
export const PERSONALISED_CATEGORY = 5;
/** Category 6 is always added (SPEC 6). */
export const ALWAYS_CATEGORY = 6;

/**
 * The TC_PRIVACY_CENTER cookie: the ids of the categories the player allowed, comma separated
 * (`1,2,5`), as the operator's privacy center writes it (docs/decisions.md "Analytics"). The value may be
 * URL-encoded (`1%2C5`). Anything that is not a positive integer is ignored. Category 6 is always added.
 */
export function parsePrivacyCookie(value: string | null | undefined): number[] {
  let raw = value ?? '';
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // a malformed escape: read as written
  }
  const ids = new Set<number>();
  for (const part of raw.split(',')) {
    const t = part.trim();
    if (/^[1-9]\d{0,3}$/.test(t)) ids.add(Number(t));
  }
  ids.add(ALWAYS_CATEGORY);
  return [...ids].sort((a, b) => a - b);
}

/** Non-anonymous events only with category 5. */
export const allowsPersonalised = (categories: readonly number[]): boolean => categories.includes(PERSONALISED_CATEGORY);

/** Removed without consent (SPEC 6). */
export const PERSONAL_KEYS = ['mission_id', 'user_id', 'bet_id', 'message_concrete_mission_id'] as const;

/**
 * Without consent the personal keys go (SPEC 6); user_id stays on the events that keep it ("except when
 * kept": the money movements, TRACK_EVENTS[name].keepsUserId).
 */
export function anonymise(name: TrackName, params: TrackParams): TrackParams {
  const keepUserId = (TRACK_EVENTS[name] as TrackEventSpec).keepsUserId === true;
  const out: TrackParams = {};
  for (const [k, v] of Object.entries(params)) {
    if ((PERSONAL_KEYS as readonly string[]).includes(k) && !(k === 'user_id' && keepUserId)) continue;
    out[k] = v;
  }
  return out;
}

// ---- Never sent (DESIGN 7) -------------------------------------------------------------------------

/** Keys that name a secret: never sent, whatever their value. */
const SECRET_KEY = /(card_?number|(^|_)pan($|_)|cvv|cvc|cse|password|passwd|secret|token|otp|blik|code$|iban|phone)/i;
/** A run of 12 to 19 digits (spaces and dashes allowed): a card number or a long code. */
const LONG_DIGITS = /(?:\d[ -]?){12,19}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A JWT (three base64url parts). */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/**
 * The last guard before an event leaves the page: keys that name a secret are dropped, strings that look
 * like a card number or a token become null (a UUID is an id, kept). Machines never put such values in an event; this makes sure.
 * (`error_code` and `correlation_id` stay: they name no secret.)
 */
export function scrub(params: TrackParams): TrackParams {
  const out: TrackParams = {};
  for (const [k, v] of Object.entries(params)) {
    if (k !== 'error_code' && SECRET_KEY.test(k)) continue;
    out[k] = typeof v === 'string' && !UUID.test(v) && (LONG_DIGITS.test(v) || JWT.test(v)) ? null : v;
  }
  return out;
}

// ---- The analytics session (SPEC 3) ---------------------------------------------------------------

/** A session ends after 30 minutes without an event (docs/decisions.md "Analytics"). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

export interface StoredSession {
  sessionId: string;
  count: number;
  /** Epoch ms of the last event. */
  lastActivity: number;
}

/**
 * The session an event at `now` belongs to: the stored one while it is less than 30 minutes old, else a
 * new one (`newId()`) whose count is one more. A clock that went back keeps the session.
 */
export function sessionAt(stored: StoredSession | null, now: number, newId: () => string): StoredSession {
  if (stored && now - stored.lastActivity <= SESSION_IDLE_MS) return { ...stored, lastActivity: Math.max(now, stored.lastActivity) };
  return { sessionId: newId(), count: (stored?.count ?? 0) + 1, lastActivity: now };
}

/** A stored session read back from storage, or null when it is not one. */
export function readStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredSession>;
    return typeof v.sessionId === 'string' && Number.isInteger(v.count) && typeof v.lastActivity === 'number'
      ? { sessionId: v.sessionId, count: v.count!, lastActivity: v.lastActivity }
      : null;
  } catch {
    return null;
  }
}

// ---- Batching ---------------------------------------------------------------------------------------

/** A batch leaves at 10 events, 2 s after its first event, or at once when the page is hidden. */
export const BATCH_MAX_EVENTS = 10;
export const BATCH_DELAY_MS = 2000;
