import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_FRAME_CHANNEL } from './spec';
import { READY_MADE_PLAYERS } from './players';
import { buildServer } from './server';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

describe('sandbox pages', () => {
  it('the launcher lists every ready-made player with stable test ids, and the custom form', async () => {
    app = await buildServer({ distDir: null });
    for (const url of ['/sandbox', '/sandbox/launcher']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      for (const p of READY_MADE_PLAYERS) {
        for (const mode of ['web', 'ios', 'android']) expect(res.body).toContain(`data-testid="open-${mode}-${p.key}"`);
      }
      for (const field of ['legislation', 'language', 'currency', 'platform', 'universe', 'brand', 'balance', 'first_deposit', 'eligible', 'reason', 'min_deposit_amount', 'max_deposit_amount', 'limit_daily_value', 'last_method', 'last_amount', 'access_token_ttl_seconds', 'session_expired', 'fault_eligibility', 'fault_tokens', 'fault_deposit', 'payment_methods', 'tokens']) {
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

describe('static app', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'cashier-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Cashier test build</title><div id="root"></div>');
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

    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const page = await get('/card', `${encoding}`);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['cache-control']).toBe('no-cache');
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
