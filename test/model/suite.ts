import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildModel, type ModelGraph, type PathOptions } from './paths';
import { replayPath } from './replay';
import { verifyTransitionListing } from './transitions';
import type { MachineEntry } from './types';
import type { Rule } from './expectations/rule';

export interface CoverageRow {
  total: number;
  covered: number;
  uncovered: string[];
  paths: number;
}
export type CoverageReport = Record<string, CoverageRow>;

export interface SuiteOptions extends PathOptions {
  /** Where to write the JSON coverage report (none if omitted). */
  reportFile?: string;
  /** Expectations written from the product rules (docs/product-rules.md), per machine name (test/model/expectations). */
  expectations?: Record<string, readonly Rule[]>;
}

export function formatCoverageTable(report: CoverageReport): string {
  const width = Math.max(...Object.keys(report).map((k) => k.length), 4);
  return Object.entries(report)
    .map(([name, r]) => {
      const pct = r.total ? Math.floor((r.covered / r.total) * 100) : 100;
      return `${name.padEnd(width)} ${`${r.covered}/${r.total}`.padStart(7)} ${`${pct}%`.padStart(4)}  (${r.paths} paths)`;
    })
    .join('\n');
}

/**
 * Declares, for every entry of a registry: one test per generated path (replayed on a real actor), a check of the
 * event fixtures, a check of the transition listing, and `covers every transition`.
 */
export function describeRegistry(title: string, registry: MachineEntry[], options: SuiteOptions = {}): void {
  const report: CoverageReport = {};

  describe(title, () => {
    afterAll(() => {
      if (!Object.keys(report).length) return;
      if (options.reportFile) {
        mkdirSync(dirname(options.reportFile), { recursive: true });
        writeFileSync(options.reportFile, JSON.stringify(report, null, 2) + '\n');
      }
      console.log(`transition coverage (${title}):\n${formatCoverageTable(report)}`);
    });

    for (const entry of registry) {
      describe(entry.name, () => {
        let model: ModelGraph | undefined;
        let buildError: Error | undefined;
        const rules = options.expectations?.[entry.name] ?? [];
        try {
          model = buildModel(entry, { ...options, rules });
        } catch (err) {
          buildError = err as Error;
        }
        const covered = new Set<string>();
        const applied = new Map<string, number>();

        it('builds the model (traversal is finite)', () => {
          if (buildError) throw buildError;
          expect(model!.paths.length).toBeGreaterThan(0);
        });
        if (!model) return;
        const m = model;

        it('lists every declared transition', () => {
          expect(verifyTransitionListing(m.machine, m.transitions)).toEqual([]);
        });

        it('event fixtures match the machine', () => {
          expect(m.problems.map((p) => `${p.kind}: ${p.message}`)).toEqual([]);
        });

        for (const path of m.paths) {
          it(path.name, async () => {
            const result = await replayPath(entry, path, { rules });
            result.covered.forEach((id) => covered.add(id));
            result.applied.forEach((n, id) => applied.set(id, (applied.get(id) ?? 0) + n));
          });
        }

        if (rules.length) {
          // A rule that never applies checks nothing: its trigger is misnamed, or no generated path reaches it.
          it(`applies each of its ${rules.length} SPEC expectations on some path`, () => {
            expect(rules.filter((r) => !applied.has(r.id)).map((r) => `${r.id} (${r.spec})`)).toEqual([]);
          });
        }

        it('covers every transition', () => {
          const uncovered = m.transitions.filter((t) => !covered.has(t.id)).map((t) => t.id);
          report[entry.name] = {
            total: m.transitions.length,
            covered: m.transitions.length - uncovered.length,
            uncovered,
            paths: m.paths.length,
          };
          if (uncovered.length) {
            const hint = uncovered.map((id) => `  - ${id}${m.reachable.has(id) ? '  (in the model, but its replay failed)' : ''}`);
            throw new Error(`${entry.name}: ${uncovered.length} of ${m.transitions.length} transitions never taken by an executed path:\n${hint.join('\n')}`);
          }
        });
      });
    }
  });
}
