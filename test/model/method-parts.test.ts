// A payment method's parts, checked for every flow of the registry (src/domain/methods.ts FLOWS) and every
// wire method it pays (METHOD_FLOWS): adding a flow or a method there without its module, machine, SPEC
// expectations, screens, lifecycle phases or sandbox stand-in fails here, not in a player's browser
// (docs/architecture.md "Adding a payment method").
import { readdirSync, readFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { machineRegistry } from '../../machines/registry';
import { ROUTES } from '../../machines/routes';
import { REQUEST_SCHEMA_BY_PATH } from '../../sandbox/contract';
import { buildServer } from '../../sandbox/server';
import { FLOW_KINDS, FLOWS, methodsOf, type FlowKind } from '../../src/domain/methods';
import { MOBILE_MONEY_OPERATOR_METHODS, methodType } from '../../src/domain/payment-means';
import { LIFECYCLE_MACHINES } from '../lifecycle/screens';
import { machineExpectations } from './expectations';

const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The method modules' manifests (src/app/method-modules.ts), as the app finds them. */
const flowManifests = import.meta.glob<unknown>('../../src/methods/*/flow.ts', { eager: true, import: 'default' });
const routeManifests = import.meta.glob<Record<string, unknown>>('../../src/methods/*/routes.ts', { eager: true, import: 'default' });
const moduleOf = (kind: FlowKind) => `src/methods/${FLOWS[kind].machine}`;
const manifestOf = (kind: FlowKind, file: 'flow' | 'routes') => `../../${moduleOf(kind)}/${file}.ts`;

/** The routes the shared pages serve: src/app/router.tsx's own screens and its three fixed pages. */
const shared = new Set([...source('src/app/router.tsx').matchAll(/(?:screenRoute\(|path: )ROUTES\.([A-Z0-9_]+)/g)].map((m) => m[1]));

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
const DEPOSITS = '/kong/v6/me/deposits/';
const depositPaths = Object.keys(REQUEST_SCHEMA_BY_PATH).filter((p) => !p.endsWith('/token'));
/** SPEC 3: a mobile-money operator's wire name is paid as MOBILEMONEY, at its path. */
const paidAs = (method: string) => (MOBILE_MONEY_OPERATOR_METHODS.includes(method) ? 'MOBILEMONEY' : method);
/** The contract's deposit path a wire method is paid at (the method's name starts with the path's segment). */
const depositPathOf = (method: string) => depositPaths.find((p) => segment(paidAs(method)).startsWith(segment(p.slice(DEPOSITS.length))));

describe('every flow of the registry has all its parts', () => {
  const routeKeys = new Map(Object.entries(ROUTES).map(([k, v]) => [v as string, k]));
  let sandbox: FastifyInstance;
  beforeAll(async () => {
    sandbox = await buildServer({ distDir: null });
  });
  afterAll(() => sandbox.close());

  it('every module of src/methods is a flow of the registry', () => {
    const folders = readdirSync(new URL('../../src/methods/', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const registered: string[] = FLOW_KINDS.map((kind) => FLOWS[kind].machine);
    expect(
      folders.filter((f) => !registered.includes(f)),
      'src/methods folders no FLOWS entry names',
    ).toEqual([]);
  });

  for (const kind of FLOW_KINDS) {
    const name = FLOWS[kind].machine;
    it(`${kind}: its module's flow (${moduleOf(kind)}/flow.ts)`, () => {
      expect(typeof flowManifests[manifestOf(kind, 'flow')], `${moduleOf(kind)}/flow.ts is missing: the flow '${kind}' has no method module`).toBe('function');
    });

    it(`${kind}: its machine, events and SPEC expectations (machines/registry.ts, test/model/expectations)`, () => {
      const entry = machineRegistry.find((e) => e.name === name);
      expect(entry, `machines/registry.ts has no machine '${name}'`).toBeDefined();
      expect(typeof entry!.events === 'function' || entry!.events.length > 0, `'${name}' has no events to explore`).toBe(true);
      expect(machineExpectations[name]?.length ?? 0, `test/model/expectations has no rules for '${name}'`).toBeGreaterThan(0);
    });

    it(`${kind}: every screen its machine routes to is served (${moduleOf(kind)}/routes.ts or a shared page)`, () => {
      const machine = machineRegistry.find((e) => e.name === name)?.machine;
      expect(machine, `machines/registry.ts has no machine '${name}'`).toBeDefined();
      const routes = routesOf(machine!, routeKeys);
      // Every flow shows a screen, if only the amount page it runs over (the wallets' sheet, PayPal's area).
      expect(routes.length, `'${name}' declares no screen`).toBeGreaterThan(0);
      const own = Object.keys(routeManifests[manifestOf(kind, 'routes')] ?? {});
      for (const key of routes) expect(shared.has(key) || own.includes(key), `no screen for ROUTES.${key} in ${moduleOf(kind)}/routes.ts`).toBe(true);
      // And a module serves only routes its machine declares, none a shared page serves.
      for (const key of own)
        expect(
          routes.includes(key) && !shared.has(key),
          `${moduleOf(kind)}/routes.ts serves ROUTES.${key}, which '${name}' does not declare or a shared page serves`,
        ).toBe(true);
    });

    it(`${kind}: its screens in the page lifecycle model (test/lifecycle)`, () => {
      expect(
        LIFECYCLE_MACHINES as readonly string[],
        `test/lifecycle/screens.ts LIFECYCLE_MACHINES has no '${name}' (then its phases in rules.ts PHASES)`,
      ).toContain(name);
    });

    // Without its client type (SPEC 3), a method is paid but never a default mean (SPEC 4 Default mean rules).
    it(`${kind}: each method it pays has its client type (src/domain/payment-means.ts METHOD_TYPES)`, () => {
      for (const method of methodsOf(kind)) expect(methodType(method), `${method} has no client type in src/domain/payment-means.ts`).not.toBe('UNKNOWN');
    });

    if (kind !== 'withdrawal') {
      it(`${kind}: the sandbox stands in for the deposit call of each method it pays (sandbox/contract, sandbox/routes)`, () => {
        const methods = methodsOf(kind);
        expect(methods.length, `no wire method maps to '${kind}' (METHOD_FLOWS)`).toBeGreaterThan(0);
        for (const method of methods) {
          const url = depositPathOf(method);
          expect(url, `no deposit request schema in sandbox/contract for ${method}`).toBeDefined();
          expect(sandbox.hasRoute({ method: 'POST', url: url! }), `sandbox/routes answers no POST ${url}`).toBe(true);
        }
      });
    }
  }

  it('no route is served by two modules', () => {
    const owners = FLOW_KINDS.flatMap((kind) => Object.keys(routeManifests[manifestOf(kind, 'routes')] ?? {}));
    expect(owners.filter((key, i) => owners.indexOf(key) !== i)).toEqual([]);
  });
});
