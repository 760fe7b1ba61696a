// Browser plans made of few long paths (the withdrawal and callback runs): the flow machine's own graph
// (buildModel of test/model/paths.ts, with browser inputs and an events function offering only what the
// browser can produce), walked greedily. A walk starts from an input's initial state and goes, each time, to
// the nearest edge that takes a transition not covered yet (a step that stays in the flow first: an edge
// into a final state ends the walk), until none is left within reach; the walk that adds the most
// transitions per step (a page load counting as 3) is kept, and walks are added until no input adds any.
// A page load per path is the dearest step of a browser run: one walk covers what the shortest-path plan
// of flow-plan.ts spreads over many paths. An input whose initial transitions alone add coverage (the
// flow ends at once) is kept as a path of no step: its screen is asserted on opening.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { machineRegistry, type MachineEntry } from '../../../machines/registry';
import { buildModel, serializeEvent, type ModelPath, type PathStep } from '../../model/paths';
import { listTransitions } from '../../model/transitions';
import type { FlowPath, FlowPlan, FlowPlanSpec } from './flow-plan';

interface Edge<K extends string> {
  key: K;
  step: PathStep;
  to: string;
}

const stateKey = (s: AnyMachineSnapshot) =>
  JSON.stringify({ value: s.value, status: s.status, context: s.context }, (_k, v) => (v instanceof Error ? { error: v.message } : v));

export function walkPlan<K extends string>(spec: FlowPlanSpec<K> & { maxSteps?: number }): FlowPlan<K> {
  const base = machineRegistry.find((e) => e.name === spec.machine);
  if (!base) throw new Error(`no machine ${spec.machine} in the registry`);
  const keys = new Map<string, K>(Object.entries(spec.fixtures).map(([k, e]) => [serializeEvent(e as AnyEventObject), k as K]));
  const keyOf = (e: AnyEventObject) => keys.get(serializeEvent(e));
  const maxSteps = spec.maxSteps ?? 40;

  // one graph per input, read back from the model's paths (every edge is a step of some path)
  const graphs = spec.inputs.map(({ input }) => {
    const entry: MachineEntry = { ...base, input, inputs: undefined, events: (s: AnyMachineSnapshot) => spec.events(s).map((k) => spec.fixtures[k]) };
    const model = buildModel(entry, { limit: 100_000, select: 'edges' });
    const first = model.paths[0]!;
    const nodes = new Map<string, Array<Edge<K>>>();
    const final = new Set<string>();
    const add = (from: string, e: Edge<K>) => {
      const out = nodes.get(from) ?? [];
      if (!out.some((x) => x.key === e.key)) out.push(e);
      nodes.set(from, out);
    };
    for (const p of model.paths) {
      let from = stateKey(p.initial);
      for (const step of p.steps) {
        const to = stateKey(step.state);
        if (step.state.status !== 'active') final.add(to);
        const k = keyOf(step.event);
        if (k === undefined) break; // a timer: no browser realisation, the walk stops before it
        add(from, { key: k, step, to });
        from = to;
      }
    }
    return { machine: model.machine, initial: first.initial, initialTransitions: first.initialTransitions, start: stateKey(first.initial), nodes, final };
  });

  type Graph = (typeof graphs)[number];
  const idsOf = (steps: PathStep[]) => steps.flatMap((s) => s.transitions);

  /** A greedy walk from the input's initial state over edges that add transitions to `covered`. */
  const walk = (g: Graph, covered: ReadonlySet<string>): { steps: PathStep[]; keys: K[]; added: number } => {
    const seen = new Set(covered);
    let added = 0;
    const take = (ids: string[]) => {
      for (const id of ids) if (!seen.has(id)) seen.add(id), added++;
    };
    take(g.initialTransitions);
    const steps: PathStep[] = [];
    const ks: K[] = [];
    let at = g.start;
    while (steps.length < maxSteps) {
      // BFS from `at`: the nearest edge with a new transition, one that stays in the flow first
      const prev = new Map<string, { from: string; edge: Edge<K> } | null>([[at, null]]);
      const queue = [at];
      let target: { from: string; edge: Edge<K> } | null = null;
      let ending: { from: string; edge: Edge<K> } | null = null;
      while (queue.length && !target) {
        const n = queue.shift()!;
        for (const edge of g.nodes.get(n) ?? []) {
          if (edge.step.transitions.some((id) => !seen.has(id))) {
            if (!g.final.has(edge.to)) {
              target = { from: n, edge };
              break;
            }
            ending ??= { from: n, edge };
          }
          if (!prev.has(edge.to)) {
            prev.set(edge.to, { from: n, edge });
            queue.push(edge.to);
          }
        }
      }
      const chosen = target ?? ending;
      if (!chosen) break;
      const route: Array<Edge<K>> = [chosen.edge];
      for (let p = prev.get(chosen.from); p; p = prev.get(p.from)) route.unshift(p.edge);
      for (const e of route) {
        steps.push(e.step);
        ks.push(e.key);
        take(e.step.transitions);
      }
      at = chosen.edge.to;
      if (g.final.has(at)) break;
    }
    return { steps, keys: ks, added };
  };

  const covered = new Set<string>();
  const chosen: Array<{ input: number; steps: PathStep[]; keys: K[] }> = [];
  for (;;) {
    let best: { input: number; steps: PathStep[]; keys: K[]; score: number } | null = null;
    graphs.forEach((g, input) => {
      const w = walk(g, covered);
      const score = w.added / (w.steps.length + 3);
      if (w.added && (!best || score > best.score)) best = { input, ...w, score };
    });
    if (!best) break;
    const b = best as { input: number; steps: PathStep[]; keys: K[] };
    [...graphs[b.input]!.initialTransitions, ...idsOf(b.steps)].forEach((id) => covered.add(id));
    chosen.push(b);
  }

  const transitions = listTransitions(graphs[0]!.machine).map((t) => t.id);
  const notRealisable = transitions
    .filter((t) => !covered.has(t))
    .map((id) => ({ id, why: spec.why.find(([re]) => re.test(id))?.[1] ?? 'no realisable event reaches it' }));
  const paths: Array<FlowPath<K>> = chosen.map((c, i) => {
    const g = graphs[c.input]!;
    const path: ModelPath = {
      name: c.keys.join(' → '),
      initial: g.initial,
      initialTransitions: g.initialTransitions,
      steps: c.steps,
      input: spec.inputs[c.input]!.input,
    };
    return {
      name: `${spec.machine} #${i + 1} [${spec.inputs[c.input]!.label}] ${c.keys.join(' → ') || '(opens and ends)'}`,
      input: c.input,
      path,
      keys: c.keys,
    };
  });
  return { machine: spec.machine, paths, transitions, notRealisable, dropped: spec.dropped, keyOf };
}
