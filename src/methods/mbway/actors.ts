// The side effects of the MB Way flow (machines/mbway.machine.ts): the deposit call's send and the wait's
// transaction polling. Loaded on demand, with the flow (src/app/lazy-flow.ts).
import { fromPromise } from 'xstate';
import { depositCallMachine, sendOf, type DepositSendInput } from '../../../machines/deposit-call.machine';
import { mbwayMachine, type MbwayDepositRequest } from '../../../machines/mbway.machine';
import type { ApiClient } from '../../api/client';
import { fetchDepositStatus, type PageEnv } from '../../api/direct-deposits';
import { createMbwayDeposit } from './api';
import { providePolling } from '../../app/polling-actors';

export function provideMbwayMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return mbwayMachine.provide({
    actors: {
      depositCall: depositCallMachine.provide({
        actors: {
          send: fromPromise(
            ({ input, signal }: { input: DepositSendInput; signal: AbortSignal }): Promise<unknown> =>
              createMbwayDeposit(api, sendOf<MbwayDepositRequest>(input), pageEnv(), signal),
          ),
        },
      }),
      transactionPolling: providePolling(api, fetchDepositStatus),
    },
  });
}
