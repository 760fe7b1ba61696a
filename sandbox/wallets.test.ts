// The sandbox's wallets (docs/sandbox.md "Apple Pay and Google Pay"): the merchant session, the
// two deposit endpoints with their test-card outcomes, the stand-in scripts. Expectations by hand from
// SPEC 3 (detail.token, store_token false), SPEC 7 (the calls and their answers) and docs/sandbox.md.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract, exampleOf } from './contract';
import { buildServer } from './server';
import { DEPOSIT_STATUS, depositUrl, get, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const body = (method: 'applepay' | 'googlepay', card: string, amount = 50) => ({
  ...(exampleOf(`deposit-${method}.request`) as Record<string, unknown>),
  amount,
  correlation_id: `corr-${method}-${card}-${amount}`,
  detail: { token: `{"signedMessage":"sandbox-card:${card}"}` },
});

describe.each(['applepay', 'googlepay'] as const)('POST /kong/v6/me/deposits/%s', (method) => {
  it.each([
    ['visa-success', 'success', null],
    ['mastercard-refused', 'refused', 'payment.insufficientfunds'],
    ['visa-pending', 'pending', null],
    ['unknown-card', 'refused', 'payment.insufficientfunds'],
  ])('test card %s: %s', async (card, status, reason) => {
    const { access_token } = await login(app, { legislation: 'FR' });
    const res = await post(app, depositUrl(method), body(method, card), { token: access_token });
    expect(res.statusCode).toBe(200);
    const answer = contract('deposit-response').parse(res.json());
    expect(answer.status).toBe(status);
    expect(answer.refused_reason ?? null).toBe(reason);
    expect(answer.transaction_uid).toBeTruthy();
    const read = await get(app, `${DEPOSIT_STATUS}?transaction_uid=${answer.transaction_uid}`, { token: access_token });
    expect(read.json().status.toLowerCase()).toBe(status === 'refused' ? 'failure' : status);
  });

  it('store_token true is refused by the contract (SPEC 3: store_token false)', async () => {
    const { access_token } = await login(app, { legislation: 'FR' });
    const res = await post(app, depositUrl(method), { ...body(method, 'visa-success'), store_token: true }, { token: access_token });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('/store_token');
  });
});

describe('Apple Pay merchant session and the stand-in scripts', () => {
  it('GET /kong/v4/transactions/applepay/session answers a merchant session to the player, 401 without a bearer', async () => {
    const { access_token } = await login(app, { legislation: 'FR' });
    const res = await get(app, '/kong/v4/transactions/applepay/session', { token: access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ merchantSessionIdentifier: expect.any(String), signature: expect.any(String) });
    expect((await get(app, '/kong/v4/transactions/applepay/session')).statusCode).toBe(401);
  });

  it.each(['/sandbox/googlepay/pay.js', '/sandbox/applepay/stand-in.js'])('%s is served with the test cards', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('"visa-success"');
    expect(res.body).not.toContain('__SANDBOX_CARDS__');
  });
});
