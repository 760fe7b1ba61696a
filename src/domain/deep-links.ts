// Deep links of the operator's native apps (SPEC 7: "Deep links per universe (sports, turf) take the form
// {address} or deposit with a redirect parameter"). Only the sports and turf apps have them. Cashier uses the
// deposit form where another app must hand the player back to the native app: MB Way's app-to-app return
// (docs/decisions.md "Bridge messages"); the form is part of the bridge contract (docs/bridge.md "Deep links").
import type { AppContext, Brand, Universe } from './context';

export const DEEP_LINK_UNIVERSES = ['sports', 'turf'] as const;
export type DeepLinkUniverse = (typeof DEEP_LINK_UNIVERSES)[number];

/** The app's URL scheme: the brand then the universe, `kestrelsports`, `orbitturf`. */
export const deepLinkScheme = (brand: Brand, universe: DeepLinkUniverse): string => `${brand}${universe}`;

export const hasDeepLinks = (universe: Universe): universe is DeepLinkUniverse => (DEEP_LINK_UNIVERSES as readonly string[]).includes(universe);

/** An address of the app (a screen path such as `home` or `mybets/open`): `kestrelsports://mybets/open`. */
export function addressDeepLink(brand: Brand, universe: DeepLinkUniverse, address: string): string {
  const path = address.replace(/^\/+/, '');
  if (!/^[a-z0-9][a-z0-9/_-]*$/i.test(path)) throw new Error(`not a deep link address: ${JSON.stringify(address)}`);
  return `${deepLinkScheme(brand, universe)}://${path}`;
}

/** The app's deposit screen, which then opens `redirect` (a Cashier URL) in its webview. */
export function depositDeepLink(brand: Brand, universe: DeepLinkUniverse, redirect: string): string {
  return `${deepLinkScheme(brand, universe)}://deposit?redirect=${encodeURIComponent(redirect)}`;
}

/** The pattern every deep link matches (docs/bridge.schema.json $defs deepLink). */
export const DEEP_LINK_PATTERN = '^(kestrel|orbit)(sports|turf)://(deposit\\?redirect=[^&#]+|[A-Za-z0-9][A-Za-z0-9/_-]*)$';

/** The native sports or turf app Cashier runs in (iOS, Android), which another app returns to by deep link; else null. */
export interface DeepLinkApp {
  brand: Brand;
  universe: DeepLinkUniverse;
}

export function deepLinkAppOf(app: Pick<AppContext, 'applicationType' | 'brand' | 'universe'>): DeepLinkApp | null {
  const native = app.applicationType === 'APP_IOS' || app.applicationType === 'APP_ANDROID';
  return native && hasDeepLinks(app.universe) ? { brand: app.brand, universe: app.universe } : null;
}

/** Where another app sends the player back: through the native app's deposit deep link when there is one. */
export const returnThrough = (app: DeepLinkApp | null, url: string): string => (app ? depositDeepLink(app.brand, app.universe, url) : url);
