// The side effects of the BLIK flow (machines/blik.machine.ts): the deposit call and the wait's
// transaction polling. Loaded on demand, with the flow (src/app/lazy-flow.ts).
import { fromPromise } from 'xstate';
import { blikMachine, type BlikDepositInput } from '../../../machines/blik.machine';
import { createBlikDeposit } from './api';
import type { ApiClient } from '../../api/client';
import { fetchDepositStatus, type PageEnv } from '../../api/direct-deposits';
import type { BlikResponseLike } from './rules';
import { providePolling } from '../../app/polling-actors';

export function provideBlikMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return blikMachine.provide({
    actors: {
      createBlikDeposit: fromPromise(({ input, signal }: { input: BlikDepositInput; signal: AbortSignal }): Promise<BlikResponseLike> =>
        createBlikDeposit(api, input, pageEnv(), signal),
      ),
      transactionPolling: providePolling(api, fetchDepositStatus),
    },
  });
}
