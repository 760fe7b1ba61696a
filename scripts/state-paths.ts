// No state path named outside the machine that owns it (docs/decisions.md "State names stay in their
// machine"): the app and its screens read what a machine declares (its tags, its context, its output), never
// `snapshot.matches(…)`, so a state renamed or moved inside a machine cannot break a screen at run time. Read
// with the TypeScript type checker: a `.matches(…)` call counts when what it is called on is an actor's
// snapshot (it has `hasTag`), not a DOM element's `matches(selector)`.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface StatePath {
  file: string;
  line: number;
  text: string;
}

const ROOT = join(import.meta.dirname, '..');
/** Where state paths may not be named: the app (its screens included) and the front server. */
export const CHECKED_DIRS = ['src', 'server'];

const isTest = (f: string) => /\.test\.tsx?$/.test(f);

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') && !isTest(e.name) ? [path] : [];
  });
}

/** Every `snapshot.matches(…)` of the given files (default: the non-test sources of CHECKED_DIRS). */
export function statePaths(files: string[] = CHECKED_DIRS.flatMap((d) => sourcesUnder(join(ROOT, d)))): StatePath[] {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const found: StatePath[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'matches') {
        const receiver = checker.getNonNullableType(checker.getTypeAtLocation(node.expression.expression));
        if (receiver.getProperty('hasTag')) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push({ file: relative(ROOT, file), line: line + 1, text: node.getText(source) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
