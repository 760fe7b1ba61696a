// What follows the moment the player can choose an amount and a method: the mark that
// `npm run bench` reads, then, when the main thread is idle, the chunks of what comes next (the dialogs,
// the router, the overlay loader). Not before: on HTTP/1.1 they would queue the first screen's own requests (the wallet check).
// The app's own chunks (the router, the overlay loader) are handed in by src/app/App.tsx: a screen imports
// none of the app's wiring, whose router imports the screens (docs/decisions.md "Import cycles").
import { useEffect } from 'react';
import { preloadDialogs } from '../shared/lazy-dialogs';

export const READY_MARK = 'cashier:presets-and-tiles';

let preloadAppChunks: () => void = () => {};

/** What the app fetches after the amount page is ready: set once by src/app/App.tsx. */
export function preloadAfterReady(load: () => void): void {
  preloadAppChunks = load;
}

export function useAfterReady(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    if (performance.getEntriesByName(READY_MARK).length === 0) performance.mark(READY_MARK);
    return whenIdle(() => {
      preloadDialogs();
      preloadAppChunks();
    });
  }, [shown]);
}

/** Runs `task` when the main thread is idle, or after a second without idle callbacks. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}
