// The app's side of the early start (src/boot/early-start.ts): the fetch of the HTTP client, which
// answers a request with the early start's pending answer to the same method and URL the first time it
// is asked, and goes to the network otherwise (a retry after a 401, a refetch, any other call).
import type { EarlyHandoff } from '../boot/early-start';

/** Where the early start leaves its handoff (early-start.ts EARLY_GLOBAL; not imported: that module is inlined in index.html, not bundled). */
export const EARLY_HANDOFF_GLOBAL = '__cashierEarly';

/** The early start's handoff, taken once from the page (null when the page had no launch tokens). */
export function takeEarlyHandoff(win: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): EarlyHandoff | null {
  const handoff = (win[EARLY_HANDOFF_GLOBAL] as EarlyHandoff | undefined) ?? null;
  delete win[EARLY_HANDOFF_GLOBAL];
  return handoff;
}

export function earlyFetch(handoff: EarlyHandoff | null, network: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  if (!handoff) return network;
  return (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : new URL(String(input), globalThis.location?.href).href;
    const early = handoff.take(method, url);
    return early ? early.then((answer) => answer ?? network(input, init)) : network(input, init);
  };
}
