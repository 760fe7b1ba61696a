// Generated statecharts: `tsx scripts/charts.ts write` writes docs/statecharts/<name>.mmd + <name>.svg for every
// machine of machines/registry.ts and an index README; `check` regenerates in memory and exits 1 naming every
// stale, missing or orphaned file.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { toChart } from './statechart/chart';
import { chartToMermaid } from './statechart/mermaid';
import { chartToSvg } from './statechart/svg';

export interface ChartEntry {
  name: string;
  machine: AnyStateMachine;
}

export const DEFAULT_DIR = resolve(fileURLToPath(new URL('..', import.meta.url)), 'docs/statecharts');

/** All files of the charts directory, in memory: file name -> content. */
export async function generateCharts(registry: ChartEntry[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const rows: string[] = [];
  for (const entry of registry) {
    const chart = toChart(entry.name, entry.machine);
    files.set(`${entry.name}.mmd`, chartToMermaid(chart));
    files.set(`${entry.name}.svg`, await chartToSvg(chart));
    const states = chart.byId.size - 1;
    rows.push(`| ${entry.name} | \`${entry.machine.id}\` | ${states} | ${chart.edges.length} | [svg](${entry.name}.svg) | [mermaid](${entry.name}.mmd) |`);
  }
  const readme = [
    '# Statecharts',
    '',
    'Generated from `machines/registry.ts` by `npm run charts`; `npm run charts:check` fails when a file here is stale.',
    'Do not edit by hand. Transitions are labelled `event [guard]`, `always [guard]`, `after <delay>`,',
    '`done: <invoke id>` / `error: <invoke id>` (invoked actor settled) and `done` (a final child state was reached).',
    'The transition count is the one the model-based tests must cover (`reports/transition-coverage.json`).',
    '',
    '| machine | id | states | transitions | chart | source |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...registry.flatMap((e) => [`## ${e.name}`, '', `![${e.name} statechart](${e.name}.svg)`, '']),
  ].join('\n');
  files.set('README.md', readme);
  return files;
}

export async function writeCharts(registry: ChartEntry[], dir = DEFAULT_DIR): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files = await generateCharts(registry);
  const written: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) {
      writeFileSync(path, content);
      written.push(name);
    }
  }
  return written;
}

/** Problems found (empty when everything is up to date). */
export async function checkCharts(registry: ChartEntry[], dir = DEFAULT_DIR): Promise<string[]> {
  const files = await generateCharts(registry);
  const problems: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    if (!existsSync(path)) problems.push(`missing: docs/statecharts/${name}`);
    else if (readFileSync(path, 'utf8') !== content) problems.push(`stale: docs/statecharts/${name}`);
  }
  if (existsSync(dir)) {
    for (const name of readdirSync(dir).sort()) {
      if (/\.(mmd|svg)$/.test(name) && !files.has(name)) problems.push(`orphaned (no machine in the registry): docs/statecharts/${name}`);
    }
  }
  return problems;
}

async function main(command: string | undefined): Promise<number> {
  const { machineRegistry } = await import('../machines/registry');
  if (command === 'write') {
    const written = await writeCharts(machineRegistry);
    console.log(written.length ? `charts: wrote ${written.join(', ')}` : 'charts: up to date');
    return 0;
  }
  if (command === 'check') {
    const problems = await checkCharts(machineRegistry);
    if (problems.length) {
      console.error(`charts: ${problems.length} problem(s), run \`npm run charts\`:\n${problems.map((p) => `  ${p}`).join('\n')}`);
      return 1;
    }
    console.log(`charts: ${machineRegistry.length} machines up to date`);
    return 0;
  }
  console.error('usage: tsx scripts/charts.ts write|check');
  return 2;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv[2]).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
