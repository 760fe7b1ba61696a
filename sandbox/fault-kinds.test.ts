// The fault vocabulary of the profile (docs/sandbox.md "Faults"), on the calls from the deposit call on:
// the deposit (and its resend), the status call, the HEAD poll; the stream's bodies and codes as pure
// functions (end to end in test/e2e). Any 4xx or 5xx status, an empty body, an unknown status value,
// extra fields, a hang, the answer lost after recording, and sequences of them, one per call.
import type { FastifyInstance } from 'fastify';
import { Code } from '@connectrpc/connect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { depositResponse, depositStatus } from './contract/parsers';
import { FAULT_KINDS, type FaultSpec } from './fault-specs';
import type { ProfileInput } from './profile';
import { buildServer } from './server';
import type { Deposit } from './store';
import { codeOfStatus, streamBody } from './sync';
import { DEPOSIT_STATUS, depositBody, depositUrl, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

type Call = 'deposit' | 'deposit-status' | 'transaction';

/** A player with this fault on one call; `run` makes the call (a deposit first, for the reads). */
async function setUp(endpoint: Call, spec: FaultSpec, extra: ProfileInput = {}) {
  const pair = await login(app, { legislation: 'FR', faults: { [endpoint]: spec }, ...extra });
  const headers = { authorization: `Bearer ${pair.access_token}`, 'x-correlation-id': 'intent-1' };
  const deposit = () => post(app, depositUrl('paysafecard'), depositBody('paysafecard'), { token: pair.access_token, correlationId: 'intent-1' });
  const deposits = async () => (await app.inject({ method: 'GET', url: `/sandbox/players/${pair.session.player_id}/deposits` })).json<Deposit[]>();
  let uid = '';
  if (endpoint !== 'deposit') uid = (await deposit()).json<{ transaction_uid: string }>().transaction_uid;
  const url = endpoint === 'deposit-status' ? `${DEPOSIT_STATUS}?transaction_uid=${uid}` : `/kong/v4/me/transactions/${uid}`;
  const run = () => (endpoint === 'deposit' ? deposit() : app.inject({ method: endpoint === 'transaction' ? 'HEAD' : 'GET', url, headers }));
  return { run, deposits, headers, url, token: pair.access_token };
}

const CALLS: Call[] = ['deposit', 'deposit-status', 'transaction'];
/**
 * A sample of statuses (the profile takes any of 400 to 599) and the error code docs/sandbox.md "Faults"
 * gives each: never a refusal of SPEC 8.
 */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'sandbox.fault',
  401: 'unauthorized',
  403: 'sandbox.fault',
  404: 'not.found',
  409: 'sandbox.fault',
  422: 'sandbox.fault',
  429: 'rate.limited',
  500: 'payment.internal.error',
  502: 'payment.internal.error',
  503: 'payment.internal.error',
  504: 'payment.internal.error',
};
const STATUSES = Object.keys(CODE_OF_STATUS).map(Number);
/** docs/sandbox.md "Faults": 429 and 503 come with `Retry-After: 1`. */
const RETRY_AFTER = [429, 503];

describe.each(CALLS)('faults on %s', (endpoint) => {
  it.each(STATUSES)('http%i: that status, an error body with no refusal code', async (status) => {
    const s = await setUp(endpoint, `http${status}`);
    const res = await s.run();
    expect(res.statusCode).toBe(status);
    if (endpoint !== 'transaction') expect(res.json()).toEqual({ error_code: CODE_OF_STATUS[status], message: expect.any(String) });
    expect(res.headers['retry-after']).toBe(RETRY_AFTER.includes(status) ? '1' : undefined);
    if (endpoint === 'deposit') expect(await s.deposits()).toHaveLength(0);
  });

  it('empty: 200 with an empty body', async () => {
    const res = await (await setUp(endpoint, 'empty')).run();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('unknown-enum: the normal answer with a status value the API never sends', async () => {
    const s = await setUp(endpoint, 'unknown-enum');
    const res = await s.run();
    expect(res.statusCode).toBe(200);
    if (endpoint === 'transaction') expect(res.headers['x-transaction-isready']).toBe('sandbox_unknown_value');
    else expect(res.json().status).toBe('sandbox_unknown_value');
    if (endpoint === 'deposit') expect(await s.deposits()).toHaveLength(1);
  });

  it('extra-fields: the normal answer plus fields the API does not document', async () => {
    const res = await (await setUp(endpoint, 'extra-fields')).run();
    expect(res.statusCode).toBe(200);
    if (endpoint === 'transaction') expect(res.headers['x-sandbox-extra']).toBeTruthy();
    else {
      const { sandbox_extra, sandbox_extra_object, ...documented } = res.json();
      expect(sandbox_extra).toBeDefined();
      expect(sandbox_extra_object).toBeDefined();
      expect((endpoint === 'deposit' ? depositResponse : depositStatus).safeParse(documented).success).toBe(true);
    }
  });

  it('hang: no answer until the caller gives up', async () => {
    const s = await setUp(endpoint, 'hang');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const init: RequestInit =
      endpoint === 'deposit'
        ? { method: 'POST', headers: { ...s.headers, 'content-type': 'application/json' }, body: JSON.stringify(depositBody('paysafecard')) }
        : { method: endpoint === 'transaction' ? 'HEAD' : 'GET', headers: s.headers };
    const url = endpoint === 'deposit' ? depositUrl('paysafecard') : s.url;
    const answered = fetch(`${address}${url}`, { ...init, signal: abort.signal }).then(
      () => 'answered',
      () => 'gave up',
    );
    // Ordering, not timing: a later call of another endpoint is answered while this one still hangs.
    const other = await app.inject({ method: 'GET', url: '/kong/v6/me/deposits/eligibility', headers: s.headers });
    expect(other.statusCode).toBe(200);
    abort.abort();
    expect(await answered).toBe('gave up');
  });

  it('a sequence: one entry per call, `pass` the normal answer, then normal answers', async () => {
    const s = await setUp(endpoint, ['http429', 'pass', 'http404']);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await s.run()).statusCode);
    expect(statuses).toEqual([429, 200, 404, 200]);
  });
});

describe('lost: the call runs, then its answer is lost', () => {
  it('on the deposit: recorded, the connection reset; the resend (same correlation id) answers the recorded deposit', async () => {
    const s = await setUp('deposit', ['lost']);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const send = () =>
      fetch(`${address}${depositUrl('paysafecard')}`, {
        method: 'POST',
        headers: { ...s.headers, 'content-type': 'application/json' },
        body: JSON.stringify(depositBody('paysafecard')),
      });
    await expect(send()).rejects.toThrow(TypeError);
    const recorded = await s.deposits();
    expect(recorded).toHaveLength(1);
    const again = await send();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { transaction_uid: string }).transaction_uid).toBe(recorded[0]!.transaction_uid);
    expect(await s.deposits()).toHaveLength(1);
  });

  it('the first answer lost, the resend answered 409: still one deposit', async () => {
    const s = await setUp('deposit', ['lost', 'http409']);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const send = () =>
      fetch(`${address}${depositUrl('paysafecard')}`, {
        method: 'POST',
        headers: { ...s.headers, 'content-type': 'application/json' },
        body: JSON.stringify(depositBody('paysafecard')),
      });
    await expect(send()).rejects.toThrow(TypeError);
    expect((await send()).status).toBe(409);
    expect(await s.deposits()).toHaveLength(1);
  });

  it('on a read: no answer (the deposit stays as it was)', async () => {
    const s = await setUp('deposit-status', 'lost');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${address}${s.url}`, { headers: s.headers })).rejects.toThrow(TypeError);
    expect((await s.deposits())[0]!.status).toBe('pending');
  });
});

describe('the profile', () => {
  it.each([['http302'], ['http600'], ['http4xx'], ['explode'], [[]], [['http500', 'explode']]])('refuses the fault %j', async (spec) => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/sessions', payload: { faults: { deposit: spec } } });
    expect(res.statusCode).toBe(400);
  });

  it.each([...FAULT_KINDS, 'http418', 'http599', ['lost', 'pass', 'http429']])('accepts %j', async (spec) => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/sessions', payload: { faults: { 'deposit-status': spec } } });
    expect(res.statusCode).toBe(201);
  });
});

describe('the stream (faults.stream)', () => {
  const body = JSON.stringify({ deposit: { id: '1', status: 'PENDING' }, transaction: { id: 't', status: 'PENDING', status_detail: 'PENDING_PAYMENT' } });

  it('maps an http status to its gRPC code', () => {
    expect([400, 401, 403, 404, 409, 429, 500, 503, 504, 418].map(codeOfStatus)).toEqual([
      Code.InvalidArgument,
      Code.Unauthenticated,
      Code.PermissionDenied,
      Code.NotFound,
      Code.Aborted,
      Code.ResourceExhausted,
      Code.Internal,
      Code.Unavailable,
      Code.DeadlineExceeded,
      Code.FailedPrecondition,
    ]);
  });

  it('changes the update bodies', () => {
    expect(() => JSON.parse(streamBody('malformed', body))).toThrow();
    expect(streamBody('empty', body)).toBe('');
    expect(JSON.parse(streamBody('unknown-enum', body)).transaction.status).toBe('SANDBOX_UNKNOWN');
    const { sandbox_extra, sandbox_extra_object, ...documented } = JSON.parse(streamBody('extra-fields', body));
    expect(sandbox_extra).toBeDefined();
    expect(sandbox_extra_object).toBeDefined();
    expect(documented).toEqual(JSON.parse(body));
    expect(streamBody(null, body)).toBe(body);
  });
});
