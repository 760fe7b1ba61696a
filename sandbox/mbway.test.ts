// The sandbox's MB Way (docs/sandbox.md "MB Way"): the phone number chooses the outcome, the MB Way app
// answers 3 s after the call (fake timers), app-to-app only when the body enables it, the saved token must
// be the player's, and the simulated MB Way app approves a request and returns to the app.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, exampleOf } from './contract';
import type { ProfileInput } from './profile';
import { openedByDevice } from './mbway';
import { buildServer } from './server';
import { get, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
  vi.useRealTimers();
});

const MBWAY = '/kong/v6/me/deposits/mbway';
const PT: ProfileInput = { legislation: 'PT', currency: 'EUR', language: 'pt', tokens: [{ type: 'MBWAY', phone_number: '+351912345678' }] };
let n = 0;
const byPhone = (digits: string, appToApp = false) => ({
  ...(exampleOf('deposit-mbway.request') as object),
  detail: {
    phone_number: `+351${digits}`,
    create_mandate: false,
    enable_app_to_app: appToApp,
    ...(appToApp ? { return_url: '/callback?method=MBWAY&amount=30' } : {}),
  },
});
const byToken = (tokenId: string) => ({ ...(exampleOf('deposit-mbway-token.request') as object), detail: { token_id: tokenId, enable_app_to_app: false } });
const send = (path: string, body: object, token: string) => post(app, path, body, { token, correlationId: `corr-mbway-${++n}` });

async function statusOf(token: string, uid: string) {
  const res = await get(app, `/kong/v4/me/deposits/status?transaction_uid=${uid}`, { token });
  return res.json() as { status: string; reason: string | null };
}

describe('POST /kong/v6/me/deposits/mbway', () => {
  it('an ordinary number: pending, then approved in the MB Way app after 3 s', async () => {
    const { access_token } = await login(app, PT);
    const res = await send(MBWAY, byPhone('912345678'), access_token);
    expect(res.statusCode).toBe(200);
    const body = contract('deposit-response').parse(res.json());
    expect(body.status).toBe('pending');
    vi.advanceTimersByTime(2999);
    expect((await statusOf(access_token, body.transaction_uid)).status).toBe('pending');
    vi.advanceTimersByTime(1);
    expect((await statusOf(access_token, body.transaction_uid)).status).toBe('success');
  });

  it.each([
    ['912345102', 'failure', 'EXPIRED'],
    ['912345103', 'failure', 'CUSTOMER_ABORTED'],
    ['912345200', 'pending', null],
  ])('number %s: pending, then %s after 3 s', async (digits, status, reason) => {
    const { access_token } = await login(app, PT);
    const uid = (await send(MBWAY, byPhone(digits), access_token)).json().transaction_uid;
    vi.advanceTimersByTime(3000);
    expect(await statusOf(access_token, uid)).toEqual({ status, reason });
  });

  it('…101 is refused at once; …500 succeeds at once', async () => {
    const { access_token } = await login(app, PT);
    expect((await send(MBWAY, byPhone('912345101'), access_token)).json()).toMatchObject({ status: 'refused' });
    expect((await send(MBWAY, byPhone('912345500'), access_token)).json()).toMatchObject({ status: 'success' });
  });

  it('…300 redirects to the MB Way app only when the body enables app-to-app', async () => {
    const { access_token } = await login(app, PT);
    const redirect = (await send(MBWAY, byPhone('912345300', true), access_token)).json();
    expect(redirect).toMatchObject({ status: 'redirect' });
    // Absolute: a native app opens it as it is (docs/bridge-integration.md).
    expect(redirect.transaction_context.redirect_url).toBe(`http://localhost:80/sandbox/provider/mbway-app?transaction_uid=${redirect.transaction_uid}`);
    expect((await send(MBWAY, byPhone('912345300', false), access_token)).json()).toMatchObject({ status: 'pending' });
  });

  it('app-to-app: the MB Way app approves and returns to the return_url with the transaction', async () => {
    const { access_token } = await login(app, PT);
    const uid = (await send(MBWAY, byPhone('912345300', true), access_token)).json().transaction_uid;
    const page = await app.inject({ method: 'GET', url: `/sandbox/provider/mbway-app?transaction_uid=${uid}` });
    expect(page.body).toContain(uid);
    expect(page.body).toContain('+351912345300');
    const decided = await app.inject({
      method: 'POST',
      url: '/sandbox/provider/mbway-app',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `transaction_uid=${uid}&decision=approve`,
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`/callback?method=MBWAY&amount=30&transaction_uid=${uid}`);
    expect((await statusOf(access_token, uid)).status).toBe('success');
  });

  it('a number that is not +351 and 9 digits breaks the contract: 400 naming /detail/phone_number', async () => {
    const { access_token } = await login(app, PT);
    const res = await send(
      MBWAY,
      { ...byPhone('912345678'), detail: { phone_number: '912345678', create_mandate: false, enable_app_to_app: false } },
      access_token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('/detail/phone_number');
  });

  it('the bodies received are listed for the player, as sent', async () => {
    const { access_token, session } = await login(app, PT);
    const body = byPhone('912345678');
    await send(MBWAY, body, access_token);
    const list = await app.inject({ method: 'GET', url: `/sandbox/players/${session.player_id}/mbway-requests` });
    expect(list.json()).toEqual([{ path: MBWAY, body }]);
  });
});

describe('POST /kong/v6/me/deposits/mbway/token', () => {
  it("the player's own MB Way token: pending, then approved", async () => {
    const { access_token } = await login(app, PT);
    const res = await send(`${MBWAY}/token`, byToken('tok_mbway_1'), access_token);
    expect(res.json()).toMatchObject({ status: 'pending' });
    vi.advanceTimersByTime(3000);
    expect((await statusOf(access_token, res.json().transaction_uid)).status).toBe('success');
  });

  it('a token the player does not have: 400', async () => {
    const { access_token } = await login(app, PT);
    const res = await send(`${MBWAY}/token`, byToken('tok_card_9'), access_token);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('/detail/token_id');
  });
});

describe('the simulated MB Way app', () => {
  it('lists a request left pending and declines it', async () => {
    const { access_token } = await login(app, PT);
    const uid = (await send(MBWAY, byPhone('912345200'), access_token)).json().transaction_uid;
    const page = await app.inject({ method: 'GET', url: '/sandbox/provider/mbway-app' });
    expect(page.body).toContain(uid);
    const decided = await app.inject({
      method: 'POST',
      url: '/sandbox/provider/mbway-app',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `transaction_uid=${uid}&decision=decline`,
    });
    expect(decided.statusCode).toBe(303);
    expect(await statusOf(access_token, uid)).toEqual({ status: 'failure', reason: 'CUSTOMER_ABORTED' });
  });
});

describe('the MB Way app returns to a native app through its deep link (SPEC 7)', () => {
  it('opens the deposit deep link as the phone and the app would: its redirect; any other URL as it is', () => {
    expect(openedByDevice('kestrelsports://deposit?redirect=https%3A%2F%2Fcashier.example%2Fcallback%3Fmethod%3DMBWAY%26amount%3D30')).toBe(
      'https://cashier.example/callback?method=MBWAY&amount=30',
    );
    expect(openedByDevice('orbitturf://deposit?redirect=%2Fcallback%3Fmethod%3DMBWAY')).toBe('/callback?method=MBWAY');
    expect(openedByDevice('https://cashier.example/callback?method=MBWAY')).toBe('https://cashier.example/callback?method=MBWAY');
  });
});
