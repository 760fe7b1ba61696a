// The sandbox checks deposit bodies against its own contract (sandbox/contract), not the app's rules:
// a body that breaks it is a 400 naming the failing field as a JSON Pointer; the contract examples pass.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract, exampleOf, REQUEST_SCHEMA_BY_PATH } from './contract';
import { buildServer } from './server';
import { login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const MOMO = '/kong/v6/me/deposits/mobilemoney';
const momoBody = (change: (b: Record<string, any>) => void = () => {}) => {
  const b = structuredClone(exampleOf('deposit-mobilemoney.request')) as Record<string, any>;
  b.detail.operator = 'mtn';
  delete b.detail.code;
  change(b);
  return b;
};

describe('request bodies against the contract', () => {
  it.each([
    ['missing amount', (b: Record<string, any>) => delete b.amount, '/amount'],
    ['detail.phone_number of the wrong type', (b: Record<string, any>) => (b.detail.phone_number = 700000001), '/detail/phone_number'],
    ['an unknown requester', (b: Record<string, any>) => (b.requester = 'App:Back'), '/requester'],
    ['an extra unknown field', (b: Record<string, any>) => (b.origin = 'bot'), '/origin'],
    ['an extra unknown detail field', (b: Record<string, any>) => (b.detail.pin = '0000'), '/detail/pin'],
    ['store_token false on a new mean', (b: Record<string, any>) => (b.store_token = false), '/store_token'],
  ])('%s: 400 naming %s', async (_label, change, field) => {
    const { access_token } = await login(app, { legislation: 'CI' });
    const res = await post(app, MOMO, momoBody(change), { token: access_token });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(contract('error').parse(json)).toMatchObject({ error_code: 'payment.bad.request', field });
    expect(json.message).toContain(`${field}: `);
  });

  it('a conforming body goes through to the route', async () => {
    const { access_token } = await login(app, { legislation: 'CI' });
    const res = await post(app, MOMO, momoBody(), { token: access_token });
    expect(res.statusCode).toBe(200);
    expect(contract('deposit-response').parse(res.json()).status).toBeTruthy();
  });

  it('every deposit path of the contract checks its body', async () => {
    const { access_token } = await login(app, { legislation: 'FR' });
    for (const path of Object.keys(REQUEST_SCHEMA_BY_PATH)) {
      const res = await post(app, path, { amount: 'ten' }, { token: access_token });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().field, path).toMatch(/^\/\w+$/);
      expect(res.json().message, path).toContain('/amount: must be number');
    }
  });
});
