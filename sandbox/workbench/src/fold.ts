// Folding a chart for reading: compound states start collapsed, one box with the number of
// states inside; transitions into or out of a collapsed state's children attach to its box; the states of the
// active path open by themselves; and the shortest path from the initial state to the current state.
// Pure: no React, no DOM, no layout (render.ts lays the folded chart out). Unit-tested in fold.test.ts.
import type { Chart, ChartEdge, ChartNode } from '../../../scripts/statechart/chart';

/** A state that can be collapsed: any state with children but the machine itself. */
export const isFoldable = (n: ChartNode): boolean => n.parent !== undefined && n.children.length > 0;

export const foldableIds = (chart: Chart): string[] => [...chart.byId.values()].filter(isFoldable).map((n) => n.id);

/** What the user opened and closed by hand (a click, Enter, "Expand all"). */
export interface FoldChoices {
  open: ReadonlySet<string>;
  closed: ReadonlySet<string>;
}

export const NO_CHOICES: FoldChoices = { open: new Set(), closed: new Set() };

/**
 * The open states: those the user opened, those on the active path, and the regions of a parallel state
 * (shown with their parallel state, each one still closable); less those the user closed.
 */
export function openStates(chart: Chart, choices: FoldChoices, active: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const n of chart.byId.values()) {
    if (!isFoldable(n) || choices.closed.has(n.id)) continue;
    if (choices.open.has(n.id) || active.has(n.id) || n.parent?.type === 'parallel') out.add(n.id);
  }
  return out;
}

/** The choices after a click on a state: closes an open one, opens a closed one. */
export function toggle(choices: FoldChoices, id: string, isOpen: boolean): FoldChoices {
  const open = new Set(choices.open);
  const closed = new Set(choices.closed);
  if (isOpen) {
    open.delete(id);
    closed.add(id);
  } else {
    closed.delete(id);
    open.add(id);
  }
  return { open, closed };
}

export interface FoldedEdge extends ChartEdge {
  /** Every transition drawn by this arrow (several when collapsed states make them one). */
  transitions: string[];
  /** True when an end was moved to the box of a collapsed state. */
  folded: boolean;
  /**
   * The label, a line per event (an arrow gathers several), each with the transitions it stands for and
   * their full labels (`event [guard]`, for the tooltip).
   */
  lines: Array<{ label: string; transitions: string[]; full: string[] }>;
  /** The drawn ends (the states, or the collapsed boxes holding them). */
  from: string;
  to: string;
}

export interface FoldInfo {
  /** Direct children (states, or regions of a parallel state). */
  children: number;
  /** Every state nested inside, at any depth. */
  nested: number;
  collapsed: boolean;
}

export interface FoldedChart extends Chart {
  edges: FoldedEdge[];
  /** Foldable states drawn: collapsed or not, with their counts. */
  folds: Map<string, FoldInfo>;
  /** The drawn box of a state: itself when visible, else the collapsed state holding it. */
  shownAs: (id: string) => string;
}

const chainOf = (chart: Chart, id: string): ChartNode[] => {
  const out: ChartNode[] = [];
  for (let n = chart.byId.get(id); n; n = n.parent) out.unshift(n);
  return out;
};

/** The event of a transition label: `done: flow [flowIs]` -> `done: flow`. */
const eventOf = (label: string): string => label.replace(/ \[.*\]$/, '');

const nestedCount = (n: ChartNode): number => n.children.reduce((sum, c) => sum + 1 + nestedCount(c), 0);

/** The chart as drawn with the given open states: collapsed states without children, their arrows moved to their box. */
export function foldChart(chart: Chart, open: ReadonlySet<string>): FoldedChart {
  const byId = new Map<string, ChartNode>();
  const folds = new Map<string, FoldInfo>();
  const copy = (n: ChartNode, parent?: ChartNode): ChartNode => {
    const collapsed = isFoldable(n) && !open.has(n.id);
    const node: ChartNode = { ...n, children: [], parent };
    if (!parent) delete node.parent;
    if (collapsed) delete node.initial;
    if (isFoldable(n)) folds.set(n.id, { children: n.children.length, nested: nestedCount(n), collapsed });
    byId.set(node.id, node);
    if (!collapsed) node.children = n.children.map((c) => copy(c, node));
    return node;
  };
  const root = copy(chart.root);

  const shownAs = (id: string): string => {
    const chain = chainOf(chart, id);
    for (const n of chain.slice(1, -1)) if (!open.has(n.id)) return n.id;
    return id;
  };

  // One arrow per pair of drawn boxes (docs/decisions.md "A readable root chart"): the arrows between the
  // same two boxes, folded or not, become one, a line of label per event.
  const edges: FoldedEdge[] = [];
  const byKey = new Map<string, FoldedEdge>();
  for (const e of chart.edges) {
    const from = shownAs(e.source);
    const to = shownAs(e.target);
    // both ends inside one collapsed state: a transition among its children, hidden with them (a self
    // arrow stays only on the state that declares it)
    if (from === to && e.source !== from) continue;
    const folded = from !== e.source || to !== e.target;
    const key = `${from}\u0000${to}`;
    const same = byKey.get(key);
    if (same) {
      same.folded ||= folded;
      let line = same.lines.find((l) => l.label === e.label);
      if (!line) same.lines.push((line = { label: e.label, transitions: [], full: [] }));
      if (!line.transitions.includes(e.transition)) line.transitions.push(e.transition);
      if (!line.full.includes(e.label)) line.full.push(e.label);
      if (!same.transitions.includes(e.transition)) same.transitions.push(e.transition);
      continue;
    }
    const edge: FoldedEdge = {
      ...e,
      source: from,
      target: to,
      from,
      to,
      transitions: [e.transition],
      folded,
      lines: [{ label: e.label, transitions: [e.transition], full: [e.label] }],
    };
    byKey.set(key, edge);
    edges.push(edge);
  }
  for (const e of edges) {
    // an arrow of several events: a line per event, its guards left to the tooltip, so the label stays short
    if (e.lines.length > 1) {
      const byEvent = new Map<string, { label: string; transitions: string[]; full: string[] }>();
      for (const l of e.lines) {
        const event = eventOf(l.label);
        const line = byEvent.get(event);
        if (line) {
          line.transitions.push(...l.transitions.filter((t) => !line.transitions.includes(t)));
          line.full.push(...l.full);
        } else byEvent.set(event, { label: event, transitions: [...l.transitions], full: [...l.full] });
      }
      e.lines = [...byEvent.values()];
    }
    for (const l of e.lines) if (l.transitions.length > 1) l.label = `${l.label} ×${l.transitions.length}`;
    e.label = e.lines.map((l) => l.label).join('\n');
  }
  return { name: chart.name, root, edges, byId, folds, shownAs };
}

// ---- the current state and the path to it ------------------------------------------------------------------

/** The current states: the active states with no active child (one per region of a parallel state). */
export function currentStates(chart: Chart, active: ReadonlySet<string>): string[] {
  return [...chart.byId.values()].filter((n) => active.has(n.id) && !n.children.some((c) => active.has(c.id))).map((n) => n.id);
}

/**
 * The state to centre the chart on: the deepest current state (of equally deep ones, the first region's: the
 * deposit's flow before its view), else the machine's initial state (first region).
 */
export function focusState(chart: Chart, active: ReadonlySet<string>): string {
  const current = currentStates(chart, active);
  let best: string | undefined;
  let depth = -1;
  for (const id of current) {
    const d = chainOf(chart, id).length;
    if (d > depth && id !== chart.root.id) {
      best = id;
      depth = d;
    }
  }
  // nothing runs: the initial state (the first region of a parallel machine)
  return best ?? chart.root.initial ?? chart.root.children[0]?.id ?? chart.root.id;
}

export interface ChartPath {
  /** States passed through (with their ancestors), from the machine to the current states. */
  states: string[];
  /** Transition ids taken. */
  transitions: string[];
  /** States whose initial arrow is taken (entering them). */
  inits: string[];
}

type Step = { kind: 'init'; of: string } | { kind: 'region' } | { kind: 'transition'; id: string };

/**
 * The shortest path (fewest transitions) from the machine's start to each current state, merged. Entering a
 * state enters its initial child (or every region of a parallel state) for free; a transition of a state may
 * be taken from any state inside it. An approximation of the machine's semantics that ignores guards and
 * the other regions of a parallel state: it shows how one gets there, not that one must.
 */
export function pathTo(chart: Chart, goals: readonly string[]): ChartPath {
  const out: ChartPath = { states: [], transitions: [], inits: [] };
  if (!goals.length) return out;
  const bySource = new Map<string, ChartEdge[]>();
  for (const e of chart.edges) if (e.target !== e.source) bySource.set(e.source, [...(bySource.get(e.source) ?? []), e]);

  const dist = new Map<string, number>([[chart.root.id, 0]]);
  const prev = new Map<string, { from: string; step: Step }>();
  const deque: string[] = [chart.root.id];
  const done = new Set<string>();
  while (deque.length) {
    const id = deque.shift()!;
    if (done.has(id)) continue;
    done.add(id);
    const node = chart.byId.get(id)!;
    const d = dist.get(id)!;
    const relax = (to: string, cost: 0 | 1, step: Step) => {
      if (!chart.byId.has(to) || (dist.get(to) ?? Infinity) <= d + cost) return;
      dist.set(to, d + cost);
      prev.set(to, { from: id, step });
      if (cost === 0) deque.unshift(to);
      else deque.push(to);
    };
    if (node.type === 'parallel') for (const c of node.children) relax(c.id, 0, { kind: 'region' });
    else if (node.initial) relax(node.initial, 0, { kind: 'init', of: id });
    for (let n: ChartNode | undefined = node; n; n = n.parent) {
      for (const e of bySource.get(n.id) ?? []) relax(e.target, 1, { kind: 'transition', id: e.transition });
    }
  }

  const states = new Set<string>();
  const transitions = new Set<string>();
  const inits = new Set<string>();
  for (const goal of goals) {
    if (!dist.has(goal)) continue;
    const chain: string[] = [];
    for (let id: string | undefined = goal; id !== undefined; id = prev.get(id)?.from) {
      chain.unshift(id);
      const p = prev.get(id);
      if (p?.step.kind === 'transition') transitions.add(p.step.id);
      if (p?.step.kind === 'init') inits.add(p.step.of);
    }
    // a state entered is entered with its ancestors
    for (const id of chain) for (let n = chart.byId.get(id); n; n = n.parent) states.add(n.id);
  }
  // document order keeps the result stable
  const order = [...chart.byId.keys()];
  out.states = order.filter((id) => states.has(id));
  out.inits = order.filter((id) => inits.has(id));
  out.transitions = chart.edges.map((e) => e.transition).filter((t, i, all) => transitions.has(t) && all.indexOf(t) === i);
  return out;
}
