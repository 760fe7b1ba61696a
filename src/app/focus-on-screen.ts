// After a screen change, focus goes to the new screen's heading (DESIGN 4: focus moves sensibly), so a screen
// reader says the page changed and the keyboard starts from it; a field the screen focuses itself (autoFocus)
// or a dialog keeps it. The screens load on demand, so the heading is awaited while the content is written
// (at most a few seconds), and the wait ends as soon as the player acts.
import { useEffect } from 'react';

const WAIT_MS = 5000;

/** A dialog that holds focus: an open one. A dialog still closing (its exit animation, Radix's
 *  data-state="closed") is leaving, and the focus it holds goes with it when it is removed. */
const inOpenDialog = (el: Element | null): boolean => {
  const dialog = el?.closest('[role=dialog],[role=alertdialog]');
  return !!dialog && dialog.getAttribute('data-state') !== 'closed';
};

/** The screen shown last in this page: module state, as the layout is mounted again when the router joins. */
let shown: string | null = null;

export function useFocusOnScreenChange(screenKey: string): void {
  useEffect(() => {
    const before = shown;
    shown = screenKey;
    // The first screen of a page load is the browser's own start, not a change; the same screen is no change.
    if (before === null || before === screenKey) return;
    const main = document.getElementById('main');
    if (!main) return;
    let done = false;
    const place = (): boolean => {
      const active = document.activeElement;
      // A dialog holds focus, or the new screen focused one of its fields (autoFocus): theirs. A button
      // keeping focus is the old screen's (Pay, back): the heading takes it.
      if (inOpenDialog(active)) return true;
      if (active && main.contains(active) && active.matches('input,select,textarea')) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      removeEventListener('pointerdown', stop, true);
      removeEventListener('keydown', stop, true);
    };
    // Until the player acts (or the wait ends), focus is placed again whenever it is lost: the old screen
    // may still be shown when the path changes, and its heading goes with it; a dialog whose button changed
    // the screen is removed after its exit animation (a portal beside main: the whole body is watched).
    const lost = () => {
      const active = document.activeElement;
      return active === null || active === document.body || !(main.contains(active) || inOpenDialog(active));
    };
    let placed = place();
    const observer = new MutationObserver(() => {
      if (!done && (!placed || lost())) placed = place();
    });
    const timer = setTimeout(stop, WAIT_MS);
    addEventListener('pointerdown', stop, true);
    addEventListener('keydown', stop, true);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
    return stop;
  }, [screenKey]);
}
