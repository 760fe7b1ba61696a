// routeFor(snapshot): the one pure function that both navigation and the route guards read.
// Each screen state declares its route in `meta.route`; the deepest active state that declares one
// wins (ready says '/', its Skrill form says '/skrill'). While nothing declares one (context init,
// loading, leaving), the app stays where it is and shows the overlay loader.
import type { SnapshotFrom } from 'xstate';
import type { depositMachine } from './deposit.machine';

export const ROUTES = {
  AMOUNT: '/',
  SESSION_TIMEOUT: '/session-timeout',
  ERROR_TECHNICAL: '/error/technical',
  CALLBACK: '/callback',
  SKRILL: '/skrill',
  MULTIBANCO: '/multibanco',
} as const;
export type Route = (typeof ROUTES)[keyof typeof ROUTES];

const KNOWN: ReadonlySet<string> = new Set(Object.values(ROUTES));
const depth = (stateId: string) => stateId.split('.').length;

export function routeFor(snapshot: Pick<SnapshotFrom<typeof depositMachine>, 'getMeta'>): Route | null {
  const metas = Object.entries(snapshot.getMeta()) as Array<[string, { route?: string } | undefined]>;
  let best: { route: Route; depth: number } | null = null;
  for (const [id, meta] of metas) {
    if (!meta?.route || !KNOWN.has(meta.route)) continue;
    if (!best || depth(id) > best.depth) best = { route: meta.route as Route, depth: depth(id) };
  }
  return best?.route ?? null;
}

/** Unknown paths go to the root (SPEC 2). */
export function normalisePath(pathname: string): Route {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(trimmed) ? (trimmed as Route) : ROUTES.AMOUNT;
}
