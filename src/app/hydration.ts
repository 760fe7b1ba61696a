// The browser's side of the server's first screen (docs/decisions.md "The first screen on the server"): the
// root actor, fed the server's answers, reaches the first screen the server rendered; only then does React
// hydrate the server's markup, so that what it renders first is what the server rendered.
import { activateLanguage } from '../i18n';
import type { DepositActor } from './actor-context';
import { firstScreenKey, firstScreenSettled } from './first-screen';
import { selectLanguage } from './selectors';
import { freezeForHydration } from './use-actor-selector';

/** The front server's refresh of the session (server/front.ts): the refresh token stays in its cookie. */
export const SESSION_REFRESH_PATH = '/session/refresh';
/** The front server's session (server/front.ts): DELETE ends its cookie. */
export const SESSION_PATH = '/session';

/** Ends the front server's session cookie; sent even when the page is leaving (keepalive). */
export function endServerSession(): void {
  void fetch(SESSION_PATH, { method: 'DELETE', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/** On the root element once React owns the server's markup: a tap from then on is the app's. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Past this, a first screen the browser's actor has not reached is rendered by the browser itself. */
const AGREE_WITHIN_MS = 5000;

/**
 * The key of the actor's first screen once it is there and its catalog is active (first-screen.ts), or null
 * when it is not there in time: the caller hydrates when it is the server's, else renders on its own.
 */
export function firstScreenOf(actor: DepositActor): Promise<string | null> {
  return new Promise((resolve) => {
    let finished = false;
    const finish = (key: string | null) => {
      if (finished) return;
      finished = true;
      clearInterval(polling);
      clearTimeout(late);
      watching.unsubscribe();
      if (key === null) return resolve(null);
      activateLanguage(selectLanguage(actor.getSnapshot())).then(
        () => resolve(key),
        () => resolve(null),
      );
    };
    const check = () => {
      const snapshot = actor.getSnapshot();
      if (!firstScreenSettled(snapshot)) return;
      // What hydration will read, as it is now (the server rendered this moment); the catalog may take a
      // while to arrive, and an actor may move on meanwhile: React renders that once hydrated.
      freezeForHydration(actor);
      finish(firstScreenKey(snapshot));
    };
    const watching = actor.subscribe(check);
    // A child's transitions (the means, the banner) make no new root snapshot.
    const polling = setInterval(check, 10);
    const late = setTimeout(() => finish(null), AGREE_WITHIN_MS);
    check();
  });
}

export function markHydrated(doc: Document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  // From here a tap is the app's (scripts/bench.ts reads this mark: the page answers taps).
  performance.mark?.('cashier:interactive');
}
