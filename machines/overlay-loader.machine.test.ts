// The global overlay loader against SPEC 2: "A global overlay loader can be shown (with a duration, after which
// it hides; a null duration stays until hidden). It is hidden when the page becomes visible, on page unload,
// and when the callback fails." Time runs on a simulated clock.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { overlayLoaderMachine, type OverlayLoaderEvent } from './overlay-loader.machine';

function loader() {
  const clock = new SimulatedClock();
  const actor = createActor(overlayLoaderMachine, { clock }).start();
  return { actor, clock, shown: () => actor.getSnapshot().hasTag('shown') };
}

describe('the global overlay loader (SPEC 2)', () => {
  it('starts hidden', () => {
    expect(loader().shown()).toBe(false);
  });

  it('shown with a duration, hides once the duration has passed, not before', () => {
    const { actor, clock, shown } = loader();
    actor.send({ type: 'overlay.show', duration: 2000 });
    expect(shown()).toBe(true);
    clock.increment(1999);
    expect(shown()).toBe(true);
    clock.increment(1);
    expect(shown()).toBe(false);
  });

  it('a null duration stays until hidden', () => {
    const { actor, clock, shown } = loader();
    actor.send({ type: 'overlay.show', duration: null });
    clock.increment(24 * 3600_000);
    expect(shown()).toBe(true);
    actor.send({ type: 'overlay.hide' });
    expect(shown()).toBe(false);
  });

  it('a new show replaces the one before: its duration starts again', () => {
    const { actor, clock, shown } = loader();
    actor.send({ type: 'overlay.show', duration: 2000 });
    clock.increment(1500);
    actor.send({ type: 'overlay.show', duration: 2000 });
    clock.increment(1500);
    expect(shown()).toBe(true);
    clock.increment(500);
    expect(shown()).toBe(false);
    actor.send({ type: 'overlay.show', duration: 2000 });
    actor.send({ type: 'overlay.show', duration: null });
    clock.increment(5000);
    expect(shown()).toBe(true);
  });

  it('a duration of 0, negative or not a number reads as null: stays until hidden', () => {
    for (const duration of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const { actor, clock, shown } = loader();
      actor.send({ type: 'overlay.show', duration });
      clock.increment(60_000);
      expect(shown()).toBe(true);
    }
  });

  it.each<OverlayLoaderEvent['type']>(['page.visible', 'page.unloaded', 'callback.failed'])('%s hides it, timed or not', (type) => {
    for (const duration of [10_000, null]) {
      const { actor, shown } = loader();
      actor.send({ type: 'overlay.show', duration });
      actor.send({ type } as OverlayLoaderEvent);
      expect(shown()).toBe(false);
    }
  });

  it('a hidden loader stays hidden on the page events', () => {
    const { actor, shown } = loader();
    for (const type of ['page.visible', 'page.unloaded', 'callback.failed', 'overlay.hide'] as const) actor.send({ type });
    expect(shown()).toBe(false);
  });
});
