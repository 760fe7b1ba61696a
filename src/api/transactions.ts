// The transaction poll (SPEC 7): HEAD /kong/v4/me/transactions/{id} answers X-Transaction-IsReady and
// X-Poll-Interval. One call for the card 3DS2 polling, the mobile money polling and the callback.
import type { TransactionCheck } from '../../machines/transaction-polling.machine';
import { isReadyHeader, pollIntervalHeader } from '../domain/transactions';
import type { ApiClient } from './client';

export async function checkTransaction(api: ApiClient, transactionId: string, signal?: AbortSignal): Promise<TransactionCheck> {
  const headers = await api.head(`/kong/v4/me/transactions/${encodeURIComponent(transactionId)}`, { signal });
  return { ready: isReadyHeader(headers.get('X-Transaction-IsReady')), intervalMs: pollIntervalHeader(headers.get('X-Poll-Interval')) };
}
