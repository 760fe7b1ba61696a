// A comment that names a file names one that exists (docs/decisions.md "Comments name files that exist"):
// files move, and a comment pointing to where a rule used to live sends the next reader nowhere. A path is a
// word with a slash and a source or document extension, found from the root, the comment's folder, its top
// folder (sandbox/ names its files from there) or node_modules (a package's file); what commands write
// (reports/, dist/) and a path on a host are not looked for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface StalePath {
  file: string;
  line: number;
  path: string;
}

const ROOT = join(import.meta.dirname, '..');
export const CHECKED_DIRS = ['src', 'machines', 'server', 'sandbox', 'scripts', 'test'];
const PATH = /(?<![\w@./:-])((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.[\]-]+)+\.(?:tsx?|md|json|sh|mjs|cjs|yml|html|template|css|js))(?![\w/])/g;
// A line comment's // not in a URL or a string; a block comment's line.
const COMMENT = /(?<![:'"`\w/])\/\/(.*)$|^\s*\/?\*+(.*)$/;
/** What a command writes (reports, builds) and what a comment names inside a package or on a host. */
const NOT_IN_TREE = /^(reports|dist|dist-ssr|dist-sourcemaps|assets)\/|^[\w-]+\.[\w.-]+\//;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'gen' ? [] : sourcesUnder(path);
    // A declaration file describes a package: the paths it names are the package's.
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The paths named in comments of the given files (default: every source of CHECKED_DIRS) that lead nowhere. */
export function stalePaths(files: string[] = CHECKED_DIRS.flatMap((d) => sourcesUnder(join(ROOT, d)))): StalePath[] {
  const found: StalePath[] = [];
  for (const file of files) {
    const rel = relative(ROOT, file);
    const bases = [ROOT, dirname(file), join(ROOT, rel.split('/')[0] ?? ''), join(ROOT, 'node_modules')];
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const m = COMMENT.exec(text);
        const comment = m?.[1] ?? m?.[2];
        if (!comment) return;
        for (const [, path = ''] of comment.matchAll(PATH)) {
          if (NOT_IN_TREE.test(path) || bases.some((b) => existsSync(join(b, path)))) continue;
          found.push({ file: rel, line: i + 1, path });
        }
      });
  }
  return found;
}
