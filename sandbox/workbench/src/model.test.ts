import { describe, expect, it } from 'vitest';
import { depositMachine } from '../../../machines/deposit.machine';
import { amountMachine } from '../../../machines/amount.machine';
import { listTransitions } from '../../../test/model/transitions';
import {
  activeStateIds,
  machineRuns,
  parseTraceFile,
  runOf,
  systemAt,
  toTraceFile,
  transitionIndex,
  type InspectMessage,
  type MachineRunReport,
} from './model';

const actor = (sessionId: string, machineId: string | null, parentSessionId: string | null = null) => ({
  sessionId,
  id: sessionId,
  systemId: null,
  machineId,
  parentSessionId,
});

describe('workbench model', () => {
  it('maps a parallel state value to the active state node ids', () => {
    const ids = activeStateIds(depositMachine, { active: { ready: { amount: {}, flow: 'idle' } } });
    expect(ids).toEqual([
      'deposit',
      'deposit.active',
      'deposit.active.ready',
      'deposit.active.ready.amount',
      'deposit.active.ready.flow',
      'deposit.active.ready.flow.idle',
    ]);
  });

  it('maps a fired transition to the id used by charts and coverage', () => {
    const t = listTransitions(depositMachine).find((x) => x.eventType === 'dialog.closed' && x.source.endsWith('flow.failed'))!;
    expect(transitionIndex(depositMachine)({ source: t.source, eventType: t.eventType, index: t.index, targets: t.targets })).toBe(t.id);
  });

  it('replays messages: latest snapshot per actor, transitions of the last step', () => {
    const t = listTransitions(depositMachine).find((x) => x.eventType === 'dialog.closed' && x.source.endsWith('flow.failed'))!;
    const msgs: InspectMessage[] = [
      {
        v: 1,
        page: 'p',
        seq: 1,
        at: 0,
        kind: 'snapshot',
        actor: actor('a', 'deposit'),
        event: { type: 'xstate.init' },
        snapshot: { value: 'initializing', status: 'active', context: {}, tags: [] },
      },
      {
        v: 1,
        page: 'p',
        seq: 2,
        at: 1,
        kind: 'microstep',
        actor: actor('a', 'deposit'),
        event: { type: 'dialog.closed' },
        transitions: [{ source: t.source, eventType: t.eventType, index: t.index, targets: t.targets }],
      },
      {
        v: 1,
        page: 'p',
        seq: 3,
        at: 1,
        kind: 'snapshot',
        actor: actor('b', 'amount', 'a'),
        event: { type: 'x' },
        snapshot: { value: 'idle', status: 'active', context: {}, tags: [] },
      },
      {
        v: 1,
        page: 'p',
        seq: 4,
        at: 2,
        kind: 'snapshot',
        actor: actor('a', 'deposit'),
        event: { type: 'dialog.closed' },
        snapshot: { value: { active: { ready: { amount: {}, flow: 'idle' } } }, status: 'active', context: {}, tags: [] },
      },
    ];
    const view = systemAt(msgs, [
      { name: 'deposit', machine: depositMachine },
      { name: 'amount', machine: amountMachine },
    ]);
    expect(view.actors.size).toBe(2);
    expect(view.fired.get('deposit')).toEqual([t.id]);
    expect(systemAt(msgs.slice(0, 1), [{ name: 'deposit', machine: depositMachine }]).actors.get('a')?.value).toBe('initializing');
  });

  it('round-trips a trace file and refuses other JSON', () => {
    const file = toTraceFile([], new Date('2026-01-01T00:00:00Z'));
    expect(parseTraceFile(JSON.stringify(file))).toEqual({ format: 'cashier.trace', version: 2, savedAt: '2026-01-01T00:00:00.000Z', messages: [] });
    expect(() => parseTraceFile('{"a":1}')).toThrow(/not a Cashier trace/);
    expect(() => parseTraceFile('nope')).toThrow(/not JSON/);
  });

  it("finds a machine's browser run in both report formats", () => {
    const run = (machine: string): MachineRunReport => ({
      machine,
      startedAt: '',
      finishedAt: '',
      durationMs: 0,
      failures: 0,
      paths: [],
      droppedEvents: [],
      transitions: { total: 1, covered: [], uncovered: ['x'], notRealisable: [] },
    });
    const old = run('deposit');
    expect(runOf(old, 'deposit')).toBe(old);
    expect(runOf(old, 'card')).toBeNull();
    expect(machineRuns(old)).toEqual([old]);
    const both = { ...run('deposit'), machines: { deposit: run('deposit'), card: run('card') } };
    expect(runOf(both, 'card')?.machine).toBe('card');
    expect(machineRuns(both).map((r) => r.machine)).toEqual(['deposit', 'card']);
  });
});
