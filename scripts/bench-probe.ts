// What the bench measures in the page, shared by Cashier's runs and the reference pages': the
// throttled phone profile, the observers installed before any script, CLS and TBT as Chrome computes them.
import { devices, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

/** Lighthouse 12's mobile profile with devtools throttling (the issue's figures): 562.5 ms, 1.47 Mbps, 4x CPU. */
export const NETWORK = { name: 'mobile: 1.47 Mbps down, 675 Kbps up, 562.5 ms round trip', downKbps: 1474.56, upKbps: 675, rttMs: 562.5 };
export const CPU_SLOWDOWN = 4;

/** Installed before the app's scripts: collects LCP, layout shifts, long tasks, event timings and "ready". */
export const INIT_SCRIPT = () => {
  const b = {
    lcp: [] as { t: number; size: number; el: string }[],
    shifts: [] as { t: number; value: number; from: string }[],
    longtasks: [] as { t: number; d: number }[],
    /** Event Timing: start, duration, and when its handlers started and ended (input delay, processing, then the paint). */
    events: [] as { name: string; t: number; d: number; ps: number; pe: number; id: number; target: string }[],
    fcp: 0,
    readyAt: 0,
    marks: {} as Record<string, number>,
  };
  (window as unknown as { __bench: typeof b }).__bench = b;
  const describe = (el: Element | null | undefined) =>
    !el
      ? ''
      : `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}${el.id ? `#${el.id}` : ''}`;
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
  observe('mark', (e) => {
    b.marks[e.name] = e.startTime;
  });
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  });
  observe(
    'event',
    (e) => {
      const ev = e as PerformanceEntry & { interactionId?: number; target?: Element | null; processingStart: number; processingEnd: number };
      b.events.push({
        name: e.name,
        t: e.startTime,
        d: e.duration,
        ps: ev.processingStart,
        pe: ev.processingEnd,
        id: ev.interactionId ?? 0,
        target: describe(ev.target),
      });
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
          (window as unknown as { __benchMark?: (name: string, t: number) => void }).__benchMark?.(
            button.getAttribute('data-testid') ?? '',
            performance.timeOrigin + start,
          );
        }
      },
      { capture: true },
    );
  }
};

export interface Req {
  id: string;
  url: string;
  method: string;
  start: number;
  wallStart: number;
  end?: number;
  status?: number;
  /** As Chrome names it: h2, http/1.1. */
  protocol?: string;
  encoded?: number;
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

/** A new context (empty cache) on the Pixel 7 profile, throttled, with the observers and a request log. */
export async function openThrottledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession; requests: Map<string, Req> }> {
  // The bench serves HTTP/2 over TLS with a certificate made for the run (bench-server.ts).
  const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
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
    if (r) {
      r.status = e.response.status;
      r.protocol = e.response.protocol;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.end = e.timestamp;
      r.encoded = e.encodedDataLength;
    }
  });
  // tsx keeps function names with a `__name` helper that the page does not have: give it one.
  await page.addInitScript({ content: `var __name = (f) => f; (${INIT_SCRIPT.toString()})();` });
  return { context, page, cdp, requests };
}

/** What the observers saw. */
export interface PageMetrics {
  lcp: { t: number; size: number; el: string }[];
  shifts: { t: number; value: number; from: string }[];
  longtasks: { t: number; d: number }[];
  events: { name: string; t: number; d: number; ps: number; pe: number; id: number }[];
  fcp: number;
  readyAt: number;
  marks: Record<string, number>;
}

export const readMetrics = (page: Page): Promise<PageMetrics> => page.evaluate(() => (window as unknown as { __bench: PageMetrics }).__bench);
