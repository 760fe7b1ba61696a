// Apple Pay and Google Pay (SPEC 4 "Apple Pay", "Google Pay", 5, 8, 9): which eligibility check a
// device gets, the payment requests handed to the wallet, the deposit detail and how an answer reads.
// Pure: the wallet APIs themselves are called from src/app (wallet actors).
import { DEPOSIT_ANSWER, meaningOf } from './verdict';
import type { AppContext, Legislation } from './context';
import { refusalReason } from './errors';

export const APPLE_PAY_METHOD = 'APPLEPAY';
export const GOOGLE_PAY_METHOD = 'GOOGLEPAY';

/** SPEC 9: the bridge's Apple Pay eligibility answer is awaited 500 ms; no answer means not compatible. */
export const APPLE_PAY_BRIDGE_TIMEOUT_MS = 500;
/** SPEC 9: the Google Pay readiness check is retried once, 600 ms after the first one. */
export const GOOGLE_PAY_RETRY_MS = 600;
/** SPEC 4, 9: Apple Pay needs session version 4. */
export const APPLE_PAY_VERSION = 4;
/** SPEC 5: Apple Pay networks and capability. */
export const APPLE_PAY_NETWORKS = ['cartesBancaires', 'visa', 'masterCard', 'maestro', 'electron'] as const;
export const APPLE_PAY_CAPABILITIES = ['supports3DS'] as const;
/** SPEC 5: Google Pay networks and authentication method. */
export const GOOGLE_PAY_NETWORKS = ['MASTERCARD', 'VISA'] as const;
export const GOOGLE_PAY_AUTH_METHODS = ['CRYPTOGRAM_3DS'] as const;

/**
 * SPEC 4 Apple Pay, the three eligibility paths: the sports app on iOS and the poker app on macOS read
 * `apple_pay` (query or cookie); the turf app on iOS asks the bridge; anything else asks the browser
 * (ApplePaySession.canMakePaymentsWithActiveCard with the merchant id).
 */
export type ApplePayPath = { kind: 'flag'; value: boolean } | { kind: 'bridge' } | { kind: 'session' };

export function applePayPathOf(app: Pick<AppContext, 'applicationType' | 'universe' | 'applePayQuery'>): ApplePayPath {
  const t = app.applicationType;
  if ((t === 'APP_IOS' && app.universe === 'sports') || (t === 'APP_MACOS' && app.universe === 'poker')) {
    return { kind: 'flag', value: app.applePayQuery === true };
  }
  if (t === 'APP_IOS' && app.universe === 'turf') return { kind: 'bridge' };
  return { kind: 'session' };
}

// In context.ts (with the app's other bridge rules), so the initial chunk can read it without this module.
export { googlePayThroughBridge } from './context';

/** What the wallet eligibility check starts from (built once the means and the session are known). */
export interface WalletCheckInput {
  applePay: { enabled: boolean; path: ApplePayPath; merchantId: string | null };
  /** readyRequest: what the bridge (Android) is asked, as isReadyToPay would be (googlePayReadyRequest). */
  googlePay: { enabled: boolean; throughBridge: boolean; readyRequest: unknown };
}

/** The answer of a readiness check: ready at all, and a card already in the wallet (SPEC 4 first depositor). */
export interface WalletReadiness {
  ready: boolean;
  hasCard: boolean;
}

/** Country of the merchant per market (the payment sheet needs one); COM and Africa: FR. */
export function walletCountryOf(legislation: Legislation): string {
  return legislation === 'PT' || legislation === 'PL' ? legislation : 'FR';
}

/** Amount as the wallets want it: a decimal string with 2 decimals. */
export const walletAmount = (amount: number): string => amount.toFixed(2);

export interface WalletPayment {
  amount: number;
  currencyCode: string;
  countryCode: string;
  label: string;
}

/** SPEC 5, 9: the Apple Pay payment request (session version 4, label and final total). */
export function applePayRequest(p: WalletPayment) {
  return {
    countryCode: p.countryCode,
    currencyCode: p.currencyCode,
    supportedNetworks: [...APPLE_PAY_NETWORKS],
    merchantCapabilities: [...APPLE_PAY_CAPABILITIES],
    total: { label: p.label, amount: walletAmount(p.amount), type: 'final' as const },
  };
}

export interface GooglePaySettings {
  gateway: string;
  gatewayMerchantId: string;
  merchantId: string;
  merchantName: string;
}

/** SPEC 5, 9: the card payment method Google Pay is asked for (readiness and payment data). */
export function googlePayCardMethod(s: Pick<GooglePaySettings, 'gateway' | 'gatewayMerchantId'>) {
  return {
    type: 'CARD' as const,
    parameters: { allowedAuthMethods: [...GOOGLE_PAY_AUTH_METHODS], allowedCardNetworks: [...GOOGLE_PAY_NETWORKS] },
    tokenizationSpecification: {
      type: 'PAYMENT_GATEWAY' as const,
      parameters: { gateway: s.gateway, gatewayMerchantId: s.gatewayMerchantId },
    },
  };
}

/** SPEC 9: API version 2.0; the readiness request asks whether a card is already in the wallet. */
export function googlePayReadyRequest(s: GooglePaySettings) {
  return { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [googlePayCardMethod(s)], existingPaymentMethodRequired: true };
}

/** SPEC 9: API version 2.0, final price, immediate purchase, the acquirer gateway and the merchant. */
export function googlePayDataRequest(s: GooglePaySettings, p: WalletPayment) {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [googlePayCardMethod(s)],
    merchantInfo: { merchantId: s.merchantId, merchantName: s.merchantName },
    transactionInfo: {
      totalPriceStatus: 'FINAL' as const,
      totalPrice: walletAmount(p.amount),
      currencyCode: p.currencyCode,
      countryCode: p.countryCode,
      checkoutOption: 'COMPLETE_IMMEDIATE_PURCHASE' as const,
    },
  };
}

/** SPEC 3: a wallet deposit sends the wallet's token as detail.token and saves nothing. */
export function walletRequest(token: string) {
  return { storeToken: false, detail: { token } };
}

export interface WalletResponseLike {
  status: string;
  transaction_uid?: string | undefined;
  refused_reason?: string | undefined;
}

export type WalletOutcome = { kind: 'success' | 'pending' } | { kind: 'failure'; reason: string } | { kind: 'unknown' };

/**
 * SPEC 4 "Deposit outcome statuses" for the wallets: success and pending are a deposit; refused fails
 * with its reason (payment.internal.error without one, SPEC 8); anything else is unknown, pending
 * (verdict.ts, docs/decisions.md "Unknown is not failed").
 */
export function walletOutcome(response: WalletResponseLike): WalletOutcome {
  const meaning = meaningOf(response?.status, DEPOSIT_ANSWER);
  if (meaning === 'success' || meaning === 'pending') return { kind: meaning };
  if (meaning === 'refused') return { kind: 'failure', reason: refusalReason(response.refused_reason ?? null) };
  return { kind: 'unknown' };
}

/**
 * SPEC 8: Apple Pay failures go to the callback route with status error and a reason. With the
 * deposit's transaction the callback reads the refusal from the server; without one it is
 * payment.internal.error (the merchant session failure).
 */
export function applePayCallbackUrl(p: { reason: string; amount: number; transactionId: string | null }): string {
  const q = new URLSearchParams({ status: 'error', reason: p.reason, method: APPLE_PAY_METHOD, amount: String(p.amount) });
  if (p.transactionId) q.set('transaction_uid', p.transactionId);
  return `/callback?${q.toString()}`;
}

// The native side's answers to the wallet questions (src/domain/bridge-protocol.ts BRIDGE_ANSWER_CHANNEL).
const field = (payload: unknown, key: string): unknown =>
  payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined;

/** applePayEligibility's answer: eligible only when it says `eligible: true`. */
export const applePayEligibleAnswer = (payload: unknown): boolean => field(payload, 'eligible') === true;
/** googlePayEligibility's answer: ready, and a card in the wallet. */
export const googlePayReadyAnswer = (payload: unknown) => ({
  ready: field(payload, 'ready') === true,
  hasCard: field(payload, 'hasCard') === true,
});
/** googlePayPaymentData's answer: the token, or null when the native side reports an error. */
export function googlePayTokenAnswer(payload: unknown): string | null {
  const token = field(payload, 'token');
  return typeof token === 'string' && token !== '' ? token : null;
}
