// The side effects of the mobile money flow and the transaction polling (machines/mobile-money.machine.ts
// and its children), provided by src/app. Loaded on demand, with the flow (src/app/lazy-flow.ts).
import { fromPromise } from 'xstate';
import { depositCallMachine, sendOf, type DepositSendInput } from '../../../machines/deposit-call.machine';
import { mobileMoneyMachine, type MobileMoneyDepositRequest } from '../../../machines/mobile-money.machine';
import type { ApiClient } from '../../api/client';
import { fetchDepositStatus, type PageEnv } from '../../api/direct-deposits';
import { createMobileMoneyDeposit } from './api';
import { provideDepositMonitor } from '../../app/monitor-actors';
import { providePolling } from '../../app/polling-actors';

export function provideMobileMoneyMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return mobileMoneyMachine.provide({
    actors: {
      depositCall: depositCallMachine.provide({
        actors: {
          send: fromPromise(
            ({ input, signal }: { input: DepositSendInput; signal: AbortSignal }): Promise<unknown> =>
              createMobileMoneyDeposit(api, sendOf<MobileMoneyDepositRequest>(input), pageEnv(), signal),
          ),
        },
      }),
      depositMonitor: provideDepositMonitor(api),
      transactionPolling: providePolling(api, fetchDepositStatus),
    },
  });
}
