// The provider's return (SPEC 4 Callback): the callback machine with its polling and realtime monitoring.
// Loaded on demand, only on a callback page (src/app/actors.ts): not in the amount page's first bytes.
import { callbackMachine } from '../../machines/callback.machine';
import type { ApiClient } from '../api/client';
import { fetchDepositStatus } from '../api/direct-deposits';
import { provideDepositMonitor } from './monitor-actors';
import { providePolling } from './polling-actors';

export function provideCallbackMachine(api: ApiClient) {
  return callbackMachine.provide({
    actors: {
      // The callback's polling flow: the transaction's HEAD, then its deposit status.
      transactionPolling: providePolling(api, fetchDepositStatus),
      depositMonitor: provideDepositMonitor(api),
    },
  });
}
