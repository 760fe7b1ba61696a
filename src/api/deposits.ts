// Deposit history calls: GET /kong/v6/me/deposits/last-successful (204 when the player never deposited).
import type { LastDeposit } from '../../machines/deposit.types';
import type { ApiClient } from './client';
import { lastSuccessfulDeposit } from './schemas';

export async function fetchLastDeposit(api: ApiClient, signal?: AbortSignal): Promise<LastDeposit | null> {
  const d = await api.getOptional('/kong/v6/me/deposits/last-successful', lastSuccessfulDeposit, { signal });
  return d && { paymentMethod: d.payment_method, amount: d.amount, createdDate: d.created_date };
}
