// The few braintree-web 3.144 entry points the PayPal checkout uses (the package ships no type
// declarations; written from its sources: client/index.js, paypal-checkout/paypal-checkout.js).
declare module 'braintree-web/client' {
  export interface Client {
    getConfiguration(): { gatewayConfiguration: Record<string, unknown> };
  }
  export function create(options: { authorization: string }): Promise<Client>;
}

declare module 'braintree-web/paypal-checkout' {
  import type { Client } from 'braintree-web/client';
  export interface TokenizePayload {
    nonce: string;
    type: string;
    details: { email?: string; payerId?: string };
  }
  export interface PayPalCheckout {
    getClientId(): Promise<string>;
    createPayment(options: { flow: 'checkout' | 'vault'; amount?: number | string; currency?: string; intent?: string }): Promise<string>;
    tokenizePayment(data: { orderID?: string; payerID?: string; paymentID?: string; billingToken?: string }): Promise<TokenizePayload>;
    teardown(): Promise<void>;
  }
  export function create(options: { client: Client }): Promise<PayPalCheckout>;
}
