/// <reference types="applepayjs" />
// The side effects of the Apple Pay flow (machines/apple-pay.machine.ts): the device's ApplePaySession
// (version 4, the SPEC 5/9 request), the merchant session call and the deposit call. Loaded on demand.
// The app never defines ApplePaySession: Safari does (the sandbox's simulated webview and the e2e tests
// install a stand-in, sandbox/wallet-stand-ins/applepay-stand-in.js).
import { fromCallback, fromPromise } from 'xstate';
import { applePayMachine, type ApplePaySessionCommand, type ApplePaySessionInput, type ApplePaySheetEvent } from '../../../machines/apple-pay.machine';
import type { WalletDepositInput } from '../../../machines/deposit-call';
import type { ApiClient } from '../../api/client';
import type { PageEnv } from '../../api/direct-deposits';
import { createWalletDeposit, fetchApplePayMerchantSession } from '../../api/wallets';
import type { Legislation } from '../../domain/context';
import { APPLE_PAY_METHOD, APPLE_PAY_VERSION, applePayRequest, walletCountryOf } from '../../domain/wallets';

const applePaySession = fromCallback<ApplePaySessionCommand, ApplePaySessionInput>(({ input, sendBack, receive }) => {
  const Session = (window as { ApplePaySession?: typeof ApplePaySession }).ApplePaySession;
  if (!Session) throw new Error('ApplePaySession is not available');
  const request = applePayRequest({
    amount: input.amount,
    currencyCode: input.currencyCode,
    countryCode: walletCountryOf(input.legislation as Legislation),
    label: document.title || 'Deposit',
  }) as ApplePayJS.ApplePayPaymentRequest;
  const session = new Session(APPLE_PAY_VERSION, request);
  const send = (e: ApplePaySheetEvent) => sendBack(e);
  session.onvalidatemerchant = (e) => send({ type: 'applePay.validateMerchant', validationURL: e.validationURL });
  // SPEC 3: detail.token is the payment token Apple Pay hands over (its JSON).
  session.onpaymentauthorized = (e) => send({ type: 'applePay.authorized', token: JSON.stringify(e.payment.token) });
  session.oncancel = () => send({ type: 'applePay.cancelled' });
  receive((command) => {
    switch (command.type) {
      case 'completeMerchantValidation':
        session.completeMerchantValidation(command.merchantSession);
        return;
      case 'completePayment':
        session.completePayment(command.success ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
        return;
      case 'abort':
        session.abort();
    }
  });
  session.begin();
});

export function provideApplePayMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return applePayMachine.provide({
    actors: {
      applePaySession,
      fetchMerchantSession: fromPromise(({ signal }) => fetchApplePayMerchantSession(api, signal)),
      createApplePayDeposit: fromPromise(({ input, signal }: { input: WalletDepositInput; signal: AbortSignal }) =>
        createWalletDeposit(api, APPLE_PAY_METHOD, input, pageEnv(), signal),
      ),
    },
  });
}
