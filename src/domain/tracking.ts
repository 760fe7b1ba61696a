// What machines emit to track usage (SPEC 7 tracking events): `{ type: 'analytics.track', event }`. Kept
// apart from the catalogue and the consent rules (analytics.ts), which only the lazy sender loads: this is
// all the initial bundle carries.

export const TRACK_NAMES = [
  'open_screen',
  'feature_initialization',
  'deposit_request',
  'payment_deposit_request',
  'deposit_front_success',
  'deposit_failed',
  'error_displayed',
  'payment_method_selected',
  'amount_preset_selected',
  'banner_displayed',
  'banner_opt_in',
  'banner_opt_out',
  'provider_redirect',
  'deposit_cancelled',
  'threeds_challenge_displayed',
  'mobile_money_operator_selected',
] as const;
export type TrackName = (typeof TRACK_NAMES)[number];

/** A tracking parameter: flat values only, so no object (a card, a request body) can slip in whole. */
export type TrackValue = string | number | boolean | null;
export type TrackParams = Record<string, TrackValue>;

export interface TrackEvent {
  name: TrackName;
  params: TrackParams;
}

/** What machines emit; src/analytics sends it (DESIGN 3: side effects at the edge). */
export type TrackEmitted = { type: 'analytics.track'; event: TrackEvent };

export const tracked = (name: TrackName, params: TrackParams = {}): TrackEmitted => ({ type: 'analytics.track', event: { name, params } });

/** The longest a document redirect waits for what was tracked to be handed to the browser (docs/decisions.md "Analytics"). */
export const LEAVE_WAIT_MS = 1000;
