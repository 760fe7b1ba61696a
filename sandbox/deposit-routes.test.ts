// Every deposit route goes through sandbox/idempotency.ts (docs/sandbox.md "Deposit calls: idempotency and
// answers lost after recording"): the profile's deposit fault holds on each (a table over SPEC 7's deposit
// POSTs, each sent a body the route accepts), and one correlation id records one deposit and loses its
// answer under lost_deposit_answers on the routes that once missed it (BLIK, Apple Pay, Google Pay).
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exampleOf, REQUEST_SCHEMA_BY_PATH } from './contract';
import { depositOptions, depositResponse } from './contract/parsers';
import type { ProfileInput } from './profile';
import { buildServer } from './server';
import type { Deposit } from './store';
import { get, login, OPTIONS, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

async function player(profile: ProfileInput) {
  const pair = await login(app, profile);
  const send = (url: string, body: unknown, correlationId: string) => post(app, url, body, { token: pair.access_token, correlationId });
  const deposits = async () => (await app.inject({ method: 'GET', url: `/sandbox/players/${pair.session.player_id}/deposits` })).json<Deposit[]>();
  return { send, deposits, token: pair.access_token };
}

// SPEC 7's deposit POSTs, written out by hand, and the two docs/decisions.md adds ("Przelewy24 path",
// the premium ticket's `POST /kong/v6/me/deposits/premiumticket`).
const DEPOSIT_ROUTES = [
  '/kong/v6/me/deposits/mobilemoney',
  '/kong/v6/me/deposits/mobilemoney/token',
  '/kong/v6/me/deposits/card',
  '/kong/v6/me/deposits/card/token',
  '/kong/v6/me/deposits/skrill',
  '/kong/v6/me/deposits/banktransfer',
  '/kong/v6/me/deposits/googlepay',
  '/kong/v6/me/deposits/applepay',
  '/kong/v6/me/deposits/multibanco',
  '/kong/v6/me/deposits/mbway',
  '/kong/v6/me/deposits/mbway/token',
  '/kong/v6/me/deposits/paysafecard',
  '/kong/v6/me/deposits/paypal',
  '/kong/v6/me/deposits/paypal/token',
  '/kong/v6/me/deposits/blik',
  '/kong/v6/me/deposits/blik/token',
  '/kong/v6/me/deposits/przelewy24',
  '/kong/v6/me/deposits/premiumticket',
];

// The saved means the /token examples name, so the resend reaches the deposit, not a 400.
const SAVED: ProfileInput['tokens'] = [
  { type: 'CARD', id: 'tok_card_1', bin: '411111', last_digits: '1111' },
  { type: 'MOBILE_MONEY', id: 'tok_momo_1', prefix: '225', phone_number: '0700000001', operator: 'orange_money' },
  { type: 'BLIK', id: 'tok_blik_1' },
  { type: 'MBWAY', id: 'tok_mbway_1', phone_number: '912345678' },
  { type: 'PAYPAL', id: 'tok_paypal_1', email: 'camille.martin@example.com' },
];

/** RSA-OAEP SHA-256 with the options' `cse` key of the acquirer (docs/sandbox.md "Cards"), as the app's CSE does. */
async function cseFor(token: string, provider: string, value: unknown): Promise<string> {
  const options = depositOptions.parse((await get(app, OPTIONS, { token })).json());
  const key = options.cse.find((k) => k.provider_code === provider)!;
  const publicKey = createPublicKey({ key: Buffer.from(key.public_key, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(JSON.stringify(value))).toString(
    'base64',
  );
}

/** A PayPal order approved then tokenized (docs/sandbox.md "PayPal"): the nonce braintree-web would get. */
async function paypalNonce(email: string): Promise<string> {
  const json = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
  const order = (await json('/sandbox/braintree/client_api/v1/paypal_hermes/create_payment_resource', {})).json();
  await json('/sandbox/paypal/approvals', { token: order.paymentResource.paymentToken, email });
  const account = (
    await json('/sandbox/braintree/client_api/v1/payment_methods/paypal_accounts', { paypalAccount: { paymentToken: order.paymentResource.paymentToken } })
  ).json();
  return account.paypalAccounts[0].nonce;
}

/** The contract's example body, made one the route accepts where the example alone cannot be. */
async function validBody(url: string, token: string): Promise<unknown> {
  const example = exampleOf(REQUEST_SCHEMA_BY_PATH[url]!) as { detail: Record<string, unknown> };
  switch (url) {
    case '/kong/v6/me/deposits/card': {
      // Test card 4111 1111 1111 1111 (bin 411111, last digits 1111, 03/2030: the example's detail).
      const { cse_keypayment: _a, cse_dalenys: _b, ...detail } = example.detail;
      const card = { card_number: '4111111111111111', expiry_month: '03', expiry_year: '2030', cvv: '123' };
      return { ...example, detail: { ...detail, cse_worldline: await cseFor(token, 'worldline', card) } };
    }
    case '/kong/v6/me/deposits/card/token':
      return { ...example, detail: { ...example.detail, cse_worldline: await cseFor(token, 'worldline', { cvv: '123' }) } };
    case '/kong/v6/me/deposits/paypal':
      return { ...example, detail: { ...example.detail, braintree_nonce_token: await paypalNonce('camille.martin@example.com') } };
    default:
      return example;
  }
}

describe('the deposit fault holds on every deposit route', () => {
  it('the contract covers exactly the deposit POSTs of SPEC 7 and docs/decisions.md', () => {
    expect(Object.keys(REQUEST_SCHEMA_BY_PATH).sort()).toEqual([...DEPOSIT_ROUTES].sort());
  });

  it.each(DEPOSIT_ROUTES)('%s: a sequence [http503]: the first call 503, its resend the deposit, recorded once', async (url) => {
    const p = await player({ legislation: 'FR', tokens: SAVED, faults: { deposit: ['http503'] } });
    const body = await validBody(url, p.token);
    const first = await p.send(url, body, 'intent-1');
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('1');
    expect(await p.deposits()).toHaveLength(0);
    const again = await p.send(url, body, 'intent-1');
    expect(again.statusCode).toBe(200);
    const answer = depositResponse.parse(again.json());
    const recorded = await p.deposits();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.transaction_uid).toBe(answer.transaction_uid);
  });
});

const PL: ProfileInput = { legislation: 'PL', tokens: [{ type: 'BLIK', id: 'tok_blik_1' }] };
const FR: ProfileInput = { legislation: 'FR' };
const wallet = (method: 'applepay' | 'googlepay') => ({
  ...(exampleOf(`deposit-${method}.request`) as Record<string, unknown>),
  amount: 50,
  detail: { token: '{"signedMessage":"sandbox-card:visa-success"}' },
});
const ONCE_RECORDED = [
  ['/kong/v6/me/deposits/blik', PL, { ...(exampleOf('deposit-blik.request') as object), amount: 100, detail: { code: '777123' } }],
  ['/kong/v6/me/deposits/blik/token', PL, { ...(exampleOf('deposit-blik-token.request') as object), amount: 100, detail: { token_id: 'tok_blik_1' } }],
  ['/kong/v6/me/deposits/applepay', FR, wallet('applepay')],
  ['/kong/v6/me/deposits/googlepay', FR, wallet('googlepay')],
] as const;

describe.each(ONCE_RECORDED)('%s: one intent, one deposit', (url, profile, body) => {
  it('a repeated correlation id answers the recorded answer and records nothing new', async () => {
    const p = await player(profile);
    const first = await p.send(url, body, 'intent-1');
    expect(first.statusCode).toBe(200);
    const again = await p.send(url, body, 'intent-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await p.deposits()).toHaveLength(1);
  });

  it('lost_deposit_answers: the answer is lost, the deposit recorded, the resend answers it', async () => {
    const p = await player({ ...profile, lost_deposit_answers: { kind: 'http500', times: 1 } });
    const lost = await p.send(url, body, 'intent-1');
    expect(lost.statusCode).toBe(500);
    const recorded = await p.deposits();
    expect(recorded).toHaveLength(1);
    const again = await p.send(url, body, 'intent-1');
    expect(again.statusCode).toBe(200);
    expect(depositResponse.parse(again.json()).transaction_uid).toBe(recorded[0]!.transaction_uid);
    expect(await p.deposits()).toHaveLength(1);
  });
});
