import { useSyncExternalStore } from 'react';

/** SPEC 2 / 9: desktop is a minimum width of 840px (tablet and web landscape are wider, so included). */
export const DESKTOP_MIN_WIDTH = 840;
/** Use in vanilla-extract `'@media'` blocks and in `matchMedia`. */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
export const MOBILE_MEDIA = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

function getMql(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(DESKTOP_MEDIA);
}

function subscribe(onChange: () => void): () => void {
  const mql = getMql();
  if (!mql) return () => {};
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

const getSnapshot = (): boolean => getMql()?.matches ?? false;
const getServerSnapshot = (): boolean => false;

/** True when the viewport is at least 840px wide. False on the server and where matchMedia is missing. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
