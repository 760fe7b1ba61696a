// Mutation summary (`npm run mutation`, after `stryker run`): reads Stryker's JSON report
// (reports/mutation/mutation.json) and writes the section "Mutation score" (to reports/mutation/summary.md; --write-docs: into docs/quality.md): the date,
// which files were mutated, the score per folder (machines/, src/domain/) with the counts by status, and
// the surviving and uncovered mutants, each marked equivalent (with the reason) when it is listed in
// scripts/mutation-equivalents.json, i.e. when someone looked at it and found no test could tell it apart.
// The other sections of docs/quality.md are kept; the file is created if missing.
// The pure parts are exported and tested in scripts/mutation-summary.test.ts.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: MutantStatus;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

export interface Report {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
}

/** A mutant someone looked at and found equivalent (no test can kill it). Matched on file, line, mutator and replacement. */
export interface Equivalent {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  reason: string;
}

export const FOLDERS = ['machines/', 'src/domain/'] as const;

export interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  ignored: number;
}

const empty = (): Counts => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0, ignored: 0 });

export function count(mutants: readonly ReportMutant[], into: Counts = empty()): Counts {
  for (const m of mutants) {
    if (m.status === 'Killed') into.killed++;
    else if (m.status === 'Timeout') into.timeout++;
    else if (m.status === 'Survived') into.survived++;
    else if (m.status === 'NoCoverage') into.noCoverage++;
    else if (m.status === 'CompileError' || m.status === 'RuntimeError') into.errors++;
    else into.ignored++;
  }
  return into;
}

/** Stryker's mutation score: detected (killed + timeout) over valid (detected + survived + no coverage), in %. */
export function score(c: Counts): number | null {
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return valid === 0 ? null : (100 * (c.killed + c.timeout)) / valid;
}

export function folderOf(file: string): string | undefined {
  return FOLDERS.find((f) => file.replaceAll('\\', '/').startsWith(f));
}

export function isEquivalent(file: string, m: ReportMutant, equivalents: readonly Equivalent[]): Equivalent | undefined {
  return equivalents.find((e) => e.file === file && e.line === m.location.start.line && e.mutator === m.mutatorName && e.replacement === (m.replacement ?? ''));
}

const pct = (n: number | null) => (n === null ? '–' : `${n.toFixed(1)} %`);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const clip = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const code = (s: string) => `\`${clip(oneLine(s)).replaceAll('`', "'")}\``;

/** The original text a mutant replaces (its location in the file's source; lines and columns 1-based). */
export function original(source: string, m: ReportMutant): string {
  const lines = source.split('\n');
  const { start, end } = m.location;
  if (start.line === end.line) return (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1);
  const parts = [
    (lines[start.line - 1] ?? '').slice(start.column - 1),
    ...lines.slice(start.line, end.line - 1),
    (lines[end.line - 1] ?? '').slice(0, end.column - 1),
  ];
  return parts.join('\n');
}

export function renderSection(report: Report, equivalents: readonly Equivalent[], when: string, goals: Record<string, number>): string {
  const files = Object.keys(report.files).sort();
  const out: string[] = ['## Mutation score', ''];
  out.push(
    `Written by \`npm run mutation\` (StrykerJS, \`stryker.config.json\`, tests of \`vitest.stryker.config.ts\`) from the report of ${when} (UTC).`,
    'Score = (killed + timeout) / (killed + timeout + survived + no coverage), as Stryker counts it. A run with',
    '`--mutate` on a subset reports only that subset: the files listed below are exactly what was mutated.',
    '"Static, not run": mutants in code run when a module loads (tables, schemas, machine configs), which',
    'Stryker can only test by re-running every test; `ignoreStatic` leaves them out of the run and of the score.',
    '',
    '| folder | goal | score | killed | timeout | survived | no coverage | errors | static, not run | files mutated |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const folder of FOLDERS) {
    const inFolder = files.filter((f) => folderOf(f) === folder);
    const c = empty();
    for (const f of inFolder) count(report.files[f]!.mutants, c);
    const s = score(c);
    const goal = goals[folder];
    out.push(
      `| \`${folder}\` | ≥ ${goal} % | ${inFolder.length === 0 ? 'not run' : `${pct(s)}${s !== null && goal !== undefined && s < goal ? ' (below goal)' : ''}`} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.errors} | ${c.ignored} | ${inFolder.length} |`,
    );
  }
  out.push('', '### Per file', '', '| file | score | killed | timeout | survived | no coverage | static, not run |', '|---|---|---|---|---|---|---|');
  for (const f of files) {
    const c = count(report.files[f]!.mutants);
    out.push(`| \`${f}\` | ${pct(score(c))} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.ignored} |`);
  }
  const alive = files.flatMap((f) => report.files[f]!.mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage').map((m) => ({ f, m })));
  alive.sort((a, b) => a.f.localeCompare(b.f) || a.m.location.start.line - b.m.location.start.line || a.m.location.start.column - b.m.location.start.column);
  const eq = alive.filter(({ f, m }) => isEquivalent(f, m, equivalents)).length;
  out.push(
    '',
    '### Surviving mutants',
    '',
    `${alive.length} survived or not covered; ${eq} marked equivalent (looked at, listed with the reason in`,
    '`scripts/mutation-equivalents.json`). The others are not looked at yet, or are a missing test.',
    '',
  );
  if (alive.length === 0) out.push('None.');
  for (const { f, m } of alive) {
    const e = isEquivalent(f, m, equivalents);
    const status = m.status === 'NoCoverage' ? 'no coverage' : 'survived';
    const from = original(report.files[f]!.source, m);
    out.push(
      `- \`${f}:${m.location.start.line}:${m.location.start.column}\` ${m.mutatorName}, ${status}: ${code(from)} → ${code(m.replacement ?? '')}` +
        (e ? ` — **equivalent**: ${e.reason}` : ''),
    );
  }
  return `${out.join('\n')}\n`;
}

/** Replaces the section "## Mutation score" (up to the next "## " heading) or appends it; keeps the rest. */
export function replaceSection(doc: string, section: string): string {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => /^## Mutation score\s*$/.test(l));
  if (start < 0) return `${doc.replace(/\n*$/, '')}\n\n${section}`;
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end < 0) end = lines.length;
  const after = lines.slice(end).join('\n');
  return `${lines.slice(0, start).join('\n')}\n${section}${after ? `\n${after}` : ''}`.replace(/^\n/, '');
}

const HEADER = '# Quality\n\nMeasures of how well the tests hold the code, each written by the script named in its section.\n';

function main() {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  // Several reports (e.g. one run per folder, with --mutate): merged, a later report's file replacing an earlier one's.
  const args = process.argv.slice(2);
  const writeDocs = args.includes('--write-docs');
  const paths = args.filter((a) => a !== '--write-docs');
  const reportPaths = (paths.length > 0 ? paths : ['reports/mutation/mutation.json']).map((p) => resolve(root, p));
  const docPath = resolve(root, writeDocs ? 'docs/quality.md' : 'reports/mutation/summary.md');
  const eqPath = resolve(root, 'scripts/mutation-equivalents.json');
  const report: Report = { files: {} };
  const dates: string[] = [];
  for (const reportPath of reportPaths) {
    if (!existsSync(reportPath)) {
      console.error(`mutation-summary: no report at ${reportPath}; run \`npx stryker run\` first`);
      process.exit(1);
    }
    Object.assign(report.files, (JSON.parse(readFileSync(reportPath, 'utf8')) as Report).files);
    dates.push(
      statSync(reportPath)
        .mtime.toISOString()
        .replace(/\.\d+Z$/, 'Z')
        .replace('T', ' '),
    );
  }
  const equivalents = existsSync(eqPath) ? (JSON.parse(readFileSync(eqPath, 'utf8')) as Equivalent[]) : [];
  const when = dates.length === 1 ? dates[0]! : `runs of ${dates.join(' and ')}`;
  const section = renderSection(report, equivalents, when, { 'machines/': 85, 'src/domain/': 90 });
  if (!writeDocs) {
    writeFileSync(docPath, `${section.trimEnd()}\n`);
    console.log(`mutation-summary: ${relative(root, docPath)} (report of ${when}; --write-docs updates docs/quality.md)`);
    return;
  }
  const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : HEADER;
  writeFileSync(docPath, replaceSection(doc, section));
  console.log(`mutation-summary: docs/quality.md, section "Mutation score" (report of ${when})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
