// The sandbox's BLIK bank (docs/sandbox.md "BLIK"): the code chooses the outcome, the bank answers
// 3 s after the call (fake timers), the one-click token must be the player's, the contract checks the
// bodies, and the simulated banking app confirms a payment left pending.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, exampleOf } from './contract';
import type { ProfileInput } from './profile';
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

const BLIK = '/kong/v6/me/deposits/blik';
const byCode = (code: string, amount = 100) => ({ ...(exampleOf('deposit-blik.request') as object), amount, detail: { code } });
const oneClick = (tokenId: string) => ({ ...(exampleOf('deposit-blik-token.request') as object), detail: { token_id: tokenId } });
const PL: ProfileInput = { legislation: 'PL', currency: 'PLN', language: 'pl', tokens: [{ type: 'BLIK' }] };

async function statusOf(token: string, uid: string) {
  const res = await get(app, `/kong/v4/me/deposits/status?transaction_uid=${uid}`, { token });
  return res.json() as { status: string; reason: string | null };
}

describe('POST /kong/v6/me/deposits/blik', () => {
  it('an ordinary code: pending, then confirmed by the bank after 3 s', async () => {
    const { access_token } = await login(app, PL);
    const res = await post(app, BLIK, byCode('777123'), { token: access_token });
    expect(res.statusCode).toBe(200);
    const body = contract('deposit-response').parse(res.json());
    expect(body.status).toBe('pending');
    expect((await statusOf(access_token, body.transaction_uid)).status).toBe('pending');
    vi.advanceTimersByTime(2999);
    expect((await statusOf(access_token, body.transaction_uid)).status).toBe('pending');
    vi.advanceTimersByTime(1);
    expect((await statusOf(access_token, body.transaction_uid)).status).toBe('success');
  });

  it.each([
    ['777102', 'failure', 'EXPIRED'],
    ['777103', 'failure', 'CUSTOMER_ABORTED'],
    ['777200', 'pending', null],
  ])('code %s: pending, then %s after 3 s', async (code, status, reason) => {
    const { access_token } = await login(app, PL);
    const uid = (await post(app, BLIK, byCode(code), { token: access_token })).json().transaction_uid;
    vi.advanceTimersByTime(3000);
    expect(await statusOf(access_token, uid)).toEqual({ status, reason });
  });

  it('code …101 is refused at once; …500 succeeds at once', async () => {
    const { access_token } = await login(app, PL);
    expect((await post(app, BLIK, byCode('777101'), { token: access_token, correlationId: 'intent-101' })).json()).toMatchObject({ status: 'refused' });
    // Another intent: another correlation id (one id is one deposit, sandbox/idempotency.ts).
    expect((await post(app, BLIK, byCode('777500'), { token: access_token, correlationId: 'intent-500' })).json()).toMatchObject({ status: 'success' });
  });

  it('a code that is not 6 digits breaks the contract: 400 naming /detail/code', async () => {
    const { access_token } = await login(app, PL);
    const res = await post(app, BLIK, byCode('12345'), { token: access_token });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('/detail/code');
  });
});

describe('POST /kong/v6/me/deposits/blik/token (one-click)', () => {
  it("the player's own BLIK token: pending, then confirmed", async () => {
    const { access_token } = await login(app, PL);
    const res = await post(app, `${BLIK}/token`, oneClick('tok_blik_1'), { token: access_token });
    expect(res.json()).toMatchObject({ status: 'pending' });
    vi.advanceTimersByTime(3000);
    expect((await statusOf(access_token, res.json().transaction_uid)).status).toBe('success');
  });

  it('a token the player does not have: 400', async () => {
    const { access_token } = await login(app, PL);
    const res = await post(app, `${BLIK}/token`, oneClick('tok_card_9'), { token: access_token });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('/detail/token_id');
  });
});

describe('the simulated banking app', () => {
  it('lists a payment left pending and confirms it', async () => {
    const { access_token } = await login(app, PL);
    const uid = (await post(app, BLIK, byCode('777200'), { token: access_token })).json().transaction_uid;
    const page = await app.inject({ method: 'GET', url: '/sandbox/provider/blik-bank' });
    expect(page.body).toContain(uid);
    const decided = await app.inject({
      method: 'POST',
      url: '/sandbox/provider/blik-bank',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `transaction_uid=${uid}&decision=confirm`,
    });
    expect(decided.statusCode).toBe(303);
    expect((await statusOf(access_token, uid)).status).toBe('success');
  });
});
