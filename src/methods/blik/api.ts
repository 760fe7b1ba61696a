// BLIK calls (SPEC 3 bodies, SPEC 7): POST /kong/v6/me/deposits/blik (a payment by code) and
// /blik/token (BLIK one-click, a saved mean). The wait's calls are src/api/transactions.ts (HEAD) and
// src/api/direct-deposits.ts (deposit status).
import type { BlikDepositInput } from '../../../machines/blik.machine';
import { BLIK_METHOD, newBlikRequest, tokenBlikRequest } from './rules';
import { browserInfoFrom, buildDepositRequest } from '../../domain/deposit-request';
import type { ApiClient } from '../../api/client';
import { sendDeposit } from '../../api/deposit-call';
import { depositResponse, type DepositResponse } from '../../api/deposit-schemas';
import type { PageEnv } from '../../api/direct-deposits';

export async function createBlikDeposit(api: ApiClient, input: BlikDepositInput, env: PageEnv, signal?: AbortSignal): Promise<DepositResponse> {
  const token = input.tokenId !== null;
  const { correlationId } = input;
  // Built for the first send only: a send again of the intent carries no code (the machine never keeps
  // it) and goes out with the body sendDeposit kept.
  const build = () => {
    if (!token && !input.code) throw new Error('A BLIK payment needs its code');
    const part = token ? tokenBlikRequest({ tokenId: input.tokenId! }) : newBlikRequest({ code: input.code!, oneClick: input.oneClick });
    return buildDepositRequest({
      amount: input.amount,
      method: BLIK_METHOD,
      correlationId,
      browserInfo: browserInfoFrom(env.browser, false),
      storeToken: part.storeToken,
      detail: part.detail,
    });
  };
  return sendDeposit(api, token ? '/kong/v6/me/deposits/blik/token' : '/kong/v6/me/deposits/blik', depositResponse, correlationId, build, signal);
}
