// The global overlay loader's start (SPEC 2). Its machine and rules (overlay-loader.ts) load the first time
// the deposit actor hands the player over, not on the first screen's path (the amount page's idle
// time preloads them, src/screens/amount/after-ready.ts); until then nothing can hide what never showed.
// The layout reads whether it shows through `overlayShown`.
import type { OverlayLoaderActor } from './overlay-loader';
import { LOADER_SHOWN_BY, type Emitter, type PageEvents } from './overlay-loader-events';

let loader: OverlayLoaderActor | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** For useSyncExternalStore: whether the loader shows. */
export const overlayShown = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => loader?.getSnapshot().hasTag('shown') ?? false,
};

/** Waits for the first hand-off, then loads the loader, connects it and shows it for that hand-off. */
export function startOverlayLoader(deposit: Emitter, doc: PageEvents & { visibilityState: string }, win: PageEvents): void {
  const first = LOADER_SHOWN_BY.map((type) =>
    deposit.on(type, (event) => {
      first.forEach((s) => s.unsubscribe());
      void import('./overlay-loader').then((m) => {
        loader = m.createOverlayLoader();
        loader.subscribe(changed);
        m.connectOverlayLoader(loader, deposit, doc, win);
        loader.send(m.showEventFor(event.type));
      });
    }),
  );
}
