// A payment method's parts, checked for every flow of the registry (src/domain/methods.ts FLOWS): adding a
// flow there without its machine, SPEC expectations, side effects, screens or sandbox stand-in fails here,
// not in a player's browser (docs/architecture.md "Adding a payment method").
import { readFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { ROUTES } from '../../machines/routes';
import { REQUEST_SCHEMA_BY_PATH } from '../../sandbox/contract';
import { FLOW_KINDS, FLOWS, methodsOf } from '../../src/domain/methods';
import { machineExpectations } from './expectations';

const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The routes the app serves: src/app/router.tsx's screens and its three fixed pages. */
const served = new Set([...source('src/app/router.tsx').matchAll(/(?:screenRoute\(|path: )ROUTES\.([A-Z0-9_]+)/g)].map((m) => m[1]));

/** Every `meta.route` a machine's states declare, as the ROUTES key that names it. */
function routesOf(machine: AnyStateMachine, routeKeys: Map<string, string>): string[] {
  const found: string[] = [];
  const walk = (node: { meta?: { route?: string }; states: Record<string, unknown> }) => {
    if (node.meta?.route) found.push(routeKeys.get(node.meta.route) ?? `unknown route ${node.meta.route}`);
    for (const child of Object.values(node.states)) walk(child as typeof node);
  };
  walk(machine.root as unknown as Parameters<typeof walk>[0]);
  return found;
}

/** A wire method as a contract path segment: lower case, letters and digits ("BANKTRANSFER_DEPOSIT" -> "banktransferdeposit"). */
const segment = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const depositSegments = Object.keys(REQUEST_SCHEMA_BY_PATH).map((p) => segment(p.replace('/kong/v6/me/deposits/', '').replace(/\/token$/, '')));

describe('every flow of the registry has all its parts', () => {
  const routeKeys = new Map(Object.entries(ROUTES).map(([k, v]) => [v as string, k]));
  const actors = source('src/app/actors.ts');

  for (const kind of FLOW_KINDS) {
    const name = FLOWS[kind].machine;
    it(`${kind}: its machine, events and SPEC expectations (machines/registry.ts, test/model/expectations)`, () => {
      const entry = machineRegistry.find((e) => e.name === name);
      expect(entry, `machines/registry.ts has no machine '${name}'`).toBeDefined();
      expect(typeof entry!.events === 'function' || entry!.events.length > 0, `'${name}' has no events to explore`).toBe(true);
      expect(machineExpectations[name]?.length ?? 0, `test/model/expectations has no rules for '${name}'`).toBeGreaterThan(0);
    });

    it(`${kind}: its side effects are provided by src/app (a lazily loaded flow)`, () => {
      expect(actors, `src/app/actors.ts provides no '${kind}' flow`).toMatch(new RegExp(`\\b${kind}: lazyFlow\\(`));
    });

    it(`${kind}: every screen its machine routes to is served (src/app/router.tsx)`, () => {
      const machine = machineRegistry.find((e) => e.name === name)?.machine;
      expect(machine, `machines/registry.ts has no machine '${name}'`).toBeDefined();
      const routes = routesOf(machine!, routeKeys);
      // Every flow shows a screen, if only the amount page it runs over (the wallets' sheet, PayPal's area).
      expect(routes.length, `'${name}' declares no screen`).toBeGreaterThan(0);
      for (const key of routes) expect(served.has(key), `no screen for ROUTES.${key}`).toBe(true);
    });

    if (kind !== 'withdrawal') {
      it(`${kind}: the sandbox stands in for its deposit call (sandbox/contract)`, () => {
        const methods = methodsOf(kind);
        expect(methods.length, `no wire method maps to '${kind}' (METHOD_FLOWS)`).toBeGreaterThan(0);
        const covered = methods.filter((m) => depositSegments.some((s) => segment(m).startsWith(s)));
        expect(covered, `no sandbox deposit route for ${methods.join(', ')}`).not.toEqual([]);
      });
    }
  }
});
