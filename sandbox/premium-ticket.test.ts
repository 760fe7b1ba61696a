// The sandbox's premium ticket issuer (docs/sandbox.md "Premium ticket"): the code's last four digits
// choose the outcome, a ticket is spent once, the contract checks the body.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract, exampleOf } from './contract';
import type { ProfileInput } from './profile';
import { buildServer } from './server';
import { get, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const TICKET = '/kong/v6/me/deposits/premiumticket';
const FR: ProfileInput = { legislation: 'FR', currency: 'EUR', language: 'fr', payment_methods: ['CARD', 'PREMIUM_TICKET'] };
let n = 0;
const byCode = (code: string, amount = 20) => ({ ...(exampleOf('deposit-premiumticket.request') as object), amount, detail: { code } });
const send = (token: string, body: object) => post(app, TICKET, body, { token, correlationId: `intent-${++n}` });

describe('POST /kong/v6/me/deposits/premiumticket', () => {
  it('an ordinary code is accepted at once (success, deposit credited); the same code again is already used', async () => {
    const { access_token } = await login(app, FR);
    const first = contract('deposit-response').parse((await send(access_token, byCode('4000123412345678'))).json());
    expect(first.status).toBe('success');
    const status = await get(app, `/kong/v4/me/deposits/status?transaction_uid=${first.transaction_uid}`, { token: access_token });
    expect(status.json().status).toBe('success');
    const again = (await send(access_token, byCode('4000123412345678'))).json();
    expect(again).toMatchObject({ status: 'refused', refused_reason: 'DEP_VoucherAlreadyUsed' });
  });

  it.each([
    ['4000123412341001', 'refused', 'DEP_VoucherInvalid'],
    ['4000123412341002', 'refused', 'DEP_VoucherAlreadyUsed'],
    ['4000123412341003', 'refused', 'DEP_VoucherExpired'],
    ['4000123412342000', 'pending', undefined],
  ])('code %s: %s %s', async (code, status, reason) => {
    const { access_token } = await login(app, FR);
    const body = (await send(access_token, byCode(code))).json();
    expect(body.status).toBe(status);
    expect(body.refused_reason).toBe(reason);
  });

  it('a code that is not 16 digits, or a saved token asked for, breaks the contract (400)', async () => {
    const { access_token } = await login(app, FR);
    expect((await send(access_token, byCode('1234'))).json().field).toBe('/detail/code');
    expect((await send(access_token, { ...byCode('4000123412345678'), store_token: true })).json().field).toBe('/store_token');
  });

  it('a profile listing PREMIUM_TICKET offers it as a new mean', async () => {
    const { access_token } = await login(app, FR);
    const options = (await get(app, '/kong/v2/me/deposit/options', { token: access_token })).json();
    expect(options.payment_means.map((m: { payment_method: string }) => m.payment_method)).toContain('PREMIUM_TICKET');
  });
});
