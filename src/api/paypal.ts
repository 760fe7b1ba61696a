// PayPal calls (SPEC 3 bodies, SPEC 7): the processor's client token (GET
// /kong/v1/transactions/providers/{payment-processor}/auth-token, optional customer_id), and the deposits
// POST /kong/v6/me/deposits/paypal (a new PayPal, with its approval) and /paypal/token (a saved PayPal).
import * as z from 'zod/mini';
import type { PayPalDepositInput } from '../../machines/paypal.machine';
import { browserInfoFrom, buildDepositRequest } from '../domain/deposit-request';
import { PAYPAL_PROVIDER_CODE } from '../domain/payment-means';
import { newPayPalRequest, PAYPAL_METHOD, tokenPayPalRequest } from '../domain/paypal';
import type { ClientTokenRequest } from '../domain/paypal-means';
import type { ApiClient } from './client';
import { sendDeposit } from './deposit-call';
import { depositResponse, type DepositResponse } from './deposit-schemas';
import type { PageEnv } from './direct-deposits';

/** SPEC 7 "PayPal client token" (the field name is not shown: docs/decisions.md "PayPal"). */
export const clientTokenResponse = z.object({ client_token: z.string().check(z.minLength(1)) });

export async function fetchPayPalClientToken(api: ApiClient, request: ClientTokenRequest, signal?: AbortSignal): Promise<string> {
  const searchParams: Record<string, string> = request.customerId ? { customer_id: request.customerId } : {};
  const path = `/kong/v1/transactions/providers/${PAYPAL_PROVIDER_CODE.toLowerCase()}/auth-token`;
  const { client_token } = await api.get(path, clientTokenResponse, { searchParams, signal });
  return client_token;
}

export async function createPayPalDeposit(api: ApiClient, input: PayPalDepositInput, env: PageEnv, signal?: AbortSignal): Promise<DepositResponse> {
  const token = input.tokenId !== null;
  const { correlationId } = input;
  const build = () => {
    if (!token && !input.approval) throw new Error('A new PayPal deposit needs its approval');
    const part = token ? tokenPayPalRequest(input.tokenId!) : newPayPalRequest(input.approval!, input.storeToken);
    return buildDepositRequest({
      amount: input.amount,
      method: PAYPAL_METHOD,
      correlationId,
      browserInfo: browserInfoFrom(env.browser, false),
      storeToken: part.storeToken,
      detail: part.detail,
    });
  };
  return sendDeposit(api, token ? '/kong/v6/me/deposits/paypal/token' : '/kong/v6/me/deposits/paypal', depositResponse, correlationId, build, signal);
}
