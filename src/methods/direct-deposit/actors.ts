// The side effect of the direct methods' flow (machines/direct-deposit.machine.ts): the deposit call's send.
// Loaded on demand, with the flow (src/app/lazy-flow.ts).
import { fromPromise } from 'xstate';
import { depositCallMachine, sendOf, type DepositSendInput } from '../../../machines/deposit-call.machine';
import { directDepositMachine, type DirectDepositRequest } from '../../../machines/direct-deposit.machine';
import type { ApiClient } from '../../api/client';
import { createDirectDeposit, type PageEnv } from '../../api/direct-deposits';

export function provideDirectDepositMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return directDepositMachine.provide({
    actors: {
      depositCall: depositCallMachine.provide({
        actors: {
          send: fromPromise(
            ({ input, signal }: { input: DepositSendInput; signal: AbortSignal }): Promise<unknown> =>
              createDirectDeposit(api, sendOf<DirectDepositRequest>(input), pageEnv(), signal),
          ),
        },
      }),
    },
  });
}
