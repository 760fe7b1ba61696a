// The global overlay loader (SPEC 2 "A global overlay loader can be shown (with a duration, after which it
// hides; a null duration stays until hidden). It is hidden when the page becomes visible, on page unload,
// and when the callback fails."), written from the product rules (docs/product-rules.md).
import { expect, isEvent, tagsOf, where, type Rule, type Step } from './rule';
import type { overlayLoaderMachine } from '../../../machines/overlay-loader.machine';

const overlayTags = tagsOf<typeof overlayLoaderMachine>();

const shown = (s: Step) => s.after.hasTag('shown');
const wasShown = (s: Step) => !!s.before?.hasTag('shown');

export const overlayLoaderRules: Rule[] = [
  {
    id: 'show→shown',
    spec: 'SPEC 2 (a global overlay loader can be shown)',
    says: 'asked to show, with a duration or a null one, the loader is shown',
    when: (s) => isEvent(s, 'overlay.show'),
    then: (s) => expect(shown(s), () => `state ${where(s.after)}`),
  },
  {
    id: 'duration-elapsed→hidden',
    spec: 'SPEC 2 (with a duration, after which it hides)',
    says: 'once the duration it was shown with has passed, the loader hides',
    when: (s) => isEvent(s, 'xstate.after.duration.overlayLoader.shown.timed') && wasShown(s),
    then: (s) => {
      const show = [...s.previous].reverse().find((p) => isEvent(p, 'overlay.show'));
      const since = show ? s.now - show.now : -1;
      return expect(
        !shown(s) && show !== undefined && (show.event as any).duration === since,
        () => `state ${where(s.after)}, ${since} ms after a show of ${JSON.stringify(show?.event)}`,
      );
    },
  },
  {
    id: 'null-duration→stays',
    spec: 'SPEC 2 (a null duration stays until hidden)',
    says: 'shown with a null duration, the loader waits in the state that has no timer: only a hiding event ends it',
    when: (s) => isEvent(s, 'overlay.show', (e) => e.duration === null),
    then: (s) => expect(shown(s) && overlayTags.has(s.after, 'shownUntilHidden') && !overlayTags.has(s.after, 'shownTimed'), () => `state ${where(s.after)}`),
  },
  ...(['page.visible', 'page.unloaded', 'callback.failed', 'overlay.hide'] as const).map(
    (type): Rule => ({
      id: `${type}→hidden`,
      spec: 'SPEC 2 (hidden when the page becomes visible, on page unload, and when the callback fails)',
      says: `${type} hides the loader`,
      when: (s) => isEvent(s, type),
      then: (s) => expect(!shown(s), () => `state ${where(s.after)}`),
    }),
  ),
];

/** The rules of the global overlay loader of SPEC 2, by registry name (gathered by index.ts). */
export const expectations: Record<string, readonly Rule[]> = {
  'overlay-loader': overlayLoaderRules,
};
