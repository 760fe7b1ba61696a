// Where the first screen's time goes after the bytes have arrived: a build served as the bench
// serves it (HTTP/2, scripts/bench-server.ts), the bench's throttled Pixel 7 page (scripts/bench-probe.ts),
// a returning FR player (no wallet wait), a Chrome trace of the load. Prints the network log's last
// arrivals, then every main-thread task of 5 ms or more until "presets and tiles shown" with what ran
// in it (script evaluation by file, functions called, style, layout, paint), and a V8 CPU profile's self
// time per function over the same window.
//
//   npx tsx scripts/boot-profile.ts DIST
//
// A build made with `npx vite build --outDir /tmp/x --minify false` gives readable function names.
// Environment: BOOT_PORT (default 8660; sandbox on +1, the build on +2), BOOT_PAGES (default 3), BOOT_TOP (25).
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { openThrottledPage, readMetrics } from './bench-probe';
import { localhostCertificate, startFront, startSandbox, stopSandbox, waitFor } from './bench-server';
import { chromiumPath } from './chromium-path';

const PORT = Number(process.env.BOOT_PORT ?? 8660);
const PAGES = Number(process.env.BOOT_PAGES ?? 3);
const TOP = Number(process.env.BOOT_TOP ?? 25);
const PLAYER = { legislation: 'FR', last_deposit: { payment_method: 'CARD', amount: 17 } };

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; beginData?: { url?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const file = (url: string | undefined) => (url ?? '').split('/').pop()?.split('?')[0] || '(inline)';

async function onePage(base: string, sandbox: string, profileTotals: Map<string, number>): Promise<void> {
  const res = await fetch(`${sandbox}/sandbox/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PLAYER) });
  const { app_url: appUrl } = (await res.json()) as { app_url: string };
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
  });
  try {
    const { page, cdp, requests } = await openThrottledPage(browser);
    // BOOT_INSTANT_DATA=1: the API's answers fetched by this script and handed to the page at once (no
    // round trip, no bandwidth): how soon the first screen could show if its data cost nothing.
    if (process.env.BOOT_INSTANT_DATA) await page.route(/\/kong\//, async (route) => route.fulfill({ response: await route.fetch() }));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
        'v8.execute',
        'blink.user_timing',
      ],
    });
    await page.goto(`${base}${appUrl}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __bench: { readyAt: number } }).__bench.readyAt > 0, undefined, { timeout: 60_000, polling: 100 });
    await page.waitForTimeout(300);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const b = await readMetrics(page);
    const navStart = Math.min(...[...requests.values()].map((r) => r.start));
    console.log(`\n== page: ready ${b.readyAt.toFixed(0)} ms, mark ${(b.marks['cashier:presets-and-tiles'] ?? NaN).toFixed(0)} ms`);
    const arrivals = [...requests.values()]
      .filter((r) => r.end)
      .map((r) => ({ path: new URL(r.url).pathname, end: (r.end! - navStart) * 1000 }))
      .sort((x, y) => y.end - x.end);
    // BOOT_WATERFALL=1: every request, its start and end from the navigation, and its bytes.
    if (process.env.BOOT_WATERFALL) {
      for (const r of [...requests.values()].sort((x, y) => x.start - y.start)) {
        console.log(
          `  ${((r.start - navStart) * 1000).toFixed(0).padStart(5)} → ${r.end ? ((r.end - navStart) * 1000).toFixed(0).padStart(5) : '    ?'} ms  ${((r.encoded ?? 0) / 1024).toFixed(1).padStart(6)} KiB  ${r.method} ${new URL(r.url).pathname}`,
        );
      }
    }
    console.log(
      `last arrivals before ready: ${arrivals
        .filter((a) => a.end <= b.readyAt)
        .slice(0, 4)
        .map((a) => `${a.path.split('/').pop()} ${a.end.toFixed(0)}`)
        .join(', ')}`,
    );

    // The renderer's main thread: the thread of the navigation's first task that ran a script of the page.
    const events = trace.traceEvents;
    const evalEvent = events.find((e) => /valuat|ompile/.test(e.name) && JSON.stringify(e.args ?? {}).includes('/assets/'));
    if (!evalEvent)
      throw new Error(`no script evaluation in the trace: ${[...new Set(events.map((e) => e.name))].filter((n) => /valuat|ompile|Script/.test(n)).join(', ')}`);
    const main = events.filter((e) => e.pid === evalEvent.pid && e.tid === evalEvent.tid);
    // Trace time of the navigation's start: the first request's timestamp is in the same clock (seconds).
    const t0 = navStart * 1e6;
    const at = (ts: number) => (ts - t0) / 1000;
    const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= 5000 && at(e.ts) <= b.readyAt);
    for (const task of tasks) {
      const inside = main.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < task.ts + task.dur! && e !== task);
      const sum = (name: string) => inside.filter((e) => e.name === name).reduce((t, e) => t + (e.dur ?? 0), 0) / 1000;
      const scripts = inside
        .filter((e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
        .map((e) => `${file(e.args?.data?.url)} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
      const calls = inside
        .filter((e) => e.name === 'FunctionCall')
        .map((e) => `${e.args?.data?.functionName || '?'}@${file(e.args?.data?.url)} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
      const timers = inside.filter((e) => e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch').map((e) => e.name);
      console.log(
        `${at(task.ts).toFixed(0).padStart(6)} ms  ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms` +
          `  style ${sum('UpdateLayoutTree').toFixed(0)} layout ${sum('Layout').toFixed(0)} paint ${(sum('Paint') + sum('PrePaint')).toFixed(0)} gc ${(sum('MinorGC') + sum('MajorGC')).toFixed(0)}` +
          `${scripts.length ? `  eval[${scripts.join(', ')}]` : ''}${calls.length ? `  call[${calls.slice(0, 3).join(', ')}]` : ''}${timers.length ? `  ${[...new Set(timers)].join(',')}` : ''}`,
      );
    }

    // The longest task: its style and layout passes, forced (from a script, with its stack) or not.
    const longest = [...tasks].filter((x) => at(x.ts) >= at(evalEvent.ts)).sort((x, y) => (y.dur ?? 0) - (x.dur ?? 0))[0];
    if (longest) {
      const passes = main.filter(
        (e) => e.ph === 'X' && (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ts >= longest.ts && e.ts < longest.ts + longest.dur!,
      );
      for (const e of passes) {
        const stack = (e.args as { beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] } })?.beginData?.stackTrace ?? [];
        console.log(
          `  ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms at ${at(e.ts).toFixed(0)}${
            stack.length
              ? ` forced by ${stack
                  .slice(0, 4)
                  .map((f) => `${f.functionName || '?'}@${file(f.url)}:${f.lineNumber + 1}`)
                  .join(' < ')}`
              : ''
          }`,
        );
      }
    }

    // Inclusive time per function inside the BOOT_DETAIL heaviest tasks after the bundle arrived (BOOT_DETAIL=N).
    if (process.env.BOOT_DETAIL) {
      const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
      const parentOf = new Map<number, number>();
      for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
      const heavy = [...tasks]
        .filter((x) => at(x.ts) >= at(evalEvent.ts) - 50)
        .sort((x, y) => (y.dur ?? 0) - (x.dur ?? 0))
        .slice(0, Number(process.env.BOOT_DETAIL));
      for (const task of heavy.sort((x, y) => x.ts - y.ts)) {
        const incl = new Map<string, number>();
        let clock = profile.startTime;
        profile.samples.forEach((id, i) => {
          clock += profile.timeDeltas[i]!;
          if (clock < task.ts || clock > task.ts + task.dur!) return;
          const seen = new Set<string>();
          for (let n: number | undefined = id; n !== undefined; n = parentOf.get(n)) {
            const node = byNode.get(n)!;
            const key = `${node.callFrame.functionName || '(anonymous)'} ${file(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
            if (seen.has(key)) continue;
            seen.add(key);
            incl.set(key, (incl.get(key) ?? 0) + profile.timeDeltas[i]! / 1000);
          }
        });
        console.log(`  inclusive, task at ${at(task.ts).toFixed(0)} ms (${((task.dur ?? 0) / 1000).toFixed(0)} ms):`);
        for (const [k, v] of [...incl]
          .sort((a, b) => b[1] - a[1])
          .filter(([k]) => !process.env.BOOT_ONLY || new RegExp(process.env.BOOT_ONLY).test(k))
          .slice(0, 30))
          console.log(`    ${v.toFixed(1).padStart(6)} ms  ${k}`);
      }
    }

    // Self time per function from the samples, in the window from the first script evaluation to ready.
    const from = at(evalEvent.ts);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    let t = profile.startTime;
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i]!;
      const ms = (t - t0) / 1000;
      if (ms < from || ms > b.readyAt) return;
      const n = byId.get(id)!;
      const key = `${n.callFrame.functionName || '(anonymous)'} ${file(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
      profileTotals.set(key, (profileTotals.get(key) ?? 0) + profile.timeDeltas[i]! / 1000);
    });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: npx tsx scripts/boot-profile.ts DIST');
  const sandbox = startSandbox(PORT + 1);
  let close: (() => Promise<void>) | undefined;
  try {
    await waitFor(`http://127.0.0.1:${PORT + 1}/sandbox`);
    close = await startFront(resolve(dist), PORT + 2, PORT + 1, localhostCertificate());
    const totals = new Map<string, number>();
    for (let p = 0; p < PAGES; p++) await onePage(`https://localhost:${PORT + 2}`, `http://127.0.0.1:${PORT + 1}`, totals);
    for (const k of ['(idle)', '(program)']) totals.delete(k);
    const rows = [...totals].sort((a, b) => b[1] - a[1]);
    console.log(
      `\nCPU profile from the first script to ready, self time (mean of ${PAGES} pages; idle and (program) left out): ${(rows.reduce((a, [, v]) => a + v, 0) / PAGES).toFixed(0)} ms`,
    );
    for (const [k, v] of rows.slice(0, TOP)) console.log(`  ${(v / PAGES).toFixed(1).padStart(6)} ms  ${k}`);
  } finally {
    await close?.();
    stopSandbox(sandbox);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
