import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { listTransitions, type TransitionInfo } from '../../test/model/transitions';

/** A renderer-neutral view of a machine: the state tree and every transition with its label. */
export interface ChartNode {
  id: string; // xstate state node id
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial?: string; // id of the initial child
  invokes: string[]; // "src" or "id: src"
  route?: string;
  tags: string[];
  children: ChartNode[];
  parent?: ChartNode;
}

export interface ChartEdge {
  id: string; // transition id (same as the coverage report)
  /** The transition id without the `@target` suffix of a multi-target transition. */
  transition: string;
  source: string;
  target: string; // = source for targetless transitions
  label: string;
  kind: TransitionInfo['kind'];
}

export interface Chart {
  name: string;
  root: ChartNode;
  edges: ChartEdge[];
  byId: Map<string, ChartNode>;
}

function delayMs(machine: AnyStateMachine, delay: string | number | undefined): string {
  if (typeof delay === 'number') return `${delay}ms`;
  if (delay === undefined) return '?';
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof impl === 'number' ? `${delay} (${impl}ms)` : delay;
}

export function transitionLabel(machine: AnyStateMachine, t: TransitionInfo): string {
  let event: string;
  switch (t.kind) {
    case 'always':
      event = 'always';
      break;
    case 'after':
      event = `after ${delayMs(machine, t.delay)}`;
      break;
    case 'done.actor':
      event = `done: ${t.eventType.slice('xstate.done.actor.'.length)}`;
      break;
    case 'error.actor':
      event = `error: ${t.eventType.slice('xstate.error.actor.'.length)}`;
      break;
    case 'snapshot':
      event = `snapshot: ${t.eventType.slice('xstate.snapshot.'.length)}`;
      break;
    case 'done.state':
      event = 'done';
      break;
    default:
      event = t.eventType;
  }
  return t.guard ? `${event} [${t.guard}]` : event;
}

export function toChart(name: string, machine: AnyStateMachine): Chart {
  const byId = new Map<string, ChartNode>();
  const build = (sn: AnyStateNode, parent?: ChartNode): ChartNode => {
    const meta = (sn.meta ?? {}) as { route?: unknown };
    const node: ChartNode = {
      id: sn.id,
      key: sn.parent ? sn.key : name,
      type: sn.type as ChartNode['type'],
      invokes: (sn.invoke as Array<{ id: string; src: string }>).map((inv) => (inv.id === inv.src ? inv.src : `${inv.id}: ${inv.src}`)),
      tags: [...(sn.tags ?? [])],
      children: [],
    };
    if (parent) node.parent = parent;
    if (typeof meta.route === 'string') node.route = meta.route;
    const initial = sn.initial?.target?.[0] as AnyStateNode | undefined;
    if (sn.type === 'compound' && initial) node.initial = initial.id;
    byId.set(node.id, node);
    node.children = Object.values(sn.states ?? {}).map((c) => build(c as AnyStateNode, node));
    return node;
  };
  const root = build(machine.root);
  const edges: ChartEdge[] = [];
  for (const t of listTransitions(machine)) {
    const targets = t.targets.length ? t.targets : [t.source];
    for (const target of targets) {
      edges.push({
        id: targets.length > 1 ? `${t.id}@${target}` : t.id,
        transition: t.id,
        source: t.source,
        target,
        label: transitionLabel(machine, t),
        kind: t.kind,
      });
    }
  }
  return { name, root, edges, byId };
}

/** Lowest common ancestor of two nodes (the container a transition between them is drawn in). */
export function commonAncestor(chart: Chart, a: string, b: string): ChartNode {
  const chain = (id: string) => {
    const out: ChartNode[] = [];
    for (let n = chart.byId.get(id); n; n = n.parent) out.unshift(n);
    return out;
  };
  const ca = chain(a);
  const cb = chain(b);
  let lca = chart.root;
  for (let i = 0; i < Math.min(ca.length, cb.length) && ca[i] === cb[i]; i++) lca = ca[i]!;
  // a transition is drawn inside the container *of* its endpoints, never inside an endpoint itself
  if (lca.id === a || lca.id === b) lca = lca.parent ?? chart.root;
  return lca;
}
