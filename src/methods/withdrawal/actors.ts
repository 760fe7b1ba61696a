// The side effects of the withdrawal fragment (machines/withdrawal.machine.ts): its calls.
// Loaded on demand, with the flow (src/app/lazy-flow.ts).
import { fromPromise } from 'xstate';
import { withdrawalMachine, type AddIbanInput } from '../../../machines/withdrawal.machine';
import type { ApiClient } from '../../api/client';
import { fetchEligibility } from '../../api/eligibility';
import { addIban, cancelWithdrawal, fetchPendingWithdrawals } from './api';

export function provideWithdrawalMachine(api: ApiClient) {
  return withdrawalMachine.provide({
    actors: {
      fetchPendingWithdrawals: fromPromise(({ signal }) => fetchPendingWithdrawals(api, signal)),
      cancelWithdrawal: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => cancelWithdrawal(api, input.id, signal)),
      addIban: fromPromise(({ input, signal }: { input: AddIbanInput; signal: AbortSignal }) => addIban(api, input, signal)),
      // The balance the header shows comes from the eligibility answer (SPEC 3), as at the start.
      fetchBalance: fromPromise(async ({ signal }) => (await fetchEligibility(api, signal)).balance),
    },
  });
}
