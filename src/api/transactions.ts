// The transaction poll (SPEC 7): HEAD /kong/v4/me/transactions/{id} answers X-Transaction-IsReady and
// X-Poll-Interval. One call for the card 3DS2 polling, the mobile money polling and the callback.
import type { TransactionCheck, TransactionPollQuery } from '../../machines/transaction-polling.machine';
import { isReadyHeader, pollIntervalHeader } from '../domain/transactions';
import type { ApiClient } from './client';
import { ApiFailure } from '../domain/failures';

/** `query`: SPEC 7's status and status_detail, sent when the flow knows them (the card's 3DS2 wait). */
export async function checkTransaction(
  api: ApiClient,
  transactionId: string,
  query: TransactionPollQuery | null,
  signal?: AbortSignal,
): Promise<TransactionCheck> {
  const searchParams = query ? { status: query.status, status_detail: query.status_detail } : undefined;
  const headers = await api.head(`/kong/v4/me/transactions/${encodeURIComponent(transactionId)}`, { signal, searchParams });
  const ready = isReadyHeader(headers.get('X-Transaction-IsReady'));
  // An answer without its header (an empty or foreign 200) is not "not ready": it is not an answer.
  if (ready === null) throw new ApiFailure('MALFORMED', null, 'transaction poll answered without X-Transaction-IsReady');
  return { ready, intervalMs: pollIntervalHeader(headers.get('X-Poll-Interval')) };
}
