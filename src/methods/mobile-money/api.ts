// Mobile money calls (SPEC 3 bodies, SPEC 7): POST /kong/v6/me/deposits/mobilemoney (new mean) and
// /mobilemoney/token (saved mean). The polling variant's calls are src/api/transactions.ts (HEAD) and
// src/api/direct-deposits.ts (deposit status).
import type { MobileMoneyDepositInput } from '../../../machines/mobile-money.machine';
import { browserInfoFrom, buildDepositRequest, callbackReturnUrl } from '../../domain/deposit-request';
import { MOBILE_MONEY_METHOD, newMobileMoneyDetail, tokenMobileMoneyDetail } from './rules';
import type { ApiClient } from '../../api/client';
import { sendDeposit } from '../../api/deposit-call';
import { depositResponse, type DepositResponse } from '../../api/deposit-schemas';
import type { PageEnv } from '../../api/direct-deposits';

export async function createMobileMoneyDeposit(api: ApiClient, input: MobileMoneyDepositInput, env: PageEnv, signal?: AbortSignal): Promise<DepositResponse> {
  const { correlationId } = input;
  const returnUrl = callbackReturnUrl(env.origin, { method: MOBILE_MONEY_METHOD, amount: input.amount });
  const token = input.tokenId !== null;
  if (!token && !input.operator) throw new Error('A new mobile money mean needs its operator');
  const detail = token
    ? tokenMobileMoneyDetail({ tokenId: input.tokenId!, code: input.code, returnUrl })
    : newMobileMoneyDetail({ prefix: input.prefix, phoneNumber: input.phoneNumber, operator: input.operator!, code: input.code, returnUrl });
  const body = buildDepositRequest({
    amount: input.amount,
    method: MOBILE_MONEY_METHOD,
    correlationId,
    browserInfo: browserInfoFrom(env.browser, false),
    storeToken: !token,
    detail: { ...detail },
  });
  return sendDeposit(
    api,
    token ? '/kong/v6/me/deposits/mobilemoney/token' : '/kong/v6/me/deposits/mobilemoney',
    depositResponse,
    correlationId,
    () => body,
    signal,
  );
}
