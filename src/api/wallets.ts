// Wallet calls (SPEC 3 wallet body, SPEC 7): GET /kong/v4/transactions/applepay/session (the Apple Pay
// merchant session, handed as is to completeMerchantValidation) and POST /kong/v6/me/deposits/applepay
// and /googlepay with detail.token, store_token false.
import * as z from 'zod/mini';
import type { WalletDepositInput } from '../../machines/deposit-call';
import { browserInfoFrom, buildDepositRequest } from '../domain/deposit-request';
import { APPLE_PAY_METHOD, GOOGLE_PAY_METHOD, walletRequest } from '../domain/wallets';
import type { ApiClient } from './client';
import { sendDeposit } from './deposit-call';
import { depositResponse, type DepositResponse } from './deposit-schemas';
import type { PageEnv } from './direct-deposits';

/** The merchant session is Apple's opaque object: only its being an object is checked. */
const merchantSession = z.record(z.string(), z.unknown());

export function fetchApplePayMerchantSession(api: ApiClient, signal?: AbortSignal): Promise<Record<string, unknown>> {
  return api.get('/kong/v4/transactions/applepay/session', merchantSession, { signal });
}

const PATHS = { [APPLE_PAY_METHOD]: '/kong/v6/me/deposits/applepay', [GOOGLE_PAY_METHOD]: '/kong/v6/me/deposits/googlepay' } as const;

export function createWalletDeposit(
  api: ApiClient,
  method: typeof APPLE_PAY_METHOD | typeof GOOGLE_PAY_METHOD,
  input: WalletDepositInput,
  env: PageEnv,
  signal?: AbortSignal,
): Promise<DepositResponse> {
  // Built for the first send only: a send again of the intent goes out with the body sendDeposit kept
  // (the machine's resend carries no token).
  const build = () => {
    if (!input.token) throw new Error('A wallet payment needs its token');
    const part = walletRequest(input.token);
    return buildDepositRequest({
      amount: input.amount,
      method,
      correlationId: input.correlationId,
      browserInfo: browserInfoFrom(env.browser, false),
      storeToken: part.storeToken,
      detail: part.detail,
    });
  };
  return sendDeposit(api, PATHS[method], depositResponse, input.correlationId, build, signal);
}
