// Folding: what the issue asks of a readable chart, on a small machine written here and on
// the root deposit machine: compound states start collapsed, arrows into or out of their children attach
// to their box, the active path opens, and the path from the initial state to the current state.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { depositMachine } from '../../../machines/deposit.machine';
import { toChart } from '../../../scripts/statechart/chart';
import { currentStates, focusState, foldableIds, foldChart, NO_CHOICES, openStates, pathTo, toggle } from './fold';

// a -SLOW-> d -ON-> b.y ; a -GO-> b.y ; b -BACK-> a ; b.x -NEXT-> b.y ; b.x -OUT-> c ; b.y -OUT-> c ; p: parallel with regions r1 (u, v), r2 (w)
const small = createMachine({
  id: 'm',
  initial: 'a',
  states: {
    a: { on: { SLOW: 'd', GO: 'b.y', PAR: 'p' } },
    d: { on: { ON: 'b.y' } },
    b: {
      initial: 'x',
      on: { BACK: 'a' },
      states: { x: { on: { NEXT: 'y', OUT: '#m.c' } }, y: { on: { OUT: '#m.c' } } },
    },
    c: {},
    p: {
      type: 'parallel',
      states: {
        r1: { initial: 'u', states: { u: { on: { V: 'v' } }, v: {} } },
        r2: { initial: 'w', states: { w: {} } },
      },
    },
  },
});
const chart = toChart('small', small);
const shown = (ids: Iterable<string>) => [...ids].sort();
const drawn = (c: ReturnType<typeof foldChart>) => shown(c.byId.keys());
const arrows = (c: ReturnType<typeof foldChart>) => c.edges.map((e) => `${e.from} ${e.label.replace(/\n/g, ' | ')} ${e.to}`).sort();

describe('folding a chart', () => {
  it('starts with every compound state collapsed: one box, its children hidden, its count known', () => {
    const folded = foldChart(chart, openStates(chart, NO_CHOICES, new Set()));
    expect(drawn(folded)).toEqual(['m', 'm.a', 'm.b', 'm.c', 'm.d', 'm.p']);
    expect(folded.folds.get('m.b')).toEqual({ children: 2, nested: 2, collapsed: true });
    expect(folded.folds.get('m.p')).toEqual({ children: 2, nested: 5, collapsed: true });
    expect(folded.folds.has('m')).toBe(false); // the machine itself is never folded
  });

  it("attaches the arrows into and out of a collapsed state's children to its box, hides those among them", () => {
    const folded = foldChart(chart, new Set());
    expect(arrows(folded)).toEqual(['m.a GO m.b', 'm.a PAR m.p', 'm.a SLOW m.d', 'm.b BACK m.a', 'm.b OUT ×2 m.c', 'm.d ON m.b']);
    const out = folded.edges.find((e) => e.to === 'm.c')!;
    expect(out.folded).toBe(true);
    expect(out.transitions).toHaveLength(2);
    expect(folded.edges.find((e) => e.label === 'BACK')!.folded).toBe(false);
    expect(folded.shownAs('m.b.y')).toBe('m.b');
    expect(folded.shownAs('m.a')).toBe('m.a');
  });

  it('an open state shows its children and their own arrows', () => {
    const folded = foldChart(chart, new Set(['m.b']));
    expect(drawn(folded)).toEqual(['m', 'm.a', 'm.b', 'm.b.x', 'm.b.y', 'm.c', 'm.d', 'm.p']);
    expect(arrows(folded)).toEqual([
      'm.a GO m.b.y',
      'm.a PAR m.p',
      'm.a SLOW m.d',
      'm.b BACK m.a',
      'm.b.x NEXT m.b.y',
      'm.b.x OUT m.c',
      'm.b.y OUT m.c',
      'm.d ON m.b.y',
    ]);
    expect(folded.root.children.find((n) => n.id === 'm.b')!.initial).toBe('m.b.x');
  });

  it('a click opens a collapsed state and closes an open one; "Expand all" opens them all', () => {
    const view = (choices: Parameters<typeof openStates>[1]) => drawn(foldChart(chart, openStates(chart, choices, new Set())));
    const opened = toggle(NO_CHOICES, 'm.b', false);
    expect(view(opened)).toEqual(['m', 'm.a', 'm.b', 'm.b.x', 'm.b.y', 'm.c', 'm.d', 'm.p']);
    const closed = toggle(opened, 'm.b', true);
    expect(view(closed)).toEqual(['m', 'm.a', 'm.b', 'm.c', 'm.d', 'm.p']);
    expect(shown(foldableIds(chart))).toEqual(['m.b', 'm.p', 'm.p.r1', 'm.p.r2']);
    expect(view({ open: new Set(foldableIds(chart)), closed: new Set() })).toEqual(shown(chart.byId.keys()));
  });

  it('opens the states of the active path, shows a parallel state with its regions, and lets the user close one', () => {
    const active = new Set(['m', 'm.p', 'm.p.r1', 'm.p.r1.u', 'm.p.r2', 'm.p.r2.w']);
    expect(drawn(foldChart(chart, openStates(chart, NO_CHOICES, active)))).toEqual([
      'm',
      'm.a',
      'm.b',
      'm.c',
      'm.d',
      'm.p',
      'm.p.r1',
      'm.p.r1.u',
      'm.p.r1.v',
      'm.p.r2',
      'm.p.r2.w',
    ]);
    const choices = toggle(NO_CHOICES, 'm.p', true);
    const folded = foldChart(chart, openStates(chart, choices, active));
    expect(drawn(folded)).toEqual(['m', 'm.a', 'm.b', 'm.c', 'm.d', 'm.p']);
    expect(folded.shownAs('m.p.r1.u')).toBe('m.p');
  });

  it('the current state is the deepest active one, the initial state when nothing runs', () => {
    expect(focusState(chart, new Set())).toBe('m.a');
    expect(focusState(chart, new Set(['m', 'm.b', 'm.b.y']))).toBe('m.b.y');
    expect(currentStates(chart, new Set(['m', 'm.p', 'm.p.r1', 'm.p.r1.v', 'm.p.r2', 'm.p.r2.w']))).toEqual(['m.p.r1.v', 'm.p.r2.w']);
  });

  it('the path from the initial state: fewest transitions, entering a state enters its initial child', () => {
    const direct = pathTo(chart, ['m.b.y']);
    expect(direct.transitions).toEqual(['m.a --GO--> m.b.y']); // one transition, not SLOW then ON
    expect(direct.states).toEqual(['m', 'm.a', 'm.b', 'm.b.y']);
    expect(direct.inits).toEqual(['m']);
    const c = pathTo(chart, ['m.c']);
    expect(c.transitions).toEqual(['m.a --GO--> m.b.y', 'm.b.y --OUT--> m.c']);
    const par = pathTo(chart, ['m.p.r1.v', 'm.p.r2.w']);
    expect(par.transitions).toEqual(['m.a --PAR--> m.p', 'm.p.r1.u --V--> m.p.r1.v']);
    expect(par.inits).toEqual(['m', 'm.p.r1', 'm.p.r2']);
    expect(pathTo(chart, [])).toEqual({ states: [], transitions: [], inits: [] });
  });
});

describe('one arrow per pair of boxes (docs/decisions.md "A readable root chart")', () => {
  // a -GO [fast]-> b ; a -GO [slow]-> b ; a -STOP-> b ; a -GO [fast]-> c
  const pairs = createMachine(
    {
      id: 'p',
      initial: 'a',
      states: {
        a: {
          on: {
            GO: [
              { target: 'b', guard: 'fast' },
              { target: 'b', guard: 'slow' },
            ],
            STOP: 'b',
            JUMP: { target: 'c', guard: 'fast' },
          },
        },
        b: {},
        c: {},
      },
    },
    { guards: { fast: () => true, slow: () => true } },
  );
  const pc = toChart('pairs', pairs);

  it('gathers the arrows between two drawn boxes, a line per event, the guards left to the full labels', () => {
    const folded = foldChart(pc, new Set());
    expect(arrows(folded)).toEqual(['p.a GO ×2 | STOP p.b', 'p.a JUMP [fast] p.c']);
    const ab = folded.edges.find((e) => e.to === 'p.b')!;
    expect(ab.transitions).toHaveLength(3);
    expect(ab.folded).toBe(false);
    expect(ab.lines.find((l) => l.label === 'GO ×2')!.full).toEqual(['GO [fast]', 'GO [slow]']);
  });
});

describe('the root deposit machine folded', () => {
  const deposit = toChart('deposit', depositMachine);

  it('opens as its top-level states, `active` a box of its children with the count of every state inside', () => {
    const folded = foldChart(deposit, openStates(deposit, NO_CHOICES, new Set()));
    expect(drawn(folded)).toEqual([
      'deposit',
      'deposit.active',
      'deposit.ineligible',
      'deposit.initializing',
      'deposit.leaving',
      'deposit.sessionTimeout',
      'deposit.technicalError',
    ]);
    // Counted on the machine's own state nodes, not through the chart.
    type Node = { states: Record<string, Node> };
    const inside = (node: Node): number => Object.values(node.states).reduce((n, child) => n + 1 + inside(child), 0);
    const active = depositMachine.root.states.active as unknown as Node;
    expect(folded.folds.get('deposit.active')).toEqual({ children: Object.keys(active.states).length, nested: inside(active), collapsed: true });
  });

  it('the amount page of a live session: the active path open, the path through context init and loading', () => {
    const active = new Set([
      'deposit',
      'deposit.active',
      'deposit.active.ready',
      'deposit.active.ready.amount',
      'deposit.active.ready.flow',
      'deposit.active.ready.flow.idle',
      'deposit.active.ready.view',
      'deposit.active.ready.view.amount',
    ]);
    const open = openStates(deposit, NO_CHOICES, active);
    for (const id of ['deposit.active', 'deposit.active.ready', 'deposit.active.ready.flow']) expect(open).toContain(id);
    for (const id of ['deposit.active.loading', 'deposit.active.succeeded']) expect(open).not.toContain(id);
    const folded = foldChart(deposit, open);
    expect(folded.shownAs('deposit.active.ready.flow.idle')).toBe('deposit.active.ready.flow.idle');
    expect(folded.shownAs('deposit.active.loading.eligibility.fetching')).toBe('deposit.active.loading');
    expect(focusState(deposit, active)).toBe('deposit.active.ready.flow.idle');
    const path = pathTo(deposit, currentStates(deposit, active));
    for (const id of ['deposit.initializing', 'deposit.active.loading', 'deposit.active.ready', 'deposit.active.ready.flow.idle'])
      expect(path.states).toContain(id);
    expect(path.states).not.toContain('deposit.technicalError');
  });
});
