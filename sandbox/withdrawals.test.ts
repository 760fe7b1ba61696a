// The sandbox's withdrawal calls (routes/withdrawals.ts; docs/sandbox.md "Withdrawals"): the pending list
// from the profile, the cancel (204, the money back in the balance), the add-new-IBAN POST checked
// against its contract and ISO 13616, the SPEC 8 codes of `refusals`, and x-correlation-id (SPEC 7).
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract } from './contract';
import { buildServer } from './server';
import { get, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const LIST = '/kong/v6/me/withdrawals?status=pending';
const IBAN = '/kong/v2/me/withdrawal/options/iban';
const del = (url: string, token: string, correlationId: string | null = 'corr-1') =>
  app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}`, ...(correlationId ? { 'x-correlation-id': correlationId } : {}) } });
const PROFILE = {
  legislation: 'FR' as const,
  balance: 42.5,
  tokens: [{ type: 'BANK_ACCOUNT' as const, iban: 'FR7630006000011234567890189' }],
  withdrawals: { pending: [{ amount: 50 }, { amount: 120.5, cancellable: false }] },
};

describe('withdrawals', () => {
  it('lists the pending withdrawals of the profile, conforming to the contract, paid to the saved IBAN (masked)', async () => {
    const { access_token } = await login(app, PROFILE);
    const res = await get(app, LIST, { token: access_token });
    expect(res.statusCode).toBe(200);
    const body = contract<{ withdrawals: any[] }>('withdrawals').parse(res.json());
    expect(body.withdrawals.map((w) => [w.id, w.amount, w.currency, w.iban, w.cancellable])).toEqual([
      ['wd_1', 50, 'EUR', 'FR76 •••• 0189', true],
      ['wd_2', 120.5, 'EUR', 'FR76 •••• 0189', false],
    ]);
  });

  it('requires x-correlation-id (SPEC 7) on both families of paths', async () => {
    const { access_token } = await login(app, PROFILE);
    expect((await get(app, LIST, { token: access_token, correlationId: null })).statusCode).toBe(400);
    expect((await post(app, IBAN, { iban: 'GB82WEST12345698765432', country_code: 'GB' }, { token: access_token, correlationId: null })).statusCode).toBe(400);
    expect((await del('/kong/v6/me/withdrawals/wd_1', access_token, null)).statusCode).toBe(400);
  });

  it('cancels a cancellable withdrawal: 204, gone from the list, its amount back in the balance; 409 and 404 otherwise', async () => {
    const { access_token, session } = await login(app, PROFILE);
    expect((await del('/kong/v6/me/withdrawals/wd_2', access_token)).statusCode).toBe(409);
    expect((await del('/kong/v6/me/withdrawals/wd_9', access_token)).statusCode).toBe(404);
    expect((await del('/kong/v6/me/withdrawals/wd_1', access_token)).statusCode).toBe(204);
    const list = (await get(app, LIST, { token: access_token })).json() as { withdrawals: { id: string }[] };
    expect(list.withdrawals.map((w) => w.id)).toEqual(['wd_2']);
    const state = (await app.inject({ method: 'GET', url: `/sandbox/players/${session.player_id}/withdrawals` })).json();
    expect(state.balance).toBe(92.5);
  });

  it('adds a valid IBAN (201) and keeps what it received; refuses one that breaks the contract (400) or mod-97 (422)', async () => {
    const { access_token, session } = await login(app, PROFILE);
    const ok = await post(app, IBAN, { iban: 'GB82WEST12345698765432', country_code: 'GB' }, { token: access_token, correlationId: 'corr-iban' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ type: 'BANK_ACCOUNT', iban: 'GB82WEST12345698765432', country_code: 'GB' });
    const spaced = await post(app, IBAN, { iban: 'GB82 WEST 1234 5698 7654 32', country_code: 'GB' }, { token: access_token });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().field).toBe('/iban');
    const extra = await post(app, IBAN, { iban: 'GB82WEST12345698765432', country_code: 'GB', holder: 'x' }, { token: access_token });
    expect(extra.json().field).toBe('/holder');
    const broken = await post(app, IBAN, { iban: 'GB82WEST12345698765433', country_code: 'GB' }, { token: access_token });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error_code).toBe('payment.withdrawal.invalid_credential');
    const state = (await app.inject({ method: 'GET', url: `/sandbox/players/${session.player_id}/withdrawals` })).json();
    expect(state.ibans[0]).toEqual({ body: { iban: 'GB82WEST12345698765432', country_code: 'GB' }, correlation_id: 'corr-iban' });
  });

  it('answers the SPEC 8 code of `refusals` (422 with its error_code) on each call', async () => {
    const { access_token } = await login(app, {
      ...PROFILE,
      withdrawals: {
        pending: [{ amount: 50 }],
        refusals: {
          list: 'payment.withdraw.eligibility.problem',
          cancel: 'payment.withdrawal.eligibility.velocity',
          iban: 'payment.withdrawal.eligibility.missing_active_token',
        },
      },
    });
    const list = await get(app, LIST, { token: access_token });
    expect([list.statusCode, contract('error').parse(list.json()).error_code]).toEqual([422, 'payment.withdraw.eligibility.problem']);
    const cancel = await del('/kong/v6/me/withdrawals/wd_1', access_token);
    expect([cancel.statusCode, cancel.json().error_code]).toEqual([422, 'payment.withdrawal.eligibility.velocity']);
    const iban = await post(app, IBAN, { iban: 'GB82WEST12345698765432', country_code: 'GB' }, { token: access_token });
    expect([iban.statusCode, iban.json().error_code]).toEqual([422, 'payment.withdrawal.eligibility.missing_active_token']);
  });
});
