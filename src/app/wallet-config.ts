/// <reference types="googlepay" />
// Wallet configuration, from the deployment's configuration (src/domain/run-config.ts): its own module, so
// that only the wallet chunks carry it.
import { acquirerAMerchant } from '../crypto/acquirers';
import { deployConfig } from '../domain/run-config';
import type { GooglePaySettings } from '../domain/wallets';

export const walletConfig = () => {
  const config = deployConfig();
  return {
    googlePayScriptUrl: config.googlePay.scriptUrl,
    /** SPEC 9: environment TEST in the sandbox, PRODUCTION in production. */
    googlePayEnvironment: config.googlePay.environment as google.payments.api.Environment,
    googlePayMerchantId: config.googlePay.merchantId,
    /** SPEC 9: the gateway of a card acquirer (acquirer A) with its merchant id per market. */
    googlePayGateway: config.googlePay.gateway,
    applePayMerchantId: config.applePay.merchantId,
  } as const;
};

/** SPEC 9: gateway, gateway merchant (acquirer A's merchant of the market), merchant id and name. */
export function googlePaySettings(legislation: string, merchantName: string): GooglePaySettings {
  const merchant = acquirerAMerchant(legislation);
  const config = walletConfig();
  return {
    gateway: config.googlePayGateway,
    gatewayMerchantId: merchant.merchantId,
    merchantId: config.googlePayMerchantId,
    merchantName,
  };
}
