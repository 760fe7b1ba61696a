// The real side effects, provided to the pure machines (DESIGN 3). Tests provide stubs instead.
import { fromPromise } from 'xstate';
import { contextInitMachine, type TokenExchangeInput } from '../../machines/context-init.machine';
import { depositMachine, FEATURE_FLAGS } from '../../machines/deposit.machine';
import { eligibilityMachine } from '../../machines/eligibility.machine';
import { exchangeSingleUseToken } from '../api/auth';
import type { ApiClient } from '../api/client';
import { fetchLastDeposit } from '../api/deposits';
import { fetchEligibility } from '../api/eligibility';
import { fetchFeatureFlags } from '../api/feature-flags';
import type { SessionStore } from '../api/session-store';
import { APP_VERSION } from './config';
import { readPageSession } from './page-session';

export function provideDepositMachine(api: ApiClient, store: SessionStore) {
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
      fetchLastDeposit: fromPromise(({ signal }) => fetchLastDeposit(api, signal)),
      fetchFeatureFlags: fromPromise(({ signal }) => fetchFeatureFlags(api, FEATURE_FLAGS, APP_VERSION, signal)),
    },
  });
}
