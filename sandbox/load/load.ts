// `npm run load`: starts the sandbox in a process of its own, then, ROUNDS
// times, opens SESSIONS player sessions at once and drives what each one's app does: the single-use
// exchange, the amount page's calls (all of them at the same moment, as the app sends them), one deposit
// and its status. Each step is a burst of autocannon with one connection per session and one request
// per connection. Latencies per endpoint (p50/p95/p99/max) and errors go to reports/load.md, next
// to the app's time-out for each call; `npm run load -- --write-docs` writes them into the section
// "Load" of the committed docs/reliability.md instead. Every loop is bounded and only the
// loopback address is used.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BANNER_FETCH_TIMEOUT_MS } from '../../src/api/banner';
import { HTTP_TIMEOUT_MS } from '../../src/api/client';
import { TOKENS_TIMEOUT_MS } from '../../src/api/means';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 200);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 3);
const PORT = Number(process.env.LOAD_PORT ?? 8299);
const BASE = `http://127.0.0.1:${PORT}`;
/** The whole run stops by itself after this long, whatever happens. */
const RUN_LIMIT_MS = 10 * 60_000;
const WRITE_DOCS = process.argv.includes('--write-docs');
const REPORT = WRITE_DOCS ? path.join(ROOT, 'docs', 'reliability.md') : path.join(ROOT, 'reports', 'load.md');

interface Step {
  /** The endpoint as the report names it. */
  name: string;
  method: 'GET' | 'POST';
  /** The app's time-out for this call (src/api). */
  timeoutMs: number;
  path: (i: number) => string;
  headers?: (i: number) => Record<string, string>;
  body?: (i: number) => string;
  /** Reads the answer of session i (tokens, transaction id). */
  read?: (i: number, status: number, body: string) => void;
  /** Statuses that are a correct answer (default: 2xx). */
  ok?: (status: number) => boolean;
}

interface Figures {
  times: number[];
  statuses: Map<number, number>;
  socketErrors: number;
  timeouts: number;
}

const figures = new Map<string, Figures>();
const figuresOf = (name: string): Figures => {
  let f = figures.get(name);
  if (!f) figures.set(name, (f = { times: [], statuses: new Map(), socketErrors: 0, timeouts: 0 }));
  return f;
};

/** One request per session, all at once: SESSIONS connections, SESSIONS requests. */
function burst(step: Step): Promise<void> {
  let next = 0;
  const f = figuresOf(step.name);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE,
        connections: SESSIONS,
        amount: SESSIONS,
        timeout: HTTP_TIMEOUT_MS / 1000,
        requests: [
          {
            setupRequest: (request, context) => {
              const i = next++;
              context.i = i;
              const headers = { ...(step.body ? { 'content-type': 'application/json' } : {}), ...step.headers?.(i) };
              return { ...request, method: step.method, path: step.path(i), headers, ...(step.body ? { body: step.body(i) } : {}) };
            },
            onResponse: (status, body, context) => step.read?.(context.i as number, status, body),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        f.socketErrors += result.errors;
        f.timeouts += result.timeouts;
        resolve();
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      f.times.push(ms);
      f.statuses.set(status, (f.statuses.get(status) ?? 0) + 1);
    });
  });
}

interface PlayerSession {
  token: string;
  refresh_token: string;
  access?: string;
  transaction?: string;
}

async function round(): Promise<void> {
  const sessions: PlayerSession[] = new Array(SESSIONS);
  const bearer = (i: number): Record<string, string> => ({ authorization: `Bearer ${sessions[i]?.access ?? 'missing'}` });
  const correlated = (i: number): Record<string, string> => ({ ...bearer(i), 'x-correlation-id': randomUUID() });
  const amountPage = (
    name: string,
    p: string,
    timeoutMs = HTTP_TIMEOUT_MS,
    headers: (i: number) => Record<string, string> = correlated,
    ok?: Step['ok'],
  ): Step => ({
    name: `GET ${name}`,
    method: 'GET',
    timeoutMs,
    path: () => p,
    headers,
    ...(ok ? { ok } : {}),
  });

  await burst({
    name: 'POST /sandbox/sessions',
    method: 'POST',
    timeoutMs: HTTP_TIMEOUT_MS,
    path: () => '/sandbox/sessions',
    body: () => JSON.stringify({ legislation: 'FR', language: 'fr', currency: 'EUR' }),
    read: (i, status, body) => {
      if (status === 201) sessions[i] = JSON.parse(body) as PlayerSession;
    },
  });
  await burst({
    name: 'GET /kong/v3/single-use/{id}',
    method: 'GET',
    timeoutMs: HTTP_TIMEOUT_MS,
    path: (i) => `/kong/v3/single-use/${sessions[i]?.token}?refresh_token=${encodeURIComponent(sessions[i]?.refresh_token ?? '')}`,
    read: (i, status, body) => {
      if (status === 200 && sessions[i]) sessions[i].access = (JSON.parse(body) as { access_token: string }).access_token;
    },
  });
  // The amount page: every call of every session at the same moment.
  await Promise.all([
    burst(amountPage('/kong/v6/me/deposits/eligibility', '/kong/v6/me/deposits/eligibility')),
    burst(amountPage('/kong/v2/featureflipping', '/kong/v2/featureflipping', HTTP_TIMEOUT_MS, bearer)),
    burst(amountPage('/kong/v6/me/deposits/last-successful', '/kong/v6/me/deposits/last-successful')),
    burst(amountPage('/kong/v2/me/deposit/options', '/kong/v2/me/deposit/options')),
    burst(amountPage('/kong/v7/me/payment-methods/deposit', '/kong/v7/me/payment-methods/deposit')),
    burst(amountPage('/kong/v7/me/tokens/deposit (saved means)', '/kong/v7/me/tokens/deposit', TOKENS_TIMEOUT_MS)),
    burst(amountPage('/kong/v2/me/messages', '/kong/v2/me/messages', BANNER_FETCH_TIMEOUT_MS, bearer)),
    burst(amountPage('/kong/v2/me/missions', '/kong/v2/me/missions', BANNER_FETCH_TIMEOUT_MS, bearer)),
  ]);
  const example = JSON.parse(readFileSync(path.join(ROOT, 'sandbox', 'contract', 'examples', 'deposit-paysafecard.json'), 'utf8')) as Record<string, unknown>;
  const correlationIds = Array.from({ length: SESSIONS }, () => randomUUID());
  await burst({
    name: 'POST /kong/v6/me/deposits/paysafecard',
    method: 'POST',
    timeoutMs: HTTP_TIMEOUT_MS,
    path: () => '/kong/v6/me/deposits/paysafecard',
    headers: (i) => ({ ...bearer(i), 'x-correlation-id': correlationIds[i]! }),
    body: (i) => JSON.stringify({ ...example, correlation_id: correlationIds[i] }),
    read: (i, status, body) => {
      if (status === 200 && sessions[i]) sessions[i].transaction = (JSON.parse(body) as { transaction_uid: string }).transaction_uid;
    },
  });
  await burst({
    name: 'GET /kong/v4/me/deposits/status',
    method: 'GET',
    timeoutMs: HTTP_TIMEOUT_MS,
    path: (i) => `/kong/v4/me/deposits/status?transaction_uid=${sessions[i]?.transaction ?? 'missing'}`,
    headers: correlated,
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)}` : '–');
const TIMEOUT_OF = new Map<string, number>();
/** CPU seconds (user + system) the sandbox process used during the rounds (Linux /proc; null elsewhere). */
let sandboxCpuSeconds: number | null = null;
function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100 on Linux)
  } catch {
    return null;
  }
}
const LOAD_AVERAGE: number[] = [];

function cpuLine(): string {
  if (sandboxCpuSeconds === null) return '';
  const calls = [...figures.values()].reduce((n, f) => n + f.times.length, 0);
  return `The sandbox process itself used ${sandboxCpuSeconds.toFixed(1)} s of CPU for these ${calls} calls: ${((sandboxCpuSeconds * 1000) / calls).toFixed(2)} ms a call.`;
}

function report(startedAt: Date, elapsedMs: number): string {
  const rows = [...figures].map(([name, f]) => {
    const sorted = [...f.times].sort((a, b) => a - b);
    const bad = [...f.statuses].filter(([s]) => s < 200 || (s >= 300 && s !== 304)).map(([s, n]) => `${n}×${s}`);
    const errors = [...bad, ...(f.socketErrors ? [`${f.socketErrors} socket`] : []), ...(f.timeouts ? [`${f.timeouts} time-out`] : [])];
    const limit = TIMEOUT_OF.get(name) ?? HTTP_TIMEOUT_MS;
    const p99 = percentile(sorted, 99);
    return `| ${name} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(p99)} | ${ms(sorted.at(-1) ?? NaN)} | ${errors.join(', ') || '0'} | ${limit} ${p99 < limit ? '✓' : '✗'} |`;
  });
  return `## Load

\`npm run load\` (sandbox/load/load.ts) starts the sandbox in its own process on 127.0.0.1, then ${ROUNDS} times opens
${SESSIONS} player sessions at once and drives, for every session at the same moment, what its app does: the
single-use exchange, the amount page's eight calls (all sent together, as the app does), one Paysafecard
deposit and its status. Each step is one autocannon burst: one connection and one request per session.
Times are in ms, from request sent to answer read, measured by the client on the same 2-core machine.
"Time-out" is the app's own for the call (src/api: 3000 ms for the saved means and the banner calls,
45 000 ms for the others); ✓ when p99 stays under it. The client (autocannon, up to 1600 connections
opened at once) runs on the same cores as the sandbox: on a loaded machine most of the tail is waiting
for a core, which the sandbox's own CPU time per call below puts in proportion. What made the saved-means
call pass 3 s before (RSA keys drawn on the event loop, the listen backlog, JWT and schema work per
call): docs/decisions.md, "The sandbox under load".

Last run: ${startedAt.toISOString()}, ${(elapsedMs / 1000).toFixed(1)} s, Node ${process.version}, ${os.cpus().length} cores, load
average ${LOAD_AVERAGE.map((n) => n.toFixed(1)).join(' / ')} (1 min) before / after: the machine's other work shares the cores.
${cpuLine()}

| endpoint | requests | p50 | p95 | p99 | max | errors | time-out |
| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |
${rows.join('\n')}
`;
}

const INTRO = `# Reliability

What the app and the sandbox do under faults and under load, measured by scripts of this repo. Each
section says how its figures are produced; rerun the script to refresh them.

`;

function writeReport(section: string): void {
  if (!WRITE_DOCS) {
    mkdirSync(path.dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, `${section.trimEnd()}\n`);
    return;
  }
  const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : INTRO;
  const start = current.indexOf('## Load\n');
  let next: string;
  if (start < 0) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const after = current.indexOf('\n## ', start + 1);
    next = current.slice(0, start) + section + (after < 0 ? '' : current.slice(after));
  }
  writeFileSync(REPORT, `${next.trimEnd()}\n`);
}

async function waitForSandbox(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode})`);
    try {
      if ((await fetch(`${BASE}/sandbox/players`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the sandbox did not start within 30 s');
}

async function main(): Promise<void> {
  const profile = process.env.LOAD_CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.LOAD_CPU_PROFILE_DIR] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'sandbox', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const guard = setTimeout(() => {
    console.error(`load: stopped after ${RUN_LIMIT_MS / 1000} s`);
    child.kill('SIGTERM');
    process.exit(2);
  }, RUN_LIMIT_MS);
  try {
    await waitForSandbox(child);
    const cpuBefore = cpuSecondsOf(child.pid);
    const startedAt = new Date();
    LOAD_AVERAGE.push(os.loadavg()[0]!);
    const t0 = performance.now();
    for (let r = 0; r < ROUNDS; r++) {
      await round();
      console.log(`load: round ${r + 1}/${ROUNDS} done`);
    }
    LOAD_AVERAGE.push(os.loadavg()[0]!);
    const cpuAfter = cpuSecondsOf(child.pid);
    sandboxCpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    TIMEOUT_OF.set('GET /kong/v7/me/tokens/deposit (saved means)', TOKENS_TIMEOUT_MS);
    TIMEOUT_OF.set('GET /kong/v2/me/messages', BANNER_FETCH_TIMEOUT_MS);
    TIMEOUT_OF.set('GET /kong/v2/me/missions', BANNER_FETCH_TIMEOUT_MS);
    const section = report(startedAt, performance.now() - t0);
    if (process.env.LOAD_NO_WRITE !== '1') writeReport(section);
    console.log(section);
  } finally {
    clearTimeout(guard);
    child.kill('SIGTERM');
  }
}

await main();
