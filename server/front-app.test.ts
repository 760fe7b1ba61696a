// The production front server as server/main.ts runs it (docs/deployment.md "The headers"): what a page
// answer carries, what it never serves, where CSP violations go.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFrontApp } from './front-app';
import { FRONT_CSP_REPORTS_PATH, securityConfigFromEnv } from './security';

let work: string;
let app: FastifyInstance;
const logged: unknown[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'cashier-front-'));
  const dist = path.join(work, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><script>start()</script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export{}');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  // The environment of a production deployment: the operator's origins, no collector of their own.
  const env = { CASHIER_CONNECT_SRC: 'https://api.kestrelbet.example', CASHIER_FRAME_ANCESTORS: 'https://www.kestrelbet.example' };
  const logger = { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } };
  app = await buildFrontApp(
    {
      distDir: dist,
      ssrDir: null,
      apiBase: 'http://127.0.0.1:9',
      security: securityConfigFromEnv(env, FRONT_CSP_REPORTS_PATH),
      sessionSecret: 'x'.repeat(32),
      budgetMs: 300,
    },
    logger,
  );
});
afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a page answer of the production front server', () => {
  it('reports CSP violations to the server itself (report-to with Reporting-Endpoints, report-uri)', async () => {
    const res = await app.inject({ method: 'GET', url: '/deposit' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']).split('; ');
    expect(csp).toContain('report-to csp-endpoint');
    expect(csp).toContain(`report-uri ${FRONT_CSP_REPORTS_PATH}`);
    expect(res.headers['reporting-endpoints']).toBe(`csp-endpoint="${FRONT_CSP_REPORTS_PATH}"`);
  });

  it("lists no Braintree sandbox host: production's processor and the operator's origins only", async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const connect = String(res.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' https://api.braintreegateway.com https://www.paypal.com https://api.kestrelbet.example");
    expect(String(res.headers['content-security-policy'])).not.toContain('sandbox');
  });

  it('carries a Permissions-Policy: payment for the app itself, no camera, microphone or location for anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['permissions-policy']).split(', ');
    expect(policy).toContain('payment=(self)');
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(policy).toContain(`${feature}=()`);
  });
});

describe('what the production front server never serves', () => {
  it("the build's module map (.vite/) and source maps; the bundle itself is served", async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
    for (const url of ['/.vite/manifest.json', '/assets/index-abc.js.map']) {
      const res = await app.inject({ method: 'GET', url });
      // A page (the SPA's answer to an unknown path) or a 404, never the file.
      expect(res.body, url).not.toMatch(/"version"|"sources"|^\{\}$/);
      expect([200, 404], url).toContain(res.statusCode);
    }
  });
});

describe('its CSP report collector', () => {
  it('logs each violation as one line and keeps nothing', async () => {
    const report = {
      'csp-report': { 'document-uri': 'https://cashier.example/deposit', 'blocked-uri': 'https://evil.example/x.js', 'violated-directive': 'script-src' },
    };
    const res = await app.inject({
      method: 'POST',
      url: FRONT_CSP_REPORTS_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(res.statusCode).toBe(204);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'csp violation', via: 'report-uri', csp: report['csp-report'] }));
  });

  it('refuses what is not a CSP report', async () => {
    const res = await app.inject({ method: 'POST', url: FRONT_CSP_REPORTS_PATH, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(415);
  });
});
