/// <reference types="applepayjs" />
/// <reference types="googlepay" />
// The wallets' eligibility check (machines/wallet-eligibility.machine.ts) with its real side effects:
// ApplePaySession, the Google Pay script's PaymentsClient.isReadyToPay, the bridge. Loaded on demand by
// the payment means' `checkWallets` (src/app/actors.ts) only when a wallet is among the means: its own
// chunk, without the Google Pay flow's deposit code, and the early start preloads it.
import { createActor, fromPromise, toPromise } from 'xstate';
import type { WalletCheckRequest } from '../../machines/payment-means.machine';
import { walletEligibilityMachine } from '../../machines/wallet-eligibility.machine';
import { detectTransport } from '../bridge/transport';
import { toBridgeMessage, type BridgeEmitted } from '../domain/bridge-events';
import { NO_WALLET, type WalletState } from '../domain/default-mean';
import {
  APPLE_PAY_VERSION,
  applePayPathOf,
  googlePayReadyRequest,
  googlePayThroughBridge,
  type WalletCheckInput,
  type WalletReadiness,
} from '../domain/wallets';
import { loadGooglePayScript, paymentsClient } from './google-pay-client';
import { bridgeAnswers } from './wallet-bridge';
import { googlePaySettings, walletConfig } from './wallet-config';

export function walletCheckInputOf(request: WalletCheckRequest): WalletCheckInput | null {
  const app = request.app;
  if (!app) return null;
  return {
    applePay: { enabled: request.applePayEnabled, path: applePayPathOf(app), merchantId: walletConfig().applePayMerchantId },
    googlePay: {
      enabled: request.googlePayEnabled,
      throughBridge: googlePayThroughBridge(app),
      readyRequest: googlePayReadyRequest(googlePaySettings(app.legislation, app.brand)),
    },
  };
}

const walletEligibility = walletEligibilityMachine.provide({
  actors: {
    // SPEC 4: session version 4, then canMakePaymentsWithActiveCard(merchantId); no ApplePaySession: false.
    canMakeApplePayments: fromPromise(async () => {
      const session = (window as { ApplePaySession?: typeof ApplePaySession }).ApplePaySession;
      if (!session || !session.supportsVersion(APPLE_PAY_VERSION)) return false;
      return session.canMakePaymentsWithActiveCard(walletConfig().applePayMerchantId);
    }),
    loadGooglePayScript: fromPromise(() => loadGooglePayScript()),
    isReadyToPay: fromPromise(async ({ input }: { input: { request: unknown } }): Promise<WalletReadiness> => {
      const answer = await paymentsClient().isReadyToPay(input.request as google.payments.api.IsReadyToPayRequest);
      return { ready: answer.result, hasCard: answer.paymentMethodPresent === true };
    }),
    bridgeAnswers,
  },
});

/** Runs the check to its end: the wallets' compatibility. Its bridge questions go to the native side. */
export async function checkWallets(request: WalletCheckRequest, signal: AbortSignal): Promise<WalletState> {
  const input = walletCheckInputOf(request);
  if (!input) return { ...NO_WALLET, applePay: 'notCompatible', googlePay: 'notCompatible' };
  const transport = detectTransport();
  const actor = createActor(walletEligibility, { input });
  actor.on('*', (e) => {
    if (e.type === 'app.warning') console.warn(e.message);
    else if (e.type.startsWith('bridge.')) transport.send(toBridgeMessage(e as BridgeEmitted));
  });
  signal.addEventListener('abort', () => actor.stop(), { once: true });
  actor.start();
  return toPromise(actor);
}
