// Runtime configuration: the only difference between the sandbox and production is the base URLs.
import { DEFAULT_GOOGLE_PAY_SCRIPT_URL } from '../domain/google-pay-script';
declare const __APP_VERSION__: string;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** Base URL per path prefix (SPEC 7: "base URLs are chosen per path prefix"). Empty = same origin. */
export const BASE_URLS: Readonly<Record<string, string>> = {
  '/kong/': import.meta.env.VITE_API_BASE ?? '',
  // The analytics collector (SPEC 7: /ext/ paths get no auth header).
  '/ext/': import.meta.env.VITE_ANALYTICS_BASE ?? '',
};

/** Where tracking events are posted (src/analytics; docs/analytics.md). */
export const ANALYTICS_COLLECTOR_URL = `${BASE_URLS['/ext/']}/ext/analytics/v1/events`;

/**
 * PayPal's JS SDK script: PayPal's own in production; the sandbox build points it at the
 * sandbox's stand-in (VITE_PAYPAL_SDK_URL=/sandbox/paypal/sdk/js, docs/decisions.md "PayPal").
 */
/** The Google Pay script: Google's in production (VITE_GOOGLE_PAY_SCRIPT_URL), the sandbox's stand-in offline. */
export const GOOGLE_PAY_SCRIPT_URL: string = import.meta.env.VITE_GOOGLE_PAY_SCRIPT_URL ?? DEFAULT_GOOGLE_PAY_SCRIPT_URL;

export const PAYPAL_SDK_URL: string = import.meta.env.VITE_PAYPAL_SDK_URL ?? 'https://www.paypal.com/sdk/js';
