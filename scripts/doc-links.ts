// Every link in README.md and docs/ stays inside the repository: a relative markdown link must name a
// file or folder of the clone (its #anchor is not checked), never a path that climbs out of it (the old
// `../shared/SPEC.md`); http(s) and mailto links to public sites are allowed. Checked by
// scripts/doc-links.test.ts in npm test; `npx tsx scripts/doc-links.ts` lists the broken ones.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  why: string;
}

/** The markdown files checked: README.md and every .md under docs/. */
export function docFiles(root = ROOT): string[] {
  const files = [join(root, 'README.md')];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk(join(root, 'docs'));
  return files.filter((f) => existsSync(f));
}

/** The link targets of a markdown text with their line: [text](target), ![alt](target), <a href>, [ref]: target. Code is skipped. */
export function linksOf(markdown: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((raw, i) => {
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const text = raw.replace(/`[^`]*`/g, '');
    for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) found.push({ line: i + 1, target: m[1]! });
    for (const m of text.matchAll(/<(?:a|img)\s[^>]*(?:href|src)="([^"]+)"/g)) found.push({ line: i + 1, target: m[1]! });
    const ref = /^\s*\[[^\]]+\]:\s*(\S+)/.exec(text);
    if (ref) found.push({ line: i + 1, target: ref[1]! });
  });
  return found;
}

/** Why a link of `file` leaves the repository or points nowhere; null when it is fine. */
export function problemOf(file: string, target: string, root = ROOT): string | null {
  if (/^(https?:|mailto:)/i.test(target)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return `scheme ${target.split(':')[0]}: is not a public web link`;
  const path = decodeURIComponent(target.split('#')[0]!.split('?')[0]!);
  if (path === '') return null; // an anchor in the same file
  if (path.startsWith('/')) return 'absolute path: write it relative to the file';
  const resolved = resolve(dirname(file), path);
  const inside = relative(root, resolved);
  if (inside.startsWith('..') || inside.split(sep)[0] === '..' || resolve(root, inside) !== resolved) return 'leaves the repository';
  if (inside.split(sep)[0] === 'node_modules') return 'points into node_modules';
  if (!existsSync(resolved)) return 'no such file';
  return null;
}

export function brokenLinks(root = ROOT): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of docFiles(root)) {
    const text = readFileSync(file, 'utf8');
    for (const { line, target } of linksOf(text)) {
      const why = problemOf(file, target, root);
      if (why) broken.push({ file: relative(root, file), line, target, why });
    }
    // The product and design rules once lived beside the clone: not even a mention in code spans.
    text.split('\n').forEach((raw, i) => {
      for (const m of raw.matchAll(/(?:\.\.\/)+shared\/[\w./-]*/g)) {
        if (!linksOf(raw).some((l) => l.target === m[0]))
          broken.push({ file: relative(root, file), line: i + 1, target: m[0], why: 'names a file outside the repository' });
      }
    });
  }
  return broken;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const broken = brokenLinks();
  for (const b of broken) console.error(`${b.file}:${b.line}: ${b.target}: ${b.why}`);
  console.log(broken.length ? `doc-links: ${broken.length} broken` : 'doc-links: every link stays in the repository');
  process.exitCode = broken.length ? 1 : 0;
}
