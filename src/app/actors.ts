// The real side effects, provided to the pure machines (DESIGN 3). Tests provide stubs instead.
import { fromPromise } from 'xstate';
import { contextInitMachine, type TokenExchangeInput } from '../../machines/context-init.machine';
import { depositMachine, FEATURE_FLAGS } from '../../machines/deposit.machine';
import { eligibilityMachine } from '../../machines/eligibility.machine';
import { callbackMachine } from '../../machines/callback.machine';
import { paymentMeansMachine } from '../../machines/payment-means.machine';
import { transactionPollingMachine } from '../../machines/transaction-polling.machine';
import type { CreateDepositInput } from '../../machines/deposit.machine';
import { createDirectDeposit, fetchDepositStatus, type PageEnv } from '../api/direct-deposits';
import { fetchMeans } from '../api/means';
import { checkTransaction } from '../api/transactions';
import type { DepositResponseLike } from '../domain/deposit-outcome';
import { provideBannerMachine } from './banner-actors';
import { provideDepositMonitor } from './monitor-actors';
import { lazyFlow } from './lazy-flow';
import { exchangeSingleUseToken } from '../api/auth';
import type { ApiClient } from '../api/client';
import { fetchLastDeposit } from '../api/deposits';
import { fetchEligibility } from '../api/eligibility';
import { fetchFeatureFlags } from '../api/feature-flags';
import type { SessionStore } from '../api/session-store';
import { APP_VERSION } from './config';
import { readPageSession } from './page-session';

export function provideDepositMachine(api: ApiClient, store: SessionStore) {
  // Each method flow's code (machines, encryption, stream client) is its own chunk, fetched on first use.
  const card = lazyFlow(() => import('./card-actors').then((m) => m.provideCardMachine(api, pageEnv)));
  const mobileMoney = lazyFlow(() => import('./mobile-money-actors').then((m) => m.provideMobileMoneyMachine(api, pageEnv)));
  return depositMachine.provide({
    actors: {
      contextInit: contextInitMachine.provide({
        actors: {
          readSession: fromPromise(async () => readPageSession(store)),
          exchangeToken: fromPromise(async ({ input, signal }: { input: TokenExchangeInput; signal: AbortSignal }) => {
            const tokens = await exchangeSingleUseToken(api, input.token, input.refreshToken, signal);
            store.save(tokens.access_token, tokens.refresh_token);
            return { accessToken: tokens.access_token };
          }),
        },
      }),
      eligibility: eligibilityMachine.provide({
        actors: { fetchEligibility: fromPromise(({ signal }) => fetchEligibility(api, signal)) },
      }),
      paymentMeans: paymentMeansMachine.provide({
        actors: { fetchMeans: fromPromise(({ signal }) => fetchMeans(api, signal)) },
      }),
      callback: callbackMachine.provide({
        actors: {
          // The callback's polling flow: the transaction's HEAD, then its deposit status.
          transactionPolling: transactionPollingMachine.provide({
            actors: {
              checkTransaction: fromPromise(({ input, signal }: { input: { transactionId: string }; signal: AbortSignal }) =>
                checkTransaction(api, input.transactionId, signal),
              ),
              fetchResult: fromPromise<unknown, { transactionId: string }>(({ input, signal }: { input: { transactionId: string }; signal: AbortSignal }) =>
                fetchDepositStatus(api, input.transactionId, signal),
              ),
            },
          }),
          depositMonitor: provideDepositMonitor(api),
        },
      }),
      banner: provideBannerMachine(api),
      mobileMoney: mobileMoney.logic,
      cardFlow: card.logic,
      loadFlow: fromPromise(({ input }: { input: { method: string } }) => (input.method === 'CARD' ? card : mobileMoney).load()),
      createDeposit: fromPromise(
        ({ input, signal }: { input: CreateDepositInput; signal: AbortSignal }): Promise<DepositResponseLike> =>
          createDirectDeposit(api, input, pageEnv(), signal),
      ),
      fetchLastDeposit: fromPromise(({ signal }) => fetchLastDeposit(api, signal)),
      fetchFeatureFlags: fromPromise(({ signal }) => fetchFeatureFlags(api, FEATURE_FLAGS, APP_VERSION, signal)),
    },
  });
}

/** What a deposit call reads from the page: its origin (for the return URL) and the browser. */
function pageEnv(): PageEnv {
  return {
    origin: window.location.origin,
    browser: {
      userAgent: navigator.userAgent,
      language: navigator.language,
      colorDepth: screen.colorDepth,
      screenHeight: screen.height,
      screenWidth: screen.width,
      timezoneOffset: new Date().getTimezoneOffset(),
    },
    newCorrelationId: () => crypto.randomUUID(),
  };
}
