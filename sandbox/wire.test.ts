import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from './server';
import { ELIGIBILITY, FEATURES, LAST_SUCCESSFUL, get, login } from './test-helpers';
import { needsBearer, needsCorrelationId } from './wire';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

describe('rules of the wire', () => {
  it('knows which paths need a bearer token and a correlation id', () => {
    expect(needsBearer('/kong/v6/me/deposits/eligibility')).toBe(true);
    expect(needsBearer('/kong/v2/me/messages')).toBe(true);
    expect(needsBearer('/kong/v2/featureflipping')).toBe(true);
    expect(needsBearer('/kong/v3/single-use/abc')).toBe(false);
    expect(needsBearer('/kong/v1/refresh')).toBe(false);
    expect(needsBearer('/sandbox/sessions')).toBe(false);
    expect(needsCorrelationId('/kong/v6/me/deposits/eligibility')).toBe(true);
    expect(needsCorrelationId('/kong/v2/me/deposit/options')).toBe(true);
    expect(needsCorrelationId('/kong/v7/me/payment-methods/deposit')).toBe(true);
    expect(needsCorrelationId('/kong/v2/featureflipping')).toBe(false);
  });

  it.each([ELIGIBILITY, LAST_SUCCESSFUL, FEATURES])('%s: 401 unauthorized without, with a malformed or a badly signed token', async (url) => {
    const { access_token } = await login(app);
    const [header, payload] = access_token.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const res of [
      await get(app, url),
      await get(app, url, { token: 'not-a-jwt' }),
      await get(app, url, { token: tampered }),
      await app.inject({ method: 'GET', url, headers: { authorization: access_token, 'x-correlation-id': 'c' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error_code: 'unauthorized', message: expect.any(String) });
    }
    expect((await get(app, url, { token: access_token })).statusCode).toBeLessThan(300);
  });

  it('400 payment.bad.request without X-Correlation-Id on eligibility and last-successful', async () => {
    const { access_token } = await login(app);
    for (const url of [ELIGIBILITY, LAST_SUCCESSFUL]) {
      const res = await get(app, url, { token: access_token, correlationId: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error_code: 'payment.bad.request', message: expect.stringContaining('X-Correlation-Id') });
    }
    const ok = await get(app, ELIGIBILITY, { token: access_token, correlationId: 'abc-123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-correlation-id']).toBe('abc-123');
  });

  it('featureflipping needs no correlation id', async () => {
    const { access_token } = await login(app);
    expect((await get(app, `${FEATURES}?feature_names=a`, { token: access_token, correlationId: null })).statusCode).toBe(200);
  });

  it('checks auth before routing: an unknown /me path is 401 without a token, 404 with one', async () => {
    const { access_token } = await login(app);
    expect((await get(app, '/kong/v9/me/nothing')).statusCode).toBe(401);
    const res = await get(app, '/kong/v9/me/nothing', { token: access_token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_code: 'not.found', message: expect.any(String) });
  });
});
