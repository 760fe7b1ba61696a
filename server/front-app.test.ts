// The production front server as server/main.ts runs it (docs/deployment.md "The headers", "Configuration"):
// what a page answer carries, what it never serves, where CSP violations go, and the deployment's
// configuration read at start, not from the build (docs/decisions.md "Configuration at run time").
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorsOwnEnv, sampleEnv } from '../test/deploy-sample';
import type { DeployConfig } from '../src/domain/deploy-config';
import { deployConfigFromEnv, sandboxDeployConfig } from './deploy-config';
import { buildFrontApp } from './front-app';
import { FRONT_CSP_REPORTS_PATH, securityConfigFromEnv } from './security';

let work: string;
let dist: string;
let app: FastifyInstance;
// The sample configuration (.env.example) with an operator's own ids, as production's front server reads it.
const production = deployConfigFromEnv(operatorsOwnEnv(), 'production');
const logger = { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } };
// The environment of a production deployment: the operator's origins, no collector of their own.
const env = { CASHIER_CONNECT_SRC: 'https://api.kestrelbet.example', CASHIER_FRAME_ANCESTORS: 'https://www.kestrelbet.example' };
const frontApp = (deploy: DeployConfig) =>
  buildFrontApp(
    {
      distDir: dist,
      ssrDir: null,
      apiBase: 'http://127.0.0.1:9',
      deploy,
      security: securityConfigFromEnv(env, FRONT_CSP_REPORTS_PATH),
      sessionSecret: 'x'.repeat(32),
      budgetMs: 300,
    },
    logger,
  );
/** The configuration a page carries (server/page.ts withDeployConfig). */
const pageConfig = (html: string): unknown => JSON.parse(/<script type="application\/json" id="cashier-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
const logged: unknown[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'cashier-front-'));
  dist = path.join(work, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><!-- cashier:config --><script>start()</script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export{}');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  app = await frontApp(production);
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

  it("lists no Braintree sandbox host: production's processor, the configuration's bases and the operator's origins only", async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const connect = String(res.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toBe(
      "connect-src 'self' https://api.braintreegateway.com https://www.paypal.com https://api.kestrelbet.fr https://sync.kestrelbet.fr https://ext.kestrelbet.fr https://pay.google.com https://api.kestrelbet.example",
    );
    expect(String(res.headers['content-security-policy'])).not.toContain('sandbox');
  });

  it('carries a Permissions-Policy: payment for the app itself, no camera, microphone or location for anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['permissions-policy']).split(', ');
    expect(policy).toContain('payment=(self)');
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(policy).toContain(`${feature}=()`);
  });
});

describe('the deployment configuration, read at start (docs/decisions.md "Configuration at run time")', () => {
  it("one build served with two configurations: each page carries its server's, and the build none", async () => {
    const sandbox = await frontApp(sandboxDeployConfig());
    try {
      const [fromProduction, fromSandbox] = await Promise.all([app, sandbox].map((a) => a.inject({ method: 'GET', url: '/' })));
      expect(pageConfig(fromProduction!.body)).toEqual(production);
      expect(pageConfig(fromSandbox!.body)).toEqual(sandboxDeployConfig());
      expect(pageConfig(fromProduction!.body)).not.toEqual(pageConfig(fromSandbox!.body));
      expect(fromProduction!.body).not.toContain('/sandbox/');
      // The configuration's scripts and frames join the page's policy (docs/deployment.md "connect-src").
      const directive = (res: typeof fromProduction, name: string) =>
        String(res!.headers['content-security-policy'])
          .split('; ')
          .find((d) => d.startsWith(`${name} `));
      expect(directive(fromProduction, 'script-src')).toMatch(/^script-src 'self' 'sha256-[^']+' https:\/\/pay\.google\.com https:\/\/www\.paypal\.com$/);
      expect(directive(fromSandbox, 'script-src')).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
      expect(directive(fromProduction, 'frame-src')).toBe("frame-src 'self' https://pay.google.com https://www.paypal.com");
      // The build itself is untouched: no configuration in it.
      expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('<!-- cashier:config -->');
    } finally {
      await sandbox.close();
    }
  });

  it('does not start without a valid configuration, naming each variable with what it is and who provides it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        PATH: process.env.PATH,
        ...sampleEnv(),
        CASHIER_API_BASE: '',
        CASHIER_ACQUIRER_A_STATIC_KEY_FR: 'sk_fr_5a1d',
        CASHIER_SERVER_API_BASE: 'http://127.0.0.1:9',
        CASHIER_SESSION_SECRET: 'x'.repeat(32),
        CASHIER_DIST_DIR: dist,
        PORT: '9',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/CASHIER_API_BASE is missing: The operator API's base URL .*from Operator's platform team/);
    expect(run.stderr).toMatch(/CASHIER_ACQUIRER_A_STATIC_KEY_FR is a sandbox value/);
    expect(run.stderr).toMatch(/CASHIER_ACQUIRER_B_API_KEY_ID is the example of \.env\.example .*from Acquirer B/);
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
