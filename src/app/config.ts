// Runtime configuration: the build's deployment configuration (src/domain/deploy-config.ts) as the app reads it.
import { DEPLOY_CONFIG } from '../domain/build-config';
declare const __APP_VERSION__: string;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** Base URL per path prefix (SPEC 7: "base URLs are chosen per path prefix"). Empty = same origin. */
export const BASE_URLS: Readonly<Record<string, string>> = {
  '/kong/': DEPLOY_CONFIG.apiBase,
  // The analytics collector and the card acquirers (SPEC 7: /ext/ paths get no auth header).
  '/ext/': DEPLOY_CONFIG.analyticsBase,
};

/** Where tracking events are posted (src/analytics; docs/analytics.md). */
export const ANALYTICS_COLLECTOR_URL = `${BASE_URLS['/ext/']}/ext/analytics/v1/events`;

/** The Google Pay script: Google's in production, the sandbox's stand-in in a sandbox build. */
export const GOOGLE_PAY_SCRIPT_URL: string = DEPLOY_CONFIG.googlePay.scriptUrl;

/** PayPal's JS SDK script: PayPal's own in production, the sandbox's stand-in in a sandbox build (docs/decisions.md "PayPal"). */
export const PAYPAL_SDK_URL: string = DEPLOY_CONFIG.paypal.sdkUrl;

/** Where the realtime sync service answers: the page's origin unless the configuration names another. */
export const syncBaseUrl = (): string => DEPLOY_CONFIG.syncBase || window.location.origin;
