/// <reference types="googlepay" />
// Wallet configuration, from the build's deployment configuration (src/domain/deploy-config.ts): its own
// module, so that only the wallet chunks carry it.
import { acquirerAMerchant } from '../crypto/acquirers';
import { DEPLOY_CONFIG } from '../domain/build-config';
import type { GooglePaySettings } from '../domain/wallets';

export const WALLET_CONFIG = {
  googlePayScriptUrl: DEPLOY_CONFIG.googlePay.scriptUrl,
  /** SPEC 9: environment TEST in the sandbox, PRODUCTION in a production build. */
  googlePayEnvironment: DEPLOY_CONFIG.googlePay.environment as google.payments.api.Environment,
  googlePayMerchantId: DEPLOY_CONFIG.googlePay.merchantId,
  /** SPEC 9: the gateway of a card acquirer (acquirer A) with its merchant id per market. */
  googlePayGateway: DEPLOY_CONFIG.googlePay.gateway,
  applePayMerchantId: DEPLOY_CONFIG.applePay.merchantId,
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
