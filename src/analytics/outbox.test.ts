// The outbox (docs/decisions.md "Analytics · The outbox"): what a page tracked but could not hand to the
// sender before it was left is sent by the next page, with its own time; a sender's chunk that failed to load
// is tried again. Two pages share one stubbed localStorage; each page is its own window and root.
import { createActor, emit, setup, type AnyActorRef } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tracked } from '../domain/tracking';
import { wireTracking } from './index';
import { OUTBOX_MAX } from './outbox';
import type { AppFacts } from './sender';

const app = { userId: 'p', legislation: 'FR', language: 'fr', currencyCode: 'EUR' } as AppFacts;

const rootMachine = setup({ types: { emitted: {} as ReturnType<typeof tracked> } }).createMachine({
  context: { app },
  on: { pay: { actions: emit(tracked('payment_deposit_request', { method: 'WAVE' })) } },
});

let stored: Map<string, string>;
const storage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
};
beforeEach(() => {
  stored = new Map();
});
afterEach(() => vi.unstubAllGlobals());

type Load = () => Promise<void>;
/** One page: its window's listeners, its root, and what its sender received (name and time). */
function page(load: Load) {
  const listeners: Record<string, Array<() => void>> = {};
  vi.stubGlobal('window', { localStorage: storage, addEventListener: (t: string, f: () => void) => (listeners[t] ??= []).push(f) });
  vi.stubGlobal('document', { visibilityState: 'visible' });
  const sent: Array<{ name: string; at: number }> = [];
  const root = createActor(rootMachine);
  wireTracking(root as unknown as AnyActorRef, {
    collectorUrl: '/c',
    appVersion: '1',
    loadSender: async () => {
      await load();
      return { createSender: () => ({ track: ({ event, at }) => void sent.push({ name: event.name, at }), leave: () => undefined }) };
    },
  });
  root.start();
  return { root, sent, leave: () => listeners.pagehide?.forEach((f) => f()) };
}
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const never: Load = () => new Promise<void>(() => undefined);
const now: Load = () => Promise.resolve();

describe('a page left before its sender arrives', () => {
  it('keeps what it tracked; the next page sends it with the time it was tracked, once', async () => {
    const first = page(never);
    first.root.send({ type: 'pay' });
    const at = Date.now();
    await settle();
    first.leave();
    await new Promise((r) => setTimeout(r, 5));

    const second = page(now);
    await settle();
    expect(second.sent.map((e) => e.name)).toEqual(['payment_deposit_request']);
    expect(second.sent[0]!.at).toBeLessThanOrEqual(at + 1);

    const third = page(now);
    await settle();
    expect(third.sent, 'sent once, not by every later page').toEqual([]);
  });

  it("a sender's chunk that failed to load is tried again by the next event; nothing is lost meanwhile", async () => {
    let attempts = 0;
    const p = page(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
    });
    p.root.send({ type: 'pay' });
    await settle();
    expect(p.sent).toEqual([]);
    p.root.send({ type: 'pay' });
    await settle();
    expect(attempts).toBe(2);
    expect(p.sent.map((e) => e.name)).toEqual(['payment_deposit_request', 'payment_deposit_request']);
  });

  it(`keeps at most the newest ${OUTBOX_MAX}, however often a page is left early`, async () => {
    for (let n = 0; n < 3; n++) {
      const p = page(never);
      for (let i = 0; i < 40; i++) p.root.send({ type: 'pay' });
      await settle();
      // leave before its own idle moment takes what the earlier pages kept
      p.leave();
    }
    const next = page(now);
    await settle();
    expect(next.sent).toHaveLength(OUTBOX_MAX);
  });

  it('a kept outbox that is not ours (malformed) is dropped, the page goes on', async () => {
    stored.set('cashier.analytics.outbox', '{not json');
    const p = page(now);
    p.root.send({ type: 'pay' });
    await settle();
    expect(p.sent.map((e) => e.name)).toEqual(['payment_deposit_request']);
  });
});
