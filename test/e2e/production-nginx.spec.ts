// The production build as an operator ships it (docs/deployment.md): built with a sample production
// configuration (.env.example, its bases on the front server's own origin), it holds none of the sandbox's
// values or paths; served by nginx with the shipped configuration (deploy/nginx) on loopback, in front of
// the sandbox's API, the app loads under the headers docs/deployment.md lists, as the browser receives them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderNginxConfig } from '../../scripts/nginx-config';
import { operatorsOwnEnv } from '../deploy-sample';
import { expect, test } from './fixtures';
import { createSession } from './sandbox';

const ROOT = new URL('../../', import.meta.url).pathname;
const SANDBOX = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;

// The sandbox's values (docs/sandbox.md, the sandbox's test merchants), written out here by hand.
const SANDBOX_VALUES = [
  '/sandbox/',
  'sk_fr_5a1d',
  'sk_pt_77b2',
  'sk_pl_0c3e',
  'sk_com_91f4',
  'KP-FR-0001',
  'KP-PT-0001',
  'KP-PL-0001',
  'KP-COM-0001',
  'hf-sandbox-key-01',
  'BCR2DN4TSANDBOX1',
  'merchant.com.cashier.sandbox',
];

let work = '';
let dist = '';
let origin = '';
let nginx: ChildProcess | undefined;
let nginxLog = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

const nginxBinary = (): string => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** The directory of nginx's own configuration (mime.types, modules), from `nginx -V`. */
function nginxPaths(): { mimeTypes: string; brotli: string | null } {
  const v = spawnSync(nginxBinary(), ['-V'], { encoding: 'utf8' }).stderr;
  const confPath = /--conf-path=(\S+)/.exec(v)?.[1] ?? '/etc/nginx/nginx.conf';
  const modulesPath = /--modules-path=(\S+)/.exec(v)?.[1] ?? '/usr/lib/nginx/modules';
  const brotli = join(modulesPath, 'ngx_http_brotli_static_module.so');
  return { mimeTypes: join(confPath, '..', 'mime.types'), brotli: existsSync(brotli) ? brotli : null };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), 'cashier-nginx-'));
  chmodSync(work, 0o755); // nginx's workers run as an unprivileged user
  dist = join(work, 'dist');
  // The sample configuration, its bases on the front server's origin (nginx proxies them to the sandbox).
  const env = {
    ...process.env,
    ...operatorsOwnEnv(),
    CASHIER_API_BASE: 'same-origin',
    CASHIER_SYNC_BASE: 'same-origin',
    CASHIER_ANALYTICS_BASE: 'same-origin',
  };
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the production build failed:\n${build.stdout}\n${build.stderr}`);

  const deps = spawnSync('bash', ['scripts/ensure-deps.sh', '--nginx'], { cwd: ROOT, encoding: 'utf8' });
  if (deps.status !== 0) throw new Error(`nginx could not be installed:\n${deps.stderr}`);

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const { mimeTypes, brotli } = nginxPaths();
  mkdirSync(join(work, 'upstreams'));
  // The API, the stream (gRPC-web) and the /ext/ collector on the app's origin, as an operator may serve them.
  writeFileSync(
    join(work, 'upstreams', 'sandbox.conf'),
    ['/kong/', '/ext/', '/realtime.'].map((path) => `location ^~ ${path} { proxy_pass ${SANDBOX}; proxy_http_version 1.1; proxy_buffering off; }\n`).join(''),
  );
  writeFileSync(
    join(work, 'cashier.conf'),
    renderNginxConfig(dist, {
      CASHIER_LISTEN: `127.0.0.1:${port}`,
      CASHIER_NGINX_INCLUDES: join(work, 'upstreams', '*.conf'),
      CASHIER_FRAME_ANCESTORS: 'https://www.kestrelbet.fr',
      CASHIER_NGINX_BROTLI: brotli ? 'on' : 'off',
    }),
  );
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, dir));
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      brotli ? `load_module ${brotli};` : '',
      'worker_processes 1;',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${join(work, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((d) => `  ${d}_temp_path ${join(work, d)};`),
      `  include ${join(work, 'cashier.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  nginx = spawn(nginxBinary(), ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${nginxLog}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the production build holds none of the sandbox values or paths, and the sample ones', () => {
  const texts = filesUnder(dist)
    .filter((f) => !/\.(br|gz|png|woff2?)$/.test(f))
    .map((f) => ({ f: f.slice(dist.length), text: readFileSync(f, 'utf8') }));
  for (const value of SANDBOX_VALUES) {
    expect(
      texts.filter(({ text }) => text.includes(value)).map(({ f }) => f),
      value,
    ).toEqual([]);
  }
  const all = texts.map(({ text }) => text).join('\n');
  for (const value of [
    'KP-FR-7310',
    'sk_live_com_4f0e',
    'hf-live-key-7c21',
    'BCR2DN4T7QW3LM2K',
    'merchant.fr.kestrelbet.cashier',
    'https://pay.google.com/gp/p/js/pay.js',
    'https://www.paypal.com/sdk/js',
  ]) {
    expect(all, value).toContain(value);
  }
});

test('nginx serves the app with docs/deployment.md headers, and it runs against the sandbox API', async ({ page }) => {
  const session = await createSession(page.request, { legislation: 'FR', language: 'en' });
  const launch = new URL(session.app_url, origin);
  const assets: { url: string; cache: string | undefined; encoding: string | undefined }[] = [];
  page.on('response', async (r) => {
    if (!r.url().startsWith(`${origin}/assets/`) || !r.url().endsWith('.js')) return;
    const headers = await r.allHeaders();
    assets.push({ url: r.url(), cache: headers['cache-control'], encoding: headers['content-encoding'] });
  });
  const answer = await page.goto(`${origin}${launch.pathname}${launch.search}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();

  const h = await answer!.allHeaders();
  const csp = h['content-security-policy'] ?? '';
  const nonce = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
  expect(nonce, `a 128-bit style nonce in ${csp}`).toBeTruthy();
  expect(await page.evaluate(() => (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement).nonce)).toBe(nonce);
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/pay\.google\.com https:\/\/www\.paypal\.com;/);
  expect(csp).toContain("frame-ancestors 'self' https://www.kestrelbet.fr;");
  expect(csp).not.toContain('unsafe-inline');
  for (const d of ["default-src 'self'", "base-uri 'none'", "object-src 'none'", "worker-src 'none'"]) expect(csp).toContain(d);
  expect(h['cache-control']).toBe('no-cache');
  expect(h['referrer-policy']).toBe('no-referrer');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  // CSP violations reported, the device's features limited, no sandbox host (docs/deployment.md).
  expect(csp).toContain('report-uri /csp/reports; report-to csp-endpoint');
  expect(h['reporting-endpoints']).toBe('csp-endpoint="/csp/reports"');
  expect(h['permissions-policy']).toMatch(/^payment=\(self\), camera=\(\)/);
  expect(csp).not.toMatch(/sandbox/i);

  // The hashed assets: cached for good, and sent as the build's precompressed copy where it made one (above 1 KiB).
  expect(assets.length).toBeGreaterThan(0);
  for (const a of assets) {
    expect(a.cache, a.url).toBe('public, max-age=31536000, immutable');
    if (existsSync(join(dist, new URL(a.url).pathname) + '.gz')) expect(['br', 'gzip'], a.url).toContain(a.encoding);
  }
  expect(assets.filter((a) => a.encoding).length).toBeGreaterThan(0);

  // A new nonce for every answer.
  const again = await page.request.get(`${origin}/deposit`);
  expect(again.headers()['content-security-policy']).not.toContain(nonce!);
});
