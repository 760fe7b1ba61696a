// The global overlay loader of SPEC 2 at the edge (machines/overlay-loader.machine.ts): what shows it and
// what hides it (docs/decisions.md "The shell's rules").
// Shown: when the page hands the player to something else. A document redirect (`app.redirect`: a provider,
// the way out) shows it with a null duration: it stays until the page unloads. A native hand-off (the bridge's
// redirect messages: in-app browser, mobile browser, another app) shows it for HANDOFF_LOADER_MS: the native
// side takes over in that time, and the loader never outstays it if it does not.
// Hidden (SPEC 2): the page visible again (visibilitychange), the page unloaded (pagehide), the callback
// failed (the deposit actor's `callback.failed`), and after its duration.
import { createActor, type Actor } from 'xstate';
import { overlayLoaderMachine } from '../../machines/overlay-loader.machine';
import { LOADER_SHOWN_BY, type Emitter, type PageEvents } from './overlay-loader-events';

/** How long a native hand-off keeps the loader up at most (a choice: SPEC 2 gives no figure). */
export const HANDOFF_LOADER_MS = 3000;

export type OverlayLoaderActor = Actor<typeof overlayLoaderMachine>;

/** What the loader is sent for a deposit actor's event that shows it (LOADER_SHOWN_BY). */
export const showEventFor = (type: string) => ({ type: 'overlay.show', duration: type === 'app.redirect' ? null : HANDOFF_LOADER_MS }) as const;

/**
 * Connects a loader to the deposit actor and the page. `doc` gives visibilitychange and the visibility state,
 * `win` gives pagehide. Returns the stop (for tests; the page keeps it for its life).
 */
export function connectOverlayLoader(loader: OverlayLoaderActor, deposit: Emitter, doc: PageEvents & { visibilityState: string }, win: PageEvents): () => void {
  const subs = [
    // The root forwards its flows' emitted events too.
    ...LOADER_SHOWN_BY.map((type) => deposit.on(type, () => loader.send(showEventFor(type)))),
    deposit.on('callback.failed', () => loader.send({ type: 'callback.failed' })),
  ];
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') loader.send({ type: 'page.visible' });
  };
  const onPageHide = () => loader.send({ type: 'page.unloaded' });
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    subs.forEach((s) => s.unsubscribe());
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
  };
}

/** The page's one loader (overlay-loader-start.ts makes it at the first hand-off and connects it). */
export const createOverlayLoader = (): OverlayLoaderActor => createActor(overlayLoaderMachine).start();
