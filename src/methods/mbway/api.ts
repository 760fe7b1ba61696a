// MB Way calls (SPEC 3 bodies, SPEC 7): POST /kong/v6/me/deposits/mbway (new mean) and /mbway/token
// (a saved MB Way), provided to the flow by actors.ts.
import type { MbwayDepositInput } from '../../../machines/mbway.machine';
import { browserInfoFrom, buildDepositRequest, callbackReturnUrl } from '../../domain/deposit-request';
import { returnThrough } from '../../domain/deep-links';
import { MBWAY_METHOD, newMbwayRequest, tokenMbwayRequest } from './rules';
import type { ApiClient } from '../../api/client';
import { sendDeposit } from '../../api/deposit-call';
import { depositResponse, type DepositResponse } from '../../api/deposit-schemas';
import type { PageEnv } from '../../api/direct-deposits';

export async function createMbwayDeposit(api: ApiClient, input: MbwayDepositInput, env: PageEnv, signal?: AbortSignal): Promise<DepositResponse> {
  const token = input.tokenId !== null;
  // MB Way hands the player back to the native sports or turf app by its deep link, which reopens the callback (SPEC 7).
  const returnUrl = returnThrough(input.returnApp, callbackReturnUrl(env.origin, { method: MBWAY_METHOD, amount: input.amount }));
  const part = token
    ? tokenMbwayRequest({ tokenId: input.tokenId!, appToApp: input.appToApp, returnUrl })
    : newMbwayRequest({ phoneDigits: input.phoneDigits, createMandate: input.createMandate, appToApp: input.appToApp, returnUrl });
  const { correlationId } = input;
  const build = () =>
    buildDepositRequest({
      amount: input.amount,
      method: MBWAY_METHOD,
      correlationId,
      browserInfo: browserInfoFrom(env.browser, false),
      storeToken: part.storeToken,
      detail: part.detail,
    });
  return sendDeposit(api, token ? '/kong/v6/me/deposits/mbway/token' : '/kong/v6/me/deposits/mbway', depositResponse, correlationId, build, signal);
}
