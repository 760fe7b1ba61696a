// The real side effects, provided to the pure machines (DESIGN 3). Tests provide stubs instead.
import { fromPromise } from 'xstate';
import { contextInitMachine, type TokenExchangeInput } from '../../machines/context-init.machine';
import { depositMachine } from '../../machines/deposit.machine';
import { eligibilityMachine } from '../../machines/eligibility.machine';
import { callbackMachine } from '../../machines/callback.machine';
import { paymentMeansMachine, type WalletCheckRequest } from '../../machines/payment-means.machine';
import { fetchDepositStatus, type PageEnv } from '../api/direct-deposits';
import { fetchMeans } from '../api/means';
import { FEATURE_FLAGS } from '../domain/feature-flags';
import type { FlowKind } from '../domain/methods';
import { provideBannerMachine } from './banner-actors';
import { provideDepositMonitor } from './monitor-actors';
import { lazyFlow, type LazyFlow } from './lazy-flow';
import { exchangeSingleUseToken } from '../api/auth';
import type { ApiClient } from '../api/client';
import { fetchLastDeposit } from '../api/deposits';
import { fetchEligibility } from '../api/eligibility';
import { fetchFeatureFlags } from '../api/feature-flags';
import type { SessionStore } from '../api/session-store';
import { APP_VERSION } from './config';
import { readPageSession } from './page-session';
import { providePolling } from './polling-actors';

export function provideDepositMachine(api: ApiClient, store: SessionStore) {
  // Each method flow's code (machines, encryption, stream client) is its own chunk, fetched on first use.
  const flows: Record<FlowKind, LazyFlow> = {
    card: lazyFlow(() => import('./card-actors').then((m) => m.provideCardMachine(api, pageEnv))),
    mobileMoney: lazyFlow(() => import('./mobile-money-actors').then((m) => m.provideMobileMoneyMachine(api, pageEnv))),
    direct: lazyFlow(() => import('./direct-actors').then((m) => m.provideDirectDepositMachine(api, pageEnv))),
    blik: lazyFlow(() => import('./blik-actors').then((m) => m.provideBlikMachine(api, pageEnv))),
    // Wallets (issue 14): each its own chunk.
    applePay: lazyFlow(() => import('./apple-pay-actors').then((m) => m.provideApplePayMachine(api, pageEnv))),
    googlePay: lazyFlow(() => import('./google-pay-actors').then((m) => m.provideGooglePayMachine(api, pageEnv))),
  };
  return depositMachine.provide({
    actors: {
      contextInit: contextInitMachine.provide({
        actors: {
          readSession: fromPromise(() => readPageSession(store, api)),
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
        actors: {
          fetchMeans: fromPromise(({ signal }) => fetchMeans(api, signal)),
          // Wallets (issue 14): the eligibility check's code loads only when a wallet is among the means.
          checkWallets: fromPromise(({ input, signal }: { input: WalletCheckRequest; signal: AbortSignal }) =>
            import('./google-pay-actors').then((m) => m.checkWallets(input, signal)),
          ),
        },
      }),
      callback: callbackMachine.provide({
        actors: {
          // The callback's polling flow: the transaction's HEAD, then its deposit status.
          transactionPolling: providePolling(api, fetchDepositStatus),
          depositMonitor: provideDepositMonitor(api),
        },
      }),
      banner: provideBannerMachine(api),
      card: flows.card.logic,
      mobileMoney: flows.mobileMoney.logic,
      direct: flows.direct.logic,
      blik: flows.blik.logic,
      applePay: flows.applePay.logic,
      googlePay: flows.googlePay.logic,
      loadFlow: fromPromise(({ input }: { input: { kind: FlowKind } }) => flows[input.kind].load()),
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
  };
}
