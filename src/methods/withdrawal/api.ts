// Withdrawal calls (SPEC 7 adds x-correlation-id on /me/withdrawals and /me/withdrawal/options,
// client.ts): GET /kong/v6/me/withdrawals?status=pending, DELETE /kong/v6/me/withdrawals/{id} (cancel),
// POST /kong/v2/me/withdrawal/options/iban (the add-new-IBAN dialog). Paths and bodies: docs/decisions.md
// "Withdrawal fragments"; the contract: sandbox/contract/withdrawals.schema.json, withdrawal-iban.request.
import * as z from 'zod/mini';
import type { AddIbanInput } from '../../../machines/withdrawal.machine';
import { ibanCountry, normaliseIban } from './rules';
import type { PendingWithdrawal } from '../../domain/withdrawal';
import type { ApiClient } from '../../api/client';

export const WITHDRAWALS_PATH = '/kong/v6/me/withdrawals';
export const IBAN_PATH = '/kong/v2/me/withdrawal/options/iban';

export const withdrawalsResponse = z.object({
  withdrawals: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      created_date: z.string(),
      iban: z.nullable(z.string()),
      cancellable: z.boolean(),
    }),
  ),
});

export async function fetchPendingWithdrawals(api: ApiClient, signal?: AbortSignal): Promise<PendingWithdrawal[]> {
  const res = await api.get(WITHDRAWALS_PATH, withdrawalsResponse, { signal, searchParams: { status: 'pending' } });
  return res.withdrawals.map((w) => ({ id: w.id, amount: w.amount, createdDate: w.created_date, iban: w.iban, cancellable: w.cancellable }));
}

export function cancelWithdrawal(api: ApiClient, id: string, signal?: AbortSignal): Promise<void> {
  return api.delete(`${WITHDRAWALS_PATH}/${encodeURIComponent(id)}`, { signal });
}

/** The body: the IBAN in its electronic format and its country code. */
export const ibanRequest = (input: AddIbanInput) => ({ iban: normaliseIban(input.iban), country_code: ibanCountry(input.iban) });

export function addIban(api: ApiClient, input: AddIbanInput, signal?: AbortSignal): Promise<void> {
  return api.postNoContent(IBAN_PATH, { signal, json: ibanRequest(input) });
}
