// The 3DS2 status poll as SPEC 7 gives it: HEAD /kong/v4/me/transactions/{id} with the query status and
// status_detail. The sandbox answers a poll without them 400, so an app that leaves them out cannot read
// its 3DS2 transaction ready.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from './card-test-cards';
import { pollQueryProblem } from './routes/card';
import { buildServer } from './server';
import { ACQUIRER_A_MERCHANTS } from './spec';
import { depositUrl, login, post } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

/** A frictionless 3DS2 card deposit (FR): acquirer A's PKey, then the deposit call (pending 2, the fingerprint). */
async function fingerprintDeposit() {
  const { access_token } = await login(app, { legislation: 'FR' });
  const m = ACQUIRER_A_MERCHANTS.FR!;
  const form = new URLSearchParams({
    M: m.merchantId,
    Statickey: m.staticKey,
    g1: 'g1-token',
    b1: TEST_CARDS.frictionless.number,
    b3: '12',
    b4: '2030',
    b5: '123',
  });
  const store = await app.inject({
    method: 'POST',
    url: '/ext/acq-a/keypayment/rest/v2/store',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(store.statusCode, store.body).toBe(200);
  const number = TEST_CARDS.frictionless.number;
  const res = await post(
    app,
    depositUrl('card'),
    {
      amount: 25,
      payment_method: 'CARD',
      fees: 0,
      requester: 'App:Front',
      correlation_id: 'corr-poll-1',
      store_token: false,
      browser_info: {
        user_agent: 'test',
        accept_header: '*/*',
        color_depth: 24,
        java_enabled: false,
        language: 'fr',
        screen_height: 800,
        screen_width: 1280,
        timezone_offset: 0,
      },
      detail: {
        type: 'visa',
        bin: number.slice(0, 6),
        last_digit: number.slice(-4),
        expiry_month: '12',
        expiry_year: '2030',
        return_url: '/callback',
        scheme: 'visa',
        scheme_selection_type: 'not_applicable',
        available_schemes: ['visa'],
        cse_keypayment: (store.json() as { PKey: string }).PKey,
      },
    },
    { token: access_token, correlationId: 'corr-poll-1' },
  );
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { status: string; status_detail: number; transaction_uid: string };
  expect([body.status, body.status_detail]).toEqual(['pending', 2]);
  return { token: access_token, uid: body.transaction_uid };
}

const head = (token: string, url: string) =>
  app.inject({ method: 'HEAD', url, headers: { authorization: `Bearer ${token}`, 'x-correlation-id': 'corr-poll-1' } });

describe('the 3DS2 poll (SPEC 7: HEAD /kong/v4/me/transactions/{id}, query status, status_detail)', () => {
  it('with status and status_detail: answered with X-Transaction-IsReady and X-Poll-Interval', async () => {
    const { token, uid } = await fingerprintDeposit();
    const res = await head(token, `/kong/v4/me/transactions/${uid}?status=pending&status_detail=2`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-transaction-isready']).toBe('false');
    expect(res.headers['x-poll-interval']).toBe('1000');
  });

  it('without the query, or half of it: 400, and the poll does not count', async () => {
    const { token, uid } = await fingerprintDeposit();
    for (const q of ['', '?status=pending', '?status_detail=2', '?status=&status_detail=2']) {
      expect((await head(token, `/kong/v4/me/transactions/${uid}${q}`)).statusCode, q || '(no query)').toBe(400);
    }
    // Three counted polls make the fingerprint ready (routes/card.ts); the four refused ones did not count.
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await head(token, `/kong/v4/me/transactions/${uid}?status=pending&status_detail=2`)).headers['x-transaction-isready']);
    expect(answers).toEqual(['false', 'false', 'true']);
  });

  it('the query names a 3DS2 wait: pending 2 (fingerprint) or 3 (challenge)', () => {
    const q = (s: string) => pollQueryProblem(new URLSearchParams(s));
    expect(q('status=pending&status_detail=2')).toBeNull();
    expect(q('status=PENDING&status_detail=3')).toBeNull();
    expect(q('status=success&status_detail=2')).toMatch(/pending 2/);
    expect(q('status=pending&status_detail=1')).toMatch(/pending 2/);
    expect(q('status_detail=2')).toMatch(/^status:/);
  });
});
