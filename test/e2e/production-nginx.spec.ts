// The production path as an operator runs it (docs/deployment.md "The front server", "Configuration", "nginx"):
// the one build (the suite's, dist/ and dist-ssr/: it holds no configuration), served by the front server
// (server/main.ts) with the sample production configuration (.env.example, its bases on the app's origin) read
// from its environment at start, behind nginx with the shipped configuration (deploy/nginx) on loopback, in
// front of the sandbox's API. The headers are checked as the browser receives them through nginx, the first
// screen as the server rendered it, and the assets as nginx serves them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
// The suite's build (playwright.config.ts webServer): the same files the sandbox serves.
const DIST = join(ROOT, 'dist');
const DIST_SSR = join(ROOT, 'dist-ssr');

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
// The operator's own values of the sample (.env.example), as an operator sets them: the bases, ids and keys.
// (Google's and PayPal's script URLs are fixed, and PayPal's library names its own.)
const SAMPLE_VALUES = [
  'api.kestrelbet.fr',
  'sync.kestrelbet.fr',
  'ext.kestrelbet.fr',
  'KP-FR-7310',
  'sk_live_com_4f0e',
  'hf-live-key-7c21',
  'BCR2DN4T7QW3LM2K',
  'merchant.fr.kestrelbet.cashier',
];

/** The sample configuration with the operator's own ids, its bases on the app's origin (nginx proxies them to the sandbox). */
const FRONT_CONFIG: Record<string, string> = {
  ...operatorsOwnEnv(),
  CASHIER_API_BASE: 'same-origin',
  CASHIER_SYNC_BASE: 'same-origin',
  CASHIER_ANALYTICS_BASE: 'same-origin',
};

let work = '';
let origin = '';
let front: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let frontLog = '';
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

/** Until `url` answers (polled: a process's start sends the test nothing), at most 30 s, or the child ended. */
async function waitFor(url: string, child: ChildProcess, log: () => string, what: string): Promise<void> {
  const answers = () =>
    fetch(url).then(
      () => true,
      () => false,
    );
  const up = await expect
    .poll(async () => child.exitCode !== null || (await answers()), { timeout: 30_000 })
    .toBe(true)
    .then(
      () => child.exitCode === null,
      () => false,
    );
  if (!up) throw new Error(`${what} did not start: ${log()}`);
}

/** The configuration a page carries (server/page.ts), as the browser reads it. */
const pageConfig = (html: string): Record<string, unknown> | null =>
  JSON.parse(/<script type="application\/json" id="cashier-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST_SSR, 'render.js')))
    throw new Error('no build in dist/ and dist-ssr/: the webServer builds them');
  work = mkdtempSync(join(tmpdir(), 'cashier-nginx-'));
  chmodSync(work, 0o755); // nginx's workers run as an unprivileged user

  const deps = spawnSync('bash', ['scripts/ensure-deps.sh', '--nginx'], { cwd: ROOT, encoding: 'utf8' });
  if (deps.status !== 0) throw new Error(`nginx could not be installed:\n${deps.stderr}`);

  // The front server as production runs it, its configuration read from its environment at start.
  const frontPort = await freePort();
  front = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      ...FRONT_CONFIG,
      CASHIER_SERVER_API_BASE: SANDBOX,
      CASHIER_SESSION_SECRET: randomBytes(32).toString('base64'),
      CASHIER_DIST_DIR: DIST,
      CASHIER_FRAME_ANCESTORS: 'https://www.kestrelbet.fr',
      // The suite's loaded cores (playwright.config.ts): the first screen's and the banner's waits.
      CASHIER_FIRST_SCREEN_BUDGET_MS: '4000',
      CASHIER_SERVER_BANNER_TIMEOUT_MS: '3000',
      HOST: '127.0.0.1',
      PORT: String(frontPort),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  front.stderr?.on('data', (chunk: Buffer) => (frontLog += chunk.toString()));
  await waitFor(`http://127.0.0.1:${frontPort}/csp/reports`, front, () => frontLog, 'the front server');

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const { mimeTypes, brotli } = nginxPaths();
  mkdirSync(join(work, 'upstreams'));
  // The API, the stream (gRPC-web) and the /ext/ collector on the app's origin, as an operator may serve them.
  writeFileSync(
    join(work, 'upstreams', 'sandbox.conf'),
    ['/kong/', '/ext/', '/realtime.'].map((path) => `location ^~ ${path} { proxy_pass ${SANDBOX}; proxy_buffering off; }\n`).join(''),
  );
  writeFileSync(
    join(work, 'cashier.conf'),
    renderNginxConfig(DIST, {
      CASHIER_LISTEN: `127.0.0.1:${port}`,
      CASHIER_UPSTREAM: `127.0.0.1:${frontPort}`,
      CASHIER_NGINX_INCLUDES: join(work, 'upstreams', '*.conf'),
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
  await waitFor(`${origin}/assets/`, nginx, () => nginxLog, 'nginx');
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  front?.kill('SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the build holds no configuration: none of the sandbox values or paths, none of the operator sample', () => {
  const texts = [...filesUnder(DIST), ...filesUnder(DIST_SSR)]
    .filter((f) => !/\.(br|gz|png|woff2?)$/.test(f))
    .map((f) => ({ f: f.slice(ROOT.length), text: readFileSync(f, 'utf8') }));
  for (const value of [...SANDBOX_VALUES, ...SAMPLE_VALUES]) {
    expect(
      texts.filter(({ text }) => text.includes(value)).map(({ f }) => f),
      value,
    ).toEqual([]);
  }
});

test("one build, two configurations: the page through nginx carries the front server's, the sandbox's page its own", async ({ request }) => {
  const served = pageConfig(await (await request.get(`${origin}/deposit`)).text());
  expect(served).toMatchObject({
    environment: 'production',
    apiBase: '',
    googlePay: { scriptUrl: 'https://pay.google.com/gp/p/js/pay.js', environment: 'PRODUCTION', merchantId: FRONT_CONFIG.CASHIER_GOOGLE_PAY_MERCHANT_ID },
    acquirers: { b: { apiKeyId: FRONT_CONFIG.CASHIER_ACQUIRER_B_API_KEY_ID } },
  });
  expect(JSON.stringify(served)).not.toMatch(/sandbox|SANDBOX|-0001/);
  const sandboxes = pageConfig(await (await request.get(`${SANDBOX}/deposit`)).text());
  expect(sandboxes).toMatchObject({ environment: 'sandbox', googlePay: { scriptUrl: '/sandbox/googlepay/pay.js', environment: 'TEST' } });
});

test("through nginx: the front server's headers as the browser receives them, its first screen, its cookie; nginx serves the assets", async ({ page }) => {
  const session = await createSession(page.request, { legislation: 'FR', language: 'fr', last_deposit: { payment_method: 'CARD', amount: 17 } });
  const launch = new URL(session.app_url, origin);
  const assets: { url: string; cache: string | undefined; encoding: string | undefined }[] = [];
  page.on('response', async (r) => {
    if (!r.url().startsWith(`${origin}/assets/`) || !r.url().endsWith('.js')) return;
    const headers = await r.allHeaders();
    assets.push({ url: r.url(), cache: headers['cache-control'], encoding: headers['content-encoding'] });
  });
  const answer = await page.goto(`${origin}${launch.pathname}${launch.search}`);
  expect(answer?.status()).toBe(200);

  // The first screen as the server rendered it: the presets and the tiles are in the HTML itself.
  const html = (await answer!.text()).replace(/<!--[\s\S]*?-->/g, '');
  expect(html.match(/data-testid="amount-preset"/g)?.length).toBe(4);
  expect(html.match(/data-testid="mean-tile"/g)?.length).toBeGreaterThan(0);
  expect(html).toContain('Combien souhaitez-vous déposer');
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  const h = await answer!.allHeaders();
  const csp = h['content-security-policy'] ?? '';
  // The front server's nonce: 128 bits, base64, new per page (docs/deployment.md "The nonce").
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)?.[1];
  expect(nonce, `a 128-bit style nonce in ${csp}`).toBeTruthy();
  expect(await page.evaluate(() => (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement).nonce)).toBe(nonce);
  // The configuration's scripts (Google Pay's, PayPal's) join the policy the front server sends.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/pay\.google\.com https:\/\/www\.paypal\.com;/);
  expect(csp).toContain("frame-ancestors 'self' https://www.kestrelbet.fr;");
  expect(csp).not.toContain('unsafe-inline');
  for (const d of ["default-src 'self'", "base-uri 'none'", "object-src 'none'", "worker-src 'none'"]) expect(csp).toContain(d);
  // A player's page: no cache keeps it (nginx included).
  expect(h['cache-control']).toBe('no-store');
  expect(h['referrer-policy']).toBe('no-referrer');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(csp).toContain('report-to csp-endpoint; report-uri /csp/reports');
  expect(h['reporting-endpoints']).toBe('csp-endpoint="/csp/reports"');
  expect(h['permissions-policy']).toMatch(/^payment=\(self\), camera=\(\)/);
  expect(csp).not.toMatch(/sandbox/i);
  // SPEC 9: the session cookie, set by the front server, reaches the browser through nginx, and goes back.
  expect(h['set-cookie'] ?? '').toMatch(/^cashier-session=[^;]+;.*HttpOnly/);
  expect((await page.context().cookies(origin)).map((c) => c.name)).toContain('cashier-session');
  const again = await page.request.get(`${origin}/`);
  expect(again.status()).toBe(200);
  // The cookie's session renders the first screen again, under a new nonce: nothing was cached.
  expect((await again.text()).match(/data-testid="amount-preset"/g)?.length).toBe(4);
  expect(again.headers()['content-security-policy']).not.toContain(nonce!);

  // The hashed assets, served by nginx from the build: cached for good, the precompressed copy where the build made one.
  expect(assets.length).toBeGreaterThan(0);
  for (const a of assets) {
    expect(a.cache, a.url).toBe('public, max-age=31536000, immutable');
    if (existsSync(join(DIST, new URL(a.url).pathname) + '.gz')) expect(['br', 'gzip'], a.url).toContain(a.encoding);
  }
  expect(assets.filter((a) => a.encoding).length).toBeGreaterThan(0);
  const asset = await page.request.get(assets[0]!.url);
  expect(asset.headers()['permissions-policy']).toMatch(/^payment=\(self\)/);
  expect(asset.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
});
