// Card calls (SPEC 7): the card-processing provider's BIN lookup, the two acquirers' tokenisation calls
// (each 3500 ms, a time-out is logged and gives a null result), the card deposit (new card and token,
// SPEC 3 body) and the 3DS2 transaction result (its poll is src/api/transactions.ts). The card number
// and CVV are only ever sent to the acquirers (form posts) or encrypted; they are never logged.
import * as z from 'zod/mini';
import type { CardDepositInput, EncryptInput } from '../../../machines/card.machine';
import { ACQUIRER_TIMEOUT_MS, newCardDetail, tokenCardDetail, type AcquirerPayloads, type CardResponseLike } from './rules';
import { browserInfoFrom, buildDepositRequest, callbackReturnUrl } from '../../domain/deposit-request';
import { ApiFailure } from '../../domain/failures';
import {
  ACQUIRER_A,
  ACQUIRER_A_STORE_PATH,
  ACQUIRER_B,
  acquirerBApiKeyId,
  ACQUIRER_B_TOKENIZE_PATH,
  ACQUIRER_CSE,
  BIN_LOOKUP_PATH,
  acquirerAMerchant,
} from '../../crypto/acquirers';
import { encryptCvv, encryptNewCard, type CseKey } from '../../crypto/card-encryption';
import type { ApiClient } from '../../api/client';
import { sendDeposit } from '../../api/deposit-call';
import type { PageEnv } from '../../api/direct-deposits';

export const binLookupResponse = z.object({
  brands: z.array(z.object({ brand: z.string(), bin_range: z.optional(z.string()) })),
});

/** GET {card-processing-provider}/v2/bin/{bin}: the brands of the bin (no auth header on /ext/). */
export async function lookupBrands(api: ApiClient, bin: string, signal?: AbortSignal): Promise<string[]> {
  const res = await api.get(BIN_LOOKUP_PATH(bin), binLookupResponse, { signal });
  return res.brands.map((b) => b.brand);
}

export const cardDepositResponse = z.object({
  status: z.string(),
  status_detail: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  transaction_uid: z.optional(z.nullable(z.string())),
  transaction_context: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  refused_reason: z.optional(z.nullable(z.string())),
  deposit_id: z.optional(z.string()),
});

export interface AcquirerEnv {
  /** Base URL of the /ext/ acquirer paths ('' = same origin). */
  extBase: string;
  fetch: typeof fetch;
  warn(message: string): void;
}

const acquirerA = z.object({
  PKey: z.optional(z.string()),
  '3d_version': z.optional(z.string()),
  '3ds_method': z.optional(z.string()),
  '3ds_trxid': z.optional(z.string()),
});
const acquirerB = z.object({ HFTOKEN: z.optional(z.string()) });

/** A form POST to an acquirer with its own 3500 ms time-out; any failure is logged (never the card) and gives null. */
async function postForm<T>(
  env: AcquirerEnv,
  name: string,
  path: string,
  form: Record<string, string>,
  schema: z.ZodMiniType<T>,
  signal?: AbortSignal,
): Promise<T | null> {
  const timeout = AbortSignal.timeout(ACQUIRER_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const res = await env.fetch(`${env.extBase}${path}`, { method: 'POST', body: new URLSearchParams(form), signal: combined, credentials: 'omit' });
    if (!res.ok) {
      env.warn(`[cashier] card acquirer ${name}: HTTP ${res.status}`);
      return null;
    }
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) {
      env.warn(`[cashier] card acquirer ${name}: unexpected answer`);
      return null;
    }
    return parsed.data;
  } catch {
    env.warn(timeout.aborted ? `[cashier] card acquirer ${name}: time-out after ${ACQUIRER_TIMEOUT_MS} ms` : `[cashier] card acquirer ${name}: call failed`);
    return null;
  }
}

const randomToken = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The three payloads of SPEC 7: acquirer A's PKey, acquirer B's HFTOKEN and the CSE payload, in parallel.
 * A saved card sends its CVV encrypted for each acquirer with a key.
 */
export async function encryptCard(input: EncryptInput, keys: readonly CseKey[], env: AcquirerEnv, signal?: AbortSignal): Promise<AcquirerPayloads> {
  if (input.kind === 'token') return encryptCvv(keys, input.cvv);
  const mm = String(input.expiry.month).padStart(2, '0');
  const yyyy = String(input.expiry.year);
  const merchant = acquirerAMerchant(input.legislation);
  const [a, b, cse] = await Promise.all([
    postForm(
      env,
      'A',
      ACQUIRER_A_STORE_PATH,
      {
        M: merchant.merchantId,
        Statickey: merchant.staticKey,
        b1: input.number,
        b3: mm,
        b4: yyyy,
        b5: input.cvv,
        g1: randomToken(),
        '3ds_getinfos': '1',
      },
      acquirerA,
      signal,
    ),
    postForm(
      env,
      'B',
      ACQUIRER_B_TOKENIZE_PATH,
      {
        CARDCODE: input.number,
        CARDVALIDITYDATE: `${mm}/${yyyy.slice(2)}`,
        CARDCVV: input.cvv,
        APIKEYID: acquirerBApiKeyId(),
      },
      acquirerB,
      signal,
    ),
    encryptNewCard(keys, { number: input.number, month: input.expiry.month, year: input.expiry.year, cvv: input.cvv }),
  ]);
  return { [ACQUIRER_A]: a?.PKey ?? null, [ACQUIRER_B]: b?.HFTOKEN ?? null, [ACQUIRER_CSE]: cse };
}

/** POST /kong/v6/me/deposits/card (new card) or /card/token (saved card), SPEC 3 body. */
export async function createCardDeposit(api: ApiClient, input: CardDepositInput, env: PageEnv, signal?: AbortSignal): Promise<CardResponseLike> {
  const { correlationId } = input;
  const returnUrl = callbackReturnUrl(env.origin, { method: 'CARD', amount: input.amount });
  const common = {
    type: input.card.type,
    bin: input.card.bin,
    lastDigits: input.card.lastDigits,
    expiry: input.card.expiry,
    payloads: input.payloads,
    returnUrl,
    scheme: input.scheme,
    selectionType: input.selectionType,
    availableSchemes: input.availableSchemes,
  };
  const token = input.tokenId !== null;
  const detail = token ? tokenCardDetail({ ...common, tokenId: input.tokenId! }) : newCardDetail(common);
  const body = buildDepositRequest({
    amount: input.amount,
    method: 'CARD',
    correlationId,
    browserInfo: browserInfoFrom(env.browser, true),
    storeToken: !token && input.card.remember,
    detail,
  });
  return sendDeposit(api, token ? '/kong/v6/me/deposits/card/token' : '/kong/v6/me/deposits/card', cardDepositResponse, correlationId, () => body, signal);
}

/** GET /kong/v4/me/transactions/{id}/context once ready: read like a card deposit answer. */
export async function fetchCardTransactionResult(api: ApiClient, transactionId: string, signal?: AbortSignal): Promise<CardResponseLike> {
  if (!transactionId) throw new ApiFailure('MALFORMED', null, 'no transaction id');
  return api.get(`/kong/v4/me/transactions/${encodeURIComponent(transactionId)}/context`, cardDepositResponse, { signal });
}
