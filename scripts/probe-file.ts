// A throwaway source file for a check's own test: written one level under node_modules (so a relative import
// of the tree reads as from a file of the tree's depth, and nothing lands in the tree), removed after.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function withProbeFile<T>(name: string, lines: readonly string[], check: (file: string) => T): T {
  const dir = mkdtempSync(join(import.meta.dirname, '..', 'node_modules', `.cache-${name}-`));
  const file = join(dir, 'probe.ts');
  writeFileSync(file, lines.join('\n'));
  try {
    return check(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
