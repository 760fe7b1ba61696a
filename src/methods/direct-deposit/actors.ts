// The side effect of the direct methods' flow (machines/direct-deposit.machine.ts): the deposit call.
// Loaded on demand, with the flow (src/app/lazy-flow.ts).
import { fromPromise } from 'xstate';
import { directDepositMachine, type DirectDepositInput } from '../../../machines/direct-deposit.machine';
import type { ApiClient } from '../../api/client';
import { createDirectDeposit, type PageEnv } from '../../api/direct-deposits';
import type { DepositResponseLike } from '../../domain/deposit-outcome';

export function provideDirectDepositMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return directDepositMachine.provide({
    actors: {
      createDeposit: fromPromise(
        ({ input, signal }: { input: DirectDepositInput; signal: AbortSignal }): Promise<DepositResponseLike> =>
          createDirectDeposit(api, input, pageEnv(), signal),
      ),
    },
  });
}
