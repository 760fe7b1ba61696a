// The contract's response schemas as parsers for the sandbox tests: each answer the sandbox gives is
// checked against the JSON Schema written from the spec, not against the app's zod schemas.
import { contract } from './index';
import type * as T from './types';

export const authTokens = contract<T.AuthTokens>('auth-tokens');
export const apiError = contract<{ error_code: string; message?: string; field?: string }>('error');
export const eligibility = contract<T.Eligibility>('eligibility');
export const lastSuccessfulDeposit = contract<T.LastSuccessfulDeposit>('last-successful');
export const featureFlags = contract<T.FeatureFlags>('feature-flags');
export const depositOptions = contract<T.DepositOptions>('options');
export const paymentMethodsResponse = contract<{ payment_methods: T.PaymentMethodWire[]; cse: T.CseKey[] }>('payment-methods');
export const tokensResponse = contract<{ tokens: T.PaymentToken[] }>('tokens');
export const depositResponse = contract<T.DepositResponse>('deposit-response');
export const depositStatus = contract<T.DepositStatus>('deposit-status');
export const messagesResponse = contract<{ messages: T.BannerMessage[] }>('messages');
export const missionsResponse = contract<{ missions: T.Mission[] }>('missions');
export type { AuthTokens, ServerPaymentMean } from './types';
