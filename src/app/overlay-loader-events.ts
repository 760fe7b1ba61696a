// What the global overlay loader listens to (SPEC 2): the deposit actor's events that show it and the page's
// events. Read by its start (overlay-loader-start.ts, on the first screen's path) and by the loader itself
// (overlay-loader.ts, loaded later), which therefore need not import each other.
/** The deposit actor's emitted events that show the loader: a document redirect, then the native hand-offs. */
export const LOADER_SHOWN_BY = [
  'app.redirect',
  'bridge.paymentRedirectInApp',
  'bridge.paymentRedirectInMobileBrowser',
  'bridge.paymentRedirectAppToApp',
] as const;

export interface Emitter {
  on(type: string, listener: (event: { type: string }) => void): { unsubscribe(): void };
}
export interface PageEvents {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}
