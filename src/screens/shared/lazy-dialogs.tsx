// Dialogs load on demand (docs/performance.md): the Radix dialog, its focus and scroll locks and each
// dialog's texts stay out of the amount page's initial chunk. Each lazy dialog has its own Suspense
// boundary with no fallback, so the page under it never suspends; `preloadDialogs` fetches them once
// the amount page is shown, so a dialog opens at once and does not depend on the network later.
import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';

const loadErrorDialog = () => import('./ErrorDialog');
const loadConfirmationDialog = () => import('./ConfirmationDialog');
const loadLimitsDialog = () => import('../amount/LimitsDialog');
const loadConfirmDialog = () => import('../../ui/ConfirmDialog');
const loadMultibancoReferenceDialog = () => import('./MultibancoReferenceDialog');

const ErrorDialogLazy = lazy(() => loadErrorDialog().then((m) => ({ default: m.ErrorDialog })));
const ConfirmationDialogLazy = lazy(() => loadConfirmationDialog().then((m) => ({ default: m.ConfirmationDialog })));
const LimitsDialogLazy = lazy(() => loadLimitsDialog().then((m) => ({ default: m.LimitsDialog })));
const ConfirmDialogLazy = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));
const MultibancoReferenceDialogLazy = lazy(() => loadMultibancoReferenceDialog().then((m) => ({ default: m.MultibancoReferenceDialog })));

let preloaded = false;
/** Starts loading every dialog chunk (once); called when the amount page is up. */
export function preloadDialogs(): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of [loadErrorDialog, loadConfirmationDialog, loadLimitsDialog, loadConfirmDialog]) {
    load().catch(() => {
      preloaded = false;
    });
  }
}

function suspended<C extends ComponentType<any>>(Component: C) {
  return function SuspendedDialog(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/**
 * A dialog with an `open` prop: mounted the first time it opens and kept mounted afterwards, so its
 * closing animation and focus return behave as when it was always mounted.
 */
function mountedOnceOpen<C extends ComponentType<any>>(Component: C) {
  const Inner = suspended(Component);
  return function LazyDialog(props: ComponentProps<C> & { open: boolean }) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? <Inner {...props} /> : null;
  };
}

export const ErrorDialog = suspended(ErrorDialogLazy);
export const ConfirmationDialog = suspended(ConfirmationDialogLazy);
export const LimitsDialog = mountedOnceOpen(LimitsDialogLazy);
export const ConfirmDialog = mountedOnceOpen(ConfirmDialogLazy);
/** A Multibanco reference kept for the tab, opened again from the amount page (src/domain/multibanco-reference.ts). */
export const MultibancoReferenceDialog = suspended(MultibancoReferenceDialogLazy);
