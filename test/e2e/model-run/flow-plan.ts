// Browser plans of the method flow machines (card, mobile money): paths generated from the flow
// machine's OWN graph (buildModel of test/model/paths.ts, the registry entry with browser inputs and an
// events function offering only what the browser can produce in each state), then restricted to
// realisable steps. Timers (`after`) are offered by buildModel itself: a path is cut before its first
// event with no browser realisation, the cut paths are de-duplicated and a greedy cover keeps the paths
// that add transitions (most new transitions per step first).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { machineRegistry, type MachineEntry } from '../../../machines/registry';
import { buildModel, serializeEvent, type ModelPath } from '../../model/paths';
import { listTransitions } from '../../model/transitions';

export interface FlowPlanSpec<K extends string> {
  /** Registry name of the machine (machines/registry.ts). */
  machine: string;
  /** Browser inputs the flow can start from through the UI, each with the label of its profile. */
  inputs: Array<{ label: string; input: unknown }>;
  /** key -> event; the key is what realise.ts knows how to produce. */
  fixtures: Record<K, AnyEventObject>;
  /** The keys the browser can produce in a model state. */
  events: (s: AnyMachineSnapshot) => K[];
  /** Why a transition no realisable path takes is left out (first matching pattern wins). */
  why: Array<[RegExp, string]>;
  /** Events of the registry's own fixtures the browser plan leaves out, and why. */
  dropped: Array<{ event: string; why: string }>;
}

export interface FlowPath<K extends string> {
  name: string;
  /** Index of the input in spec.inputs. */
  input: number;
  path: ModelPath;
  keys: K[];
}

export interface FlowPlan<K extends string> {
  machine: string;
  paths: Array<FlowPath<K>>;
  transitions: string[];
  notRealisable: Array<{ id: string; why: string }>;
  dropped: Array<{ event: string; why: string }>;
  keyOf: (e: AnyEventObject) => K | undefined;
}

export function flowPlan<K extends string>(spec: FlowPlanSpec<K>): FlowPlan<K> {
  const base = machineRegistry.find((e) => e.name === spec.machine);
  if (!base) throw new Error(`no machine ${spec.machine} in the registry`);
  const keys = new Map<string, K>(Object.entries(spec.fixtures).map(([k, e]) => [serializeEvent(e as AnyEventObject), k as K]));
  const keyOf = (e: AnyEventObject) => keys.get(serializeEvent(e));
  const entry: MachineEntry = {
    ...base,
    input: undefined,
    inputs: spec.inputs.map((i) => i.input),
    events: (s: AnyMachineSnapshot) => spec.events(s).map((k) => spec.fixtures[k]),
  };
  const model = buildModel(entry, { limit: 100_000, select: 'edges' });

  // cut every path before its first step the browser cannot produce (a timer)
  const cut = model.paths.map((p) => {
    const n = p.steps.findIndex((s) => keyOf(s.event) === undefined);
    return n < 0 ? p : { ...p, steps: p.steps.slice(0, n) };
  });
  // de-duplicate (a path that is a prefix of another goes), then cover greedily, longest first
  const sig = (p: ModelPath) => `${spec.inputs.findIndex((i) => i.input === p.input)}|${p.steps.map((s) => serializeEvent(s.event)).join('\u0001')}`;
  cut.sort((a, b) => b.steps.length - a.steps.length);
  const prefixes = new Set<string>();
  const unique: ModelPath[] = [];
  for (const p of cut) {
    // A path with no step is kept only when the flow ends at once (a reload during its call): its page load is its test.
    if ((!p.steps.length && p.initial.status !== 'done') || prefixes.has(sig(p))) continue;
    for (let i = 0; i <= p.steps.length; i++) prefixes.add(sig({ ...p, steps: p.steps.slice(0, i) }));
    unique.push(p);
  }
  // greedy set cover: the path that adds the most transitions per step (a page load counts as 3 steps)
  const seen = new Set<string>();
  const chosen: ModelPath[] = [];
  const ids = (p: ModelPath) => [...p.initialTransitions, ...p.steps.flatMap((s) => s.transitions)];
  for (;;) {
    let best: ModelPath | null = null;
    let score = 0;
    for (const p of unique) {
      const added = new Set(ids(p).filter((id) => !seen.has(id))).size;
      const sc = added / (p.steps.length + 3);
      if (added && sc > score) [best, score] = [p, sc];
    }
    if (!best) break;
    ids(best).forEach((id) => seen.add(id));
    chosen.push(best);
  }
  chosen.sort((a, b) => a.steps.length - b.steps.length || sig(a).localeCompare(sig(b)));

  const transitions = listTransitions(model.machine).map((t) => t.id);
  const notRealisable = transitions
    .filter((t) => !seen.has(t))
    .map((id) => ({ id, why: spec.why.find(([re]) => re.test(id))?.[1] ?? 'no realisable event reaches it' }));
  const paths = chosen.map((p, i) => {
    const input = spec.inputs.findIndex((x) => x.input === p.input);
    const ks = p.steps.map((s) => keyOf(s.event)!);
    return { name: `${spec.machine} #${i + 1} [${spec.inputs[input]!.label}] ${ks.join(' → ')}`, input, path: p, keys: ks };
  });
  return { machine: spec.machine, paths, transitions, notRealisable, dropped: spec.dropped, keyOf };
}
