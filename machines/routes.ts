// routeFor(snapshot): the one pure function that both navigation and the route guards read.
// Each screen state declares its route in `meta.route`; while nothing declares one (context init,
// loading, leaving), the app stays where it is and shows the overlay loader.
import type { SnapshotFrom } from 'xstate';
import type { depositMachine } from './deposit.machine';

export const ROUTES = {
  AMOUNT: '/',
  SESSION_TIMEOUT: '/session-timeout',
  ERROR_TECHNICAL: '/error/technical',
} as const;
export type Route = (typeof ROUTES)[keyof typeof ROUTES];

const KNOWN: ReadonlySet<string> = new Set(Object.values(ROUTES));

export function routeFor(snapshot: Pick<SnapshotFrom<typeof depositMachine>, 'getMeta'>): Route | null {
  const metas = Object.values(snapshot.getMeta()) as Array<{ route?: string } | undefined>;
  for (const meta of metas) {
    if (meta?.route && KNOWN.has(meta.route)) return meta.route as Route;
  }
  return null;
}

/** Unknown paths go to the root (SPEC 2). */
export function normalisePath(pathname: string): Route {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(trimmed) ? (trimmed as Route) : ROUTES.AMOUNT;
}
