// Deep links of the operator's native apps (SPEC 7: "Deep links per universe (sports, turf) take the form
// {address} or deposit with a redirect parameter"). Only the sports and turf apps have them. Their use by
// Cashier is not wired yet (docs/decisions.md "Bridge messages"); the form is part of the bridge contract
// (docs/bridge.md "Deep links").
import type { Brand, Universe } from './context';

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
