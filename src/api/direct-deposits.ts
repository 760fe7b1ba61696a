// Deposits of the methods paid on the provider's page or by reference (SPEC 3 body, SPEC 7 paths):
// Paysafecard, Przelewy24, Skrill, bank transfer, Multibanco and the premium ticket; and the deposit status read on return.
import type { DirectDepositInput } from '../../machines/direct-deposit.machine';
import type { DirectMethod } from '../domain/methods';
import {
  bankTransferRequest,
  browserInfoFrom,
  buildDepositRequest,
  callbackReturnUrl,
  multibancoRequest,
  paysafecardRequest,
  przelewy24Request,
  skrillRequest,
  type BrowserEnv,
  type MethodRequestPart,
} from '../domain/deposit-request';
import { premiumTicketRequest } from '../methods/direct-deposit/rules';
import type { ApiClient } from './client';
import { sendDeposit } from './deposit-call';
import { depositResponse, depositStatus, type DepositResponse } from './deposit-schemas';

/** Path segment and wire method name per client method (the client renamed BANKTRANSFER). */
const ENDPOINTS: Record<DirectMethod, { path: string; wire: string }> = {
  PAYSAFECARD: { path: 'paysafecard', wire: 'PAYSAFECARD' },
  PRZELEWY24: { path: 'przelewy24', wire: 'PRZELEWY24' },
  SKRILL: { path: 'skrill', wire: 'SKRILL' },
  BANKTRANSFER_DEPOSIT: { path: 'banktransfer', wire: 'BANKTRANSFER' },
  MULTIBANCO: { path: 'multibanco', wire: 'MULTIBANCO' },
  PREMIUM_TICKET: { path: 'premiumticket', wire: 'PREMIUM_TICKET' },
};

function methodPart(input: DirectDepositInput, returnUrl: string): MethodRequestPart {
  switch (input.method) {
    case 'PAYSAFECARD':
      return paysafecardRequest(returnUrl);
    case 'PRZELEWY24':
      return przelewy24Request(returnUrl);
    case 'BANKTRANSFER_DEPOSIT':
      return bankTransferRequest(returnUrl);
    case 'MULTIBANCO':
      return multibancoRequest();
    case 'SKRILL':
      if (!input.credentials) throw new Error('Skrill needs the login and password');
      return skrillRequest({ ...input.credentials, returnUrl, storeToken: true });
    case 'PREMIUM_TICKET':
      if (!input.code) throw new Error('A premium ticket needs its code');
      return premiumTicketRequest(input.code);
  }
}

export interface PageEnv {
  origin: string;
  browser: BrowserEnv;
}

export async function createDirectDeposit(api: ApiClient, input: DirectDepositInput, env: PageEnv, signal?: AbortSignal): Promise<DepositResponse> {
  const endpoint = ENDPOINTS[input.method];
  const { correlationId } = input;
  const build = () => {
    const part = methodPart(input, callbackReturnUrl(env.origin, { method: input.method, amount: input.amount }));
    return buildDepositRequest({
      amount: input.amount,
      method: endpoint.wire,
      correlationId,
      browserInfo: browserInfoFrom(env.browser, false),
      storeToken: part.storeToken,
      detail: part.detail,
    });
  };
  return sendDeposit(api, `/kong/v6/me/deposits/${endpoint.path}`, depositResponse, correlationId, build, signal);
}

export async function fetchDepositStatus(api: ApiClient, transactionUid: string, signal?: AbortSignal) {
  const s = await api.get('/kong/v4/me/deposits/status', depositStatus, { searchParams: { transaction_uid: transactionUid }, signal });
  return { status: s.status, reason: s.reason ?? null };
}
