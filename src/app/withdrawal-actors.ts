// The side effects of the withdrawal fragment (machines/withdrawal.machine.ts): its three calls.
// Loaded on demand, with the flow (src/app/lazy-flow.ts).
import { fromPromise } from 'xstate';
import { withdrawalMachine, type AddIbanInput } from '../../machines/withdrawal.machine';
import type { ApiClient } from '../api/client';
import { addIban, cancelWithdrawal, fetchPendingWithdrawals } from '../api/withdrawals';

export function provideWithdrawalMachine(api: ApiClient) {
  return withdrawalMachine.provide({
    actors: {
      fetchPendingWithdrawals: fromPromise(({ signal }) => fetchPendingWithdrawals(api, signal)),
      cancelWithdrawal: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => cancelWithdrawal(api, input.id, signal)),
      addIban: fromPromise(({ input, signal }: { input: AddIbanInput; signal: AbortSignal }) => addIban(api, input, signal)),
    },
  });
}
