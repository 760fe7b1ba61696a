import { clientTokenResponse } from '../src/api/paypal-client-token';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import { messagesResponse, missionsResponse } from './contract/parsers';
import { depositResponse, depositStatus } from './contract/parsers';
import { depositOptions, paymentMethodsResponse, tokensResponse } from './contract/parsers';
import { authTokens, eligibility, featureFlags, lastSuccessfulDeposit } from './contract/parsers';
import { RESULT_READ_ENDPOINTS } from './faults';
import { buildServer } from './server';
import { FAULT_ENDPOINTS, type FaultEndpoint, type FaultKind } from './fault-specs';
import type { ProfileInput } from './profile';
import {
  DEPOSIT_STATUS,
  ELIGIBILITY,
  FEATURES,
  LAST_SUCCESSFUL,
  OPTIONS,
  PAYMENT_METHODS,
  TOKENS,
  createSession,
  depositBody,
  depositUrl,
  exchange,
  get,
  login,
  post,
  refresh,
} from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const SCHEMAS = {
  'single-use': authTokens,
  refresh: authTokens,
  eligibility,
  'last-successful': lastSuccessfulDeposit,
  featureflipping: featureFlags,
  options: depositOptions,
  'payment-methods': paymentMethodsResponse,
  tokens: tokensResponse,
  deposit: depositResponse,
  'deposit-status': depositStatus,
  messages: messagesResponse,
  missions: missionsResponse,
  /** The opt-in answers 204 with no body: any JSON body is off the wire. */
  optin: zm.undefined(),
  'paypal-auth-token': clientTokenResponse,
  /** Apple's merchant session, an object passed through as is. */
  'applepay-session': zm.record(zm.string(), zm.unknown()),
} satisfies Record<Exclude<FaultEndpoint, (typeof RESULT_READ_ENDPOINTS)[number]>, unknown>;

const GET_URLS = {
  eligibility: ELIGIBILITY,
  'last-successful': LAST_SUCCESSFUL,
  featureflipping: `${FEATURES}?feature_names=a`,
  options: OPTIONS,
  'payment-methods': PAYMENT_METHODS,
  tokens: TOKENS,
  'deposit-status': `${DEPOSIT_STATUS}?transaction_uid=any`,
  messages: '/kong/v2/me/messages',
  missions: '/kong/v2/me/missions',
  'paypal-auth-token': '/kong/v1/transactions/providers/braintree/auth-token',
  'applepay-session': '/kong/v4/transactions/applepay/session',
} as const;

/** Calls the endpoint of a player whose profile carries the fault. */
async function call(endpoint: keyof typeof SCHEMAS, kind: FaultKind) {
  const profile: ProfileInput = { faults: { [endpoint]: kind }, last_deposit: { payment_method: 'CARD', amount: 17 } };
  if (endpoint === 'single-use') return exchange(app, await createSession(app, profile));
  const pair = await login(app, profile);
  if (endpoint === 'refresh') return refresh(app, pair.refresh_token);
  if (endpoint === 'optin') {
    const url = `/kong/v1/me/missions/deposit-mission-${pair.session.player_id}/optin`;
    return app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${pair.access_token}` } });
  }
  if (endpoint === 'deposit') return post(app, depositUrl('paysafecard'), depositBody('paysafecard'), { token: pair.access_token });
  return get(app, GET_URLS[endpoint], { token: pair.access_token });
}

/** The result reads (HEAD poll, card context, stream) have their own tests: sandbox/faults-reads.test.ts. */
const ENDPOINTS = FAULT_ENDPOINTS.filter((e): e is keyof typeof SCHEMAS => !(RESULT_READ_ENDPOINTS as readonly string[]).includes(e));

describe.each(ENDPOINTS)('faults on %s', (endpoint) => {
  it('http500: 500 payment.internal.error', async () => {
    const res = await call(endpoint, 'http500');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error_code: 'payment.internal.error', message: expect.any(String) });
  });

  it('http401: 401 unauthorized', async () => {
    const res = await call(endpoint, 'http401');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_code: 'unauthorized', message: expect.any(String) });
  });

  it('malformed: 200 with a body that is not JSON', async () => {
    const res = await call(endpoint, 'malformed');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('incomplete: 200 with JSON that fails the wire schema', async () => {
    const res = await call(endpoint, 'incomplete');
    expect(res.statusCode).toBe(200);
    expect(SCHEMAS[endpoint].safeParse(res.json()).success).toBe(false);
  });
});

it('a fault can be switched off on a live player (PATCH /sandbox/players/{id})', async () => {
  const pair = await login(app, { faults: { eligibility: 'http500' } });
  expect((await get(app, ELIGIBILITY, { token: pair.access_token })).statusCode).toBe(500);
  const patch = await app.inject({ method: 'PATCH', url: `/sandbox/players/${pair.session.player_id}`, payload: { faults: {} } });
  expect(patch.statusCode).toBe(200);
  expect((await get(app, ELIGIBILITY, { token: pair.access_token })).statusCode).toBe(200);
});

describe('timeout faults', () => {
  it('tokens: timeout answers the normal body only after 5 s (the app gives up at 3000 ms)', async () => {
    const pair = await login(app, { faults: { tokens: 'timeout' }, tokens: [{ type: 'CARD' }] });
    const started = Date.now();
    const res = await get(app, TOKENS, { token: pair.access_token });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(res.statusCode).toBe(200);
    expect(tokensResponse.parse(res.json()).tokens).toHaveLength(1);
  }, 10_000);

  it('other endpoints are not delayed by a tokens timeout', async () => {
    const pair = await login(app, { faults: { tokens: 'timeout' } });
    // Ordering, not timing: the options answer arrives while the delayed tokens call is still open.
    const tokens = get(app, TOKENS, { token: pair.access_token }).then(() => 'tokens' as const);
    const options = get(app, OPTIONS, { token: pair.access_token }).then((r) => (r.statusCode === 200 ? 'options' : 'options-failed'));
    expect(await Promise.race([tokens, options])).toBe('options');
    expect(await tokens).toBe('tokens');
  }, 10_000);
});
