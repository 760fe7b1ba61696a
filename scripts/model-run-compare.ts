// Compares the browser model runs of two report folders machine by machine (docs/qa.md "Runs that scale"):
// the shards' merged report (scripts/model-run-shards.sh) against one run over every path. Same planned
// paths, same status per path, same covered transitions: exit 0; else the differences and exit 1.
// Usage: tsx scripts/model-run-compare.ts <reports folder A> <reports folder B>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MachineRunReport } from '../sandbox/workbench/src/model';

const machinesIn = (dir: string): Map<string, MachineRunReport> =>
  new Map(
    readdirSync(dir)
      .map((f) => /^model-run\.([a-z0-9-]+)\.json$/.exec(f))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, JSON.parse(readFileSync(join(dir, m[0]), 'utf8')) as MachineRunReport]),
  );

/** The differences between two reports of the same machine (empty when they agree). */
export function differences(a: MachineRunReport, b: MachineRunReport): string[] {
  const out: string[] = [];
  if (a.transitions.total !== b.transitions.total) out.push(`total transitions ${a.transitions.total} / ${b.transitions.total}`);
  const ca = new Set(a.transitions.covered);
  const cb = new Set(b.transitions.covered);
  for (const t of ca) if (!cb.has(t)) out.push(`covered only in A: ${t}`);
  for (const t of cb) if (!ca.has(t)) out.push(`covered only in B: ${t}`);
  const sa = new Map(a.paths.map((p) => [p.name, p.status]));
  const sb = new Map(b.paths.map((p) => [p.name, p.status]));
  for (const [name, status] of sa) if (sb.get(name) !== status) out.push(`path ${name}: ${status} / ${sb.get(name) ?? 'absent'}`);
  for (const name of sb.keys()) if (!sa.has(name)) out.push(`path ${name}: absent / ${sb.get(name)}`);
  return out;
}

export function main(args: string[]): number {
  const [dirA, dirB] = args;
  if (!dirA || !dirB || !existsSync(dirA) || !existsSync(dirB)) {
    console.error('usage: tsx scripts/model-run-compare.ts <reports folder A> <reports folder B>');
    return 2;
  }
  const a = machinesIn(dirA);
  const b = machinesIn(dirB);
  let failed = false;
  for (const machine of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const ra = a.get(machine);
    const rb = b.get(machine);
    if (!ra || !rb) {
      console.log(`${machine}: only in ${ra ? 'A' : 'B'}`);
      failed = true;
      continue;
    }
    const diff = differences(ra, rb);
    const ran = (r: MachineRunReport) => r.paths.filter((p) => p.status !== 'skipped').length;
    console.log(
      `${machine}: A ${ra.transitions.covered.length}/${ra.transitions.total} transitions, ${ran(ra)}/${ra.paths.length} paths run; ` +
        `B ${rb.transitions.covered.length}/${rb.transitions.total}, ${ran(rb)}/${rb.paths.length}: ${diff.length ? 'DIFFERENT' : 'same'}`,
    );
    for (const d of diff) console.log(`  ${d}`);
    failed ||= diff.length > 0;
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
