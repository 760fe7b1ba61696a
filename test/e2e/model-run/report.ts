// reports/model-run.json: one part per path (tests run on several workers), merged per machine after each
// worker into reports/model-run.<machine>.json, then composed: the root deposit machine's report at the
// top level (as before) and every machine's report under `machines` (deposit, card, mobile-money).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MachineRunReport, ModelRunReport } from '../../../sandbox/workbench/src/model';

export const REPORT_FILE = path.resolve('reports/model-run.json');
const REPORTS = path.dirname(REPORT_FILE);
/** The deposit machine keeps its parts where they were; the flow machines have their own folder. */
const partsDir = (machine: string) => path.resolve(machine === 'deposit' ? 'reports/model-run.parts' : `reports/model-run.${machine}.parts`);
const machineFile = (machine: string) => path.join(REPORTS, `model-run.${machine}.json`);

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
  const paths: ModelRunReport['paths'] = plan.names.map(
    (name) => parts.get(name) ?? { name, status: 'skipped', durationMs: 0, transitions: [], steps: [] },
  );
  const covered = new Set(paths.filter((p) => p.status === 'passed').flatMap((p) => p.transitions));
  const results = [...parts.values()].filter((p) => plan.names.includes(p.name));
  const startedAt = results.map((r) => r.startedAt).sort()[0] ?? new Date().toISOString();
  const finishedAt = results.map((r) => r.finishedAt).sort().reverse()[0] ?? new Date().toISOString();
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
