import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_FRAME_CHANNEL } from './spec';
import { READY_MADE_PLAYERS, readyMadePlayer } from './players';
import { buildServer } from './server';
import { TEST_DATA } from './test-data';
import { scenarioOf as cardScenarioOf } from './card-test-cards';
import { blikScenarioOf } from './blik';
import { mbwayScenarioOf } from './mbway';
import { scenarioOf as momoScenarioOf } from './mobile-money';
import { ticketScenarioOf } from './premium-ticket';
import { outcomeOfAmount } from './deposit-flow';
import { paypalScenarioOf, PROCESSOR_WORKER_PATH } from './paypal';
import { createSession, depositBody, depositUrl, get, login, post } from './test-helpers';
import { escapeHtml } from './pages/html';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

describe('sandbox pages', () => {
  it("the README's scenarios have ready-made players: dark mode, premium ticket, new PayPal, Apple Pay in each native app", async () => {
    app = await buildServer({ distDir: null });
    const open = async (key: string) => {
      const p = readyMadePlayer(key);
      expect(p, key).toBeDefined();
      const s = await createSession(app, p!.profile);
      return { app: new URL(s.app_url, 'http://x').searchParams, webview: new URL(s.webview_url, 'http://x').searchParams };
    };
    expect((await open('dark-mode')).app.get('is_dark')).toBe('true');
    // SPEC 4 Apple Pay: the iOS sports app and the macOS poker app say it in apple_pay; the turf app asks the bridge.
    for (const [key, platform, applePay] of [
      ['ios-sports-applepay', 'IOS', 'true'],
      ['ios-turf-applepay', 'IOS', null],
      ['macos-poker-applepay', 'MACOS', 'true'],
      ['android-googlepay', 'ANDROID', null],
    ] as const) {
      const urls = await open(key);
      expect(urls.webview.get('platform'), key).toBe(platform);
      expect(urls.app.get('apple_pay'), key).toBe(applePay);
    }
    const methodsOf = async (key: string) => {
      const pair = await login(app, readyMadePlayer(key)!.profile);
      const res = await get(app, '/kong/v7/me/payment-methods/deposit', { token: pair.access_token });
      return (res.json() as { payment_methods: { name: string }[] }).payment_methods.map((m) => m.name);
    };
    expect(await methodsOf('premium-ticket')).toContain('PREMIUM_TICKET');
    expect((await methodsOf('fr-paypal'))[0]).toBe('PAYPAL');
    for (const key of ['ios-sports-applepay', 'ios-turf-applepay', 'macos-poker-applepay']) expect(await methodsOf(key)).toContain('APPLEPAY');
  }, 30_000);

  it('the launcher shows every test datum with a copy button of its exact value', async () => {
    app = await buildServer({ distDir: null });
    const body = (await app.inject({ method: 'GET', url: '/sandbox' })).body;
    const rows = TEST_DATA.flatMap((g) => g.rows);
    expect(body.match(/data-testid="testdata-row"/g)).toHaveLength(rows.length);
    for (const r of rows) expect(body).toContain(`data-copy="${escapeHtml(r.value)}"`);
    for (const testid of ['testdata', 'multibanco-link', 'googlepay-mode', 'processor-status']) expect(body).toContain(`data-testid="${testid}"`);
  });

  it("each test datum does what the launcher says (docs/sandbox.md's outcomes)", () => {
    const value = (group: string, label: string) => {
      const row = TEST_DATA.find((g) => g.key === group)?.rows.find((r) => r.label === label);
      expect(row, `${group} / ${label}`).toBeDefined();
      return row!.value.replace(/ /g, '');
    };
    expect(cardScenarioOf(value('cards', 'success'))).toBe('success');
    expect(cardScenarioOf(value('cards', '3DS2 challenge'))).toBe('challenge');
    expect(cardScenarioOf(value('cards', '3DS2 frictionless'))).toBe('frictionless');
    expect(cardScenarioOf(value('cards', '3DS1 redirect'))).toBe('threeDs1');
    expect(cardScenarioOf(value('cards', 'refused'))).toEqual({ refused: 'payment.insufficientfunds' });
    expect(cardScenarioOf(value('cards', 'pending'))).toBe('pending');
    expect(value('cards', 'CVV / 3DS code')).toBe('1234');
    expect(value('cards', 'CB + Visa (FR brand choice)').slice(0, 6)).toBe('497010');
    expect(outcomeOfAmount(Number(value('amounts', 'refused')))).toBe('refused');
    expect(outcomeOfAmount(Number(value('amounts', 'fraud check')))).toBe('fraud');
    expect(outcomeOfAmount(Number(value('amounts', 'server error')))).toBe('server-error');
    expect(outcomeOfAmount(Number(value('amounts', 'unexpected status')))).toBe('unexpected');
    expect(blikScenarioOf(value('blik', 'confirmed')).kind).toBe('confirmed');
    expect(blikScenarioOf(value('blik', 'refused')).kind).toBe('refused');
    expect(blikScenarioOf(value('blik', 'pending')).kind).toBe('pendingForever');
    expect(mbwayScenarioOf(value('mbway', 'approved')).kind).toBe('approved');
    expect(mbwayScenarioOf(value('mbway', 'refused')).kind).toBe('refused');
    expect(mbwayScenarioOf(value('mbway', 'app-to-app')).kind).toBe('appToApp');
    expect(momoScenarioOf(value('momo', 'CI success'), 'mtn')).toEqual({ kind: 'success' });
    expect(momoScenarioOf(value('momo', 'CI refused'), 'mtn')).toEqual({ kind: 'failure', reason: 'payment.insufficientfunds.momo' });
    expect(momoScenarioOf(value('momo', 'CI pending'), 'mtn')).toEqual({ kind: 'pendingForever' });
    expect(paypalScenarioOf(value('paypal', 'success'))).toBe('success');
    expect(paypalScenarioOf(value('paypal', 'refused'))).toBe('refused');
    expect(paypalScenarioOf(value('paypal', 'pending'))).toBe('pending');
    expect(ticketScenarioOf(value('others', 'premium ticket'), new Set())).toBe('accepted');
    expect(ticketScenarioOf(value('others', 'premium ticket, invalid'), new Set())).toBe('unknown');
  });

  it('the Multibanco ATM page lists a Multibanco deposit and pays it: success, the player credited', async () => {
    app = await buildServer({ distDir: null });
    expect((await app.inject({ method: 'GET', url: '/sandbox/multibanco' })).body).toContain('data-testid="atm-empty"');
    const pair = await login(app, { legislation: 'PT', balance: 10 });
    const res = await post(app, depositUrl('multibanco'), depositBody('multibanco', { amount: 42 }), { token: pair.access_token });
    const uid = res.json().transaction_uid as string;
    let page = (await app.inject({ method: 'GET', url: '/sandbox/multibanco' })).body;
    expect(page).toContain(`data-transaction-uid="${uid}" data-status="pending"`);
    expect(page).toContain(`data-uid="${uid}" data-settle="pay"`);
    // The page's Pay button posts this (its script): the same settle call as the tests'.
    expect(page).toContain("'/sandbox/deposits/' + encodeURIComponent(b.dataset.uid) + '/settle'");
    expect((await post(app, `/sandbox/deposits/${uid}/settle`, { status: 'success' })).statusCode).toBe(200);
    page = (await app.inject({ method: 'GET', url: '/sandbox/multibanco' })).body;
    expect(page).toContain(`data-transaction-uid="${uid}" data-status="success"`);
    expect(page).not.toContain(`data-uid="${uid}"`);
    const eligibility = await get(app, '/kong/v6/me/deposits/eligibility', { token: pair.access_token });
    expect(eligibility.json().balance).toBe(52);
  });

  it("the PayPal stand-in worker answers braintree's client API host from the sandbox and nothing else", async () => {
    app = await buildServer({ distDir: null });
    const res = await app.inject({ method: 'GET', url: PROCESSOR_WORKER_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['service-worker-allowed']).toBe('/');
    // Run the worker against a fake ServiceWorkerGlobalScope and see where each request goes.
    const listeners: Record<string, (event: any) => void> = {};
    const fetched: { url: string; method: string; body?: ArrayBuffer }[] = [];
    const self = {
      addEventListener: (type: string, fn: (event: any) => void) => {
        listeners[type] = fn;
      },
      location: { origin: 'http://localhost:8080' },
      skipWaiting() {},
      clients: { claim: async () => {} },
    };
    const fakeFetch = async (url: URL, init: { method: string; body?: ArrayBuffer }) => {
      fetched.push({ url: String(url), method: init.method, body: init.body });
      return 'forwarded';
    };
    new Function('self', 'fetch', 'Response', res.body)(
      self,
      fakeFetch,
      class {
        constructor(
          public body: unknown,
          public init: { status: number },
        ) {}
      },
    );
    const dispatch = async (url: string, method = 'GET') => {
      let answer: Promise<unknown> | undefined;
      listeners.fetch!({
        request: { url, method, headers: {}, arrayBuffer: async () => new ArrayBuffer(2) },
        respondWith: (p: Promise<unknown>) => {
          answer = Promise.resolve(p);
        },
      });
      return answer ? await answer : undefined;
    };
    expect(
      await dispatch('https://api.sandbox.braintreegateway.com/merchants/cashier_sandbox/client_api/v1/paypal_hermes/create_payment_resource?x=1', 'POST'),
    ).toBe('forwarded');
    expect(fetched).toEqual([
      { url: 'http://localhost:8080/sandbox/braintree/client_api/v1/paypal_hermes/create_payment_resource?x=1', method: 'POST', body: expect.any(ArrayBuffer) },
    ]);
    expect(await dispatch('https://www.paypal.com/xoplatform/logger/api/logger', 'POST')).toMatchObject({ init: { status: 204 } });
    // The app's own requests and any other host go to the network untouched.
    expect(await dispatch('http://localhost:8080/kong/v2/me/deposit/options')).toBeUndefined();
    expect(await dispatch('https://api.braintreegateway.com/merchants/other/client_api/v1/configuration')).toBeUndefined();
    expect(fetched).toHaveLength(1);
  });

  it('the launcher lists every ready-made player with stable test ids, and the custom form', async () => {
    app = await buildServer({ distDir: null });
    for (const url of ['/sandbox', '/sandbox/launcher']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      for (const p of READY_MADE_PLAYERS) {
        const native = p.profile.platform !== undefined && p.profile.platform !== 'web';
        // A native app's player opens in its own webview only; a web player on the web or either webview.
        for (const mode of native ? ['native'] : ['web', 'ios', 'android']) expect(res.body).toContain(`data-testid="open-${mode}-${p.key}"`);
        if (native) expect(res.body).not.toContain(`data-testid="open-web-${p.key}"`);
      }
      for (const field of [
        'legislation',
        'language',
        'currency',
        'platform',
        'universe',
        'brand',
        'balance',
        'first_deposit',
        'eligible',
        'reason',
        'min_deposit_amount',
        'max_deposit_amount',
        'limit_daily_value',
        'last_method',
        'last_amount',
        'access_token_ttl_seconds',
        'session_expired',
        'fault_eligibility',
        'fault_tokens',
        'fault_deposit',
        'payment_methods',
        'tokens',
      ]) {
        expect(res.body).toContain(`data-testid="custom-${field}"`);
      }
      expect(res.body).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
    }
  });

  it('the webview frames a same-origin app URL and listens on the bridge frame channel', async () => {
    app = await buildServer({ distDir: null });
    const src = '/?token=abc&refreshtoken=def';
    const res = await app.inject({ method: 'GET', url: `/sandbox/webview?platform=ANDROID&src=${encodeURIComponent(src)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('src="/?token=abc&amp;refreshtoken=def"');
    expect(res.body).toContain('data-testid="webview-platform">ANDROID<');
    expect(res.body).toContain(JSON.stringify(BRIDGE_FRAME_CHANNEL));
    expect(res.body).toContain('data-testid="webview-closed"');
    expect(res.body).toContain("'paymentCloseApplication'");
  });

  it('the webview refuses another origin or an unknown platform', async () => {
    app = await buildServer({ distDir: null });
    for (const url of [
      `/sandbox/webview?platform=IOS&src=${encodeURIComponent('https://evil.example/')}`,
      `/sandbox/webview?platform=IOS&src=${encodeURIComponent('//evil.example/')}`,
      `/sandbox/webview?platform=WINDOWS&src=%2F`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('payment.bad.request');
    }
  });

  it('the return page shows its query string, escaped', async () => {
    app = await buildServer({ distDir: null });
    const res = await app.inject({ method: 'GET', url: '/sandbox/return?status=success&amount=17&method=%3Cb%3E' });
    expect(res.body).toContain('data-testid="return-page"');
    expect(res.body).toContain('status=success&amp;amount=17');
    expect(res.body).toContain('&lt;b&gt;');
    expect(res.body).not.toContain('<b>');
  });
});

// Each builds a whole server on a temporary dist: seconds on a loaded machine (the 5 s default failed there).
describe('static app', { timeout: 30_000 }, () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'cashier-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Cashier test build</title><!-- cashier:config --><div id="root"></div>');
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log("app")');
    // What scripts/precompress.ts writes next to a file: a .br and a .gz copy (distinct bodies here, to
    // see which one is sent).
    await writeFile(path.join(dist, 'assets', 'big-abc.js'), 'raw');
    await writeFile(path.join(dist, 'assets', 'big-abc.js.br'), 'brotli copy');
    await writeFile(path.join(dist, 'assets', 'big-abc.js.gz'), 'gzip copy');
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('serves dist at / and falls back to index.html for SPA routes', async () => {
    app = await buildServer({ distDir: dist });
    for (const url of ['/', '/?token=a&refreshtoken=b', '/card/3ds2', '/error/technical', '/session-timeout']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Cashier test build');
      expect(res.headers['content-type']).toContain('text/html');
      // The sandbox's configuration, in the page (docs/decisions.md "Configuration at run time").
      expect(res.body, url).toContain('<script type="application/json" id="cashier-config">{"environment":"sandbox",');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, immutable, and compresses index.html itself', async () => {
    app = await buildServer({ distDir: dist });
    const get = (url: string, acceptEncoding?: string) =>
      app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    const br = await get('/assets/big-abc.js', 'gzip, deflate, br, zstd');
    expect(br.body).toBe('brotli copy');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gz = await get('/assets/big-abc.js', 'gzip');
    expect(gz.body).toBe('gzip copy');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const raw = await get('/assets/big-abc.js', 'identity');
    expect(raw.body).toBe('raw');
    expect(raw.headers['content-encoding']).toBeUndefined();
    // A file without copies (too small to be worth it) is sent as it is.
    const small = await get('/assets/index-abc.js', 'br');
    expect(small.body).toBe('console.log("app")');
    expect(small.headers['content-encoding']).toBeUndefined();

    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const page = await get('/card', `${encoding}`);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['cache-control']).toBe('no-store'); // a player's page: no cache keeps it (server/front.ts)
      expect(page.headers.vary).toContain('Accept-Encoding');
      expect(decode(page.rawPayload).toString()).toContain('Cashier test build');
    }
    const plain = await get('/', 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Cashier test build');
  });

  it('does not fall back under /kong, /sandbox or /assets', async () => {
    app = await buildServer({ distDir: dist });
    for (const url of ['/kong/v1/nothing', '/sandbox/nothing', '/assets/missing.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error_code: 'not.found', message: expect.any(String) });
    }
    expect((await app.inject({ method: 'POST', url: '/card' })).statusCode).toBe(404);
  });

  it('without a build, / explains how to make one', async () => {
    app = await buildServer({ distDir: null });
    const res = await app.inject({ method: 'GET', url: '/card' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm run build');
  });
});
