import { useSyncExternalStore } from 'react';

/**
 * SPEC 2 / 9: desktop is a minimum width of 840px, or a tablet / web-landscape breakpoint. A phone turned
 * to landscape (844 x 390) is as wide as that but keeps the phone's frame: a back arrow, the form in view,
 * bottom sheets. So desktop also needs a height no phone has in landscape (the tallest is about 440px),
 * which every tablet and desktop window has (docs/decisions.md, "A phone in landscape is a phone").
 * The one rule of the app: every layout switch (vanilla-extract '@media', useIsDesktop, the boot skeleton in
 * index.html, held by breakpoints.test.ts) reads DESKTOP_MEDIA.
 */
export const DESKTOP_MIN_WIDTH = 840;
export const DESKTOP_MIN_HEIGHT = 500;
/** Use in vanilla-extract `'@media'` blocks and in `matchMedia`. */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH}px) and (min-height: ${DESKTOP_MIN_HEIGHT}px)`;
/** Exactly what DESKTOP_MEDIA does not match. */
export const MOBILE_MEDIA = `not all and ${DESKTOP_MEDIA}`;

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

/** True when DESKTOP_MEDIA matches. False on the server and where matchMedia is missing. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
