// Joins the browser model runs of several shards (docs/qa.md "Runs that scale"): each shard ran
// `playwright test model-run --shard=i/n` with its own MODEL_RUN_REPORTS folder (or its CI job's reports/);
// `tsx scripts/model-run-merge.ts <shard folder>...` writes reports/model-run.<machine>.json merged and
// reports/model-run.json, and prints each machine's coverage. The Playwright side joins with
// `npx playwright merge-reports` over the shards' blob reports.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeShards } from '../test/e2e/model-run/report';

export function main(dirs: string[]): number {
  if (dirs.length === 0) {
    console.error('usage: tsx scripts/model-run-merge.ts <shard reports folder>...');
    return 2;
  }
  const report = mergeShards(dirs);
  if (!report) {
    console.error(`no model-run.<machine>.json in ${dirs.join(', ')}`);
    return 1;
  }
  for (const r of Object.values(report.machines ?? {})) {
    const ran = r.paths.filter((p) => p.status !== 'skipped').length;
    console.log(`${r.machine}: ${r.transitions.covered.length}/${r.transitions.total} transitions, ${ran}/${r.paths.length} paths run, ${r.failures} failed`);
  }
  return report.failures === 0 && Object.values(report.machines ?? {}).every((r) => r.failures === 0) ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
