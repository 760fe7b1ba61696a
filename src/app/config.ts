// The deployment's configuration as the app reads it (src/domain/run-config.ts; docs/decisions.md
// "Configuration at run time"): functions, not constants, so that nothing reads a value before the page's
// configuration is known.
import type { DeployConfig } from '../domain/deploy-config';
import { DEPLOY_CONFIG_ELEMENT_ID, deployConfig } from '../domain/run-config';
declare const __APP_VERSION__: string;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/**
 * The configuration the front server put in the page (server/page.ts), or null when the page has none. The
 * server validated it at its start (server/deploy-config.ts): it is read as it is.
 */
export function pageDeployConfig(doc: Document): DeployConfig | null {
  const text = doc.getElementById(DEPLOY_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DeployConfig;
  } catch {
    return null;
  }
}

/** Base URL per path prefix (SPEC 7: "base URLs are chosen per path prefix"). Empty = same origin. */
export const baseUrls = (): Readonly<Record<string, string>> => ({
  '/kong/': deployConfig().apiBase,
  // The analytics collector and the card acquirers (SPEC 7: /ext/ paths get no auth header).
  '/ext/': deployConfig().analyticsBase,
});

/** Where tracking events are posted (src/analytics; docs/analytics.md). */
export const analyticsCollectorUrl = (): string => `${deployConfig().analyticsBase}/ext/analytics/v1/events`;

/** The Google Pay script: Google's in production, the sandbox's stand-in in the sandbox. */
export const googlePayScriptUrl = (): string => deployConfig().googlePay.scriptUrl;

/** PayPal's JS SDK script: PayPal's own in production, the sandbox's stand-in in the sandbox (docs/decisions.md "PayPal"). */
export const paypalSdkUrl = (): string => deployConfig().paypal.sdkUrl;

/** Where the realtime sync service answers: the page's origin unless the configuration names another. */
export const syncBaseUrl = (): string => deployConfig().syncBase || window.location.origin;
