// The light entry of the realtime sync client: the connect and protobuf code (./stream) is imported
// on the first subscription only, so it never weighs on the amount page's initial JavaScript.
import type { StreamEvent, SyncOptions } from './types';

export type { StreamEvent, SyncOptions } from './types';

/** Starts the deposit's stream; returns the function that stops it. */
export function subscribeDeposit(options: SyncOptions, depositId: string, report: (e: StreamEvent) => void): () => void {
  const controller = new AbortController();
  import('./stream')
    .then(({ syncDeposit }) => syncDeposit(options, depositId, report, controller.signal))
    .catch(() => {
      if (!controller.signal.aborted) report({ type: 'sync.error', code: 'UNAVAILABLE' });
    });
  return () => controller.abort();
}

/** Page visibility and network for the monitoring: stops while hidden or offline, resumes once both are fine. */
export function watchPage(send: (e: { type: 'page.hidden' | 'page.visible' | 'network.offline' | 'network.online' }) => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send({ type: 'page.hidden' });
    else if (navigator.onLine) send({ type: 'page.visible' });
  };
  const onOffline = () => send({ type: 'network.offline' });
  const onOnline = () => {
    if (document.visibilityState !== 'hidden') send({ type: 'network.online' });
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}
