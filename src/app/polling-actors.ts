// The shared transaction polling (machines/transaction-polling.machine.ts) with its HEAD call and the
// result fetch its parent reads: the deposit status (mobile money, callback) or the card's context.
import { fromPromise } from 'xstate';
import { transactionPollingMachine, type CheckInput } from '../../machines/transaction-polling.machine';
import type { ApiClient } from '../api/client';
import { checkTransaction } from '../api/transactions';

type Fetch = (api: ApiClient, transactionId: string, signal: AbortSignal) => Promise<unknown>;
type Args = { input: { transactionId: string }; signal: AbortSignal };

export function providePolling(api: ApiClient, fetchResult: Fetch) {
  return transactionPollingMachine.provide({
    actors: {
      checkTransaction: fromPromise(({ input, signal }: { input: CheckInput; signal: AbortSignal }) =>
        checkTransaction(api, input.transactionId, input.query, signal),
      ),
      fetchResult: fromPromise<unknown, { transactionId: string }>(({ input, signal }: Args) => fetchResult(api, input.transactionId, signal)),
    },
  });
}
