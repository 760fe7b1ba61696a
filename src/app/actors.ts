// The real side effects, provided to the pure machines (DESIGN 3). Tests provide stubs instead.
import { fromPromise, type AnyActorLogic } from 'xstate';
import { contextInitMachine, type TokenExchangeInput } from '../../machines/context-init.machine';
import { depositMachine } from '../../machines/deposit.machine';
import { eligibilityMachine } from '../../machines/eligibility.machine';
import { paymentMeansMachine, type WalletCheckRequest } from '../../machines/payment-means.machine';
import type { SessionSources } from '../../machines/context-init.machine';
import type { WalletState } from '../domain/default-mean';
import { paypalClientTokenMachine } from '../../machines/paypal-client-token.machine';
import { fetchPayPalClientToken } from '../api/paypal-client-token';
import type { ClientTokenRequest } from '../domain/paypal-means';
import type { PageEnv } from '../api/direct-deposits';
import { fetchMeans } from '../api/means';
import { FEATURE_FLAGS } from '../domain/feature-flags';
import { FLOW_KINDS, type FlowKind } from '../domain/methods';
import { provideBannerMachine } from './banner-actors';
import { lazyFlow, type LazyFlow } from './lazy-flow';
import { manifestPath, type MethodFlow } from './method-modules';
import { exchangeSingleUseToken } from '../api/auth';
import type { ApiClient } from '../api/client';
import { fetchLastDeposit } from '../api/deposits';
import { fetchEligibility } from '../api/eligibility';
import { fetchFeatureFlags } from '../api/feature-flags';
import type { SessionStore } from '../api/session-store';
import { APP_VERSION, googlePayScriptUrl } from './config';
import { googlePayThroughBridge } from '../domain/context';
import { preloadScript } from './preload';
import { readPageSession } from './page-session';

/** Each method module's flow.ts (method-modules.ts): small, its flow's code loads on first use. */
const METHOD_FLOWS = import.meta.glob<MethodFlow>('../methods/*/flow.ts', { eager: true, import: 'default' });

/**
 * Where the page runs: the browser (the default) or the server's first screen (src/server/render.tsx),
 * which reads the request instead of the page and follows SPEC's server rules.
 */
export interface PageSide {
  /** The launch URL kept by the early start (src/boot/early-start.ts), whose tokens have left the address bar. */
  launchHref?: string;
  /** The front server exchanged the launch tokens of this page (server/front.ts). */
  launchedThroughServer?: boolean;
  /** What the page was opened with; the browser's page-session.ts by default. */
  readSession?: () => Promise<SessionSources>;
  /** The wallets' check on this device (SPEC 4); the browser's by default. */
  checkWallets?: (input: WalletCheckRequest, signal: AbortSignal) => Promise<WalletState>;
  /** The banner fetch's time-out (SPEC 7: 3000 ms in the browser, 150 ms on the server). */
  bannerTimeoutMs?: number;
}

export function provideDepositMachine(api: ApiClient, store: SessionStore, side: PageSide = {}) {
  const { launchHref } = side;
  // Each method flow's code (machines, encryption, stream client) is its own chunk, fetched on first use; which
  // code pays a flow is its module's flow.ts (method-modules.ts), one per flow of the registry.
  const flows = Object.fromEntries(FLOW_KINDS.map((kind) => [kind, lazyFlow(() => loadFlowCode(kind))])) as Record<FlowKind, LazyFlow>;
  const loadFlowCode = (kind: FlowKind): Promise<AnyActorLogic> => {
    const flow = METHOD_FLOWS[manifestPath(kind, 'flow')];
    return flow ? flow(api, pageEnv) : Promise.reject(new Error(`the flow ${kind} has no method module`));
  };
  const callback = lazyFlow(() => import('./callback-actors').then((m) => m.provideCallbackMachine(api)));
  return depositMachine.provide({
    actors: {
      contextInit: contextInitMachine.provide({
        actors: {
          // On a provider's return the callback's code is loaded with the page's session (a failed load
          // takes the page-load failure path); anywhere else it never loads.
          readSession: fromPromise(async () => {
            const session = await (side.readSession ? side.readSession() : readPageSession(store, api, launchHref, side.launchedThroughServer));
            if (session.callback) await callback.load();
            return session;
          }),
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
          // The new PayPal mean's client token (SPEC 4 PayPal), asked for by the means machine itself.
          paypalClientToken: paypalClientTokenMachine.provide({
            actors: {
              fetchClientToken: fromPromise(({ input, signal }: { input: ClientTokenRequest; signal: AbortSignal }) =>
                fetchPayPalClientToken(api, input, signal),
              ),
            },
          }),
          // Wallets: the eligibility check's code loads only when a wallet is among the means.
          checkWallets: fromPromise(({ input, signal }: { input: WalletCheckRequest; signal: AbortSignal }) => {
            if (side.checkWallets) return side.checkWallets(input, signal);
            // The Google Pay script downloads while the check's chunk loads: one round trip, not two.
            if (input.googlePayEnabled && input.app && !googlePayThroughBridge(input.app)) preloadScript(googlePayScriptUrl());
            return import('./wallet-eligibility-actors').then((m) => m.checkWallets(input, signal));
          }),
        },
      }),
      callback: callback.logic,
      banner: provideBannerMachine(api, side.bannerTimeoutMs),
      // The root's `flow` child in each flow's state, by the flow's name.
      ...(Object.fromEntries(FLOW_KINDS.map((kind) => [kind, flows[kind].logic])) as Record<FlowKind, AnyActorLogic>),
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
