// The browser's side of the server's first screen (docs/decisions.md "The first screen on the server"): the
// root actor, fed the server's answers, reaches the first screen the server rendered; only then does React
// hydrate the server's markup, so that what it renders first is what the server rendered.
import { activateLanguage } from '../i18n';
import type { DepositActor } from './actor-context';
import { firstScreenKey, firstScreenSettled } from './first-screen';
import { selectLanguage } from './selectors';

/** The front server's refresh of the session (server/front.ts): the refresh token stays in its cookie. */
export const SESSION_REFRESH_PATH = '/session/refresh';
/** On the root element once React owns the server's markup: a tap from then on is the app's. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Past this, a first screen the browser's actor has not reached is rendered by the browser itself. */
const AGREE_WITHIN_MS = 5000;

/** True once the actor's first screen is the server's and its catalog is active; false if it differs or is late. */
export function sameFirstScreen(actor: DepositActor, key: string): Promise<boolean> {
  return new Promise((resolve) => {
    let finished = false;
    const finish = (same: boolean) => {
      if (finished) return;
      finished = true;
      clearInterval(polling);
      clearTimeout(late);
      watching.unsubscribe();
      if (!same) return resolve(false);
      activateLanguage(selectLanguage(actor.getSnapshot())).then(
        () => resolve(true),
        () => resolve(false),
      );
    };
    const check = () => {
      const snapshot = actor.getSnapshot();
      if (firstScreenSettled(snapshot)) finish(firstScreenKey(snapshot) === key);
    };
    const watching = actor.subscribe(check);
    // A child's transitions (the means, the banner) make no new root snapshot.
    const polling = setInterval(check, 10);
    const late = setTimeout(() => finish(false), AGREE_WITHIN_MS);
    check();
  });
}

export function markHydrated(doc: Document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}
