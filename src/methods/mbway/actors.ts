// The side effects of the MB Way flow (machines/mbway.machine.ts): the deposit call and the wait's
// transaction polling. Loaded on demand, with the flow (src/app/lazy-flow.ts).
import { fromPromise } from 'xstate';
import { mbwayMachine, type MbwayDepositInput } from '../../../machines/mbway.machine';
import type { ApiClient } from '../../api/client';
import { fetchDepositStatus, type PageEnv } from '../../api/direct-deposits';
import { createMbwayDeposit } from './api';
import type { MbwayResponseLike } from './rules';
import { providePolling } from '../../app/polling-actors';

export function provideMbwayMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return mbwayMachine.provide({
    actors: {
      createMbwayDeposit: fromPromise(({ input, signal }: { input: MbwayDepositInput; signal: AbortSignal }): Promise<MbwayResponseLike> =>
        createMbwayDeposit(api, input, pageEnv(), signal),
      ),
      transactionPolling: providePolling(api, fetchDepositStatus),
    },
  });
}
