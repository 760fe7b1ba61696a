// The benchmark (`npm run bench`, issue 4): a production build, the sandbox, and Debian's Chromium driven
// by Playwright on a throttled phone profile; median of 5 cold runs. It writes docs/performance.md.
//
//   1. `vite build` into a temporary directory (dist/ is left alone: other runs may be serving it), with
//      hidden source maps for the "what is in the initial chunk" table.
//   2. The sandbox (`tsx sandbox/main.ts`) on its own port, and in front of it a small static server
//      that serves the build brotli-compressed, as the production CDN does (the sandbox serves files
//      uncompressed), and proxies /kong, /ext (card providers) and /sandbox to it: one origin, like production.
//   3. Per run: a new browser context (empty cache) with the Pixel 7 profile, 4x CPU throttling
//      (CDP Emulation.setCPUThrottlingRate) and the network profile below (CDP
//      Network.emulateNetworkConditions); a new FR player (POST /sandbox/sessions); the app URL opened.
//
// Environment: BENCH_RUNS (default 5), BENCH_PORT (default 8590; the sandbox gets BENCH_PORT + 1),
// CHROMIUM_PATH (default /usr/bin/chromium), BENCH_OUT (default docs/performance.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium, devices, type Browser, type CDPSession, type Page } from '@playwright/test';
import { TEST_CARDS } from '../sandbox/card-test-cards';
import { analyseDist, BUDGETS, INITIAL_TARGET, KIB, measure, type Analysis, type Sizes } from './size-check';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FRONT_PORT = Number(process.env.BENCH_PORT ?? 8590);
const SANDBOX_PORT = FRONT_PORT + 1;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'docs/performance.md');

/** Lighthouse's mobile profile ("Slow 4G" in Lighthouse, close to DevTools' "Fast 3G"). */
export const NETWORK = { name: 'mobile: 1.6 Mbps down, 750 Kbps up, 150 ms round trip', downKbps: 1600, upKbps: 750, rttMs: 150 };
export const CPU_SLOWDOWN = 4;
/** The player of every run: FR (Paysafecard, Skrill, bank transfer, card...), with its freebet banner. */
const PROFILE = { legislation: 'FR' };
const PAYSAFECARD_ID = '5';
const SKRILL_ID = '6';
const CARD_ID = '1';

// ---------------------------------------------------------------------------------------------------------
// Build, sandbox and front server

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
}

function build(outDir: string): void {
  console.log(`bench: production build into ${outDir}`);
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn']);
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startSandbox(): ChildProcess {
  console.log(`bench: sandbox on port ${SANDBOX_PORT}`);
  const child = spawn('npx', ['tsx', 'sandbox/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(SANDBOX_PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** Serves the build brotli-compressed (precompressed at quality 11) and proxies the rest to the sandbox. */
function startFront(distDir: string): Promise<() => Promise<void>> {
  const files = new Map<string, { body: Buffer; br: Buffer; type: string }>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === '.vite' || name.endsWith('.map')) continue;
      if (statSync(path).isDirectory()) walk(path);
      else {
        const body = readFileSync(path);
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        files.set(`/${relative(distDir, path)}`, { body, br, type: TYPES[extname(path)] ?? 'application/octet-stream' });
      }
    }
  };
  walk(distDir);
  const send = (req: IncomingMessage, res: ServerResponse, file: { body: Buffer; br: Buffer; type: string }, cache: string) => {
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'Content-Type': file.type,
      'Cache-Control': cache,
      Vary: 'Accept-Encoding',
      ...(br ? { 'Content-Encoding': 'br' } : {}),
      'Content-Length': String(br ? file.br.length : file.body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : br ? file.br : file.body);
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (/^\/(kong|sandbox|ext)(\/|$)/.test(path)) {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: SANDBOX_PORT, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = files.get(path);
    if (file && path !== '/index.html') return send(req, res, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (path.startsWith('/assets/')) return res.writeHead(404).end();
    send(req, res, files.get('/index.html')!, 'no-cache');
  });
  return new Promise((ok) =>
    server.listen(FRONT_PORT, '127.0.0.1', () => ok(() => new Promise<void>((done) => server.close(() => done())))),
  );
}

// ---------------------------------------------------------------------------------------------------------
// One run in the browser

/** Installed before the app's scripts: collects LCP, layout shifts, long tasks, event timings and "ready". */
const INIT_SCRIPT = () => {
  const b = {
    lcp: [] as { t: number; size: number; el: string }[],
    shifts: [] as { t: number; value: number; from: string }[],
    longtasks: [] as { t: number; d: number }[],
    events: [] as { name: string; t: number; d: number; id: number; target: string }[],
    fcp: 0,
    readyAt: 0,
    marks: {} as Record<string, number>,
  };
  (window as unknown as { __bench: typeof b }).__bench = b;
  const describe = (el: Element | null | undefined) =>
    !el ? '' : `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}${el.id ? `#${el.id}` : ''}`;
  const observe = (type: string, cb: (e: PerformanceEntry) => void, extra: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(cb)).observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
    } catch {
      // entry type not supported
    }
  };
  observe('largest-contentful-paint', (e) => {
    const l = e as PerformanceEntry & { size: number; element?: Element };
    b.lcp.push({ t: l.startTime, size: l.size, el: describe(l.element) });
  });
  observe('layout-shift', (e) => {
    const s = e as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const from = (s.sources ?? []).map((x) => describe(x.node instanceof Element ? x.node : x.node?.parentElement)).join(' ');
    if (!s.hadRecentInput) b.shifts.push({ t: s.startTime, value: s.value, from });
  });
  observe('longtask', (e) => b.longtasks.push({ t: e.startTime, d: e.duration }));
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  });
  observe(
    'event',
    (e) => {
      const ev = e as PerformanceEntry & { interactionId?: number; target?: Element | null };
      b.events.push({ name: e.name, t: e.startTime, d: e.duration, id: ev.interactionId ?? 0, target: describe(ev.target) });
    },
    { durationThreshold: 16 },
  );
  // Ready: the amount presets and at least one mean tile are in the page; stamped in the frame they show.
  const check = () => {
    if (b.readyAt) return;
    if (document.querySelector('[data-testid="amount-preset"]') && document.querySelector('[data-testid="mean-tile"]')) {
      requestAnimationFrame((t) => {
        if (!b.readyAt) b.readyAt = t;
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  // Input to next frame, as a fallback for interactions shorter than Event Timing's 16 ms threshold.
  for (const type of ['keydown', 'pointerdown', 'click']) {
    document.addEventListener(
      type,
      (e) => {
        const start = e.timeStamp;
        requestAnimationFrame(() => setTimeout(() => (b.marks[`${type}:nextFrame`] = performance.now() - start), 0));
        const button = type === 'click' ? (e.target as Element | null)?.closest?.('[data-testid="pay-button"], [data-testid="card-submit"]') : null;
        if (button) {
          (window as unknown as { __benchMark?: (name: string, t: number) => void }).__benchMark?.(button.getAttribute('data-testid') ?? '', performance.timeOrigin + start);
        }
      },
      { capture: true },
    );
  }
};

interface Req {
  id: string;
  url: string;
  method: string;
  start: number;
  wallStart: number;
  end?: number;
  status?: number;
  encoded?: number;
}

export interface RunResult {
  readyMs: number;
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  shifts: string[];
  tbtMs: number;
  keystrokeMs: number;
  tileTapMs: number;
  payToRequestMs: number;
  cardToRequestMs: number;
  requests: { path: string; method: string; startMs: number; endMs: number; status: number; kib: number }[];
  lazyLoaded: string[];
}

/** CLS as Chrome computes it: the largest session window (gap < 1 s, window ≤ 5 s). */
export function clsOf(shifts: { t: number; value: number }[]): number {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.t - b.t)) {
    if (s.t - last < 1000 && s.t - first < 5000) current += s.value;
    else {
      current = s.value;
      first = s.t;
    }
    last = s.t;
    best = Math.max(best, current);
  }
  return best;
}

/** Total blocking time between first contentful paint and `until`: the part of each long task over 50 ms. */
export function tbtOf(tasks: { t: number; d: number }[], from: number, until: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.t, from);
    const end = Math.min(task.t + task.d, until);
    if (end - start > 50) total += end - start - 50;
  }
  return total;
}

/** The longest Event Timing entry of the interaction that started with `names`, after `after`. */
function interactionMs(events: { name: string; t: number; d: number; id: number }[], names: string[], after: number): number | null {
  const first = events.find((e) => e.t >= after && names.includes(e.name) && e.id > 0);
  if (!first) return null;
  return Math.max(...events.filter((e) => e.id === first.id).map((e) => e.d));
}

async function oneRun(browser: Browser, base: string, index: number): Promise<RunResult> {
  const res = await fetch(`${base}/sandbox/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PROFILE) });
  if (res.status !== 201) throw new Error(`POST /sandbox/sessions answered ${res.status}: ${await res.text()}`);
  const { app_url: appUrl } = (await res.json()) as { app_url: string };

  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.rttMs,
    downloadThroughput: (NETWORK.downKbps * 1000) / 8,
    uploadThroughput: (NETWORK.upKbps * 1000) / 8,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const requests = new Map<string, Req>();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { id: e.requestId, url: e.request.url, method: e.request.method, start: e.timestamp, wallStart: e.wallTime * 1000 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.status = e.response.status;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.end = e.timestamp;
      r.encoded = e.encodedDataLength;
    }
  });
  const marks: Record<string, number> = {};
  await page.exposeFunction('__benchMark', (name: string, t: number) => {
    marks[name] = t;
  });
  // tsx keeps function names with a `__name` helper that the page does not have: give it one.
  await page.addInitScript({ content: `var __name = (f) => f; (${INIT_SCRIPT.toString()})();` });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));

  await page.goto(`${base}${appUrl}`, { waitUntil: 'commit' });
  try {
    await page.waitForFunction(() => (window as unknown as { __bench: { readyAt: number } }).__bench.readyAt > 0, undefined, { timeout: 60_000, polling: 100 });
  } catch (error) {
    await page.screenshot({ path: join(tmpdir(), 'cashier-bench-failure.png') }).catch(() => {});
    throw new Error(`the amount page was not ready within 60 s (${page.url()}; screenshot ${join(tmpdir(), 'cashier-bench-failure.png')})\n${problems.join('\n')}`, { cause: error });
  }
  await page.waitForTimeout(1000); // let LCP and late shifts settle before any input
  const loadBench = await page.evaluate(() => (window as unknown as { __bench: unknown }).__bench);
  const b = loadBench as {
    lcp: { t: number; size: number; el: string }[];
    shifts: { t: number; value: number; from: string }[];
    longtasks: { t: number; d: number }[];
    fcp: number;
    readyAt: number;
  };
  const lcp = b.lcp.at(-1) ?? { t: Number.NaN, el: '' };
  const navStart = Math.min(...[...requests.values()].map((r) => r.start));
  const waterfall = [...requests.values()]
    .filter((r) => r.start * 1000 - navStart * 1000 <= b.readyAt + 1000)
    .sort((a, b2) => a.start - b2.start)
    .map((r) => ({
      path: new URL(r.url).pathname,
      method: r.method,
      startMs: (r.start - navStart) * 1000,
      endMs: ((r.end ?? r.start) - navStart) * 1000,
      status: r.status ?? 0,
      kib: (r.encoded ?? 0) / KIB,
    }));

  // A keystroke in the amount field, then a tap on a method tile, each to the next paint.
  const input = page.getByTestId('amount-input');
  await input.tap();
  await page.waitForTimeout(300);
  const beforeKey = await page.evaluate(() => performance.now());
  await page.keyboard.press('5');
  await page.waitForTimeout(600);
  const beforeTap = await page.evaluate(() => performance.now());
  await page.locator(`[data-testid="mean-tile"][data-mean-id="${SKRILL_ID}"]`).tap();
  await page.waitForTimeout(600);
  const after = (await page.evaluate(() => (window as unknown as { __bench: unknown }).__bench)) as {
    events: { name: string; t: number; d: number; id: number }[];
    marks: Record<string, number>;
  };
  const keystrokeMs = interactionMs(after.events, ['keydown', 'keypress', 'keyup'], beforeKey) ?? after.marks['keydown:nextFrame'] ?? Number.NaN;
  const tileTapMs = interactionMs(after.events, ['pointerdown', 'pointerup', 'click'], beforeTap) ?? after.marks['pointerdown:nextFrame'] ?? Number.NaN;

  // Pay with Paysafecard: from the click to the deposit request leaving the page (CDP requestWillBeSent).
  await page.locator(`[data-testid="mean-tile"][data-mean-id="${PAYSAFECARD_ID}"]`).tap();
  await input.fill('20');
  await page.waitForTimeout(300);
  const depositSent = new Promise<Req>((ok) => {
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.method === 'POST' && new URL(e.request.url).pathname === '/kong/v6/me/deposits/paysafecard') ok(requests.get(e.requestId)!);
    });
  });
  await page.getByTestId('pay-button').click();
  const deposit = await Promise.race([depositSent, new Promise<null>((ok) => setTimeout(() => ok(null), 20_000))]);
  const payToRequestMs = deposit && marks['pay-button'] ? deposit.wallStart - marks['pay-button'] : Number.NaN;
  await page.waitForTimeout(200);

  // Card: a second session in the same context; from the card form's Pay to the card deposit POST
  // (the card details are encrypted for the acquirer in between).
  let cardToRequestMs = Number.NaN;
  try {
    const card = await fetch(`${base}/sandbox/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PROFILE) });
    const { app_url: cardUrl } = (await card.json()) as { app_url: string };
    await page.goto(`${base}${cardUrl}`, { waitUntil: 'commit' });
    await page.locator(`[data-testid="mean-tile"][data-mean-id="${CARD_ID}"]`).tap({ timeout: 30_000 });
    await page.getByTestId('amount-input').fill('25');
    await page.getByTestId('pay-button').click();
    await page.getByTestId('card-form').waitFor({ timeout: 30_000 });
    await page.getByTestId('card-number').fill(TEST_CARDS.frictionless.number);
    await page.getByTestId('card-expiry').fill('1230');
    await page.getByTestId('card-cvv').fill('7391');
    await page.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]').first().waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    const cardSent = new Promise<Req>((ok) => {
      cdp.on('Network.requestWillBeSent', (e) => {
        if (e.request.method === 'POST' && new URL(e.request.url).pathname === '/kong/v6/me/deposits/card') ok(requests.get(e.requestId)!);
      });
    });
    await page.getByTestId('card-submit').click();
    const sent = await Promise.race([cardSent, new Promise<null>((ok) => setTimeout(() => ok(null), 20_000))]);
    if (sent && marks['card-submit']) cardToRequestMs = sent.wallStart - marks['card-submit'];
  } catch (error) {
    console.warn(`bench: card flow not measured: ${(error as Error).message.split('\n')[0]}`);
  }

  const lazyLoaded = [...requests.values()]
    .map((r) => new URL(r.url).pathname)
    .filter((p) => p.startsWith('/assets/'))
    .map((p) => p.slice(1));
  await context.close();
  const result: RunResult = {
    readyMs: b.readyAt,
    fcpMs: b.fcp,
    lcpMs: lcp.t,
    lcpElement: lcp.el,
    cls: clsOf(b.shifts.filter((s) => s.t <= b.readyAt + 1000)),
    shifts: b.shifts.filter((s) => s.t <= b.readyAt + 1000).map((s) => `${Math.round(s.t)} ms ${s.value.toFixed(3)} ${s.from}`),
    tbtMs: tbtOf(b.longtasks, b.fcp, b.readyAt),
    keystrokeMs,
    tileTapMs,
    payToRequestMs,
    cardToRequestMs,
    requests: waterfall,
    lazyLoaded,
  };
  console.log(
    `bench: run ${index + 1}: ready ${result.readyMs.toFixed(0)} ms, LCP ${result.lcpMs.toFixed(0)} ms (${result.lcpElement}), ` +
      `CLS ${result.cls.toFixed(3)}, TBT ${result.tbtMs.toFixed(0)} ms, key ${result.keystrokeMs.toFixed(0)} ms, ` +
      `tap ${result.tileTapMs.toFixed(0)} ms, pay→request ${result.payToRequestMs.toFixed(0)} ms, card pay→request ${result.cardToRequestMs.toFixed(0)} ms`,
  );
  if (result.shifts.length) console.log(`bench:   layout shifts: ${result.shifts.join('; ')}`);
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Source-map breakdown of the initial JS (minified bytes per package or source file)

function breakdown(distDir: string, files: string[]): { name: string; bytes: number }[] {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const totals = new Map<string, number>();
  for (const file of files) {
    const mapPath = join(distDir, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    const code = readFileSync(join(distDir, file), 'utf8').split('\n');
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
    let src = 0;
    map.mappings.split(';').forEach((line, li) => {
      let col = 0;
      const segs: [number, number][] = [];
      for (const seg of line ? line.split(',') : []) {
        const vals: number[] = [];
        let v = 0;
        let shift = 0;
        for (const ch of seg) {
          let d = B64.indexOf(ch);
          const more = d & 32;
          d &= 31;
          v += d << shift;
          if (more) shift += 5;
          else {
            vals.push(v & 1 ? -(v >> 1) : v >> 1);
            v = 0;
            shift = 0;
          }
        }
        col += vals[0] ?? 0;
        if (vals.length > 1) src += vals[1] ?? 0;
        segs.push([col, vals.length > 1 ? src : -1]);
      }
      const len = (code[li] ?? '').length;
      segs.forEach(([c, s], i) => {
        const end = segs[i + 1]?.[0] ?? len;
        const source = (s < 0 ? undefined : map.sources[s]) ?? '(bundler glue)';
        const name = source.includes('node_modules/')
          ? source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
          : source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|machines|locales)\//, '$1/');
        totals.set(name, (totals.get(name) ?? 0) + end - c);
      });
    });
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

// ---------------------------------------------------------------------------------------------------------
// Report

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const k = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');
const sizeRow = (label: string, s: Sizes) => `| ${label} | ${k(s.raw)} | ${k(s.gzip)} | ${k(s.brotli)} |`;

function report(a: Analysis, runs: RunResult[], distDir: string, chromiumVersion: string): string {
  const m = (f: (r: RunResult) => number) => median(runs.map(f));
  const all = (f: (r: RunResult) => number, fmt: (x: number) => string) => runs.map((r) => fmt(f(r))).join(', ');
  const lcp = m((r) => r.lcpMs);
  const cls = m((r) => r.cls);
  const lcpElements = [...new Set(runs.map((r) => r.lcpElement))].join(', ');
  const medianRun = [...runs].sort((x, y) => x.readyMs - y.readyMs)[Math.floor(runs.length / 2)]!;
  const loadedLazy = new Set(runs.flatMap((r) => r.lazyLoaded));
  const initialFiles = new Set([...a.initial.js, ...a.initial.css]);
  const parts = breakdown(distDir, a.initial.js);
  const partsTotal = parts.reduce((t, p) => t + p.bytes, 0);
  const npm = parts.filter((p) => !/^(src|machines|locales)\//.test(p.name) && p.name !== '(bundler glue)');
  const app = parts.filter((p) => /^(src|machines)\//.test(p.name));
  const appTotal = app.reduce((t, p) => t + p.bytes, 0);
  const cpu = cpus();
  const date = new Date().toISOString().slice(0, 10);
  const exchangeEnd = medianRun.requests.find((r) => r.path.startsWith('/kong/v3/single-use/'))?.endMs ?? Number.NaN;
  const afterExchange = medianRun.requests.filter((r) => r.path.startsWith('/kong/') && r.startMs >= exchangeEnd - 1);
  const together = afterExchange.filter((r) => r.startMs <= exchangeEnd + 50);
  const later = afterExchange.filter((r) => r.startMs > exchangeEnd + 50);

  const lines = [
    '# Performance',
    '',
    '<!-- Written by `npm run bench` (scripts/bench.ts); edit the script, not this file. -->',
    '',
    `Measured on ${date}: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, Node ${process.version}, ${chromiumVersion}.`,
    `Median of ${runs.length} cold runs (new browser context, empty cache), Pixel 7 viewport and touch,`,
    `**${CPU_SLOWDOWN}× CPU throttling** (CDP \`Emulation.setCPUThrottlingRate\`) and the **${NETWORK.name}**`,
    '(Lighthouse\'s mobile "Slow 4G" figures; CDP `Network.emulateNetworkConditions`, latency added per request).',
    'The build is served brotli-compressed as a CDN would (the sandbox does the same since issue 18); /kong and /sandbox are',
    'the sandbox, proxied on the same origin. Player: a new FR session (`POST /sandbox/sessions`) per run.',
    '',
    '## Budgets (checked by `npm test`, step "size budgets": `scripts/size-check.ts`)',
    '',
    '| budget | limit | now | |',
    '|---|---|---|---|',
    `| amount page's initial JS + CSS, brotli: target (issue 4, DESIGN 7) | ${k(INITIAL_TARGET)} | ${k(a.initial.sizes.brotli)} | ${a.initial.sizes.brotli <= INITIAL_TARGET ? 'holds' : '**over** (not reached)'} |`,
    `| amount page's initial JS + CSS, brotli: interim ceiling the tests hold | ${k(BUDGETS.initialBrotli)} | ${k(a.initial.sizes.brotli)} | ${a.initial.sizes.brotli <= BUDGETS.initialBrotli ? 'holds' : '**over**'} |`,
    `| connect, protobuf, the stream client, the popover in the initial chunks | none | ${[...new Set(a.forbidden.filter((f) => !f.reason.startsWith('flow code')).map((f) => f.module))].join(', ') || 'none'} | ${a.forbidden.some((f) => !f.reason.startsWith('flow code')) ? '**over**' : 'holds'} |`,
    `| a payment method's flow code in the initial chunks | none | ${[...new Set(a.forbidden.filter((f) => f.reason.startsWith('flow code')).map((f) => f.module))].join(', ') || 'none'} | ${a.forbidden.some((f) => f.reason.startsWith('flow code')) ? '**over**' : 'holds'} |`,
    ...a.methods.map((x) => `| ${x.method}'s own chunks, brotli | ${k(BUDGETS.methodBrotli)} | ${k(x.sizes.brotli)} | ${x.sizes.brotli <= BUDGETS.methodBrotli ? 'holds' : '**over**'} |`),
    `| LCP of the amount page on this profile (bench only, not a test) | 2.0 s | ${ms(lcp)} | ${lcp < 2000 ? 'holds' : '**over**'} |`,
    `| CLS of the amount page (bench only) | 0.02 | ${cls.toFixed(3)} | ${cls <= 0.02 ? 'holds' : '**over**'} |`,
    '',
    '"Initial" is what `index.html` loads: its entry chunk and static imports, with their CSS (from Vite\'s',
    'manifest, `dist/.vite/manifest.json`). The modules of each chunk come from `dist/.vite/chunk-modules.json`',
    '(plugin `cashier:chunk-modules` in vite.config.ts). The language catalog is a lazy chunk fetched at boot;',
    'it is reported below, not counted in the budget. Timings are never asserted by tests.',
    '',
    '## Sizes',
    '',
    '| | raw | gzip | brotli |',
    '|---|---|---|---|',
    ...a.initial.js.map((f) => sizeRow(`initial JS \`${f}\``, sizeOfFile(distDir, f))),
    ...a.initial.css.map((f) => sizeRow(`initial CSS \`${f}\``, sizeOfFile(distDir, f))),
    sizeRow('**initial JS + CSS**', a.initial.sizes),
    ...(a.catalog ? [sizeRow(`largest language catalog \`${a.catalog.file}\` (loaded at boot)`, a.catalog.sizes), sizeRow('initial + catalog', a.criticalPath)] : []),
    '',
    'Lazily loaded chunks (loaded in the runs: ✓):',
    '',
    '| chunk | raw | gzip | brotli | methods | loaded |',
    '|---|---|---|---|---|---|',
    ...a.lazy
      .filter((l) => !initialFiles.has(l.file))
      .map((l) => `| \`${l.file}\` | ${k(l.sizes.raw)} | ${k(l.sizes.gzip)} | ${k(l.sizes.brotli)} | ${l.methods.join(', ')} | ${loadedLazy.has(l.file) ? '✓' : ''} |`),
    '',
    '## Timings (median of the runs; every run in brackets)',
    '',
    '| | median | runs |',
    '|---|---|---|',
    `| first contentful paint | ${ms(m((r) => r.fcpMs))} | ${all((r) => r.fcpMs, ms)} |`,
    `| **LCP** (element: ${lcpElements}) | **${ms(lcp)}** | ${all((r) => r.lcpMs, ms)} |`,
    `| page ready (presets and means shown) | ${ms(m((r) => r.readyMs))} | ${all((r) => r.readyMs, ms)} |`,
    `| CLS (to ready + 1 s; shifts of the median run: ${medianRun.shifts.join('; ') || 'none'}) | ${cls.toFixed(3)} | ${all((r) => r.cls, (x) => x.toFixed(3))} |`,
    `| total blocking time (FCP to ready) | ${ms(m((r) => r.tbtMs))} | ${all((r) => r.tbtMs, ms)} |`,
    `| keystroke in the amount field → next paint | ${ms(m((r) => r.keystrokeMs))} | ${all((r) => r.keystrokeMs, ms)} |`,
    `| tap on a method tile → next paint | ${ms(m((r) => r.tileTapMs))} | ${all((r) => r.tileTapMs, ms)} |`,
    `| Pay click → deposit request on the wire (Paysafecard) | ${ms(m((r) => r.payToRequestMs))} | ${all((r) => r.payToRequestMs, ms)} |`,
    `| card form's Pay → card deposit request on the wire (encryption included) | ${ms(m((r) => r.cardToRequestMs))} | ${all((r) => r.cardToRequestMs, ms)} |`,
    '',
    'Input to next paint is the Event Timing duration of the interaction (what INP uses); below its 16 ms',
    'threshold, the time to the frame after the input. Pay to request: the click\'s event time against',
    'the deposit POST\'s `Network.requestWillBeSent` wall time.',
    '',
    `## Network log of the median run (ms from the first request; ready at ${ms(medianRun.readyMs)})`,
    '',
    `The token exchange ends at ${ms(exchangeEnd)}. Started within 50 ms of it, together: ${together.map((r) => `\`${r.path}\``).join(', ') || 'none'}. ` +
      `Started later (after another call): ${later.map((r) => `\`${r.path}\` at ${ms(r.startMs)}`).join(', ') || 'none'}.`,
    '',
    '| request | start | end | status | transferred |',
    '|---|---|---|---|---|',
    ...medianRun.requests.map((r) => `| ${r.method} \`${r.path.replace(/\/kong\/v3\/single-use\/[^/?]+/, '/kong/v3/single-use/…')}\` | ${Math.round(r.startMs)} | ${Math.round(r.endMs)} | ${r.status} | ${r.kib.toFixed(1)} KiB |`),
    '',
    '## What is in the initial JS (minified bytes, from source maps)',
    '',
    `Total ${k(partsTotal)} minified: packages ${k(npm.reduce((t, p) => t + p.bytes, 0))}, app code ${k(appTotal)}.`,
    '',
    '| package or module | minified | share |',
    '|---|---|---|',
    ...parts.slice(0, 30).map((p) => `| ${p.name} | ${k(p.bytes)} | ${((100 * p.bytes) / partsTotal).toFixed(1)} % |`),
    '',
  ];
  return `${lines.join('\n')}${STATIC_NOTES}`;
}

const sizeOfFile = (distDir: string, file: string): Sizes => measure(readFileSync(join(distDir, file)));

/** The hand-written part of docs/performance.md: what was split, and why. */
const STATIC_NOTES = `## How the budgets are reached

- **The router joins late** (src/app/App.tsx, issue 18): the amount page and the session-timeout and
  technical-error pages render straight from the actor's snapshot; TanStack Router (about 24 KiB brotli)
  is its own chunk, fetched when the amount page is idle and made the first time the actor declares
  another route (\`joinRouter\` pushes the flow's history entry as before). **By route**
  (src/app/router.tsx, \`lazyRouteComponent\`): each method's screens and the callback load when their
  route is entered.
- **The early start** (src/boot/early-start.ts, inlined in index.html, allowed by its CSP hash): the token
  exchange, the eight first calls and the player's catalog start while the bundle downloads; the app's
  client takes those answers (src/api/early-fetch.ts). Intl is warmed up in that wait.
- **The QA inspector** loads only with \`?inspect=1\`.
- **Dialogs** (src/screens/shared/lazy-dialogs.tsx, \`React.lazy\`): the error, confirmation, limits and
  banner opt-out dialogs, and with them Radix Dialog, its focus trap, scroll lock and the error texts. Each
  has its own \`Suspense\` boundary (the page under it never suspends); a dialog with an \`open\` prop mounts
  the first time it opens and stays mounted, so closing animations and focus return are unchanged. Once
  the amount page is up they are fetched when the main thread is idle, so opening one does not wait for
  the network (and does not need it, e.g. the error dialog of a failed call).
- **zod/mini** for every response schema; no full zod.
- **Fixed-size logos**: every SVG logo has its width and height, so nothing moves when they draw.
- **No waterfall after the token exchange**: eligibility, last deposit, feature flags, means and banner
  calls start together (see the network log), from the early start; one catalog, the player's.
- **Served precompressed** (scripts/precompress.ts): brotli 11 and gzip 9 files written at build time.

## Reading the numbers

- The issue's reference points, on the same profile: React alone about 1.6 s; every dependency of the
  stack in one chunk 162 KiB brotli, about 2.4 s; Adyen's card-only drop-in 86 KiB JS + 16 KiB CSS
  brotli, about 2.0 s.
- react-dom (about 55 KiB brotli), TanStack Router (about 24 KiB), XState (about 11 KiB), zod/mini (about
  6 KiB), ky (about 4 KiB), Lingui and React (about 7 KiB) are about 107 KiB brotli before any app code:
  the 120 KiB budget leaves about 13 KiB for the amount page's own code and CSS.
`;

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const distDir = mkdtempSync(join(tmpdir(), 'cashier-bench-'));
  build(distDir);
  const analysis = analyseDist(distDir);
  const sandbox = startSandbox();
  let closeFront: (() => Promise<void>) | null = null;
  let browser: Browser | null = null;
  try {
    await waitFor(`http://127.0.0.1:${SANDBOX_PORT}/sandbox`);
    closeFront = await startFront(distDir);
    const base = `http://localhost:${FRONT_PORT}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
    });
    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, base, i));
    const version = `Chromium ${browser.version()}`;
    writeFileSync(OUT, report(analysis, runs, distDir, version));
    console.log(`bench: wrote ${relative(ROOT, OUT)}`);
  } finally {
    await browser?.close();
    await closeFront?.();
    if (sandbox.pid) {
      try {
        process.kill(-sandbox.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(distDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
