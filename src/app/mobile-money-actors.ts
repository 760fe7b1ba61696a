// The side effects of the mobile money flow, the transaction polling and the deposit monitoring
// (machines/mobile-money.machine.ts and its children), provided by src/app.
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { depositMonitorMachine, type SubscribeInput } from '../../machines/deposit-monitor.machine';
import { mobileMoneyMachine, type MobileMoneyDepositInput } from '../../machines/mobile-money.machine';
import { transactionPollingMachine } from '../../machines/transaction-polling.machine';
import type { ApiClient } from '../api/client';
import { fetchDepositStatus, type PageEnv } from '../api/direct-deposits';
import { checkTransaction, createMobileMoneyDeposit } from '../api/mobile-money';
import type { MomoResponseLike } from '../domain/mobile-money';
import { subscribeDeposit, watchPage } from '../sync';

/** Where the realtime sync service answers: same origin unless VITE_SYNC_BASE says otherwise. */
const syncBaseUrl = (): string => import.meta.env.VITE_SYNC_BASE ?? window.location.origin;

export function provideDepositMonitor(api: ApiClient) {
  return depositMonitorMachine.provide({
    actors: {
      subscribeDeposit: fromCallback<AnyEventObject, SubscribeInput>(({ input, sendBack }) =>
        subscribeDeposit(
          { baseUrl: syncBaseUrl(), accessToken: () => api.accessToken(), warn: (m) => console.warn(m) },
          input.depositId,
          (e) => sendBack(e),
        ),
      ),
      watchPage: fromCallback<AnyEventObject>(({ sendBack }) => watchPage((e) => sendBack(e))),
      refreshToken: fromPromise(() => api.refreshSession()),
    },
  });
}

export function provideMobileMoneyMachine(api: ApiClient, pageEnv: () => PageEnv) {
  return mobileMoneyMachine.provide({
    actors: {
      createMobileMoneyDeposit: fromPromise(({ input, signal }: { input: MobileMoneyDepositInput; signal: AbortSignal }): Promise<MomoResponseLike> =>
        createMobileMoneyDeposit(api, input, pageEnv(), signal),
      ),
      depositMonitor: provideDepositMonitor(api),
      transactionPolling: transactionPollingMachine.provide({
        actors: {
          checkTransaction: fromPromise(({ input, signal }: { input: { transactionId: string }; signal: AbortSignal }) =>
            checkTransaction(api, input.transactionId, signal),
          ),
          fetchDepositStatus: fromPromise(({ input, signal }: { input: { transactionId: string }; signal: AbortSignal }) =>
            fetchDepositStatus(api, input.transactionId, signal),
          ),
        },
      }),
    },
  });
}
