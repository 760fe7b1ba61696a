/// <reference types="googlepay" />
// Wallet configuration, in the pattern of config.ts but its own module, so that only the
// wallet chunks carry it. Offline the Google Pay script is the sandbox's stand-in; production sets
// VITE_GOOGLE_PAY_SCRIPT_URL=https://pay.google.com/gp/p/js/pay.js and VITE_GOOGLE_PAY_ENVIRONMENT=PRODUCTION.
import { ACQUIRER_A, acquirerAMerchant } from '../crypto/acquirers';
import type { GooglePaySettings } from '../domain/wallets';
import { GOOGLE_PAY_SCRIPT_URL } from './config';

export const WALLET_CONFIG = {
  googlePayScriptUrl: GOOGLE_PAY_SCRIPT_URL,
  /** SPEC 9: environment TEST by default. */
  googlePayEnvironment: (import.meta.env.VITE_GOOGLE_PAY_ENVIRONMENT ?? 'TEST') as google.payments.api.Environment,
  googlePayMerchantId: import.meta.env.VITE_GOOGLE_PAY_MERCHANT_ID ?? 'BCR2DN4TSANDBOX1',
  /** SPEC 9: the gateway of a card acquirer (acquirer A) with its merchant id per market. */
  googlePayGateway: import.meta.env.VITE_GOOGLE_PAY_GATEWAY ?? ACQUIRER_A,
  applePayMerchantId: import.meta.env.VITE_APPLE_PAY_MERCHANT_ID ?? 'merchant.com.cashier.sandbox',
} as const;

/** SPEC 9: gateway, gateway merchant (acquirer A's merchant of the market), merchant id and name. */
export function googlePaySettings(legislation: string, merchantName: string): GooglePaySettings {
  const merchant = acquirerAMerchant(legislation);
  return {
    gateway: WALLET_CONFIG.googlePayGateway,
    gatewayMerchantId: merchant.merchantId,
    merchantId: WALLET_CONFIG.googlePayMerchantId,
    merchantName,
  };
}
