// Every deposit route goes through sandbox/idempotency.ts (docs/sandbox.md "One intent, one deposit"):
// the profile's deposit fault holds on each (a table over every POST of the contract), and one
// correlation id records one deposit and loses its answer under lost_deposit_answers on the routes
// that once missed it (BLIK, Apple Pay, Google Pay).
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exampleOf, REQUEST_SCHEMA_BY_PATH } from './contract';
import { depositResponse } from './contract/parsers';
import type { ProfileInput } from './profile';
import { buildServer } from './server';
import type { Deposit } from './store';
import { login, post } from './test-helpers';

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
  return { send, deposits };
}

const ROUTES = Object.entries(REQUEST_SCHEMA_BY_PATH);

describe('the deposit fault holds on every deposit route', () => {
  it('covers every deposit POST of the contract', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(18);
  });

  it.each(ROUTES)('%s: a sequence [http503]: the first call 503, its resend the route\'s own answer', async (url, schema) => {
    const p = await player({ legislation: 'FR', faults: { deposit: ['http503'] } });
    const body = exampleOf(schema);
    const first = await p.send(url, body, 'intent-1');
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('1');
    expect(await p.deposits()).toHaveLength(0);
    const again = await p.send(url, body, 'intent-1');
    expect(again.statusCode).not.toBe(503);
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
