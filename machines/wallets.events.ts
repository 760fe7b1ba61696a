// Inputs and events of the wallet machines for the graph traversal and the replay.
import type { PaymentMean } from '../src/domain/payment-means';
import type { WalletCheckInput } from '../src/domain/wallets';
import type { FlowInput } from './flow-output';
import { httpError, lostAnswerError, pendingRecord, refusalError, sessionExpiredError, webApp } from './fixtures';

const check = (over: { applePay?: Partial<WalletCheckInput['applePay']>; googlePay?: Partial<WalletCheckInput['googlePay']> }): WalletCheckInput => ({
  applePay: { enabled: true, path: { kind: 'session' }, merchantId: 'merchant.test', ...over.applePay },
  googlePay: { enabled: true, throughBridge: false, readyRequest: { apiVersion: 2 }, ...over.googlePay },
});

/** The three Apple Pay paths (flag true and false, bridge, session), Google Pay on the web and Android, both disabled. */
export const walletEligibilityInputs: WalletCheckInput[] = [
  check({}),
  // The turf app on iOS (Apple Pay through the bridge), and an Android app (Google Pay through the bridge).
  check({ applePay: { path: { kind: 'bridge' } } }),
  check({ googlePay: { throughBridge: true } }),
  check({ applePay: { path: { kind: 'flag', value: true } } }),
  check({ applePay: { path: { kind: 'flag', value: false } } }),
  check({ applePay: { enabled: false }, googlePay: { enabled: false } }),
];

const answered = (name: string, payload: unknown) => ({ type: 'bridge.answered', name, payload });

export const walletEligibilityEvents = [
  { type: 'xstate.done.actor.canMakeApplePayments', output: true },
  { type: 'xstate.done.actor.canMakeApplePayments', output: false },
  { type: 'xstate.error.actor.canMakeApplePayments', error: new Error('no ApplePaySession') },
  { type: 'xstate.done.actor.loadGooglePayScript', output: undefined },
  { type: 'xstate.error.actor.loadGooglePayScript', error: new Error('script failed') },
  { type: 'xstate.done.actor.isReadyToPay', output: { ready: true, hasCard: true } },
  { type: 'xstate.done.actor.isReadyToPay', output: { ready: false, hasCard: false } },
  { type: 'xstate.error.actor.isReadyToPay', error: new Error('not ready') },
  // A bridge listener that throws: no answer to be had (as a time-out).
  { type: 'xstate.error.actor.applePayAnswers', error: new Error('child crashed') },
  { type: 'xstate.error.actor.googlePayAnswers', error: new Error('child crashed') },
  answered('applePayEligibility', { eligible: true }),
  answered('applePayEligibility', { eligible: false }),
  answered('googlePayEligibility', { ready: true, hasCard: false }),
  answered('googlePayEligibility', { ready: false }),
];

const walletMean = (type: 'APPLEPAY' | 'GOOGLEPAY'): PaymentMean => ({
  id: `m-${type.toLowerCase()}`,
  type,
  method: type,
  displayOrder: 0,
  format: 'PAYMENT_METHOD',
  features: [],
  name: type,
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 1000 },
  providersRef: [],
  tokenId: null,
});

export const applePayInputs: FlowInput[] = [{ mean: walletMean('APPLEPAY'), amount: 50, app: webApp, flags: {}, intentId: 'intent-0' }];

const deposited = (actor: string, output: Record<string, unknown>) => ({ type: `xstate.done.actor.${actor}`, output });

export const applePayEvents = [
  { type: 'applePay.validateMerchant', validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' },
  { type: 'applePay.authorized', token: '{"paymentData":{}}' },
  { type: 'applePay.cancelled' },
  { type: 'xstate.done.actor.fetchMerchantSession', output: { merchantSessionIdentifier: 'ms-1' } },
  { type: 'xstate.error.actor.fetchMerchantSession', error: httpError },
  { type: 'xstate.error.actor.fetchMerchantSession', error: sessionExpiredError },
  // The sheet's actor throws (before the deposit call: to the callback; during it: the answer decides).
  { type: 'xstate.error.actor.applePaySession', error: new Error('child crashed') },
  deposited('createApplePayDeposit', { status: 'success', transaction_uid: 'tx-1' }),
  deposited('createApplePayDeposit', { status: 'refused', transaction_uid: 'tx-1', refused_reason: 'payment.insufficientfunds' }),
  deposited('createApplePayDeposit', { status: 'SOMETHING_NEW', transaction_uid: 'tx-1' }),
  { type: 'xstate.error.actor.createApplePayDeposit', error: sessionExpiredError },
  { type: 'xstate.error.actor.createApplePayDeposit', error: lostAnswerError },
  { type: 'xstate.error.actor.createApplePayDeposit', error: refusalError },
];

export const googlePayInputs: FlowInput[] = [
  { mean: walletMean('GOOGLEPAY'), amount: 50, app: webApp, flags: {}, intentId: 'intent-0' },
  { mean: walletMean('GOOGLEPAY'), amount: 50, app: { ...webApp, platform: 'ANDROID', applicationType: 'APP_ANDROID' }, flags: {}, intentId: 'intent-0' },
  // a reload during its deposit call
  { mean: walletMean('GOOGLEPAY'), amount: 50, app: webApp, flags: {}, intentId: 'intent-0', resume: pendingRecord('googlePay', 'GOOGLEPAY', 'calling', 50) },
];

export const googlePayEvents = [
  { type: 'xstate.done.actor.loadPaymentData', output: 'gpay-token-1' },
  { type: 'xstate.error.actor.loadPaymentData', error: new Error('CANCELED') },
  { type: 'xstate.error.actor.bridgeAnswers', error: new Error('child crashed') },
  answered('googlePayPaymentData', { token: 'gpay-token-1' }),
  answered('googlePayPaymentData', { error: 'DEVELOPER_ERROR' }),
  deposited('createGooglePayDeposit', { status: 'success', transaction_uid: 'tx-2' }),
  deposited('createGooglePayDeposit', { status: 'refused', transaction_uid: 'tx-2', refused_reason: 'payment.insufficientfunds' }),
  { type: 'xstate.error.actor.createGooglePayDeposit', error: sessionExpiredError },
  { type: 'xstate.error.actor.createGooglePayDeposit', error: lostAnswerError },
  { type: 'xstate.error.actor.createGooglePayDeposit', error: refusalError },
];
