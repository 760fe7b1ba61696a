// Shards joined (test/e2e/model-run/report.ts mergeShardReports): two shards that each ran half of the
// paths and reported the other half as skipped merge into the report one run over every path gives.
import { describe, expect, it } from 'vitest';
import type { MachineRunReport } from '../sandbox/workbench/src/model';
import { mergeShardReports } from '../test/e2e/model-run/report';

type Path = MachineRunReport['paths'][number];
const path = (name: string, status: Path['status'], transitions: string[]): Path => ({
  name,
  status,
  durationMs: status === 'skipped' ? 0 : 1000,
  transitions: status === 'skipped' ? [] : transitions,
  steps: [],
});
const TOTAL = ['t1', 't2', 't3', 't4', 't5'];
const PATHS: Array<[string, string[], Path['status']]> = [
  ['#1', ['t1', 't2'], 'passed'],
  ['#2', ['t3'], 'passed'],
  ['#3', ['t4'], 'failed'],
  ['#4', ['t2', 't3'], 'passed'],
];
function report(ran: (i: number) => boolean, startedAt: string, finishedAt: string): MachineRunReport {
  const paths = PATHS.map(([name, t, status], i) => (ran(i) ? path(name, status, t) : path(name, 'skipped', t)));
  const covered = new Set(paths.filter((p) => p.status === 'passed').flatMap((p) => p.transitions));
  return {
    machine: 'card',
    startedAt,
    finishedAt,
    durationMs: Date.parse(finishedAt) - Date.parse(startedAt),
    transitions: {
      total: TOTAL.length,
      covered: TOTAL.filter((t) => covered.has(t)),
      uncovered: TOTAL.filter((t) => !covered.has(t)),
      notRealisable: [{ id: 't5', why: 'x' }],
    },
    paths,
    droppedEvents: [],
    failures: paths.filter((p) => p.status === 'failed').length,
  };
}

describe('model runs split in shards', () => {
  it("two shards merge into the one run's coverage, paths and failures", () => {
    const one = report(() => true, '2026-01-01T00:00:00.000Z', '2026-01-01T00:10:00.000Z');
    const a = report((i) => i % 2 === 0, '2026-01-01T00:00:00.000Z', '2026-01-01T00:05:00.000Z');
    const b = report((i) => i % 2 === 1, '2026-01-01T00:00:10.000Z', '2026-01-01T00:06:00.000Z');
    expect(a.transitions.covered).toEqual(['t1', 't2']);
    const merged = mergeShardReports([a, b]);
    expect(merged.transitions).toEqual(one.transitions);
    expect(merged.paths).toEqual(one.paths);
    expect(merged.failures).toBe(1);
    expect(merged.durationMs).toBe(6 * 60_000);
  });

  it('refuses reports of different machines', () => {
    const a = report(() => true, '2026-01-01T00:00:00.000Z', '2026-01-01T00:01:00.000Z');
    expect(() => mergeShardReports([a, { ...a, machine: 'blik' }])).toThrow(/different machines/);
  });
});
