// routeFor(snapshot): the one pure function that both navigation and the route guards read.
// Each screen state declares its route in `meta.route`; the deepest active state that declares one
// wins (ready says '/', its Skrill form says '/skrill'). A method's own flow runs as the root's child
// `flow` (card, mobile money, ...): while it runs, its deepest declared route wins over the root's.
// While nothing declares one (context init, loading, leaving), the app stays where it is and shows the
// overlay loader.
import type { AnyActorRef } from 'xstate';

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
  // The pending withdrawals fragment (SPEC 2 route `pending`), behind its flag.
  PENDING: '/pending',
  // Not in SPEC 2's list: the premium ticket's code form (docs/decisions.md "Premium ticket").
  PREMIUM_TICKET: '/premium-ticket',
  // The amount page's views (machines/deposit.views.ts). PREFERRED_METHODS is a root (SPEC 2).
  PREFERRED_METHODS: '/preferred',
  METHODS: '/methods',
} as const;
export type Route = (typeof ROUTES)[keyof typeof ROUTES];
/** A screen state's `meta` (typed in each machine's setup, so an unknown route fails the build). */
export interface ScreenMeta {
  route?: Route;
  /**
   * Another screen on the same URL (the mobile-money code form at /mobile-money after its phone form): moving
   * to it is a navigation to the same URL, which reloads the screen and scrolls to the top (SPEC 2).
   */
  screen?: string;
}

/** The id (and system id) under which the root runs a method's own flow machine. */
export const FLOW_ACTOR_ID = 'flow';

/**
 * What routing reads of a snapshot, and only that (so routes.ts, which the machines import, imports none of
 * them): its states' `meta`, and for the root its running `flow` child.
 */
export interface RoutedSnapshot {
  getMeta(): Record<string, unknown>;
  children?: Record<string, AnyActorRef | undefined>;
}

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

export function routeFor(snapshot: RoutedSnapshot): Route | null {
  const root = ownRoute(snapshot);
  if (root === null) return null;
  return flowRoute(snapshot.children?.[FLOW_ACTOR_ID]) ?? root;
}

/** The deepest declared route of a snapshot with its `screen`, as `route` or `route#screen`. */
function ownScreen(snapshot: { getMeta(): Record<string, unknown> }): string | null {
  const route = ownRoute(snapshot);
  if (route === null) return null;
  let best: { screen: string | undefined; depth: number } | null = null;
  for (const [id, meta] of Object.entries(snapshot.getMeta()) as Array<[string, ScreenMeta | undefined]>) {
    if (meta?.route !== route) continue;
    if (!best || depth(id) > best.depth) best = { screen: meta.screen, depth: depth(id) };
  }
  return best?.screen ? `${route}#${best.screen}` : route;
}

/**
 * The screen the actor shows (SPEC 2 "Navigation to the same URL reloads and scrolls to the top"): its route,
 * with the declaring state's `screen` when one URL has several. A change of screen on the same URL is a
 * navigation to that URL (src/app/Layout.tsx reloads the screen and scrolls to the top).
 */
export function screenFor(snapshot: RoutedSnapshot): string | null {
  if (ownRoute(snapshot) === null) return null;
  const flow = snapshot.children?.[FLOW_ACTOR_ID]?.getSnapshot() as { status?: string; getMeta?: () => Record<string, unknown> } | undefined;
  const inFlow = flow?.status === 'active' && flow.getMeta ? ownScreen(flow as { getMeta(): Record<string, unknown> }) : null;
  return inFlow ?? ownScreen(snapshot);
}

/** The amount page's view a launch path asks for: /preferred or /methods, else none. */
export function entryViewOf(pathname: string): 'preferred' | 'methods' | null {
  const path = normalisePath(pathname);
  return path === ROUTES.PREFERRED_METHODS ? 'preferred' : path === ROUTES.METHODS ? 'methods' : null;
}

/** Unknown paths go to the root (SPEC 2). */
export function normalisePath(pathname: string): Route {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(trimmed) ? (trimmed as Route) : ROUTES.AMOUNT;
}
