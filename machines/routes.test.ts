// Every route a machine declares in `meta` is one of SPEC 2's routes (ROUTES): a typo would leave a
// screen unreachable, silently, since routeFor skips unknown routes.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from './registry';
import { normalisePath, ROUTES } from './routes';

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
  });
});
