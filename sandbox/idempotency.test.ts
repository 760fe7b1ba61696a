// One intent, one deposit: a repeated X-Correlation-Id is the same deposit (as Stripe's
// Idempotency-Key); its answer lost after recording (lost_deposit_answers) is the recorded answer again.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { depositResponse, apiError } from './contract/parsers';
import type { ProfileInput } from './profile';
import { buildServer } from './server';
import type { Deposit } from './store';
import { depositBody, depositUrl, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

async function player(profile: ProfileInput = { legislation: 'FR' }) {
  const pair = await login(app, profile);
  const send = (body: Record<string, unknown>, correlationId: string, method = 'paysafecard') =>
    post(app, depositUrl(method), body, { token: pair.access_token, correlationId });
  const deposits = async () => (await app.inject({ method: 'GET', url: `/sandbox/players/${pair.session.player_id}/deposits` })).json<Deposit[]>();
  return { send, deposits };
}

describe('a repeated correlation id', () => {
  it('answers the recorded answer and records nothing new', async () => {
    const p = await player();
    const first = await p.send(depositBody('paysafecard', { correlation_id: 'intent-1' }), 'intent-1');
    const again = await p.send(depositBody('paysafecard', { correlation_id: 'intent-1' }), 'intent-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(depositResponse.parse(again.json()).transaction_uid).toBeTruthy();
    expect(await p.deposits()).toHaveLength(1);
  });

  it('is the same deposit whatever the browser info (only the intent counts)', async () => {
    const p = await player();
    await p.send(depositBody('paysafecard'), 'intent-1');
    const again = await p.send(depositBody('paysafecard', { browser_info: { user_agent: 'Other/1.0' } }), 'intent-1');
    expect(again.statusCode).toBe(200);
    expect(await p.deposits()).toHaveLength(1);
  });

  it('with another amount is refused: 422 DEP_CorrelationIdReused, nothing recorded', async () => {
    const p = await player();
    await p.send(depositBody('paysafecard'), 'intent-1');
    const other = await p.send(depositBody('paysafecard', { amount: 30 }), 'intent-1');
    expect(other.statusCode).toBe(422);
    expect(apiError.parse(other.json()).error_code).toBe('DEP_CorrelationIdReused');
    expect(await p.deposits()).toHaveLength(1);
  });

  it('with another method (endpoint) is refused: 422', async () => {
    const p = await player();
    await p.send(depositBody('paysafecard'), 'intent-1');
    const other = await p.send(depositBody('banktransfer'), 'intent-1', 'banktransfer');
    expect(other.statusCode).toBe(422);
    expect(await p.deposits()).toHaveLength(1);
  });

  it('twice at once (a double tap reaching the server) is one deposit, both told the same', async () => {
    const p = await player();
    const [a, b] = await Promise.all([p.send(depositBody('paysafecard'), 'intent-1'), p.send(depositBody('paysafecard'), 'intent-1')]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await p.deposits()).toHaveLength(1);
  });

  it('of another player is another deposit', async () => {
    const p1 = await player();
    const p2 = await player();
    await p1.send(depositBody('paysafecard'), 'intent-1');
    const r = await p2.send(depositBody('paysafecard'), 'intent-1');
    expect(r.statusCode).toBe(200);
    expect(await p2.deposits()).toHaveLength(1);
  });

  it('two correlation ids are two deposits', async () => {
    const p = await player();
    await p.send(depositBody('paysafecard'), 'intent-1');
    await p.send(depositBody('paysafecard'), 'intent-2');
    expect(await p.deposits()).toHaveLength(2);
  });

  it('after a call that recorded nothing (amount 115: a 500 before recording) runs again', async () => {
    const p = await player();
    const r = await p.send(depositBody('paysafecard', { amount: 115 }), 'intent-1');
    expect(r.statusCode).toBe(500);
    expect(await p.deposits()).toHaveLength(0);
    const other = await p.send(depositBody('paysafecard', { amount: 20 }), 'intent-1');
    expect(other.statusCode).toBe(200);
    expect(await p.deposits()).toHaveLength(1);
  });
});

describe('lost_deposit_answers: the deposit is recorded, its answer is lost', () => {
  it.each([
    ['http500', 500],
    ['malformed', 200],
    ['incomplete', 200],
  ] as const)('%s: the answer is broken, the deposit recorded, the repeat answers it once `times` is used up', async (kind, status) => {
    const p = await player({ legislation: 'FR', lost_deposit_answers: { kind, times: 1 } });
    const lost = await p.send(depositBody('paysafecard'), 'intent-1');
    expect(lost.statusCode).toBe(status);
    expect(
      depositResponse.safeParse(
        (() => {
          try {
            return lost.json();
          } catch {
            return null;
          }
        })(),
      ).success,
    ).toBe(false);
    const recorded = await p.deposits();
    expect(recorded).toHaveLength(1);
    const again = await p.send(depositBody('paysafecard'), 'intent-1');
    expect(again.statusCode).toBe(200);
    expect(depositResponse.parse(again.json()).transaction_uid).toBe(recorded[0]!.transaction_uid);
    expect(await p.deposits()).toHaveLength(1);
  });

  it('without times every answer is lost, and still one deposit', async () => {
    const p = await player({ legislation: 'FR', lost_deposit_answers: { kind: 'http500' } });
    for (let i = 0; i < 3; i++) expect((await p.send(depositBody('paysafecard'), 'intent-1')).statusCode).toBe(500);
    expect(await p.deposits()).toHaveLength(1);
  });

  it('an unknown kind is refused with the profile', async () => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/sessions', payload: { lost_deposit_answers: { kind: 'explode' } } });
    expect(res.statusCode).toBe(400);
  });
});
