// The tap on a method tile, measured alone and profiled: builds served as the bench serves
// them (scripts/bench-server.ts), the bench's throttled Pixel 7 page (scripts/bench-probe.ts), an FR player,
// then taps alternating between Skrill and Paysafecard on the amount page. For each tap: the Event Timing
// duration of the interaction (as INP counts it; taps under Event Timing's 16 ms threshold fall back to
// input → next frame), the layouts and style recalculations Chrome counted (Performance.getMetrics), and a
// V8 CPU profile whose self time is summed per function.
//
//   npx tsx scripts/tap-profile.ts DIST_A [DIST_B ...]
//
// Builds are compared interleaved page by page (A, B, A, B …) in the same sitting; a build made with
// `npx vite build --outDir /tmp/x --minify false` gives readable function names in the profile.
// Environment: TAP_SPLIT=1 (each tap's input delay, handlers and paint), TAP_PAGES (pages per build, default 3), TAP_TAPS (taps per page, default 6), TAP_PORT
// (default 8640; sandbox on +1, the builds on +2, +3 …), TAP_TOP (functions listed, default 25).
import { chromium, type Browser } from '@playwright/test';
import { resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { openThrottledPage, readMetrics } from './bench-probe';
import { startFront, startSandbox, stopSandbox, waitFor } from './bench-server';
import { chromiumPath } from './chromium-path';

const PORT = Number(process.env.TAP_PORT ?? 8640);
const PAGES = Number(process.env.TAP_PAGES ?? 3);
const TAPS = Number(process.env.TAP_TAPS ?? 6);
const TOP = Number(process.env.TAP_TOP ?? 25);
const TILES = ['6', '5']; // Skrill, Paysafecard (FR)

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Tap {
  ms: number;
  source: 'event-timing' | 'next-frame';
  layouts: number;
  layoutMs: number;
  styles: number;
  styleMs: number;
  scriptMs: number;
  self: Map<string, number>;
  total: Map<string, number>;
}

const keyOf = (n: ProfileNode) => {
  const file = n.callFrame.url.split('/').pop() ?? '';
  return `${n.callFrame.functionName || '(anonymous)'} ${file ? `${file}:${n.callFrame.lineNumber + 1}` : ''}`.trim();
};

/** Self and inclusive (total) time per function (ms), from the samples. */
function times(p: Profile): { self: Map<string, number>; total: Map<string, number> } {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000; // a sample's time runs until the next one
    const key = keyOf(byId.get(id)!);
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = keyOf(byId.get(at)!);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  });
  return { self, total };
}

async function metrics(cdp: import('@playwright/test').CDPSession): Promise<Record<string, number>> {
  const { metrics: m } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(m.map((x) => [x.name, x.value]));
}

async function onePage(browser: Browser, base: string): Promise<Tap[]> {
  const res = await fetch(`${base}/sandbox/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ legislation: 'FR' }),
  });
  if (res.status !== 201) throw new Error(`POST /sandbox/sessions answered ${res.status}`);
  const { app_url: appUrl } = (await res.json()) as { app_url: string };
  const { context, page, cdp } = await openThrottledPage(browser);
  try {
    await page.goto(`${base}${appUrl}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __bench: { readyAt: number } }).__bench.readyAt > 0, undefined, { timeout: 60_000, polling: 100 });
    await page.waitForTimeout(1500);
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const taps: Tap[] = [];
    for (let i = 0; i < TAPS; i++) {
      const id = TILES[i % TILES.length]!;
      // TAP_FLOOR=1: the page's title instead, which nothing listens to: the time from a tap to the next
      // paint when the tap changes nothing (this machine's floor for any tap).
      const tile = process.env.TAP_FLOOR ? page.locator('#amount-title') : page.locator(`[data-testid="mean-tile"][data-mean-id="${id}"]`);
      await tile.scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      const box = (await tile.boundingBox())!;
      const before = await page.evaluate(() => {
        const b = (window as unknown as { __bench: { marks: Record<string, number> } }).__bench;
        delete b.marks['pointerdown:nextFrame'];
        return performance.now();
      });
      const m0 = await metrics(cdp);
      await cdp.send('Profiler.start');
      // Straight to the touchscreen: the locator's own checks would run in the profiled window.
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(300);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const m1 = await metrics(cdp);
      const b = await readMetrics(page);
      const first = b.events.find((e) => e.t >= before && ['pointerdown', 'pointerup', 'click'].includes(e.name) && e.id > 0);
      const timed = first ? Math.max(...b.events.filter((e) => e.id === first.id).map((e) => e.d)) : null;
      // The interaction's parts: input delay (until its first handler), processing (its handlers), and the rest until the paint.
      if (first && process.env.TAP_SPLIT) {
        const parts = b.events.filter((e) => e.id === first.id);
        const end = Math.max(...parts.map((e) => e.t + e.d));
        const handlersEnd = Math.max(...parts.map((e) => e.pe));
        console.log(
          `  tap ${i + 1}: ${parts.map((e) => `${e.name} delay ${(e.ps - e.t).toFixed(0)} handlers ${(e.pe - e.ps).toFixed(0)}`).join(', ')}; paint ${(end - handlersEnd).toFixed(0)} ms after the last handler`,
        );
      }
      const selected = await tile.getAttribute('data-selected');
      if (!process.env.TAP_FLOOR && selected !== 'true') throw new Error(`tile ${id} not selected after the tap`);
      taps.push({
        ms: timed ?? b.marks['pointerdown:nextFrame'] ?? Number.NaN,
        source: timed === null ? 'next-frame' : 'event-timing',
        layouts: m1.LayoutCount! - m0.LayoutCount!,
        layoutMs: (m1.LayoutDuration! - m0.LayoutDuration!) * 1000,
        styles: m1.RecalcStyleCount! - m0.RecalcStyleCount!,
        styleMs: (m1.RecalcStyleDuration! - m0.RecalcStyleDuration!) * 1000,
        scriptMs: (m1.ScriptDuration! - m0.ScriptDuration!) * 1000,
        ...times(profile),
      });
    }
    return taps;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const f = (n: number) => n.toFixed(1);

function report(name: string, taps: Tap[]): void {
  const ms = taps.map((t) => t.ms);
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(`\n== ${name}: ${taps.length} taps`);
  console.log(
    `tap → next paint: median ${f(median(ms))} ms, min ${f(sorted[0]!)}, p25 ${f(sorted[Math.floor(sorted.length / 4)]!)}, p75 ${f(sorted[Math.floor((3 * sorted.length) / 4)]!)}, max ${f(sorted.at(-1)!)} (${taps.filter((t) => t.source === 'next-frame').length} under 16 ms: input → next frame)`,
  );
  console.log(`all: ${ms.map((x) => x.toFixed(0)).join(' ')}`);
  console.log(
    `per tap (median): layouts ${median(taps.map((t) => t.layouts))} (${f(median(taps.map((t) => t.layoutMs)))} ms), style recalcs ${median(taps.map((t) => t.styles))} (${f(median(taps.map((t) => t.styleMs)))} ms), script ${f(median(taps.map((t) => t.scriptMs)))} ms`,
  );
  const total = new Map<string, number>();
  for (const t of taps) for (const [k, v] of t.self) total.set(k, (total.get(k) ?? 0) + v);
  for (const k of ['(idle)', '(program)']) total.delete(k);
  const rows = [...total].sort((a, b) => b[1] - a[1]);
  const busy = rows.reduce((a, [, v]) => a + v, 0) / taps.length;
  console.log(`CPU profile, self time per tap (mean over taps; idle and (program) left out): ${f(busy)} ms`);
  for (const [k, v] of rows.slice(0, TOP)) console.log(`  ${f(v / taps.length).padStart(6)} ms  ${k}`);
  const incl = new Map<string, number>();
  for (const t of taps) for (const [k, v] of t.total) incl.set(k, (incl.get(k) ?? 0) + v);
  console.log(`inclusive time per tap of the page's own functions (mean over taps):`);
  const own = [...incl].filter(([k]) => /\.js:\d+$/.test(k)).sort((a, b) => b[1] - a[1]);
  for (const [k, v] of own.slice(0, TOP)) console.log(`  ${f(v / taps.length).padStart(6)} ms  ${k}`);
}

async function main(): Promise<void> {
  const dists = process.argv.slice(2).map((d) => resolve(d));
  if (dists.length === 0) throw new Error('usage: npx tsx scripts/tap-profile.ts DIST_A [DIST_B ...]');
  const sandbox: ChildProcess = startSandbox(PORT + 1);
  const closers: Array<() => Promise<void>> = [];
  let browser: Browser | undefined;
  try {
    await waitFor(`http://127.0.0.1:${PORT + 1}/sandbox`);
    for (const [i, d] of dists.entries()) closers.push(await startFront(d, PORT + 2 + i, PORT + 1));
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const results = dists.map(() => [] as Tap[]);
    for (let p = 0; p < PAGES; p++) {
      for (const [i] of dists.entries()) {
        const taps = await onePage(browser, `http://localhost:${PORT + 2 + i}`);
        results[i]!.push(...taps);
        console.log(`page ${p + 1}, ${dists[i]}: ${taps.map((t) => t.ms.toFixed(0)).join(' ')} ms`);
      }
    }
    dists.forEach((d, i) => report(d, results[i]!));
  } finally {
    await browser?.close();
    for (const close of closers) await close();
    stopSandbox(sandbox);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
