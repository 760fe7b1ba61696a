// The payment means of the deposit page (SPEC 4, 7): deposit options, payment methods and saved tokens,
// fetched in parallel. Tokens have their own 3000 ms time-out and correlation id; when they fail the
// list is simply empty (SPEC 7: "on error an empty list"), except when the session is lost (SPEC 4
// Authentication: the refresh failed), which ends the page in session timeout like any other call.
import type { MeansData } from '../../machines/payment-means.machine';
import { isSessionExpired } from '../domain/failures';
import { withListedOperators } from '../domain/mobile-money-operators';
import { isTokenOnly, toPaymentMeans } from '../domain/payment-means';
import type { ApiClient } from './client';
import { depositOptions, paymentMethodsResponse, tokensResponse, type PaymentToken } from './means-schemas';

export const TOKENS_TIMEOUT_MS = 3000;

async function fetchTokens(api: ApiClient, signal?: AbortSignal): Promise<PaymentToken[]> {
  try {
    const { tokens } = await api.get('/kong/v7/me/tokens/deposit', tokensResponse, {
      signal,
      timeoutMs: TOKENS_TIMEOUT_MS,
      headers: { 'X-Correlation-Id': crypto.randomUUID() },
    });
    return tokens;
  } catch (error) {
    if (signal?.aborted || isSessionExpired(error)) throw error;
    return [];
  }
}

export async function fetchMeans(api: ApiClient, signal?: AbortSignal): Promise<MeansData> {
  const [options, methods, tokens] = await Promise.all([
    api.get('/kong/v2/me/deposit/options', depositOptions, { signal }),
    api.get('/kong/v7/me/payment-methods/deposit', paymentMethodsResponse, { signal }),
    fetchTokens(api, signal),
  ]);
  return {
    // SPEC 3: a mobile-money method's operators are the ones the server lists for it.
    means: withListedOperators(toPaymentMeans(options.payment_means), methods.payment_methods),
    methods: methods.payment_methods.map((m) => ({
      name: m.name,
      enabled: m.enabled,
      displayOrder: m.display_order,
      tokenOnly: isTokenOnly(m),
      unavailable: m.unavailable ?? false,
    })),
    tokens: tokens.map((t) => ({
      id: t.id,
      type: t.type,
      displayOrder: t.display_order,
      depositOperatorStatus: t.deposit_operator_status ?? null,
    })),
    cse: options.cse.map((k) => ({ providerCode: k.provider_code, publicKey: k.public_key })),
    suggestedAmounts: options.suggested_amounts,
    resumePosition: options.payment_mean_resume_position ?? 1,
  };
}
