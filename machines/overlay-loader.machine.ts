// The global overlay loader (SPEC 2): shown with a duration, after which it hides, or with a null duration,
// when it stays until hidden. Whatever showed it, it hides when the page becomes visible again, when the
// page is unloaded, and when the callback fails. A machine of its own beside the deposit actor: src/app
// (overlay-loader.ts) turns the page's events and the deposit actor's hand-offs into its events, and the
// layout shows the loader while it is `shown` (docs/decisions.md "The shell's rules").
import { assign, setup } from 'xstate';

export interface OverlayLoaderContext {
  /** How long the loader stays, in ms; null: until something hides it. */
  duration: number | null;
}

export type OverlayLoaderEvent =
  | { type: 'overlay.show'; duration: number | null }
  | { type: 'overlay.hide' }
  /** The page became visible again (document visibilitychange to 'visible'). */
  | { type: 'page.visible' }
  /** The page is being unloaded (pagehide). */
  | { type: 'page.unloaded' }
  /** The provider callback failed (the deposit actor's `callback.failed`). */
  | { type: 'callback.failed' };

/** A usable duration: a finite number of ms above 0. Anything else is read as null (stays until hidden). */
export const durationOf = (d: number | null): number | null => (d !== null && Number.isFinite(d) && d > 0 ? d : null);

const HIDE = { target: '#overlayLoader.hidden' } as const;

export const overlayLoaderMachine = setup({
  types: {
    context: {} as OverlayLoaderContext,
    events: {} as OverlayLoaderEvent,
    tags: {} as 'shown' | 'shownTimed' | 'shownUntilHidden',
  },
  delays: {
    // Read from the context set by overlay.show (the timed state is entered only with a usable duration).
    duration: ({ context }) => context.duration ?? 0,
  },
  guards: {
    timed: (_, params: { duration: number | null }) => durationOf(params.duration) !== null,
  },
  actions: {
    takeDuration: assign((_, params: { duration: number | null }) => ({ duration: durationOf(params.duration) })),
  },
}).createMachine({
  id: 'overlayLoader',
  context: { duration: null },
  initial: 'hidden',
  // A new show replaces the one before it (its duration starts again), from any state.
  on: {
    'overlay.show': [
      {
        guard: { type: 'timed', params: ({ event }) => event },
        target: '.shown.timed',
        reenter: true,
        actions: { type: 'takeDuration', params: ({ event }) => event },
      },
      { target: '.shown.untilHidden', reenter: true, actions: { type: 'takeDuration', params: ({ event }) => event } },
    ],
  },
  states: {
    hidden: {},
    shown: {
      tags: ['shown'],
      initial: 'untilHidden',
      on: { 'overlay.hide': HIDE, 'page.visible': HIDE, 'page.unloaded': HIDE, 'callback.failed': HIDE },
      states: {
        timed: { tags: ['shownTimed'], after: { duration: HIDE } },
        untilHidden: { tags: ['shownUntilHidden'] },
      },
    },
  },
});
