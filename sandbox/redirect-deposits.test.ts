import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { depositResponse, depositStatus } from './contract/parsers';
import { tokensResponse } from './contract/parsers';
import { REDIRECT_DEPOSIT_METHODS, type RedirectDepositKey } from './deposit-flow';
import type { ProfileInput } from './profile';
import { buildServer } from './server';
import type { Deposit } from './store';
import { DEPOSIT_STATUS, TOKENS, depositBody, depositUrl, get, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const PROFILE: Record<RedirectDepositKey, ProfileInput> = {
  paysafecard: { legislation: 'FR' },
  przelewy24: { legislation: 'PL' },
  skrill: { legislation: 'FR' },
  banktransfer: { legislation: 'FR' },
  multibanco: { legislation: 'PT' },
};

async function deposit(method: RedirectDepositKey, overrides: Record<string, unknown> = {}, profile?: ProfileInput) {
  const pair = await login(app, profile ?? PROFILE[method]);
  const res = await post(app, depositUrl(method), depositBody(method, overrides), { token: pair.access_token });
  return { res, token: pair.access_token, playerId: pair.session.player_id };
}

const stored = async (uid: string) => (await app.inject({ method: 'GET', url: `/sandbox/deposits/${uid}` })).json<Deposit>();

describe('normal answers', () => {
  it.each(['paysafecard', 'przelewy24', 'skrill', 'banktransfer'] as const)('%s: redirect to its provider page', async (method) => {
    const { res, playerId } = await deposit(method);
    expect(res.statusCode).toBe(200);
    const body = depositResponse.parse(res.json());
    expect(body).toEqual({
      status: 'redirect',
      transaction_uid: expect.any(String),
      deposit_id: expect.any(String),
      transaction_context: { redirect_url: expect.any(String) },
    });
    const url = new URL(String(body.transaction_context!.redirect_url));
    expect(url.pathname).toBe(`/sandbox/provider/${method}`);
    expect(url.searchParams.get('transaction_uid')).toBe(body.transaction_uid);
    expect(url.searchParams.get('return_url')).toBe('http://localhost:8080/callback?method=X&foo=a%20b');
    expect(await stored(body.transaction_uid!)).toMatchObject({
      transaction_uid: body.transaction_uid,
      deposit_id: body.deposit_id,
      player_id: playerId,
      amount: 20,
      status: 'pending',
      reason: null,
      created_at: expect.any(String),
    });
  });

  it('multibanco: pending with the ATM reference', async () => {
    const { res } = await deposit('multibanco', { amount: 42.5 });
    expect(res.statusCode).toBe(200);
    const body = depositResponse.parse(res.json());
    expect(body).toEqual({
      status: 'pending',
      transaction_uid: expect.any(String),
      deposit_id: expect.any(String),
      transaction_context: { entity: '12345', reference: '123 456 789', amount: 42.5, expires_in_days: 3 },
    });
    expect(await stored(body.transaction_uid!)).toMatchObject({ method: 'MULTIBANCO', status: 'pending', return_url: null });
  });

  it('bank transfer takes the wire name BANKTRANSFER only: the app name BANKTRANSFER_DEPOSIT breaks the contract', async () => {
    const { res } = await deposit('banktransfer', { payment_method: 'BANKTRANSFER_DEPOSIT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('/payment_method');
  });

  it('needs a bearer token and X-Correlation-Id', async () => {
    expect((await post(app, depositUrl('paysafecard'), depositBody('paysafecard'))).statusCode).toBe(401);
    const { access_token } = await login(app, {});
    const res = await post(app, depositUrl('paysafecard'), depositBody('paysafecard'), { token: access_token, correlationId: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Missing X-Correlation-Id header');
  });
});

describe('body validation (SPEC 3 "Deposit request body")', () => {
  const common: [string, Record<string, unknown>][] = [
    ['amount', { amount: 0 }],
    ['amount', { amount: '20' }],
    ['payment_method', { payment_method: 'CARD' }],
    ['fees', { fees: 1 }],
    ['requester', { requester: 'App:Back' }],
    ['correlation_id', { correlation_id: '' }],
    ['browser_info', { browser_info: undefined }],
    ['browser_info.user_agent', { browser_info: { language: 'fr' } }],
    ['store_token', { store_token: 'no' }],
    ['detail', { detail: 'x' }],
  ];
  const own: Record<RedirectDepositKey, [string, Record<string, unknown>][]> = {
    paysafecard: [
      ['detail.return_url', { detail: {} }],
      ['detail.return_url', { detail: { return_url: 'javascript:alert(1)' } }],
    ],
    przelewy24: [
      ['detail.return_url', { detail: { return_url: '' } }],
      ['detail.return_url', { detail: { return_url: '//evil.example/' } }],
    ],
    skrill: [
      ['detail.login', { detail: { password: 'p', return_url: '/callback' } }],
      ['detail.password', { detail: { login: 'a@b.c', return_url: '/callback' } }],
      ['detail.return_url', { detail: { login: 'a@b.c', password: 'p' } }],
    ],
    banktransfer: [
      ['store_token', { store_token: true }],
      ['detail.return_url', { detail: { return_url: 42 } }],
    ],
    multibanco: [],
  };
  for (const method of REDIRECT_DEPOSIT_METHODS) {
    it.each([...common, ...own[method]])(`${method}: a bad %s is a 400 naming it`, async (field, overrides) => {
      const body = depositBody(method, overrides);
      const { access_token } = await login(app, PROFILE[method]);
      const res = await post(app, depositUrl(method), body, { token: access_token });
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json.error_code).toBe('payment.bad.request');
      expect(json.field).toBe(`/${field.replace(/\./g, '/')}`);
      expect(json.message).toContain(`/${field.replace(/\./g, '/')}: `);
    });
  }

  it('a body that is not an object is a 400', async () => {
    const { access_token } = await login(app, {});
    const res = await post(app, depositUrl('paysafecard'), [1, 2], { token: access_token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('payment.bad.request');
  });

  it('a valid body with a relative return URL is accepted', async () => {
    const { res } = await deposit('paysafecard', { detail: { return_url: '/callback?x=1' } });
    expect(res.json().status).toBe('redirect');
  });
});

describe('outcomes by amount', () => {
  for (const method of REDIRECT_DEPOSIT_METHODS) {
    it(`${method}: 113 refused (insufficient funds), 114 422 fraud, 115 500, 116 unexpected status`, async () => {
      const r13 = await deposit(method, { amount: 113 });
      expect(r13.res.statusCode).toBe(200);
      const refused = depositResponse.parse(r13.res.json());
      expect(refused).toMatchObject({ status: 'refused', refused_reason: 'payment.insufficientfunds', transaction_uid: expect.any(String) });
      expect(await stored(refused.transaction_uid!)).toMatchObject({ status: 'failure', reason: 'payment.insufficientfunds' });

      const r14 = await deposit(method, { amount: 114 });
      expect(r14.res.statusCode).toBe(422);
      expect(r14.res.json().error_code).toBe('DEP_FraudCheckRefused');

      const r15 = await deposit(method, { amount: 115.0 });
      expect(r15.res.statusCode).toBe(500);
      expect(r15.res.json().error_code).toBeUndefined();

      const r16 = await deposit(method, { amount: 116 });
      expect(r16.res.statusCode).toBe(200);
      expect(depositResponse.parse(r16.res.json()).status).toBe('weird');
    });
  }

  it('the outcome repeats every 1000 (PLN, XOF, CDF), and amounts with cents are normal', async () => {
    expect((await deposit('przelewy24', { amount: 1113 })).res.json().status).toBe('refused');
    expect((await deposit('przelewy24', { amount: 2114 })).res.statusCode).toBe(422);
    expect((await deposit('przelewy24', { amount: 113.5 })).res.json().status).toBe('redirect');
    expect((await deposit('przelewy24', { amount: 13 })).res.json().status).toBe('redirect');
    expect((await deposit('multibanco', { amount: 17 })).res.json().status).toBe('pending');
  });
});

describe('Skrill', () => {
  it('the documented wrong password is refused with payment.genericfailurenoncard', async () => {
    const { res } = await deposit('skrill', { detail: { login: 'a@example.com', password: 'wrong', return_url: '/callback' } });
    const body = depositResponse.parse(res.json());
    expect(body).toMatchObject({ status: 'refused', refused_reason: 'payment.genericfailurenoncard' });
    expect(await stored(body.transaction_uid!)).toMatchObject({ status: 'failure', reason: 'payment.genericfailurenoncard' });
  });

  it('store_token true saves the login as an EWALLET token (once); false does not', async () => {
    const { token } = await deposit('skrill', { store_token: true, detail: { login: 'new@example.com', password: 'x', return_url: '/callback' } });
    const url = depositUrl('skrill');
    await post(app, url, depositBody('skrill', { store_token: true, detail: { login: 'new@example.com', password: 'x', return_url: '/c' } }), { token });
    await post(app, url, depositBody('skrill', { store_token: false, detail: { login: 'other@example.com', password: 'x', return_url: '/c' } }), { token });
    const tokens = tokensResponse.parse((await get(app, TOKENS, { token })).json()).tokens;
    expect(tokens.map((t) => [t.type, t.login])).toEqual([['EWALLET', 'new@example.com']]);
    expect(tokens[0]!.initial_transaction_uid).toEqual(expect.any(String));
  });

  it('a refused deposit does not save the token', async () => {
    const { token } = await deposit('skrill', { amount: 113, store_token: true });
    expect(tokensResponse.parse((await get(app, TOKENS, { token })).json()).tokens).toEqual([]);
  });
});

describe('GET /kong/v4/me/deposits/status', () => {
  it('answers the status to the owner only', async () => {
    const { res, token } = await deposit('paysafecard');
    const uid = res.json().transaction_uid as string;
    const own = await get(app, `${DEPOSIT_STATUS}?transaction_uid=${uid}`, { token });
    expect(own.statusCode).toBe(200);
    expect(depositStatus.parse(own.json())).toEqual({ status: 'pending', reason: null });

    const other = await login(app, {});
    const theirs = await get(app, `${DEPOSIT_STATUS}?transaction_uid=${uid}`, { token: other.access_token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error_code).toBe('payment.transaction.notfound');
  });

  it('unknown uid 404, missing uid 400, missing correlation id 400', async () => {
    const { access_token } = await login(app, {});
    const unknown = await get(app, `${DEPOSIT_STATUS}?transaction_uid=nope`, { token: access_token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_code).toBe('payment.transaction.notfound');
    const missing = await get(app, DEPOSIT_STATUS, { token: access_token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('transaction_uid');
    expect((await get(app, `${DEPOSIT_STATUS}?transaction_uid=nope`, { token: access_token, correlationId: null })).statusCode).toBe(400);
  });

  it('reports a refused deposit as failure with its reason', async () => {
    const { res, token } = await deposit('paysafecard', { amount: 113 });
    const status = await get(app, `${DEPOSIT_STATUS}?transaction_uid=${res.json().transaction_uid}`, { token });
    expect(status.json()).toEqual({ status: 'failure', reason: 'payment.insufficientfunds' });
  });
});

// The callback's polling flow polls these transactions before reading their status (SPEC 4 "Callback",
// SPEC 7): the same HEAD as the mobile money polling variant answers them.
describe('HEAD /kong/v4/me/transactions/{id} for the redirect methods', () => {
  const head = (uid: string, token: string) =>
    app.inject({ method: 'HEAD', url: `/kong/v4/me/transactions/${encodeURIComponent(uid)}`, headers: { authorization: `Bearer ${token}` } });
  const decide = (method: string, uid: string, decision: string) =>
    app.inject({ method: 'POST', url: `/sandbox/provider/${method}/${uid}/decision`, payload: { decision } });

  it.each([
    ['paysafecard', 'approve'],
    ['przelewy24', 'decline'],
    ['skrill', 'cancel'],
    ['banktransfer', 'approve'],
  ] as const)('%s: not ready until the provider decided (%s), then ready; interval 1000 ms', async (method, decision) => {
    const { res, token } = await deposit(method);
    const uid = res.json().transaction_uid as string;
    const before = await head(uid, token);
    expect(before.statusCode).toBe(200);
    expect(before.headers['x-poll-interval']).toBe('1000');
    expect(before.headers['x-transaction-isready']).toBe('false');
    expect((await decide(method, uid, decision)).statusCode).toBe(200);
    const after = await head(uid, token);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-transaction-isready']).toBe('true');
  });

  it("a refused deposit is ready at once; another player's or an unknown transaction is 404", async () => {
    const { res, token } = await deposit('paysafecard', { amount: 113 });
    const uid = res.json().transaction_uid as string;
    expect((await head(uid, token)).headers['x-transaction-isready']).toBe('true');
    const other = await login(app, {});
    expect((await head(uid, other.access_token)).statusCode).toBe(404);
    expect((await head('nope', token)).statusCode).toBe(404);
  });
});
