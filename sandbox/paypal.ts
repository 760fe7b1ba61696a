// The sandbox's PayPal (issue 15, docs/sandbox.md "PayPal"): the processor's client token, the few
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
