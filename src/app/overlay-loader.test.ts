// The global overlay loader's wiring (SPEC 2): what shows it and the three page rules that hide it.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { overlayLoaderMachine } from '../../machines/overlay-loader.machine';
import { connectOverlayLoader, HANDOFF_LOADER_MS } from './overlay-loader';

function page() {
  const listeners = new Map<string, Set<(event: { type: string }) => void>>();
  const deposit = {
    on: (type: string, l: (event: { type: string }) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(l);
      return { unsubscribe: () => listeners.get(type)!.delete(l) };
    },
    emit: (type: string) => listeners.get(type)?.forEach((l) => l({ type })),
  };
  const target = () => {
    const t = new EventTarget();
    return {
      addEventListener: t.addEventListener.bind(t),
      removeEventListener: t.removeEventListener.bind(t),
      fire: (type: string) => t.dispatchEvent(new Event(type)),
    };
  };
  const doc = { ...target(), visibilityState: 'visible' };
  const win = target();
  const clock = new SimulatedClock();
  const loader = createActor(overlayLoaderMachine, { clock }).start();
  const stop = connectOverlayLoader(loader, deposit, doc, win);
  return { deposit, doc, win, clock, stop, shown: () => loader.getSnapshot().hasTag('shown') };
}

describe('the global overlay loader at the edge (SPEC 2)', () => {
  it('a document redirect shows it until the page unloads (pagehide)', () => {
    const p = page();
    p.deposit.emit('app.redirect');
    p.clock.increment(60_000);
    expect(p.shown()).toBe(true);
    p.win.fire('pagehide');
    expect(p.shown()).toBe(false);
  });

  it.each(['bridge.paymentRedirectInApp', 'bridge.paymentRedirectInMobileBrowser', 'bridge.paymentRedirectAppToApp'])(
    'a native hand-off (%s) shows it for its duration',
    (type) => {
      const p = page();
      p.deposit.emit(type);
      expect(p.shown()).toBe(true);
      p.clock.increment(HANDOFF_LOADER_MS - 1);
      expect(p.shown()).toBe(true);
      p.clock.increment(1);
      expect(p.shown()).toBe(false);
    },
  );

  it('hidden when the page becomes visible again, not when it becomes hidden', () => {
    const p = page();
    p.deposit.emit('app.redirect');
    p.doc.visibilityState = 'hidden';
    p.doc.fire('visibilitychange');
    expect(p.shown()).toBe(true);
    p.doc.visibilityState = 'visible';
    p.doc.fire('visibilitychange');
    expect(p.shown()).toBe(false);
  });

  it('hidden when the callback fails', () => {
    const p = page();
    p.deposit.emit('app.redirect');
    p.deposit.emit('callback.failed');
    expect(p.shown()).toBe(false);
  });

  it('the stop lets go of the page and the actor', () => {
    const p = page();
    p.stop();
    p.deposit.emit('app.redirect');
    expect(p.shown()).toBe(false);
  });
});
