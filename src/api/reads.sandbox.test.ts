// The app's two reads of a deposit's result (SPEC 7: the HEAD poll, the status call) against the sandbox
// under every fault kind that breaks an answer. DESIGN 7: an answer that says nothing is "not known" (the
// read is tried again, then pending), never an ordinary answer: a HEAD without X-Transaction-IsReady read
// as "not ready" would keep a wait going until its limit (BLIK's 2 minutes) instead of settling it.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FaultKind } from '../../sandbox/fault-specs';
import { buildServer } from '../../sandbox/server';
import { depositBody, depositUrl, login, post } from '../../sandbox/test-helpers';
import { isUnreadable } from '../domain/failures';
import { createApiClient } from './client';
import { fetchDepositStatus } from './direct-deposits';
import { checkTransaction } from './transactions';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

/** A player with this fault on one read, one recorded deposit (Paysafecard: pending), the app's client. */
async function readsOf(endpoint: 'transaction' | 'deposit-status', kind: FaultKind | null) {
  const pair = await login(app, { faults: kind ? { [endpoint]: kind } : {} });
  const res = await post(app, depositUrl('paysafecard'), depositBody('paysafecard'), { token: pair.access_token });
  const uid = (res.json() as { transaction_uid: string }).transaction_uid;
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const api = createApiClient({
    baseUrls: { '/kong/': base },
    store: { accessToken: () => pair.access_token, refreshToken: () => pair.refresh_token, save: () => {}, clear: () => {}, forgetRefresh: () => {} },
  });
  return endpoint === 'transaction' ? () => checkTransaction(api, uid, null) : () => fetchDepositStatus(api, uid);
}

/** The kinds that answer at once with something that is not the endpoint's answer. */
const BROKEN: FaultKind[] = ['http500', 'malformed', 'incomplete', 'empty', 'unknown-enum', 'reset'];

describe.each(['transaction', 'deposit-status'] as const)('%s', (endpoint) => {
  it('without a fault, the answer is read', async () => {
    await expect((await readsOf(endpoint, null))()).resolves.toBeDefined();
  });

  it.each(BROKEN)('%s: not known (unreadable), never an answer', async (kind) => {
    const read = await readsOf(endpoint, kind);
    const outcome = await read().then(
      (answer) => ({ read: 'answer' as const, answer }),
      (error: unknown) => ({ read: 'failed' as const, unreadable: isUnreadable(error) }),
    );
    // unknown-enum on the status call is an answer whose value the verdict reads as unknown (verdict.ts).
    if (kind === 'unknown-enum' && endpoint === 'deposit-status') return expect(outcome).toMatchObject({ read: 'answer' });
    expect(outcome, `${endpoint} ${kind}`).toEqual({ read: 'failed', unreadable: true });
  });

  it('extra fields: still the answer', async () => {
    await expect((await readsOf(endpoint, 'extra-fields'))()).resolves.toBeDefined();
  });
});
