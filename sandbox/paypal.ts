// The sandbox's PayPal (docs/sandbox.md "PayPal"): the processor's client token, the few
// processor (Braintree client API) answers braintree-web asks for, and the outcome of a PayPal deposit.
// Pure helpers; the routes are sandbox/routes/paypal.ts.

/** The Braintree client API host the configuration names: braintree-web accepts no other domain. */
export const CLIENT_API_URL = 'https://api.sandbox.braintreegateway.com:443/merchants/cashier_sandbox/client_api';
/** Where the sandbox answers the client API calls (the e2e routes CLIENT_API_URL here). */
export const CLIENT_API_PATH = '/sandbox/braintree/client_api';
export const PAYPAL_CLIENT_ID = 'sandbox-paypal-client-id';

/** A client token as Braintree issues it: base64 JSON whose configUrl braintree-web fetches first. */
export function clientTokenFor(origin: string, playerId: string, customerId: string | null): string {
  const token = {
    version: 2,
    environment: 'sandbox',
    authorizationFingerprint: `sandbox_fp_${playerId}${customerId ? `?customer_id=${customerId}` : ''}`,
    configUrl: `${origin}/sandbox/braintree/v1/configuration`,
  };
  return Buffer.from(JSON.stringify(token)).toString('base64');
}

/** The gateway configuration: PayPal enabled; its assets (the frame service's pages) on the sandbox. */
export function gatewayConfiguration(origin: string, currency: string) {
  return {
    environment: 'sandbox',
    clientApiUrl: CLIENT_API_URL,
    merchantId: 'cashier_sandbox',
    paypalEnabled: true,
    paypal: {
      clientId: PAYPAL_CLIENT_ID,
      displayName: 'Cashier sandbox',
      environment: 'offline',
      environmentNoNetwork: false,
      assetsUrl: `${origin}/sandbox/braintree/assets`,
      currencyIsoCode: currency,
    },
    challenges: [],
    creditCards: { supportedCardTypes: [] },
  };
}

/** The approval the player gave on the stand-in approval page, by order token. */
export interface Approval {
  email: string;
  payerId: string;
}

/** docs/sandbox.md: an approved PayPal account whose e-mail starts with these is refused / fails. */
export type PayPalScenario = 'success' | 'pending' | 'refused' | 'unexpected';
export function paypalScenarioOf(email: string | null): PayPalScenario {
  const local = (email ?? '').split('@')[0]!.toLowerCase();
  if (local.startsWith('refused')) return 'refused';
  if (local.startsWith('pending')) return 'pending';
  if (local.startsWith('weird')) return 'unexpected';
  return 'success';
}

/**
 * New PayPal in a plain browser. braintree-web talks only to CLIENT_API_URL (its own https domains, checked
 * in braintree-web/lib/is-verified-domain.js) and sends analytics to www.paypal.com; the e2e routes both with
 * Playwright. For a person, the launcher registers this service worker (scope `/`, allowed by the
 * Service-Worker-Allowed header): in the pages it controls, the app's included, it answers the client API
 * from CLIENT_API_PATH and drops the analytics. Nothing in the app knows; other requests pass untouched.
 */
export const PROCESSOR_WORKER_PATH = '/sandbox/paypal/processor-sw.js';

export function processorWorkerScript(): string {
  const api = new URL(CLIENT_API_URL);
  return `'use strict';
// The sandbox's stand-in for Braintree's client API host (sandbox/paypal.ts). Registered by the launcher.
const API_ORIGIN = ${JSON.stringify(api.origin)};
const API_PREFIX = ${JSON.stringify(api.pathname)};
const SANDBOX_PATH = ${JSON.stringify(CLIENT_API_PATH)};
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
async function forward(request, path) {
  const init = { method: request.method, headers: request.headers };
  if (request.method !== 'GET' && request.method !== 'HEAD') init.body = await request.arrayBuffer();
  return fetch(new URL(path, self.location.origin), init);
}
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === API_ORIGIN && url.pathname.startsWith(API_PREFIX)) {
    event.respondWith(forward(event.request, SANDBOX_PATH + url.pathname.slice(API_PREFIX.length) + url.search));
  } else if (url.hostname === 'www.paypal.com') {
    event.respondWith(new Response(null, { status: 204 }));
  }
});
`;
}
