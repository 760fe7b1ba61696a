// The sandbox's MB Way (SPEC 3 bodies, SPEC 4 "MB Way", docs/sandbox.md "MB Way"): the outcome a phone
// number chooses, and the player's approval in the MB Way app after a delay. A saved MB Way chooses by
// its saved number; the amount outcomes (deposit-flow.ts) apply to both.

/** The player approves (or the request expires, or the player declines) this long after the deposit call. */
export const MBWAY_APPROVAL_DELAY_MS = 3000;

export type MbwayScenario =
  /** pending; the player approves in the MB Way app after the delay. */
  | { kind: 'approved' }
  /** refused at once. */
  | { kind: 'refused' }
  /** pending; the request expires after the delay (deposit status failure). */
  | { kind: 'expired' }
  /** pending; the player declines in the MB Way app after the delay. */
  | { kind: 'declined' }
  /** pending for ever, unless approved or declined on the simulated MB Way app page. */
  | { kind: 'pendingForever' }
  /** redirect to the MB Way app (app-to-app) when the body enables it; otherwise as 'approved'. */
  | { kind: 'appToApp' }
  /** success at once (no approval needed). */
  | { kind: 'immediateSuccess' };

/** What a number's last three digits choose (docs/sandbox.md); every other number is approved. */
export const MBWAY_PHONE_ENDINGS: Readonly<Record<string, MbwayScenario['kind']>> = {
  '101': 'refused',
  '102': 'expired',
  '103': 'declined',
  '200': 'pendingForever',
  '300': 'appToApp',
  '500': 'immediateSuccess',
};

/** The scenario of a phone number (+351912345678 or its 9 digits). */
export function mbwayScenarioOf(phone: string | null): MbwayScenario {
  const digits = (phone ?? '').replace(/\D/g, '');
  const kind = digits ? MBWAY_PHONE_ENDINGS[digits.slice(-3)] : undefined;
  return { kind: kind ?? 'approved' } as MbwayScenario;
}

/** The deposit status reason of a request that expired or that the player declined. */
export const MBWAY_EXPIRED_REASON = 'EXPIRED';
export const MBWAY_DECLINED_REASON = 'CUSTOMER_ABORTED';
/** The simulated MB Way app (the app-to-app redirect_url, and the list of requests waiting). */
export const MBWAY_APP_PATH = '/sandbox/provider/mbway-app';

/**
 * What a phone does with a return URL (SPEC 7 deep links): `<brand><universe>://deposit?redirect=<url>` opens the
 * operator's native sports or turf app on its deposit screen, which loads `url` in its webview; any other URL
 * is opened as it is. The sandbox plays both the phone and the app, so the MB Way app returns to `url`.
 */
export function openedByDevice(returnUrl: string): string {
  const deepLink = /^(kestrel|orbit)(sports|turf):\/\/deposit\?redirect=([^&#]+)$/.exec(returnUrl);
  return deepLink ? decodeURIComponent(deepLink[3]!) : returnUrl;
}
