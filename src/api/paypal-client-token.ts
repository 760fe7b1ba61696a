// The PayPal processor's client token (SPEC 7: GET /kong/v1/transactions/providers/{payment-processor}/auth-token,
// optional customer_id). Its own file: the amount page asks for it, so it is in the initial chunks, while the
// PayPal deposit calls (paypal.ts) load with the flow.
import * as z from 'zod/mini';
import { PAYPAL_PROVIDER_CODE } from '../domain/payment-means';
import type { ClientTokenRequest } from '../domain/paypal-means';
import type { ApiClient } from './client';

/** SPEC 7 "PayPal client token" (the field name is not shown: docs/decisions.md "PayPal"). */
export const clientTokenResponse = z.object({ client_token: z.string().check(z.minLength(1)) });

export async function fetchPayPalClientToken(api: ApiClient, request: ClientTokenRequest, signal?: AbortSignal): Promise<string> {
  const searchParams: Record<string, string> = request.customerId ? { customer_id: request.customerId } : {};
  const path = `/kong/v1/transactions/providers/${PAYPAL_PROVIDER_CODE.toLowerCase()}/auth-token`;
  const { client_token } = await api.get(path, clientTokenResponse, { searchParams, signal });
  return client_token;
}
