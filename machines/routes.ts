// routeFor(snapshot): the one pure function that both navigation and the route guards read.
// Each screen state declares its route in `meta.route`; the deepest active state that declares one
// wins (ready says '/', its Skrill form says '/skrill'). A method's own flow runs as the root's child
// `flow` (card, mobile money, ...): while it runs, its deepest declared route wins over the root's.
// While nothing declares one (context init, loading, leaving), the app stays where it is and shows the
// overlay loader.
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { depositMachine } from './deposit.machine';

export const ROUTES = {
  AMOUNT: '/',
  SESSION_TIMEOUT: '/session-timeout',
  ERROR_TECHNICAL: '/error/technical',
  CALLBACK: '/callback',
  SKRILL: '/skrill',
  MULTIBANCO: '/multibanco',
  CARD: '/card',
  THREEDS2: '/card/3ds2',
  NETWORK_CHANNELS: '/network-channels',
  MOBILE_MONEY: '/mobile-money',
  MOBILE_MONEY_PROVIDER: '/mobile-money/provider',
  METHOD_OPERATOR: '/method_operator',
  BLIK: '/blik',
  MBWAY: '/mbway',
  // Issue 16: the pending withdrawals fragment (SPEC 2 route `pending`), behind its flag.
  PENDING: '/pending',
  // Not in SPEC 2's list: the premium ticket's code form (docs/decisions.md "Premium ticket").
  PREMIUM_TICKET: '/premium-ticket',
} as const;
export type Route = (typeof ROUTES)[keyof typeof ROUTES];
/** A screen state's `meta` (typed in each machine's setup, so an unknown route fails the build). */
export interface ScreenMeta {
  route?: Route;
}

/** The id (and system id) under which the root runs a method's own flow machine. */
export const FLOW_ACTOR_ID = 'flow';

const KNOWN: ReadonlySet<string> = new Set(Object.values(ROUTES));
const depth = (stateId: string) => stateId.split('.').length;

/** The deepest declared route of one machine snapshot, without looking at its children. */
export function ownRoute(snapshot: { getMeta(): Record<string, unknown> }): Route | null {
  const metas = Object.entries(snapshot.getMeta()) as Array<[string, { route?: string } | undefined]>;
  let best: { route: Route; depth: number } | null = null;
  for (const [id, meta] of metas) {
    if (!meta?.route || !KNOWN.has(meta.route)) continue;
    if (!best || depth(id) > best.depth) best = { route: meta.route as Route, depth: depth(id) };
  }
  return best?.route ?? null;
}

/** The route of a running flow child, if any. */
export function flowRoute(flow: AnyActorRef | undefined): Route | null {
  const snap = flow?.getSnapshot() as { status?: string; getMeta?: () => Record<string, unknown> } | undefined;
  return snap?.status === 'active' && snap.getMeta ? ownRoute(snap as { getMeta(): Record<string, unknown> }) : null;
}

export function routeFor(
  snapshot: Pick<SnapshotFrom<typeof depositMachine>, 'getMeta'> & { children?: Record<string, AnyActorRef | undefined> },
): Route | null {
  const root = ownRoute(snapshot);
  if (root === null) return null;
  return flowRoute(snapshot.children?.[FLOW_ACTOR_ID]) ?? root;
}

/** Unknown paths go to the root (SPEC 2). */
export function normalisePath(pathname: string): Route {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(trimmed) ? (trimmed as Route) : ROUTES.AMOUNT;
}
