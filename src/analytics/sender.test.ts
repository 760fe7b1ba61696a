// The sender (docs/decisions.md "Analytics"): batches of 10 or 2 s after the first event,
// the beacon when the page is hidden, consent read from TC_PRIVACY_CENTER at each event, the session kept
// in storage. Browser globals are stubbed; time is simulated (vi fake timers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackEvent } from '../domain/tracking';
import { createSender, type AppFacts } from './sender';

const APP: AppFacts = {
  userId: 'p-1',
  legislation: 'FR',
  language: 'fr',
  currencyCode: 'EUR',
  platform: 'web',
  applicationType: 'WEBAPP',
  universe: 'sports',
  brand: 'kestrel',
};
const URL_ = '/ext/analytics/v1/events';

let fetches: Array<{ url: string; body: Blob; init: RequestInit }>;
let beacons: Array<{ url: string; body: Blob }>;
let listeners: Record<string, Array<() => void>>;
let cookie: string;
let visibility: 'visible' | 'hidden';

const on = (type: string, fn: () => void) => ((listeners[type] ??= []).push(fn), undefined);
const fire = (type: string) => listeners[type]?.forEach((f) => f());
const bodyOf = async (b: Blob) =>
  JSON.parse(await b.text()) as { events: Array<{ name: string; params: Record<string, unknown>; session_count: number; consent: unknown }> };

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  fetches = [];
  beacons = [];
  listeners = {};
  cookie = '';
  visibility = 'visible';
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
  vi.stubGlobal('window', { localStorage: globalThis.localStorage, addEventListener: on });
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
    get visibilityState() {
      return visibility;
    },
    addEventListener: on,
  });
  vi.stubGlobal('navigator', { sendBeacon: (url: string, body: Blob) => (beacons.push({ url, body }), true) });
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) => (fetches.push({ url, body: init.body as Blob, init }), Promise.resolve(new Response(null, { status: 204 }))),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** `ms` pass, then the next task: where there are no idle callbacks (Node), the due batch goes in the next task. */
const dueThenIdle = (ms: number) => {
  vi.advanceTimersByTime(ms);
  vi.advanceTimersToNextTimer();
};

const ev = (name: TrackEvent['name'], params: TrackEvent['params'] = {}): { event: TrackEvent; app: AppFacts; at: number } => ({
  event: { name, params },
  app: APP,
  at: Date.now(),
});

describe('the sender', () => {
  it('sends a batch 2 s after its first event, by fetch, text/plain, no credentials, nothing before', async () => {
    const s = createSender({ collectorUrl: URL_, appVersion: '1.0.0' });
    s.track(ev('open_screen', { screen: '/', previous_screen: null }));
    vi.advanceTimersByTime(1000);
    s.track(ev('payment_method_selected', { method: 'CARD', mean: 'new' }));
    vi.advanceTimersByTime(999);
    expect(fetches).toHaveLength(0);
    dueThenIdle(1);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]!.url).toBe(URL_);
    expect(fetches[0]!.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(fetches[0]!.init.headers).toBeUndefined(); // no auth header (SPEC 7 /ext/)
    expect(fetches[0]!.body.type).toBe('text/plain;charset=utf-8');
    expect((await bodyOf(fetches[0]!.body)).events.map((e) => e.name)).toEqual(['open_screen', 'payment_method_selected']);
  });

  it("a batch due while the page is busy waits for its next idle moment, at most 1 s (a tap's frame first)", () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal(
      'requestIdleCallback',
      (task: () => void, options: { timeout: number }) => (idle.push(task), expect(options.timeout).toBe(1000), idle.length),
    );
    const s = createSender({ collectorUrl: URL_, appVersion: '1.0.0' });
    s.track(ev('open_screen', { screen: '/', previous_screen: null }));
    vi.advanceTimersByTime(2000);
    expect(fetches).toHaveLength(0); // due, not yet sent: the main thread has not been idle
    expect(idle).toHaveLength(1);
    s.track(ev('payment_method_selected', { method: 'CARD', mean: 'new' })); // joins the batch due
    idle.shift()!();
    expect(fetches).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(fetches).toHaveLength(1); // nothing left, nothing sent again
  });

  it('sends at once at the 10th event', () => {
    const s = createSender({ collectorUrl: URL_, appVersion: '1.0.0' });
    for (let i = 0; i < 9; i++) s.track(ev('open_screen'));
    expect(fetches).toHaveLength(0);
    s.track(ev('open_screen'));
    expect(fetches).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(fetches).toHaveLength(1);
  });

  it('hands what is left to the beacon when the page is hidden or left', async () => {
    const s = createSender({ collectorUrl: URL_, appVersion: '1.0.0' });
    s.track(ev('deposit_request'));
    visibility = 'hidden';
    fire('visibilitychange');
    expect(beacons).toHaveLength(1);
    expect((await bodyOf(beacons[0]!.body)).events.map((e) => e.name)).toEqual(['deposit_request']);
    s.track(ev('deposit_front_success'));
    fire('pagehide');
    expect(beacons).toHaveLength(2);
    vi.advanceTimersByTime(5000);
    expect(fetches).toHaveLength(0);
  });

  it('leave (a redirect on its way): what waits goes at once by beacon, nothing later', async () => {
    const s = createSender({ collectorUrl: URL_, appVersion: '1.0.0' });
    s.track(ev('deposit_front_success', { status: 'success' }));
    s.leave();
    expect(beacons).toHaveLength(1);
    expect((await bodyOf(beacons[0]!.body)).events.map((e) => e.name)).toEqual(['deposit_front_success']);
    vi.advanceTimersByTime(5000);
    fire('pagehide');
    expect(beacons).toHaveLength(1);
    expect(fetches).toHaveLength(0);
  });

  it('reads consent at each event: anonymised without category 5, complete with it (SPEC 6)', async () => {
    const s = createSender({ collectorUrl: URL_, appVersion: '1.0.0' });
    s.track(ev('banner_opt_in', { mission_id: 'm-1' }));
    cookie = 'other=1; TC_PRIVACY_CENTER=1,5';
    s.track(ev('banner_opt_in', { mission_id: 'm-1' }));
    dueThenIdle(2000);
    const [a, b] = (await bodyOf(fetches[0]!.body)).events;
    expect(a!.params).toEqual({});
    expect(a!.consent).toEqual({ categories: [6], personalised: false });
    expect(b!.params).toEqual({ mission_id: 'm-1', user_id: 'p-1' });
    expect(b!.consent).toEqual({ categories: [1, 5, 6], personalised: true });
  });

  it('keeps the session count in storage: a new session after 30 minutes without an event', async () => {
    const s = createSender({ collectorUrl: URL_, appVersion: '1.0.0' });
    s.track(ev('open_screen'));
    vi.advanceTimersByTime(30 * 60 * 1000 + 1);
    s.track(ev('open_screen'));
    dueThenIdle(2000);
    const sent = await Promise.all(fetches.map((f) => bodyOf(f.body)));
    expect(sent.flatMap((b) => b.events.map((e) => e.session_count))).toEqual([1, 2]);
  });

  it('works without crypto.randomUUID (a page on plain http): ids are still UUIDs v4', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const s = createSender({ collectorUrl: URL_, appVersion: '1.0.0' });
    s.track(ev('open_screen'));
    dueThenIdle(2000);
    const e = (await bodyOf(fetches[0]!.body)).events[0] as unknown as Record<string, string>;
    for (const k of ['device_id', 'session_id', 'sub_session_id'])
      expect(e[k]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
