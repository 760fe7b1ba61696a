import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

/** Kinds of transition, derived from the event descriptor (xstate 5.33 naming, see raise/createAfterEvent). */
export type TransitionKind =
  | 'event' //          on: { 'amount.changed': ... }
  | 'always' //         always: ... (eventType '')
  | 'after' //          after: { 3000: ... } -> 'xstate.after.3000.<stateNodeId>'; named delay -> 'xstate.after.<delayName>.<stateNodeId>'
  | 'done.actor' //     invoke.onDone  -> 'xstate.done.actor.<invokeId>'
  | 'error.actor' //    invoke.onError -> 'xstate.error.actor.<invokeId>'
  | 'snapshot' //       invoke.onSnapshot -> 'xstate.snapshot.<invokeId>'
  | 'done.state'; //    state onDone -> 'xstate.done.state.<stateNodeId>' (raised internally when a final child is reached)

export interface TransitionInfo {
  /** Stable readable id: `<source> --<event>[ [guard]]--> <targets>` (+ ` #n` only if two definitions collide). */
  id: string;
  source: string;
  eventType: string;
  kind: TransitionKind;
  guard?: string;
  targets: string[];
  /** For `after`: the delay key as written (number of ms or the delay's name). */
  delay?: string | number;
  /** Index of the definition among the alternatives for the same event on the same node. */
  index: number;
  definition: AnyTransitionDefinition;
}

export function transitionKind(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done.actor';
  if (eventType.startsWith('xstate.error.actor.')) return 'error.actor';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot';
  if (eventType.startsWith('xstate.done.state.')) return 'done.state';
  return 'event';
}

/** Readable name of a guard: named guards, `{ type, params }`, and/or/not/stateIn combinators, inline functions. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    if (Array.isArray(fn.guards)) {
      const parts = fn.guards.map((g) => guardLabel(g) ?? '?');
      if (fn.name === 'not') return `!${parts[0]}`;
      if (fn.name === 'and') return parts.join(' && ');
      if (fn.name === 'or') return parts.join(' || ');
      return `${fn.name}(${parts.join(', ')})`;
    }
    if (fn.name === 'stateIn') return `in(${JSON.stringify(fn.stateValue ?? '?')})`;
    return fn.name && fn.name !== 'guard' ? `inline:${fn.name}` : 'inline';
  }
  if (typeof guard === 'object' && 'type' in (guard as object)) {
    const g = guard as { type: string; params?: unknown };
    return g.params === undefined || typeof g.params === 'function' ? g.type : `${g.type}(${JSON.stringify(g.params)})`;
  }
  return String(guard);
}

/** All state nodes, root first, in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states ?? {})) walk(child as AnyStateNode);
  };
  walk(machine.root);
  return out;
}

function baseId(t: AnyTransitionDefinition): string {
  const label = t.eventType === '' ? 'always' : t.eventType;
  const guard = guardLabel(t.guard);
  const targets = t.target?.length ? t.target.map((n) => n.id).join(', ') : '(no target)';
  return `${t.source.id} --${label}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}

/**
 * Every TransitionDefinition of the machine, one entry per definition (guarded alternatives separately):
 * event transitions, `after`, invoke onDone/onError/onSnapshot, state onDone (all in `stateNode.transitions`)
 * and `always` (in `stateNode.always`). Initial transitions are not counted.
 */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of allStateNodes(machine)) {
    const groups: Array<[string, AnyTransitionDefinition[]]> = [...(node.transitions as Map<string, AnyTransitionDefinition[]>).entries()];
    if (node.always?.length) groups.push(['', node.always]);
    for (const [eventType, defs] of groups) {
      defs.forEach((definition, index) => {
        const info: TransitionInfo = {
          id: baseId(definition),
          source: node.id,
          eventType,
          kind: transitionKind(eventType),
          targets: definition.target?.map((n) => n.id) ?? [],
          index,
          definition,
        };
        const guard = guardLabel(definition.guard);
        if (guard) info.guard = guard;
        if (info.kind === 'after') info.delay = (definition as { delay?: string | number }).delay;
        out.push(info);
      });
    }
  }
  // disambiguate identical ids (e.g. two unguarded alternatives: the second is dead code, but it is a transition)
  const seen = new Map<string, number>();
  for (const info of out) {
    const n = seen.get(info.id) ?? 0;
    seen.set(info.id, n + 1);
    if (n > 0) info.id = `${info.id} #${n + 1}`;
  }
  return out;
}

/**
 * Id of a fired transition (from `@xstate.microstep` `_transitions`). Works across `machine.provide()` copies:
 * looked up by source node id, event type and position, not by object identity.
 */
export function createTransitionIndex(machine: AnyStateMachine) {
  const list = listTransitions(machine);
  const byKey = new Map<string, TransitionInfo>();
  for (const info of list) byKey.set(`${info.source}\u0000${info.eventType}\u0000${info.index}`, info);
  return {
    list,
    idOf(t: AnyTransitionDefinition): string {
      const source = t.source as AnyStateNode;
      const group: AnyTransitionDefinition[] =
        t.eventType === '' ? (source.always ?? []) : ((source.transitions as Map<string, AnyTransitionDefinition[]>).get(t.eventType) ?? []);
      let index = group.indexOf(t);
      if (index < 0) {
        // a definition from another machine instance (machine.provide() copy): match by shape
        index = group.findIndex((d) => baseId(d) === baseId(t));
      }
      const info = byKey.get(`${source.id}\u0000${t.eventType}\u0000${index}`);
      if (!info) throw new Error(`Unknown transition fired: ${baseId(t)}`);
      return info.id;
    },
  };
}

/**
 * Cross-checks the listing against two independent views of the definition: the edges of xstate's
 * `toDirectedGraph` (which leaves out `always`) and the raw config. Returns human-readable discrepancies.
 */
export function verifyTransitionListing(machine: AnyStateMachine, list = listTransitions(machine)): string[] {
  const problems: string[] = [];
  const listed = new Set(list.map((t) => t.definition));
  const graphDefs = new Set<AnyTransitionDefinition>();
  const walk = (g: DirectedGraphNode) => {
    for (const e of g.edges) graphDefs.add(e.transition);
    g.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  for (const d of graphDefs) if (!listed.has(d)) problems.push(`toDirectedGraph edge not listed: ${baseId(d)}`);
  const nonAlways = list.filter((t) => t.kind !== 'always');
  for (const t of nonAlways) if (!graphDefs.has(t.definition)) problems.push(`listed but not a toDirectedGraph edge: ${t.id}`);

  // raw config count
  const count = (v: unknown): number => (v === undefined ? 0 : Array.isArray(v) ? v.length : 1);
  for (const node of allStateNodes(machine)) {
    const c = node.config as Record<string, any>;
    let expected = 0;
    for (const v of Object.values(c.on ?? {})) expected += count(v);
    for (const v of Object.values(c.after ?? {})) expected += count(v);
    for (const inv of c.invoke === undefined ? [] : Array.isArray(c.invoke) ? c.invoke : [c.invoke]) {
      expected += count(inv.onDone) + count(inv.onError) + count(inv.onSnapshot);
    }
    expected += count(c.onDone) + count(c.always);
    // `route` on a state with an explicit id becomes an 'xstate.route' transition on the root (xstate >= 5.2x)
    if (node === machine.root) expected += allStateNodes(machine).filter((n) => (n.config as any).route && (n.config as any).id).length;
    const actual = list.filter((t) => t.source === node.id).length;
    if (actual !== expected) problems.push(`state ${node.id}: config declares ${expected} transitions, listing has ${actual}`);
  }
  return problems;
}
