// The HTTP client through the wire (SPEC 4 "Authentication", SPEC 7 "Interceptors"): a real HTTP server on
// 127.0.0.1 answers each call, and the tests read what actually arrived there. Only the session store is an
// in-memory stand-in (the real one writes browser cookies).
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiFailure, type FailureKind } from '../domain/failures';
import { exchangeSingleUseToken } from './auth';
import { createApiClient, HTTP_TIMEOUT_MS, type ApiClient } from './client';
import { fetchMeans, TOKENS_TIMEOUT_MS } from './means';
import type { SessionStore } from './session-store';

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

type Route = (req: Received, res: ServerResponse) => void;

let server: Server;
let base = '';
let route: Route = (_req, res) => send(res, 404, {});
let received: Received[] = [];
/** Requests the server holds without answering (time-out tests); answered after each test. */
const held = new Set<ServerResponse>();
/** Resolved whenever a request arrives, so a test can wait for the wire instead of sleeping. */
let arrivals: Array<() => void> = [];

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(text);
}

function hold(res: ServerResponse): void {
  held.add(res);
  res.on('close', () => held.delete(res));
}

/** Resolves once the server has received at least `count` requests matching `match`. */
function arrived(count: number, match: (r: Received) => boolean = () => true): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (received.filter(match).length >= count) {
        arrivals = arrivals.filter((a) => a !== check);
        resolve();
      }
    };
    arrivals.push(check);
    check();
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const r: Received = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      route(r, res);
      for (const a of [...arrivals]) a();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  vi.useRealTimers();
  for (const res of held) send(res, 503, {});
  held.clear();
  received = [];
  arrivals = [];
  route = (_req, res) => send(res, 404, {});
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function memoryStore(access: string | null, refresh: string | null): SessionStore {
  let a = access;
  let r = refresh;
  return {
    accessToken: () => a,
    refreshToken: () => r,
    save(accessToken, refreshToken) {
      a = accessToken;
      r = refreshToken;
    },
    clear() {
      a = null;
      r = null;
    },
    forgetRefresh() {
      r = null;
    },
  };
}

function client(store: SessionStore): ApiClient {
  return createApiClient({ baseUrls: { '/kong/': base, '/ext/': base, '/pub/': base }, store });
}

const ok = z.object({ ok: z.boolean() });
const REFRESH = '/kong/v1/refresh';
const isRefresh = (r: Received) => r.method === 'POST' && r.path === REFRESH;
const notRefresh = (r: Received) => !isRefresh(r);
const bearer = (r: Received) => r.headers.authorization;

/** Expects the promise to reject with an ApiFailure of that kind (and nothing else). */
async function expectFailure(promise: Promise<unknown>, kind: FailureKind): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  expect((error as ApiFailure).kind).toBe(kind);
}

/**
 * The usual server: resources answer 200 to the new token and 401 to anything else; the refresh answers the
 * new token pair. `onStale` decides when a stale-token request gets its 401 (default: at once).
 */
function serveWithRefresh(onStale: (req: Received, answer: () => void) => void = (_r, answer) => answer()): void {
  route = (req, res) => {
    if (isRefresh(req)) return send(res, 200, { access_token: 'new-access', refresh_token: 'new-refresh' });
    if (bearer(req) === 'Bearer new-access') return send(res, 200, { ok: true });
    onStale(req, () => send(res, 401, { error_code: 'unauthorized' }));
  };
}

describe('401: one refresh, one retry (SPEC 4 Authentication, SPEC 7 Interceptors)', () => {
  it('refreshes once with the refresh token, retries once with the new bearer token and returns its answer', async () => {
    serveWithRefresh();
    const store = memoryStore('old-access', 'old-refresh');

    await expect(client(store).get('/kong/v6/me/deposits/eligibility', ok)).resolves.toEqual({ ok: true });

    const refreshes = received.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]!.body)).toEqual({ refresh_token: 'old-refresh' });
    expect(received.filter(notRefresh).map(bearer)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(store.accessToken()).toBe('new-access');
    expect(store.refreshToken()).toBe('new-refresh');
  });

  for (const n of [5, 50]) {
    it(`${n} parallel calls that all get 401 share exactly one refresh; each is retried once with the new token`, async () => {
      // The server answers no 401 until all n calls have arrived, so every call meets its 401 together.
      const waiting: Array<() => void> = [];
      serveWithRefresh((_req, answer) => {
        waiting.push(answer);
        if (waiting.length === n) for (const a of waiting.splice(0)) a();
      });
      const api = client(memoryStore('old-access', 'old-refresh'));

      const answers = await Promise.all(Array.from({ length: n }, (_, i) => api.get(`/kong/v2/me/messages/${i}`, ok)));

      expect(answers).toEqual(Array.from({ length: n }, () => ({ ok: true })));
      expect(received.filter(isRefresh)).toHaveLength(1);
      for (let i = 0; i < n; i++) {
        const calls = received.filter((r) => r.path === `/kong/v2/me/messages/${i}`);
        expect(calls.map(bearer)).toEqual(['Bearer old-access', 'Bearer new-access']);
      }
    });

    it(`${n} parallel calls whose 401s come back before and after the refresh still share one refresh`, async () => {
      // The first 401 goes out at once; the others are still in flight (sent with the old token) and only
      // get their 401 once the refresh has been answered and the first call retried.
      const late: Array<() => void> = [];
      let first = true;
      serveWithRefresh((_req, answer) => {
        if (first) {
          first = false;
          answer();
        } else late.push(answer);
      });
      const api = client(memoryStore('old-access', 'old-refresh'));

      const all = Promise.all(Array.from({ length: n }, (_, i) => api.get(`/kong/v2/me/messages/${i}`, ok)));
      await arrived(n, (r) => bearer(r) === 'Bearer old-access');
      await arrived(1, (r) => bearer(r) === 'Bearer new-access');
      for (const a of late.splice(0)) a();

      expect(await all).toEqual(Array.from({ length: n }, () => ({ ok: true })));
      expect(received.filter(isRefresh)).toHaveLength(1);
      for (let i = 0; i < n; i++) {
        const calls = received.filter((r) => r.path === `/kong/v2/me/messages/${i}`);
        expect(calls.map(bearer)).toEqual(['Bearer old-access', 'Bearer new-access']);
      }
    });
  }

  for (const status of [401, 500]) {
    it(`a refresh answering ${status} fails every waiting call as a session expiry, with no further retry`, async () => {
      const n = 5;
      const waiting: Array<() => void> = [];
      route = (req, res) => {
        if (isRefresh(req)) return send(res, status, { error_code: 'refused' });
        waiting.push(() => send(res, 401, {}));
        if (waiting.length === n) for (const a of waiting.splice(0)) a();
      };
      const store = memoryStore('old-access', 'old-refresh');
      const api = client(store);

      const calls = Array.from({ length: n }, (_, i) => api.get(`/kong/v6/me/deposits/${i}`, ok));
      for (const call of calls) await expectFailure(call, 'SESSION_EXPIRED');

      expect(received.filter(isRefresh)).toHaveLength(1);
      expect(received.filter(notRefresh)).toHaveLength(n);
      if (status === 401) {
        // SPEC 4: "a refresh returning 401 clears the token".
        expect(store.accessToken()).toBeNull();
        expect(store.refreshToken()).toBeNull();
      }
    });
  }

  it('a second 401 after the retry is not refreshed again: one retry only, then a session expiry', async () => {
    route = (req, res) => {
      if (isRefresh(req)) return send(res, 200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      send(res, 401, {});
    };
    const api = client(memoryStore('old-access', 'old-refresh'));

    await expectFailure(api.get('/kong/v6/me/deposits/last-successful', ok), 'SESSION_EXPIRED');

    expect(received.filter(isRefresh)).toHaveLength(1);
    expect(received.filter(notRefresh).map(bearer)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });
});

describe('auth header (SPEC 7 Interceptors)', () => {
  it('sends Bearer <token> on /kong/ calls', async () => {
    route = (_req, res) => send(res, 200, { ok: true });
    const api = client(memoryStore('the-token', 'r'));

    await api.get('/kong/v2/featureflipping', ok);
    await api.post('/kong/v6/me/deposits/card', ok, { json: { amount: 10 } });
    await api.delete('/kong/v1/me/missions/7/optin');
    await api.head('/kong/v4/me/transactions/9');

    expect(received.map(bearer)).toEqual(['Bearer the-token', 'Bearer the-token', 'Bearer the-token', 'Bearer the-token']);
  });

  it('sends no auth header on /ext/, /pub/, absolute http URLs and /v3/single-use/', async () => {
    route = (req, res) => (req.path.includes('/v3/single-use/') ? send(res, 200, { access_token: 'a', refresh_token: 'r' }) : send(res, 200, { ok: true }));
    const api = client(memoryStore('the-token', 'r'));

    await api.get('/ext/v2/bin/411111', ok);
    await api.post('/pub/keypayment/rest/v2/store', ok);
    await api.get(`${base}/kong/v2/absolute`, ok);
    await exchangeSingleUseToken(api, 'abc', 'refresh-from-url');

    expect(received.map((r) => r.path)).toEqual(['/ext/v2/bin/411111', '/pub/keypayment/rest/v2/store', '/kong/v2/absolute', '/kong/v3/single-use/abc']);
    for (const r of received) expect(r.headers.authorization).toBeUndefined();
  });
});

describe('x-correlation-id (SPEC 7 Interceptors)', () => {
  const correlated = [
    '/kong/v6/me/deposits/eligibility',
    '/kong/v6/me/withdrawals/pending',
    '/kong/v7/me/payment-methods/deposit',
    '/kong/v2/me/deposit/options',
    '/kong/v2/me/withdrawal/options',
  ];
  const plain = ['/kong/v2/featureflipping', '/kong/v2/me/messages', '/kong/v4/me/transactions/9/context'];

  it('is added on the deposit, withdrawal and payment-method paths, and only there', async () => {
    route = (_req, res) => send(res, 200, { ok: true });
    const api = client(memoryStore('t', 'r'));

    for (const path of [...correlated, ...plain]) await api.get(path, ok);

    for (const path of correlated) {
      const id = received.find((r) => r.path === path)?.headers['x-correlation-id'];
      expect(typeof id === 'string' && id.length > 0, `${path} carries a correlation id`).toBe(true);
    }
    for (const path of plain) expect(received.find((r) => r.path === path)?.headers['x-correlation-id']).toBeUndefined();
  });

  it("keeps the caller's own correlation id, whatever the header's case", async () => {
    route = (_req, res) => send(res, 200, { ok: true });
    const api = client(memoryStore('t', 'r'));

    await api.post('/kong/v6/me/deposits/card', ok, { headers: { 'X-Correlation-Id': 'caller-1' } });
    await api.get('/kong/v7/me/payment-methods/deposit', ok, { headers: { 'x-correlation-id': 'caller-2' } });

    expect(received.map((r) => r.headers['x-correlation-id'])).toEqual(['caller-1', 'caller-2']);
  });
});

describe('time-outs (SPEC 7)', () => {
  it('a call whose server never answers fails as a time-out after the limit the caller set', async () => {
    route = (_req, res) => hold(res);
    const api = client(memoryStore('t', 'r'));

    await expectFailure(api.get('/kong/v2/me/messages', ok, { timeoutMs: 200 }), 'TIMEOUT');
  });

  it('without a limit of its own a call times out after 45000 ms, not before', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(45_000);
    // Only the timer functions are faked: the request still goes over the wire to the real server.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    route = (_req, res) => hold(res);
    const api = client(memoryStore('t', 'r'));

    let outcome: unknown = 'pending';
    const call = api.get('/kong/v2/me/messages', ok).then(
      () => 'answered',
      (e: unknown) => e,
    );
    void call.then((o) => (outcome = o));
    await arrived(1);
    await vi.advanceTimersByTimeAsync(44_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(outcome).toBeInstanceOf(ApiFailure);
    expect((outcome as ApiFailure).kind).toBe('TIMEOUT');
  });

  it('the saved-tokens call gives up after 3000 ms (an empty list) while the other means calls answer', async () => {
    expect(TOKENS_TIMEOUT_MS).toBe(3000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    route = (req, res) => {
      if (req.path === '/kong/v7/me/tokens/deposit') return hold(res);
      if (req.path === '/kong/v2/me/deposit/options') return send(res, 200, { payment_means: [], cse: [], suggested_amounts: [10] });
      if (req.path === '/kong/v7/me/payment-methods/deposit') return send(res, 200, { payment_methods: [], cse: [] });
      send(res, 404, {});
    };
    const api = client(memoryStore('t', 'r'));

    let done = false;
    const means = fetchMeans(api).finally(() => (done = true));
    await arrived(3);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await means).tokens).toEqual([]);
  });
});

describe('a lost session on a secondary call (SPEC 4 Authentication: refresh once, retry, else session timeout)', () => {
  it('saved tokens that still get 401 after the refresh fail the means fetch as SESSION_EXPIRED, not an empty list', async () => {
    route = (req, res) => {
      if (isRefresh(req)) return send(res, 401, { error_code: 'invalid_grant' });
      if (req.path === '/kong/v7/me/tokens/deposit') return send(res, 401, { error_code: 'unauthorized' });
      if (req.path === '/kong/v2/me/deposit/options') return send(res, 200, { payment_means: [], cse: [], suggested_amounts: [10] });
      if (req.path === '/kong/v7/me/payment-methods/deposit') return send(res, 200, { payment_methods: [], cse: [] });
      send(res, 404, {});
    };
    const api = client(memoryStore('t', 'r'));

    await expectFailure(fetchMeans(api), 'SESSION_EXPIRED');
    expect(received.filter(isRefresh)).toHaveLength(1);
  });

  it('saved tokens that fail otherwise (500) still give an empty list (SPEC 7)', async () => {
    route = (req, res) => {
      if (req.path === '/kong/v7/me/tokens/deposit') return send(res, 500, {});
      if (req.path === '/kong/v2/me/deposit/options') return send(res, 200, { payment_means: [], cse: [], suggested_amounts: [10] });
      if (req.path === '/kong/v7/me/payment-methods/deposit') return send(res, 200, { payment_methods: [], cse: [] });
      send(res, 404, {});
    };
    expect((await fetchMeans(client(memoryStore('t', 'r')))).tokens).toEqual([]);
  });
});

describe('malformed answers (SPEC 7: every body is checked)', () => {
  it('a body that is not JSON fails as MALFORMED', async () => {
    route = (_req, res) => send(res, 200, '{"ok": tru');
    const api = client(memoryStore('t', 'r'));

    await expectFailure(api.get('/kong/v2/featureflipping', ok), 'MALFORMED');
    await expectFailure(api.post('/kong/v6/me/deposits/card', ok), 'MALFORMED');
  });

  it('a JSON body that fails its schema fails as MALFORMED', async () => {
    route = (_req, res) => send(res, 200, { ok: 'yes' });
    const api = client(memoryStore('t', 'r'));

    await expectFailure(api.get('/kong/v2/featureflipping', ok), 'MALFORMED');
    await expectFailure(api.getOptional('/kong/v6/me/deposits/last-successful', ok), 'MALFORMED');
  });

  it('an empty 200 body fails as MALFORMED', async () => {
    route = (_req, res) => {
      res.writeHead(200);
      res.end();
    };
    const api = client(memoryStore('t', 'r'));

    await expectFailure(api.get('/kong/v2/featureflipping', ok), 'MALFORMED');
  });
});
