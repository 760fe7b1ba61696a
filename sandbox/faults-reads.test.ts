// The faults that break the reads of a deposit's result (the status call, the HEAD poll; the
// stream's are exercised end to end in test/e2e/faults-reads.spec.ts). A fault breaks the answer, never
// the deposit: the sandbox's record stays what it was.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FaultKind } from './fault-specs';
import type { ProfileInput } from './profile';
import { buildServer } from './server';
import { DEPOSIT_STATUS, depositBody, depositUrl, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

/** A player with these faults and one recorded deposit (Paysafecard: pending until the provider page). */
async function withDeposit(faults: ProfileInput['faults']) {
  const pair = await login(app, { faults });
  const res = await post(app, depositUrl('paysafecard'), depositBody('paysafecard'), { token: pair.access_token });
  const uid = (res.json() as { transaction_uid: string }).transaction_uid;
  return { token: pair.access_token, uid };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-correlation-id': 'corr-reads-1' });
const recorded = async (uid: string) => (await app.inject({ method: 'GET', url: `/sandbox/deposits/${uid}` })).json() as { status: string };

describe('the HEAD poll (faults.transaction)', () => {
  it('http500: 500, and the deposit is untouched', async () => {
    const { token, uid } = await withDeposit({ transaction: 'http500' });
    const before = await recorded(uid);
    const res = await app.inject({ method: 'HEAD', url: `/kong/v4/me/transactions/${uid}`, headers: auth(token) });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-transaction-isready']).toBeUndefined();
    expect(await recorded(uid)).toEqual(before);
  });

  it.each<FaultKind>(['malformed', 'incomplete'])('%s: 200 without the polling headers (a HEAD has no body)', async (kind) => {
    const { token, uid } = await withDeposit({ transaction: kind });
    const res = await app.inject({ method: 'HEAD', url: `/kong/v4/me/transactions/${uid}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-transaction-isready']).toBeUndefined();
  });
});

describe('reset: no answer at all, on the status call and the HEAD poll', () => {
  it.each([
    ['deposit-status', 'GET', (uid: string) => `${DEPOSIT_STATUS}?transaction_uid=${uid}`],
    ['transaction', 'HEAD', (uid: string) => `/kong/v4/me/transactions/${uid}`],
  ] as const)('%s: the connection is reset (fetch rejects), the deposit stays recorded', async (endpoint, method, url) => {
    const { token, uid } = await withDeposit({ [endpoint]: 'reset' });
    const before = await recorded(uid);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${address}${url(uid)}`, { method, headers: auth(token) })).rejects.toThrow(TypeError);
    expect(await recorded(uid)).toEqual(before);
  });
});
