// Every route a machine declares in `meta` is one of SPEC 2's routes (ROUTES): a typo would leave a
// screen unreachable, silently, since routeFor skips unknown routes.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from './registry';
import { normalisePath, routeFor, ROUTES, screenFor } from './routes';

type Node = { id: string; meta?: { route?: unknown }; states: Record<string, Node> };
const routesOf = (node: Node): Array<[string, unknown]> => [
  ...(node.meta?.route !== undefined ? [[node.id, node.meta.route] as [string, unknown]] : []),
  ...Object.values(node.states).flatMap(routesOf),
];

describe('declared routes', () => {
  const declared = machineRegistry.flatMap((e) => routesOf((e.machine as AnyStateMachine).root as unknown as Node));

  it('are SPEC 2 routes, in every machine', () => {
    const known = new Set<unknown>(Object.values(ROUTES));
    expect(declared.filter(([, route]) => !known.has(route))).toEqual([]);
    expect(declared.length).toBeGreaterThan(10);
  });

  it('the screens of the direct methods are among them', () => {
    expect(declared.map(([, r]) => r)).toEqual(expect.arrayContaining([ROUTES.SKRILL, ROUTES.MULTIBANCO, ROUTES.CARD, ROUTES.MOBILE_MONEY]));
  });

  it('an unknown path goes to the root (SPEC 2)', () => {
    expect(normalisePath('/nowhere')).toBe(ROUTES.AMOUNT);
    expect(normalisePath('/card/3ds2/')).toBe(ROUTES.THREEDS2);
    expect(normalisePath('/skrill//')).toBe(ROUTES.SKRILL);
    expect(normalisePath('/')).toBe(ROUTES.AMOUNT);
  });
});

/** A snapshot-like object: its active states' metas, and optionally a running flow child. */
const snap = (metas: Record<string, { route?: string } | undefined>, flow?: { status: string; metas: Record<string, { route?: string }> }) =>
  ({
    getMeta: () => metas,
    children: flow ? { flow: { getSnapshot: () => ({ status: flow.status, getMeta: () => flow.metas }) } } : {},
  }) as unknown as Parameters<typeof routeFor>[0];

describe('routeFor (SPEC 2: the screen the state shows)', () => {
  it('no state declares a route (loading, leaving): none, the app stays where it is', () => {
    expect(routeFor(snap({ 'deposit.initializing': undefined }))).toBeNull();
  });

  it('the deepest declared route wins over its ancestors', () => {
    expect(routeFor(snap({ 'deposit.active.ready': { route: '/' }, 'deposit.active.ready.flow.x.y': { route: '/skrill' } }))).toBe('/skrill');
    expect(routeFor(snap({ 'deposit.active.ready.flow.x.y': { route: '/skrill' }, 'deposit.active.ready': { route: '/' } }))).toBe('/skrill');
  });

  it('depth is counted in states, not characters (parallel regions: a long shallow name loses to a short deep one)', () => {
    expect(routeFor(snap({ 'deposit.active.ready.aVeryLongParallelRegionName': { route: '/' }, 'deposit.active.ready.f.x.y': { route: '/skrill' } }))).toBe(
      '/skrill',
    );
  });

  it('a route not in ROUTES is never followed', () => {
    expect(routeFor(snap({ 'deposit.active.ready': { route: '/' }, 'deposit.active.ready.flow.x': { route: '/nowhere' } }))).toBe('/');
  });

  it("a running flow's own route wins over the root's; a flow that ended or declares none leaves the root's", () => {
    const root = { 'deposit.active.ready': { route: '/' } };
    expect(routeFor(snap(root, { status: 'active', metas: { 'card.form': { route: '/card' } } }))).toBe('/card');
    expect(routeFor(snap(root, { status: 'done', metas: { 'card.form': { route: '/card' } } }))).toBe('/');
    expect(routeFor(snap(root, { status: 'active', metas: { 'card.encrypting': {} } }))).toBe('/');
  });

  it("a snapshot without children (no flow ever ran) shows the root's route", () => {
    expect(routeFor({ getMeta: () => ({ 'deposit.active.ready': { route: '/' } }) } as unknown as Parameters<typeof routeFor>[0])).toBe('/');
  });

  it('a root that declares no route shows none, whatever its flow says', () => {
    expect(routeFor(snap({ 'deposit.leaving': undefined }, { status: 'active', metas: { 'card.form': { route: '/card' } } }))).toBeNull();
  });
});

// SPEC 2 "Navigation to the same URL reloads and scrolls to the top": the screen is the route, with
// the declaring state's `screen` when one URL has several.
describe('screenFor', () => {
  const root = { 'deposit.active.ready': { route: '/' } };
  it('the route alone when its state names no screen', () => {
    expect(screenFor(snap(root))).toBe('/');
    expect(screenFor(snap(root, { status: 'active', metas: { 'mobileMoney.phone': { route: '/mobile-money' } } }))).toBe('/mobile-money');
  });
  it('route#screen when the declaring state names one: two screens on one URL differ', () => {
    const code = screenFor(snap(root, { status: 'active', metas: { 'mobileMoney.code': { route: '/mobile-money', screen: 'code' } as { route: string } } }));
    expect(code).toBe('/mobile-money#code');
    expect(code).not.toBe(screenFor(snap(root, { status: 'active', metas: { 'mobileMoney.phone': { route: '/mobile-money' } } })));
  });
  it("none when no route is declared; the root's when the flow ended", () => {
    expect(screenFor(snap({ 'deposit.leaving': undefined }))).toBeNull();
    expect(screenFor(snap(root, { status: 'done', metas: { 'mobileMoney.code': { route: '/mobile-money', screen: 'code' } as { route: string } } }))).toBe('/');
  });
});
