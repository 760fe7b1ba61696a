// reports/model-run.json: one part per path (tests run on several workers), merged after each worker.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ModelRunReport } from '../../../sandbox/workbench/src/model';

export const REPORT_FILE = path.resolve('reports/model-run.json');
const PARTS_DIR = path.resolve('reports/model-run.parts');

export type PathResult = ModelRunReport['paths'][number] & { startedAt: string; finishedAt: string };

export function writePart(index: number, result: PathResult): void {
  mkdirSync(PARTS_DIR, { recursive: true });
  writeFileSync(path.join(PARTS_DIR, `path-${String(index).padStart(3, '0')}.json`), JSON.stringify(result, null, 2));
}

/** Merges the parts of the planned paths (a path with no part is reported as skipped). */
export function writeReport(plan: {
  names: string[];
  transitions: string[];
  notRealisable: Array<{ id: string; why: string }>;
  droppedEvents: Array<{ event: string; why: string }>;
}): ModelRunReport {
  const parts = new Map<string, PathResult>();
  if (existsSync(PARTS_DIR)) {
    for (const f of readdirSync(PARTS_DIR)) {
      const r = JSON.parse(readFileSync(path.join(PARTS_DIR, f), 'utf8')) as PathResult;
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
  const report: ModelRunReport = {
    machine: 'deposit',
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
  mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, JSON.stringify(report, null, 2) + '\n');
  return report;
}
