import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authTokens, eligibility, featureFlags, lastSuccessfulDeposit } from '../src/api/schemas';
import { buildServer } from './server';
import type { FaultEndpoint, FaultKind, ProfileInput } from './profile';
import { ELIGIBILITY, FEATURES, LAST_SUCCESSFUL, createSession, exchange, get, login, refresh } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const SCHEMAS = { 'single-use': authTokens, refresh: authTokens, eligibility, 'last-successful': lastSuccessfulDeposit, featureflipping: featureFlags };

/** Calls the endpoint of a player whose profile carries the fault. */
async function call(endpoint: FaultEndpoint, kind: FaultKind) {
  const profile: ProfileInput = { faults: { [endpoint]: kind }, last_deposit: { payment_method: 'CARD', amount: 17 } };
  if (endpoint === 'single-use') return exchange(app, await createSession(app, profile));
  const pair = await login(app, profile);
  if (endpoint === 'refresh') return refresh(app, pair.refresh_token);
  const url = { eligibility: ELIGIBILITY, 'last-successful': LAST_SUCCESSFUL, featureflipping: `${FEATURES}?feature_names=a` }[endpoint];
  return get(app, url, { token: pair.access_token });
}

const ENDPOINTS: FaultEndpoint[] = ['single-use', 'refresh', 'eligibility', 'last-successful', 'featureflipping'];

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
