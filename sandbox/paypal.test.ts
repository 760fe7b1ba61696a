// The sandbox's PayPal (docs/sandbox.md "PayPal"): the client token and its fault, braintree-web's
// configuration, an order approved on the approval page then tokenized, and the deposits by nonce or
// saved token (outcome by the approved e-mail), the bodies checked against the contract.
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

const FR: ProfileInput = { legislation: 'FR', currency: 'EUR', language: 'fr', tokens: [{ type: 'PAYPAL', email: 'camille.martin@example.com' }] };
const AUTH = '/kong/v1/transactions/providers/braintree/auth-token';
const json = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json' } });
let n = 0;

/** An order approved on the approval page with this e-mail, then tokenized: the nonce braintree-web gets. */
async function nonceFor(email: string): Promise<string> {
  const order = (await json('/sandbox/braintree/client_api/v1/paypal_hermes/create_payment_resource', {})).json();
  const token = new URL(order.paymentResource.redirectUrl).searchParams.get('token')!;
  expect(order.paymentResource.paymentToken).toBe(token);
  await json('/sandbox/paypal/approvals', { token, email });
  const account = (
    await json('/sandbox/braintree/client_api/v1/payment_methods/paypal_accounts', { paypalAccount: { paymentToken: token, payerId: 'X' } })
  ).json();
  expect(account.paypalAccounts[0].details.payerInfo.email).toBe(email);
  return account.paypalAccounts[0].nonce;
}
const byNonce = (nonce: string, email: string) => ({
  ...(exampleOf('deposit-paypal.request') as object),
  detail: { braintree_nonce_token: nonce, email, paypal_payer_id: 'PAYER1', storeToken: false },
});

describe('PayPal in the sandbox', () => {
  it('the client token is base64 JSON whose configUrl serves a configuration with PayPal enabled', async () => {
    const { access_token } = await login(app, FR);
    const res = await get(app, `${AUTH}?customer_id=cust_1`, { token: access_token });
    expect(res.statusCode).toBe(200);
    const token = JSON.parse(Buffer.from(res.json().client_token, 'base64').toString('utf8'));
    expect(token.authorizationFingerprint).toContain('customer_id=cust_1');
    const config = (await app.inject({ method: 'GET', url: new URL(token.configUrl).pathname })).json();
    expect(config.paypalEnabled).toBe(true);
    expect(config.clientApiUrl).toMatch(/^https:\/\/api\.sandbox\.braintreegateway\.com/);
  });

  // Behind a TLS front on this machine (the bench's HTTP/2 server), the URLs it hands out take the front's
  // scheme and host; a client that is not on loopback cannot set them (server.ts trustProxy).
  it.each([
    ['127.0.0.1', 'https://cashier.test:8590/'],
    ['203.0.113.9', 'http://localhost:80/'],
  ])('X-Forwarded-Proto and -Host from %s: the configUrl starts %s', async (remoteAddress, origin) => {
    const { access_token } = await login(app, FR);
    const res = await app.inject({
      method: 'GET',
      url: `${AUTH}?customer_id=cust_1`,
      remoteAddress,
      headers: {
        authorization: `Bearer ${access_token}`,
        'x-correlation-id': 'c-1',
        host: 'localhost:80',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'cashier.test:8590',
      },
    });
    const token = JSON.parse(Buffer.from(res.json().client_token, 'base64').toString('utf8'));
    expect(token.configUrl.startsWith(origin)).toBe(true);
  });

  it('the auth-token needs the bearer; its fault answers 500', async () => {
    expect((await get(app, AUTH)).statusCode).toBe(401);
    const { access_token } = await login(app, { ...FR, faults: { 'paypal-auth-token': 'http500' } });
    expect((await get(app, AUTH, { token: access_token })).statusCode).toBe(500);
  });

  it.each([
    ['camille.martin@example.com', 'success', undefined],
    ['refused.player@example.com', 'refused', 'PAYPAL_REFUSED'],
    ['pending.player@example.com', 'pending', undefined],
  ])('a new PayPal approved by %s: %s', async (email, status, reason) => {
    const { access_token } = await login(app, FR);
    const res = await post(app, '/kong/v6/me/deposits/paypal', byNonce(await nonceFor(email), email), { token: access_token, correlationId: `i-${++n}` });
    const body = contract('deposit-response').parse(res.json());
    expect(body.status).toBe(status);
    expect(body.refused_reason ?? undefined).toBe(reason);
  });

  it('an unknown nonce, an unknown saved token, or a body off the contract: 400 naming the field', async () => {
    const { access_token } = await login(app, FR);
    const opts = () => ({ token: access_token, correlationId: `i-${++n}` });
    expect((await post(app, '/kong/v6/me/deposits/paypal', byNonce('nope', 'a@b.fr'), opts())).json().field).toBe('/detail/braintree_nonce_token');
    const token = (id: string) => ({ ...(exampleOf('deposit-paypal-token.request') as object), detail: { tokenId: id } });
    expect((await post(app, '/kong/v6/me/deposits/paypal/token', token('tok_x'), opts())).json().field).toBe('/detail/tokenId');
    expect((await post(app, '/kong/v6/me/deposits/paypal/token', { ...token('tok_paypal_1'), store_token: true }, opts())).json().field).toBe('/store_token');
    const ok = await post(app, '/kong/v6/me/deposits/paypal/token', token('tok_paypal_1'), opts());
    expect(ok.json().status).toBe('success');
  });
});
