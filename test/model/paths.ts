import {
  createEmptyActor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { getAdjacencyMap, type AdjacencyValue } from 'xstate/graph';
import type { MachineEntry } from './types';
import { createTransitionIndex, type TransitionInfo } from './transitions';
import type { Rule, Step } from './expectations/rule';

export interface PathStep {
  event: AnyEventObject;
  /** Model snapshot after the event (value, status, context). */
  state: AnyMachineSnapshot;
  /** Transition ids the model predicts for this step (`always` and internal done.state included). */
  transitions: string[];
}

export interface ModelPath {
  /** Readable event sequence, used as the test name. */
  name: string;
  initial: AnyMachineSnapshot;
  /** Transitions the model takes when starting (`always` on entry). */
  initialTransitions: string[];
  steps: PathStep[];
  /** The input this path starts with, when the entry lists several (`MachineEntry.inputs`). */
  input?: unknown;
}

export interface FixtureProblem {
  kind: 'transition-threw' | 'unused-fixture' | 'missing-fixture';
  message: string;
}

export interface ModelGraph {
  machine: AnyStateMachine;
  transitions: TransitionInfo[];
  paths: ModelPath[];
  states: number;
  edges: number;
  /** Transition ids some edge of the model takes: what the replays can possibly cover. */
  reachable: Set<string>;
  problems: FixtureProblem[];
}

export interface PathOptions {
  /** Maximum number of traversal iterations of getAdjacencyMap (throws 'Traversal limit exceeded'). */
  limit?: number;
  /**
   * 'edges' (default): one path per (state, event) edge, prefixes removed. 'cover': only the paths that add a
   * transition not yet predicted by a previously chosen path (greedy, longest first): far fewer paths for
   * machines whose context multiplies states. `maxPaths`: switch to 'cover' when 'edges' gives more.
   */
  select?: 'edges' | 'cover';
  maxPaths?: number;
  /**
   * SPEC expectations (test/model/expectations): 'cover' also keeps a path that triggers a rule no chosen path
   * triggers yet (judged on the model's snapshots), so a rule about, say, a native app is not left unchecked
   * because the web app's path already took the same transitions.
   */
  rules?: readonly Rule[];
  /** How states are told apart (default: value and context); a coarser key walks a large machine faster. */
  serializeState?: (s: AnyMachineSnapshot) => string;
}

/** The rules whose trigger (`when`) some step of the path meets, on the model's snapshots. */
function rulesTriggered(rules: readonly Rule[], entryName: string, path: ModelPath, input: unknown): string[] {
  if (!rules.length) return [];
  const hits = new Set<string>();
  const previous: Step[] = [];
  let before: AnyMachineSnapshot | null = null;
  const steps = [{ event: { type: 'xstate.init' }, state: path.initial }, ...path.steps];
  for (const [index, st] of steps.entries()) {
    const step: Step = {
      machine: entryName,
      index,
      event: st.event,
      before,
      after: st.state,
      emitted: [],
      calls: [],
      sent: [],
      input,
      now: 0,
      previous: [...previous],
    };
    for (const r of rules) {
      try {
        if (r.when(step)) hits.add(r.id);
      } catch {
        /* a trigger that needs the replay's facts */
      }
    }
    previous.push(step);
    before = st.state;
  }
  return [...hits];
}

/** The event type xstate 5.33 raises for `after` (see createAfterEvent): `xstate.after.<delayKey>.<stateNodeId>`. */
export const afterEventType = (delay: string | number, stateNodeId: string) => `xstate.after.${delay}.${stateNodeId}`;

/** Same rule as xstate's (internal) matchesEventDescriptor: exact, '*', or a trailing '.*' on whole tokens. */
export function matchesDescriptor(eventType: string, descriptor: string): boolean {
  if (descriptor === eventType || descriptor === '*') return true;
  if (!descriptor.endsWith('.*')) return false;
  const prefix = descriptor.slice(0, -1); // keep the dot
  return eventType.startsWith(prefix);
}

const isInternalDescriptor = (d: string) => d.startsWith('xstate.done.state.');

export function serializeEvent(e: AnyEventObject): string {
  return JSON.stringify(e, (_k, v) => (v instanceof Error ? { error: v.message } : v));
}

/** A short label for test names: the type and the start of its payload. */
export function labelEvent(e: AnyEventObject): string {
  const { type, ...rest } = e;
  if (!Object.keys(rest).length) return type;
  const payload = serializeEvent(rest as AnyEventObject);
  return `${type} ${payload.length > 48 ? `${payload.slice(0, 45)}…` : payload}`;
}

export function describeEvent(e: AnyEventObject): string {
  const { type, ...rest } = e;
  const payload = Object.keys(rest).length ? ` ${serializeEvent(rest as AnyEventObject)}` : '';
  return `${type}${payload}`;
}

function serializeState(s: AnyMachineSnapshot): string {
  const ctx = s.context && Object.keys(s.context).length ? s.context : undefined;
  return JSON.stringify({ value: s.value, status: s.status, context: ctx });
}

/** ms of a delay key (numeric key, or a named delay of setup({ delays })); undefined if it cannot be resolved. */
export function resolveDelay(machine: AnyStateMachine, delay: string | number, snapshot: AnyMachineSnapshot): number | undefined {
  if (typeof delay === 'number') return delay;
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function') {
    try {
      const ms = impl({ context: snapshot.context, event: { type: 'xstate.init' } }, undefined);
      return typeof ms === 'number' ? ms : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Fresh mock scope per transition, recording fired transitions (like xstate's own, but with a fresh system). */
function createRecordingScope(record: AnyTransitionDefinition[]): AnyActorScope {
  const actor = createEmptyActor() as any;
  const system = actor.system;
  const scope = {
    self: actor,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: {
      ...system,
      _set: () => {}, // the model creates (never starts) invoked children: systemIds would otherwise collide
      _sendInspectionEvent: (ev: { type: string; _transitions?: AnyTransitionDefinition[] }) => {
        if (ev.type === '@xstate.microstep' && ev._transitions) record.push(...ev._transitions);
      },
    },
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  return scope as unknown as AnyActorScope;
}

/** The machine the model and the replay both use. */
export function providedMachine(entry: MachineEntry): AnyStateMachine {
  return entry.implementations ? entry.machine.provide(entry.implementations as any) : entry.machine;
}

/**
 * Builds the model of an entry (adjacency map over the given events) and one path per (state, event) edge:
 * the shortest path to the state plus the event; paths that are prefixes of others are dropped.
 */
export function buildModel(entry: MachineEntry, options: PathOptions = {}): ModelGraph {
  if (!entry.inputs?.length) return buildModelFor(entry, options);
  // Several inputs (e.g. a new mean and a saved one): one model per input, paths and coverage merged.
  const models = entry.inputs.map((input, i) => {
    const model = buildModelFor({ ...entry, input, inputs: undefined }, options);
    for (const p of model.paths) {
      p.input = input;
      p.name = `[input ${i + 1}] ${p.name}`;
    }
    return model;
  });
  const everywhere = (kind: FixtureProblem['kind']) =>
    models[0]!.problems.filter((p) => p.kind === kind && models.every((m) => m.problems.some((q) => q.message === p.message)));
  return {
    machine: models[0]!.machine,
    transitions: models[0]!.transitions,
    paths: models.flatMap((m) => m.paths),
    states: models.reduce((n, m) => n + m.states, 0),
    edges: models.reduce((n, m) => n + m.edges, 0),
    reachable: new Set(models.flatMap((m) => [...m.reachable])),
    problems: [
      ...new Map(models.flatMap((m) => m.problems.filter((p) => p.kind === 'transition-threw')).map((p) => [p.message, p])).values(),
      ...everywhere('unused-fixture'),
      ...everywhere('missing-fixture'),
    ],
  };
}

function buildModelFor(entry: MachineEntry, options: PathOptions): ModelGraph {
  const serialize = options.serializeState ?? serializeState;
  const machine = providedMachine(entry);
  const index = createTransitionIndex(machine);
  const problems: FixtureProblem[] = [];
  const fired = new Map<string, string[]>(); // key: serialized state + event -> transition ids
  const usedFixtureTypes = new Set<string>();

  const fixturesFor = (s: AnyMachineSnapshot): AnyEventObject[] => (typeof entry.events === 'function' ? entry.events(s) : entry.events);

  const eventsFor = (s: AnyMachineSnapshot): AnyEventObject[] => {
    if (s.status !== 'active') return [];
    const nodes = s._nodes as AnyStateNode[];
    const descriptors = new Set<string>();
    const afters: Array<{ type: string; ms: number | undefined }> = [];
    for (const node of nodes) {
      for (const d of (node.transitions as Map<string, unknown>).keys()) if (!isInternalDescriptor(d)) descriptors.add(d);
      for (const t of node.after as Array<AnyTransitionDefinition & { delay: string | number }>) {
        if (!afters.some((a) => a.type === t.eventType)) afters.push({ type: t.eventType, ms: resolveDelay(machine, t.delay, s) });
      }
    }
    const out: AnyEventObject[] = [];
    for (const e of fixturesFor(s)) {
      if (e.type.startsWith('xstate.after.')) continue; // handled below, with timing
      if ([...descriptors].some((d) => matchesDescriptor(e.type, d))) out.push(e);
    }
    // Timers: only offer the ones that can fire first (smallest delay among the active states' timers). Elapsed
    // time is not modelled; a timer that only wins after others fired is reached through those other paths.
    const known = afters.filter((a) => a.ms !== undefined).map((a) => a.ms!) as number[];
    const min = known.length ? Math.min(...known) : undefined;
    for (const a of afters) {
      if (a.ms === undefined || min === undefined || a.ms <= min) out.push({ type: a.type });
    }
    return out;
  };

  // Wrap the machine so that a throwing transition (bad fixture payload) is recorded, not fatal, and so that
  // each transition records which definitions fired.
  const logic = Object.create(machine) as AnyStateMachine;
  (logic as any).transition = (s: AnyMachineSnapshot, e: AnyEventObject) => {
    const record: AnyTransitionDefinition[] = [];
    try {
      const next = machine.transition(s, e, createRecordingScope(record));
      fired.set(
        serialize(s) + '\u0000' + serializeEvent(e),
        record.map((t) => index.idOf(t)),
      );
      return next;
    } catch (err) {
      problems.push({
        kind: 'transition-threw',
        message: `${describeEvent(e)} in ${JSON.stringify(s.value)}: ${(err as Error).message.split('\n')[0]}`,
      });
      fired.set(serialize(s) + '\u0000' + serializeEvent(e), []);
      return s;
    }
  };
  const initRecord: AnyTransitionDefinition[] = [];
  const initial = machine.getInitialSnapshot(createRecordingScope(initRecord), entry.input as any) as AnyMachineSnapshot;
  const initialTransitions = initRecord.map((t) => index.idOf(t));

  const adjacency = getAdjacencyMap<AnyMachineSnapshot, AnyEventObject, unknown>(logic as any, {
    events: (s) => {
      const evs = eventsFor(s);
      evs.forEach((e) => usedFixtureTypes.add(e.type));
      return evs;
    },
    serializeState: (s) => serialize(s) as any,
    serializeEvent: (e) => serializeEvent(e) as any,
    limit: options.limit ?? 20_000,
    fromState: initial,
    input: entry.input,
  });

  // BFS shortest paths over the adjacency map (keys are our serialized states)
  const initialKey = serialize(initial);
  const prev = new Map<string, { from: string; event: AnyEventObject } | null>([[initialKey, null]]);
  const queue = [initialKey];
  let edges = 0;
  while (queue.length) {
    const key = queue.shift()!;
    const adj = adjacency[key as keyof typeof adjacency];
    if (!adj) continue;
    for (const { event, state } of Object.values(adj.transitions)) {
      const nextKey = serialize(state);
      if (!prev.has(nextKey)) {
        prev.set(nextKey, { from: key, event });
        queue.push(nextKey);
      }
    }
  }
  const stepsTo = (key: string): PathStep[] => {
    const steps: PathStep[] = [];
    let k = key;
    for (let p = prev.get(k); p; k = p.from, p = prev.get(k)) {
      steps.unshift({
        event: p.event,
        state: adjacency[k as keyof typeof adjacency]!.state,
        transitions: fired.get(p.from + '\u0000' + serializeEvent(p.event)) ?? [],
      });
    }
    return steps;
  };

  const reachable = new Set<string>(initialTransitions);
  const candidates: PathStep[][] = [];
  for (const [key, adj] of Object.entries(adjacency) as Array<[string, AdjacencyValue<AnyMachineSnapshot, AnyEventObject>]>) {
    if (!prev.has(key)) continue;
    const prefix = stepsTo(key);
    for (const { event, state } of Object.values(adj.transitions)) {
      edges++;
      const transitions = fired.get(key + '\u0000' + serializeEvent(event)) ?? [];
      transitions.forEach((t) => reachable.add(t));
      candidates.push([...prefix, { event, state, transitions }]);
    }
  }
  if (candidates.length === 0) candidates.push([]);

  // de-duplicate: drop a path whose event sequence is a prefix of a longer kept path
  candidates.sort((a, b) => b.length - a.length);
  const prefixes = new Set<string>();
  const paths: ModelPath[] = [];
  for (const steps of candidates) {
    const keys = steps.map((s) => serializeEvent(s.event));
    const whole = keys.join('\u0001');
    if (prefixes.has(whole)) continue;
    for (let i = 0; i <= keys.length; i++) prefixes.add(keys.slice(0, i).join('\u0001'));
    paths.push({
      name: steps.length ? `#${paths.length + 1} ${steps.map((s) => labelEvent(s.event)).join(' → ')}` : '(initial state)',
      initial,
      initialTransitions,
      steps,
    });
  }
  let selected = paths;
  if (options.select === 'cover' || (options.maxPaths !== undefined && paths.length > options.maxPaths)) {
    const seen = new Set<string>(initialTransitions);
    const seenRules = new Set<string>();
    selected = paths.filter((p) => {
      const ids = p.steps.flatMap((s) => s.transitions);
      const hits = rulesTriggered(options.rules ?? [], entry.name, p, entry.input);
      if (ids.every((id) => seen.has(id)) && hits.every((id) => seenRules.has(id))) return false;
      ids.forEach((id) => seen.add(id));
      hits.forEach((id) => seenRules.add(id));
      return true;
    });
    if (selected.length === 0) selected = paths.slice(0, 1);
  }
  selected.sort((a, b) => a.steps.length - b.steps.length || a.name.localeCompare(b.name));

  problems.push(...checkFixtures(entry, machine, usedFixtureTypes));
  return {
    machine,
    transitions: index.list,
    paths: selected,
    states: Object.keys(adjacency).length,
    edges,
    reachable,
    problems,
  };
}

/** Static fixture checks: every fixture must match some transition; every event a transition waits for needs a fixture. */
function checkFixtures(entry: MachineEntry, machine: AnyStateMachine, used: Set<string>): FixtureProblem[] {
  const problems: FixtureProblem[] = [];
  const list = createTransitionIndex(machine).list;
  const descriptors = new Set(list.map((t) => t.eventType));
  if (Array.isArray(entry.events)) {
    for (const e of entry.events) {
      if (![...descriptors].some((d) => d !== '' && matchesDescriptor(e.type, d))) {
        problems.push({ kind: 'unused-fixture', message: `fixture event '${e.type}' matches no transition of ${machine.id} (misnamed?)` });
      } else if (!used.has(e.type)) {
        problems.push({ kind: 'unused-fixture', message: `fixture event '${e.type}' was never applicable in any reachable state` });
      }
    }
  }
  const fixtureTypes = Array.isArray(entry.events) ? entry.events.map((e) => e.type) : [...used];
  for (const t of list) {
    if (t.kind === 'always' || t.kind === 'after' || t.kind === 'done.state') continue;
    if (t.eventType.includes('*')) {
      if (!fixtureTypes.some((f) => matchesDescriptor(f, t.eventType)))
        problems.push({ kind: 'missing-fixture', message: `no fixture event matches wildcard '${t.eventType}' (${t.id})` });
    } else if (!fixtureTypes.includes(t.eventType)) {
      problems.push({ kind: 'missing-fixture', message: `no fixture event '${t.eventType}' (needed by ${t.id})` });
    }
  }
  return [...new Map(problems.map((p) => [p.message, p])).values()];
}
