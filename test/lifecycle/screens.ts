// The screen states of the root and of every flow machine, read from their graphs: the model tests' own
// traversal (test/model/paths.ts buildModel over xstate/graph's adjacency map, with the events of
// machines/registry.ts), here with states told apart by value, tags and a few facts of the context that
// change the screen, so the root's context does not multiply its states for nothing. Each screen state
// comes with its route, its tags and the fewest events that reach it. The lifecycle pairs are these × the
// page events of rules.ts.
import type { AnyMachineSnapshot } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { ownRoute, type Route } from '../../machines/routes';
import { buildModel, labelEvent } from '../model/paths';

/** The machines whose states show a screen: the root and each method flow (src/domain/methods.ts FLOWS). */
export const LIFECYCLE_MACHINES = [
  'deposit',
  'card',
  'mobile-money',
  'mbway',
  'blik',
  'direct-deposit',
  'paypal',
  'apple-pay',
  'google-pay',
  'withdrawal',
] as const;
export type LifecycleMachine = (typeof LIFECYCLE_MACHINES)[number];

export interface ScreenState {
  machine: LifecycleMachine;
  /** The active leaf states, e.g. `challenge.showing` (parallel regions joined by ` + `). */
  state: string;
  route: Route;
  tags: string[];
  /** The fewest events of a generated path that reach it (readable labels). */
  path: string[];
}

/** A snapshot's active leaves as one name. */
export function stateName(s: Pick<AnyMachineSnapshot, 'value'>): string {
  const leaves: string[] = [];
  const walk = (v: unknown, prefix: string) => {
    if (typeof v === 'string') leaves.push(prefix ? `${prefix}.${v}` : v);
    else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, prefix ? `${prefix}.${k}` : k);
  };
  walk(s.value, '');
  return leaves.join(' + ');
}

/** What tells two states apart here: the value, the tags, a resumed deposit, a saved mean, a failure, the flow asked for. */
const coarse = (s: AnyMachineSnapshot) => {
  const c = (s.context ?? {}) as { isToken?: boolean; resume?: unknown; failure?: unknown; request?: { flow?: string } | null };
  return JSON.stringify([s.value, s.status, [...s.tags].sort(), !!c.isToken, !!c.resume, !!c.failure, c.request?.flow ?? null]);
};

let cache: ScreenState[] | null = null;

export function screenStates(): ScreenState[] {
  if (cache) return cache;
  const out = new Map<string, ScreenState>();
  for (const name of LIFECYCLE_MACHINES) {
    const entry = machineRegistry.find((e) => e.name === name)!;
    const model = buildModel(entry, { limit: 50_000, serializeState: coarse });
    for (const p of model.paths) {
      const seq = [{ label: '', state: p.initial }, ...p.steps.map((s) => ({ label: labelEvent(s.event), state: s.state }))];
      seq.forEach((st, i) => {
        if (st.state.status !== 'active') return;
        const route = ownRoute(st.state as never);
        if (!route) return;
        const key = `${name}|${stateName(st.state)}`;
        const path = seq.slice(1, i + 1).map((x) => x.label);
        const prev = out.get(key);
        if (!prev || prev.path.length > path.length) out.set(key, { machine: name, state: stateName(st.state), route, tags: [...st.state.tags].sort(), path });
      });
    }
  }
  cache = [...out.values()].sort((a, b) =>
    a.machine === b.machine ? a.state.localeCompare(b.state) : LIFECYCLE_MACHINES.indexOf(a.machine) - LIFECYCLE_MACHINES.indexOf(b.machine),
  );
  return cache;
}
