// reports/model-run.json: one part per path (tests run on several workers), merged per machine after each
// worker into reports/model-run.<machine>.json, then composed: the root deposit machine's report at the
// top level (as before) and every machine's report under `machines` (deposit, card, mobile-money).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MachineRunReport, ModelRunReport } from '../../../sandbox/workbench/src/model';

/** reports/, or MODEL_RUN_REPORTS: a shard's own folder when shards share a disk (docs/qa.md "Runs that scale"). */
const REPORTS = path.resolve(process.env.MODEL_RUN_REPORTS ?? 'reports');
export const REPORT_FILE = path.join(REPORTS, 'model-run.json');
/** The deposit machine keeps its parts where they were; the flow machines have their own folder. */
const partsDir = (machine: string) => path.join(REPORTS, machine === 'deposit' ? 'model-run.parts' : `model-run.${machine}.parts`);
const machineFile = (machine: string) => path.join(REPORTS, `model-run.${machine}.json`);

/**
 * One machine's report from the reports of several shards of its run (`--shard`): each shard ran some of the
 * planned paths and reported the others as skipped; a path's result is the one of the shard that ran it,
 * coverage is recomputed from the passed paths, as one run over all of them would have.
 */
export function mergeShardReports(reports: readonly MachineRunReport[]): MachineRunReport {
  const [first] = reports;
  if (!first) throw new Error('no report to merge');
  if (reports.some((r) => r.machine !== first.machine)) throw new Error('reports of different machines');
  const total = [...first.transitions.covered, ...first.transitions.uncovered];
  const ran = (name: string) => reports.map((r) => r.paths.find((p) => p.name === name)).find((p) => p && p.status !== 'skipped');
  const paths = first.paths.map((p) => ran(p.name) ?? p);
  const covered = new Set(paths.filter((p) => p.status === 'passed').flatMap((p) => p.transitions));
  const startedAt = reports.map((r) => r.startedAt).sort()[0]!;
  const finishedAt = reports
    .map((r) => r.finishedAt)
    .sort()
    .reverse()[0]!;
  const order = new Map(total.map((t, i) => [t, i]));
  const sorted = (ids: string[]) => ids.sort((a, b) => order.get(a)! - order.get(b)!);
  return {
    ...first,
    startedAt,
    finishedAt,
    durationMs: Date.parse(finishedAt) - Date.parse(startedAt),
    transitions: { ...first.transitions, covered: sorted(total.filter((t) => covered.has(t))), uncovered: sorted(total.filter((t) => !covered.has(t))) },
    paths,
    failures: paths.filter((p) => p.status === 'failed').length,
  };
}

/** Writes each machine's merged report from the shards' report folders, then reports/model-run.json. */
export function mergeShards(shardDirs: readonly string[]): ModelRunReport | null {
  const byMachine = new Map<string, MachineRunReport[]>();
  for (const dir of shardDirs) {
    for (const f of readdirSync(dir)) {
      const m = /^model-run\.([a-z0-9-]+)\.json$/.exec(f);
      if (!m) continue;
      byMachine.set(m[1]!, [...(byMachine.get(m[1]!) ?? []), JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as MachineRunReport]);
    }
  }
  mkdirSync(REPORTS, { recursive: true });
  for (const [machine, reports] of byMachine) writeAtomic(machineFile(machine), JSON.stringify(mergeShardReports(reports), null, 2) + '\n');
  return composeReport();
}

export type PathResult = ModelRunReport['paths'][number] & { startedAt: string; finishedAt: string };

export function writePart(index: number, result: PathResult, machine = 'deposit'): void {
  mkdirSync(partsDir(machine), { recursive: true });
  writeFileSync(path.join(partsDir(machine), `path-${String(index).padStart(3, '0')}.json`), JSON.stringify(result, null, 2));
}

const writeAtomic = (file: string, text: string) => {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
};

/** Merges the parts of a machine's planned paths (a path with no part is reported as skipped). */
export function writeReport(plan: {
  machine?: string;
  names: string[];
  transitions: string[];
  notRealisable: Array<{ id: string; why: string }>;
  droppedEvents: Array<{ event: string; why: string }>;
}): MachineRunReport {
  const machine = plan.machine ?? 'deposit';
  const dir = partsDir(machine);
  const parts = new Map<string, PathResult>();
  if (existsSync(dir)) {
    for (const f of readdirSync(dir)) {
      if (!f.endsWith('.json')) continue;
      const r = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as PathResult;
      parts.set(r.name, r);
    }
  }
  const paths: ModelRunReport['paths'] = plan.names.map((name) => parts.get(name) ?? { name, status: 'skipped', durationMs: 0, transitions: [], steps: [] });
  const covered = new Set(paths.filter((p) => p.status === 'passed').flatMap((p) => p.transitions));
  const results = [...parts.values()].filter((p) => plan.names.includes(p.name));
  const startedAt = results.map((r) => r.startedAt).sort()[0] ?? new Date().toISOString();
  const finishedAt =
    results
      .map((r) => r.finishedAt)
      .sort()
      .reverse()[0] ?? new Date().toISOString();
  const report: MachineRunReport = {
    machine,
    startedAt,
    finishedAt,
    durationMs: Date.parse(finishedAt) - Date.parse(startedAt),
    transitions: {
      total: plan.transitions.length,
      covered: plan.transitions.filter((t) => covered.has(t)),
      uncovered: plan.transitions.filter((t) => !covered.has(t)),
      notRealisable: plan.notRealisable,
    },
    paths,
    droppedEvents: plan.droppedEvents,
    failures: paths.filter((p) => p.status === 'failed').length,
  };
  mkdirSync(REPORTS, { recursive: true });
  writeAtomic(machineFile(machine), JSON.stringify(report, null, 2) + '\n');
  composeReport();
  return report;
}

/** reports/model-run.json from the last run of each machine (reports/model-run.<machine>.json). */
export function composeReport(): ModelRunReport | null {
  const machines: Record<string, MachineRunReport> = {};
  for (const f of readdirSync(REPORTS)) {
    const m = /^model-run\.([a-z0-9-]+)\.json$/.exec(f);
    if (!m) continue;
    try {
      machines[m[1]!] = JSON.parse(readFileSync(path.join(REPORTS, f), 'utf8')) as MachineRunReport;
    } catch {
      // a file being replaced by another worker: its own compose comes after
    }
  }
  // a report written before the per-machine files: its top level is the deposit machine's
  if (!machines.deposit && existsSync(REPORT_FILE)) {
    try {
      const old = JSON.parse(readFileSync(REPORT_FILE, 'utf8')) as ModelRunReport;
      if (old.machine === 'deposit') {
        const { machines: _ignored, ...deposit } = old;
        machines.deposit = deposit;
      }
    } catch {
      // unreadable: ignored
    }
  }
  const top = machines.deposit ?? Object.values(machines)[0];
  if (!top) return null;
  const ordered = Object.fromEntries(Object.entries(machines).sort(([a], [b]) => (a === 'deposit' ? -1 : b === 'deposit' ? 1 : a.localeCompare(b))));
  const report: ModelRunReport = { ...top, machines: ordered };
  writeAtomic(REPORT_FILE, JSON.stringify(report, null, 2) + '\n');
  return report;
}
