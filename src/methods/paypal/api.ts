// PayPal deposit calls (SPEC 3 bodies, SPEC 7; the client token is paypal-client-token.ts):
// POST /kong/v6/me/deposits/paypal (a new PayPal, with its approval) and /paypal/token (a saved PayPal).
import type { PayPalDepositInput } from '../../../machines/paypal.machine';
import { browserInfoFrom, buildDepositRequest } from '../../domain/deposit-request';
import { newPayPalRequest, PAYPAL_METHOD, tokenPayPalRequest } from './rules';
import type { ApiClient } from '../../api/client';
import { sendDeposit } from '../../api/deposit-call';
import { depositResponse, type DepositResponse } from '../../api/deposit-schemas';
import type { PageEnv } from '../../api/direct-deposits';

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
