// The deployment's configuration (docs/deployment.md "Configuration"), as Adyen's `environment` and
// `clientKey` do it: one typed value, read from the front server's environment and validated when it starts
// (server/deploy-config.ts), then handed to the page and to the server's render (src/domain/run-config.ts).
// A production server refuses to start on a missing, malformed or sandbox value, so nothing here has a default.

/** Acquirer A's merchant per market (SPEC 3 "Deposit context"): markets without their own use COM's. */
export const ACQUIRER_A_MARKETS = ['FR', 'PT', 'PL', 'COM'] as const;
export type AcquirerAMarket = (typeof ACQUIRER_A_MARKETS)[number];

export interface DeployConfig {
  environment: 'sandbox' | 'production';
  /** Base URLs, '' for the page's own origin (SPEC 7: base URLs are chosen per path prefix). */
  apiBase: string;
  syncBase: string;
  analyticsBase: string;
  googlePay: { scriptUrl: string; environment: 'TEST' | 'PRODUCTION'; merchantId: string; gateway: string };
  applePay: { merchantId: string };
  paypal: { sdkUrl: string };
  acquirers: {
    a: Readonly<Record<AcquirerAMarket, { merchantId: string; staticKey: string }>>;
    b: { apiKeyId: string };
  };
}
