// The side effects of the BLIK flow (machines/blik.machine.ts): the deposit call's send and the wait's
// transaction polling. Loaded on demand, with the flow (src/app/lazy-flow.ts).
import { fromPromise } from 'xstate';
import { blikMachine, type BlikDepositRequest } from '../../../machines/blik.machine';
import { depositCallMachine, sendOf, type DepositSendInput } from '../../../machines/deposit-call.machine';
import { createBlikDeposit } from './api';
import type { ApiClient } from '../../api/client';
import { fetchDepositStatus, type PageEnv } from '../../api/direct-deposits';
import { providePolling } from '../../app/polling-actors';

export function provideBlikMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return blikMachine.provide({
    actors: {
      depositCall: depositCallMachine.provide({
        actors: {
          send: fromPromise(
            ({ input, signal }: { input: DepositSendInput; signal: AbortSignal }): Promise<unknown> =>
              createBlikDeposit(api, sendOf<BlikDepositRequest>(input), pageEnv(), signal),
          ),
        },
      }),
      transactionPolling: providePolling(api, fetchDepositStatus),
    },
  });
}
