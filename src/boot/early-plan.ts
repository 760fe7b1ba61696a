// The amount page's first calls, as the early start (early-start.ts) makes them before the bundle runs:
// the GETs the loading machines make once the token is exchanged (SPEC 4 Context init, SPEC 7), each
// with its exact path and query, so the app's client finds the pending answer by method and URL.
// src/boot/early-start.test.ts checks this list against the requests the app's own api functions make:
// a call added, removed or changed there and not here fails it (a mismatch would only cost a
// duplicate request, never a wrong answer).
import { FEATURE_FLAGS } from '../domain/feature-flags';
import { appVersionForFlags } from '../api/feature-flags';

const CORRELATED = ['/me/deposits', '/me/withdrawals', '/me/payment-methods', '/me/deposit/options', '/me/withdrawal/options'];

export function earlyCalls(appVersion: string): { path: string; correlated: boolean }[] {
  const flags = new URLSearchParams();
  for (const name of FEATURE_FLAGS) flags.append('feature_names', name);
  flags.set('version', appVersionForFlags(appVersion));
  return [
    // What the amount page waits for first: the payment means (src/api/means.ts), eligibility, last
    // deposit and the flags; the banner last, as it does not hold the page. On HTTP/1.1 the browser runs
    // six at once per origin (with the catalog, seven wait to show the page): the order is the queue's.
    '/kong/v2/me/deposit/options',
    '/kong/v7/me/payment-methods/deposit',
    '/kong/v7/me/tokens/deposit',
    '/kong/v6/me/deposits/eligibility',
    '/kong/v6/me/deposits/last-successful',
    `/kong/v2/featureflipping?${flags.toString()}`,
    '/kong/v2/me/messages',
    '/kong/v2/me/missions',
  ].map((path) => ({
    path,
    // The client adds one on these paths (src/api/client.ts); the saved tokens' call adds its own (src/api/means.ts).
    correlated: CORRELATED.some((p) => path.includes(p)) || path === '/kong/v7/me/tokens/deposit',
  }));
}

/** The first calls whose answers list the means: a wallet named there starts the wallets' preload (early-start.ts). */
export const WALLET_WATCH = ['/kong/v2/me/deposit/options', '/kong/v7/me/payment-methods/deposit'] as const;
