import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { depositStatus } from './contract/parsers';
import { eligibility, lastSuccessfulDeposit } from './contract/parsers';
import { PROVIDER_PAGE_METHODS, withTransactionUid, type RedirectDepositKey } from './deposit-flow';
import { buildServer } from './server';
import { DEPOSIT_STATUS, ELIGIBILITY, LAST_SUCCESSFUL, depositBody, depositUrl, get, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const RETURN_URL = 'http://localhost:8080/callback?method=PAYSAFECARD&amount=20&note=a%20b#top';

async function redirectDeposit(method: RedirectDepositKey, returnUrl = RETURN_URL, amount = 20) {
  const pair = await login(app, { legislation: method === 'przelewy24' ? 'PL' : method === 'multibanco' ? 'PT' : 'FR', balance: 50 });
  const detail =
    method === 'skrill' ? { login: 'a@example.com', password: 'x', return_url: returnUrl } : method === 'multibanco' ? {} : { return_url: returnUrl };
  const res = await post(app, depositUrl(method), depositBody(method, { detail, amount }), { token: pair.access_token });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ transaction_uid: string; transaction_context: { redirect_url?: string } }>();
  return { token: pair.access_token, uid: body.transaction_uid, redirectUrl: body.transaction_context.redirect_url };
}

const decide = (method: string, uid: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/sandbox/provider/${method}/${uid}/decision`, payload: payload as object });

const statusOf = async (token: string, uid: string) => depositStatus.parse((await get(app, `${DEPOSIT_STATUS}?transaction_uid=${uid}`, { token })).json());

describe('provider pages', () => {
  it.each([
    ['paysafecard', 'paysafecard'],
    ['przelewy24', 'Przelewy24'],
    ['skrill', 'Skrill'],
    ['banktransfer', 'Sandbox Bank'],
  ] as const)('%s: the redirect URL opens a page styled as %s with the three buttons', async (method, name) => {
    const { redirectUrl, uid } = await redirectDeposit(method);
    const url = new URL(redirectUrl!);
    const res = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`data-testid="provider-name">${name}<`);
    expect(res.body).toMatch(/data-testid="provider-amount">(20\.00 (EUR|PLN))</);
    expect(res.body).toContain('data-testid="provider-merchant">KestrelBet<');
    for (const b of ['approve', 'decline', 'cancel']) expect(res.body).toContain(`data-testid="provider-${b}"`);
    expect(res.body).toContain(`/sandbox/provider/${method}/${uid}/decision`);
    expect(res.body).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
  });

  it('Multibanco has no page; unknown transaction or wrong method is a 404', async () => {
    const mb = await redirectDeposit('multibanco');
    expect((await app.inject({ method: 'GET', url: `/sandbox/provider/multibanco?transaction_uid=${mb.uid}` })).statusCode).toBe(404);
    const psc = await redirectDeposit('paysafecard');
    expect((await app.inject({ method: 'GET', url: `/sandbox/provider/skrill?transaction_uid=${psc.uid}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox/provider/paysafecard?transaction_uid=nope' })).statusCode).toBe(404);
  });
});

describe('provider decisions', () => {
  it.each(PROVIDER_PAGE_METHODS)('%s: approve → success; the return URL keeps its query and adds transaction_uid', async (method) => {
    const { token, uid } = await redirectDeposit(method);
    const res = await decide(method, uid, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      reason: null,
      return_url: `http://localhost:8080/callback?method=PAYSAFECARD&amount=20&note=a%20b&transaction_uid=${uid}#top`,
    });
    expect(await statusOf(token, uid)).toEqual({ status: 'success', reason: null });
  });

  it('decline → failure with the generic non-card reason (bank transfer: generic), or the given one', async () => {
    const psc = await redirectDeposit('paysafecard');
    expect((await decide('paysafecard', psc.uid, { decision: 'decline' })).json()).toMatchObject({
      status: 'failure',
      reason: 'payment.genericfailurenoncard',
    });
    expect(await statusOf(psc.token, psc.uid)).toEqual({ status: 'failure', reason: 'payment.genericfailurenoncard' });

    const bank = await redirectDeposit('banktransfer');
    expect((await decide('banktransfer', bank.uid, { decision: 'decline' })).json()).toMatchObject({ reason: 'payment.genericfailure' });

    const p24 = await redirectDeposit('przelewy24');
    await decide('przelewy24', p24.uid, { decision: 'decline', reason: 'payment.insufficientfunds' });
    expect(await statusOf(p24.token, p24.uid)).toEqual({ status: 'failure', reason: 'payment.insufficientfunds' });
  });

  it('cancel → aborted', async () => {
    const { token, uid } = await redirectDeposit('skrill');
    const res = await decide('skrill', uid, { decision: 'cancel' });
    expect(res.json()).toMatchObject({ status: 'aborted', reason: null });
    expect(await statusOf(token, uid)).toEqual({ status: 'aborted', reason: null });
  });

  it('a decided payment cannot be decided again (409); a bad decision is a 400', async () => {
    const { uid } = await redirectDeposit('paysafecard');
    expect((await decide('paysafecard', uid, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide('paysafecard', uid, { decision: 'approve' })).statusCode).toBe(200);
    const again = await decide('paysafecard', uid, { decision: 'decline' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('payment.transaction.final');
    expect((await decide('paysafecard', 'nope', { decision: 'approve' })).statusCode).toBe(404);
  });

  it('a relative return URL stays relative; a return URL without query gets one', async () => {
    const rel = await redirectDeposit('paysafecard', '/callback?status=x');
    expect((await decide('paysafecard', rel.uid, { decision: 'approve' })).json().return_url).toBe(`/callback?status=x&transaction_uid=${rel.uid}`);
    const bare = await redirectDeposit('paysafecard', 'https://www.kestrelbet.fr/deposit/callback');
    expect((await decide('paysafecard', bare.uid, { decision: 'approve' })).json().return_url).toBe(
      `https://www.kestrelbet.fr/deposit/callback?transaction_uid=${bare.uid}`,
    );
  });

  it('a success credits the player: balance and last deposit', async () => {
    const { token, uid } = await redirectDeposit('paysafecard', RETURN_URL, 30);
    await decide('paysafecard', uid, { decision: 'approve' });
    expect(eligibility.parse((await get(app, ELIGIBILITY, { token })).json()).balance).toBe(80);
    expect(lastSuccessfulDeposit.parse((await get(app, LAST_SUCCESSFUL, { token })).json())).toMatchObject({ payment_method: 'PAYSAFECARD', amount: 30 });
  });
});

describe('withTransactionUid', () => {
  it('keeps every parameter byte for byte, replaces an old transaction_uid, keeps the fragment', () => {
    expect(withTransactionUid('/cb?a=1&b=x%2By&c', 'u1')).toBe('/cb?a=1&b=x%2By&c&transaction_uid=u1');
    expect(withTransactionUid('/cb?transaction_uid=old&a=1#f', 'u2')).toBe('/cb?a=1&transaction_uid=u2#f');
    expect(withTransactionUid('https://x.example/cb?', 'u3')).toBe('https://x.example/cb?transaction_uid=u3');
  });
});

describe('POST /sandbox/deposits/{uid}/settle', () => {
  it('settles a Multibanco reference paid at an ATM', async () => {
    const { token, uid } = await redirectDeposit('multibanco');
    expect(await statusOf(token, uid)).toEqual({ status: 'pending', reason: null });
    const res = await app.inject({ method: 'POST', url: `/sandbox/deposits/${uid}/settle`, payload: { status: 'success' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ transaction_uid: uid, method: 'MULTIBANCO', status: 'success', reason: null });
    expect(await statusOf(token, uid)).toEqual({ status: 'success', reason: null });
  });

  it('any status, with a default reason for failure, or an explicit one', async () => {
    const { token, uid } = await redirectDeposit('przelewy24');
    const settle = (payload: object) => app.inject({ method: 'POST', url: `/sandbox/deposits/${uid}/settle`, payload });
    await settle({ status: 'redirect' });
    expect(await statusOf(token, uid)).toEqual({ status: 'redirect', reason: null });
    await settle({ status: 'failure' });
    expect(await statusOf(token, uid)).toEqual({ status: 'failure', reason: 'payment.genericfailurenoncard' });
    await settle({ status: 'failure', reason: 'payment.insufficientfunds' });
    expect(await statusOf(token, uid)).toEqual({ status: 'failure', reason: 'payment.insufficientfunds' });
    expect((await settle({ status: 'done' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/sandbox/deposits/nope/settle', payload: { status: 'success' } })).statusCode).toBe(404);
  });
});
