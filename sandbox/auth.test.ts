import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, authTokens } from './contract/parsers';
import { buildServer } from './server';
import { ELIGIBILITY, createSession, decodeClaims, exchange, get, jwtPayload, login, refresh } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

describe('GET /kong/v3/single-use/{id}', () => {
  it('exchanges the single-use token once for a signed JWT with the SPEC 3 claims', async () => {
    const s = await createSession(app, { legislation: 'PT', platform: 'ANDROID', universe: 'casino', brand: 'orbit' });
    const first = await exchange(app, s);
    expect(first.statusCode).toBe(200);
    const pair = authTokens.parse(first.json());
    const header = JSON.parse(Buffer.from(pair.access_token.split('.')[0] ?? '', 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = decodeClaims(pair.access_token);
    expect(claims).toMatchObject({
      sub: s.player_id,
      plt: 'ANDROID',
      iss: 'orbitplay.pt',
      cur: 'EUR',
      lng: 'pt',
      unv: 'casino',
      rzn: 'PT',
      brn: 'orbit',
    });
    const now = Math.floor(Date.now() / 1000);
    expect(claims!.exp - now).toBeGreaterThan(890);
    expect(claims!.nbf).toBeLessThanOrEqual(now);
    expect(jwtPayload(pair.access_token).iat).toBeTypeOf('number');

    // Neither the launch refresh token nor the session's current one reopens a used id.
    for (const refresh_token of [s.refresh_token, pair.refresh_token]) {
      const second = await exchange(app, { token: s.token, refresh_token });
      expect(second.statusCode).toBe(401);
      expect(second.json()).toEqual({ error_code: 'payment.session.invalid', message: expect.any(String) });
    }
  });

  it('refuses a refresh token that is not the session one, without burning the single-use id', async () => {
    const s = await createSession(app);
    const wrong = await exchange(app, { token: s.token, refresh_token: 'not-the-one' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error_code).toBe('payment.session.invalid');
    expect((await exchange(app, s)).statusCode).toBe(200);
  });

  it('refuses an unknown id and needs no auth header', async () => {
    const res = await exchange(app, { token: 'nope', refresh_token: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(apiError.parse(res.json()).error_code).toBe('payment.session.invalid');
  });

  it('hands back a new refresh token: the one of the app URL is spent', async () => {
    const { refresh_token, session } = await login(app);
    expect(refresh_token).not.toBe(session.refresh_token);
    expect((await refresh(app, session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(app, refresh_token)).statusCode).toBe(200);
  });
});

describe('POST /kong/v1/refresh', () => {
  it('rotates: a new working pair, and the old refresh token stops working', async () => {
    const first = await login(app, { legislation: 'FR' });
    const res = await refresh(app, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = authTokens.parse(res.json());
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.access_token).not.toBe(first.access_token);
    expect(decodeClaims(next.access_token)?.sub).toBe(first.session.player_id);
    expect((await get(app, ELIGIBILITY, { token: next.access_token })).statusCode).toBe(200);

    const again = await refresh(app, first.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error_code: 'payment.session.invalid', message: expect.any(String) });
    expect((await refresh(app, next.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 to a missing, empty, non-JSON or unknown refresh token', async () => {
    expect((await refresh(app, undefined)).statusCode).toBe(401);
    expect((await refresh(app, '')).statusCode).toBe(401);
    expect((await refresh(app, 'unknown')).statusCode).toBe(401);
    const text = await app.inject({ method: 'POST', url: '/kong/v1/refresh', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(text.statusCode).toBe(401);
    const emptyJson = await app.inject({ method: 'POST', url: '/kong/v1/refresh', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(emptyJson.statusCode).toBe(401);
    expect(emptyJson.json().error_code).toBe('payment.session.invalid');
  });

  it('does not need a valid access token', async () => {
    const { refresh_token } = await login(app, { access_token_ttl_seconds: 0 });
    const res = await app.inject({
      method: 'POST',
      url: '/kong/v1/refresh',
      headers: { authorization: 'Bearer garbage' },
      payload: { refresh_token },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('token lifetimes', () => {
  it('ttl 0: the first access token is already expired (401), the refreshed one works', async () => {
    const first = await login(app, { access_token_ttl_seconds: 0 });
    const claims = decodeClaims(first.access_token)!;
    expect(claims.exp).toBeLessThan(Date.now() / 1000);
    expect(claims.nbf).toBeLessThan(claims.exp);
    const expired = await get(app, ELIGIBILITY, { token: first.access_token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error_code: 'unauthorized', message: expect.any(String) });

    const res = await refresh(app, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = authTokens.parse(res.json());
    expect(decodeClaims(next.access_token)!.exp - Date.now() / 1000).toBeGreaterThan(890);
    expect((await get(app, ELIGIBILITY, { token: next.access_token })).statusCode).toBe(200);
  });

  it('a short positive ttl is honoured for the first token only', async () => {
    const first = await login(app, { access_token_ttl_seconds: 30 });
    const ttl = decodeClaims(first.access_token)!.exp - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThan(25);
    expect(ttl).toBeLessThanOrEqual(30);
  });

  it('session_expired: expired access token and refresh answers 401', async () => {
    const s = await login(app, { session_expired: true });
    expect((await get(app, ELIGIBILITY, { token: s.access_token })).statusCode).toBe(401);
    const res = await refresh(app, s.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(apiError.parse(res.json()).error_code).toBe('payment.session.invalid');
  });

  it('a token signed by another server (another secret) is refused', async () => {
    const other = await buildServer({ distDir: null });
    try {
      const foreign = await login(other);
      expect((await get(app, ELIGIBILITY, { token: foreign.access_token })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
