/// <reference types="googlepay" />
// The side effects of the Google Pay flow (machines/google-pay.machine.ts): the script's
// PaymentsClient.loadPaymentData (SPEC 9 request) on the web, the bridge's answer on Android, and the
// deposit call. Loaded on demand.
import { fromPromise } from 'xstate';
import { googlePayMachine } from '../../../machines/google-pay.machine';
import type { WalletDepositInput } from '../../../machines/deposit-call';
import type { ApiClient } from '../../api/client';
import type { PageEnv } from '../../api/direct-deposits';
import { createWalletDeposit } from '../../api/wallets';
import type { Legislation } from '../../domain/context';
import { GOOGLE_PAY_METHOD, googlePayDataRequest, type WalletPayment } from '../../domain/wallets';
import { loadGooglePayScript, paymentsClient } from '../../app/google-pay-client';
import { bridgeAnswers } from '../../app/wallet-bridge';
import { googlePaySettings } from '../../app/wallet-config';

const LEGISLATION_OF_COUNTRY: Record<string, Legislation> = { FR: 'FR', PT: 'PT', PL: 'PL' };

export function provideGooglePayMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return googlePayMachine.provide({
    actors: {
      loadPaymentData: fromPromise(async ({ input }: { input: WalletPayment }) => {
        await loadGooglePayScript();
        const settings = googlePaySettings(LEGISLATION_OF_COUNTRY[input.countryCode] ?? 'COM', input.label);
        const data = await paymentsClient().loadPaymentData(googlePayDataRequest(settings, input) as google.payments.api.PaymentDataRequest);
        return data.paymentMethodData.tokenizationData.token;
      }),
      bridgeAnswers,
      createGooglePayDeposit: fromPromise(({ input, signal }: { input: WalletDepositInput; signal: AbortSignal }) =>
        createWalletDeposit(api, GOOGLE_PAY_METHOD, input, pageEnv(), signal),
      ),
    },
  });
}
