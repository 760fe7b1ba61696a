import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READY_MADE_PLAYERS } from './players';
import { buildServer } from './server';
import { createSession, decodeClaims, login } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('POST /sandbox/sessions', () => {
  it('creates a session with the defaults (FR, fr, EUR, web, sports, kestrel)', async () => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/sessions' });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toEqual({
      player_id: expect.stringMatching(/^\d+$/),
      token: expect.any(String),
      refresh_token: expect.any(String),
      app_url: expect.stringMatching(/^\/\?/),
      webview_url: expect.stringMatching(/^\/sandbox\/webview\?/),
    });
    expect(query(s.app_url)).toEqual({ token: s.token, refreshtoken: s.refresh_token });
    const { access_token } = await login(app);
    expect(decodeClaims(access_token)).toMatchObject({ rzn: 'FR', lng: 'fr', cur: 'EUR', plt: 'web', unv: 'sports', brn: 'kestrel', iss: 'kestrelbet.fr' });
  });

  it('puts the URL options of SPEC 7 in app_url', async () => {
    const s = await createSession(app, {
      url_success: '/sandbox/return?outcome=success',
      url_back: 'https://www.kestrelbet.fr/back',
      show_header: false,
      is_dark: true,
      embed_confirmation: true,
      first_deposit: true,
      apple_pay: true,
    });
    const q = query(s.app_url);
    expect(q).toMatchObject({
      url_success: '/sandbox/return?outcome=success',
      show_header: 'false',
      is_dark: 'true',
      embed_confirmation: 'true',
      is_first_deposit: 'true',
      apple_pay: 'true',
    });
    expect(q).toMatchObject({ token: s.token, refreshtoken: s.refresh_token, url_back: 'https://www.kestrelbet.fr/back' });
  });

  it('webview_url frames app_url with the profile platform (iOS for a web profile)', async () => {
    const android = await createSession(app, { platform: 'ANDROID' });
    const w = new URL(android.webview_url, 'http://x');
    expect(w.pathname).toBe('/sandbox/webview');
    expect(w.searchParams.get('platform')).toBe('ANDROID');
    expect(w.searchParams.get('src')).toBe(android.app_url);
    const web = await createSession(app);
    expect(new URL(web.webview_url, 'http://x').searchParams.get('platform')).toBe('IOS');
  });

  it('derives language and currency from the legislation unless given', async () => {
    const cd = await login(app, { legislation: 'CD' });
    expect(decodeClaims(cd.access_token)).toMatchObject({ rzn: 'CD', cur: 'CDF', lng: 'fr', iss: 'kestrelbet.cd' });
    const custom = await login(app, { legislation: 'PL', language: 'en', currency: 'EUR', site: 'pl.example' });
    expect(decodeClaims(custom.access_token)).toMatchObject({ rzn: 'PL', cur: 'EUR', lng: 'en', iss: 'pl.example' });
  });

  it.each([
    [{ legislation: 'XX' }, 'legislation'],
    [{ currency: 'GBP' }, 'currency'],
    [{ platform: 'ios' }, 'platform'],
    [{ balance: -1 }, 'balance'],
    [{ balance: '50' }, 'balance'],
    [{ eligibility: { reason: 'x' } }, 'eligibility.eligible'],
    [{ limits: { user_limits: [{ type: 'yearly', value: 1 }] } }, 'limits.user_limits.0.type'],
    [{ faults: { eligibility: 'http302' } }, 'faults.eligibility'],
    [{ faults: { nowhere: 'http500' } }, 'faults'],
    [{ access_token_ttl_seconds: 1.5 }, 'access_token_ttl_seconds'],
    [{ legislaton: 'FR' }, 'legislaton'],
    [[1, 2], '(profile)'],
  ])('400 payment.bad.request on a bad profile %j', async (payload, field) => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/sessions', payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_code: 'payment.bad.request', message: expect.stringContaining(field) });
  });

  it('400 on a body that is not JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/sessions', headers: { 'content-type': 'application/json' }, payload: '{"legislation":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('payment.bad.request');
  });
});

describe('ready-made players', () => {
  it('covers every market and the unhappy scenarios, each a valid profile', async () => {
    const keys = READY_MADE_PLAYERS.map((p) => p.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'FR',
        'PT',
        'PL',
        'COM',
        'CI',
        'TG',
        'SN',
        'BJ',
        'CD',
        'ineligible',
        'expired-session',
        'short-lived-token',
        'eligibility-failure',
      ]),
    );
    for (const p of READY_MADE_PLAYERS) expect((await app.inject({ method: 'POST', url: '/sandbox/sessions', payload: p.profile })).statusCode).toBe(201);
    const listed = await app.inject({ method: 'GET', url: '/sandbox/players' });
    expect(listed.json().map((p: { key: string }) => p.key)).toEqual(keys);
  });
});
