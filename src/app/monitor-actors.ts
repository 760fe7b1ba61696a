// The deposit monitoring over the realtime stream (machines/deposit-monitor.machine.ts), provided by
// src/app for the mobile money flow and the callback's gordon flow. The stream client itself loads on
// demand (src/sync).
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { depositMonitorMachine, type SubscribeInput } from '../../machines/deposit-monitor.machine';
import type { ApiClient } from '../api/client';
import { subscribeDeposit, watchPage } from '../sync';
import { syncBaseUrl } from './config';

export function provideDepositMonitor(api: ApiClient) {
  return depositMonitorMachine.provide({
    actors: {
      subscribeDeposit: fromCallback<AnyEventObject, SubscribeInput>(({ input, sendBack }) =>
        subscribeDeposit({ baseUrl: syncBaseUrl(), accessToken: () => api.accessToken(), warn: (m) => console.warn(m) }, input.depositId, (e) => sendBack(e)),
      ),
      watchPage: fromCallback<AnyEventObject>(({ sendBack }) => watchPage((e) => sendBack(e))),
      refreshToken: fromPromise(() => api.refreshSession()),
    },
  });
}
