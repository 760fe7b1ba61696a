// No state path named outside the machine that owns it (docs/decisions.md "State names stay in their
// machine"): the app, its screens, the front server and the tests read what a machine declares (its tags, its
// context, its output), never `snapshot.matches(…)`, so a state renamed or moved inside a machine cannot break
// a screen or a test at run time. Read with the TypeScript type checker: a `.matches(…)` call counts when what
// it is called on is an actor's snapshot (it has `hasTag`), not a DOM element's `matches(selector)`; so does a
// call of a state-path helper (`inState(…)`, `expectState(…)`, `entered(…)`, xstate's `matchesState(…)`).
// A machine's own files may name its states: machines/<name>.*.ts beside machines/<name>.machine.ts (its unit
// tests included).
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';

export interface StatePath {
  file: string;
  line: number;
  text: string;
}

const ROOT = join(import.meta.dirname, '..');
/** Where state paths may not be named: the app (its screens included), the front server, the machines' other files and the tests. */
export const CHECKED_DIRS = ['src', 'server', 'machines', 'test', 'sandbox', 'scripts'];
/** Helpers that take a state path (a string or an object of the machine's state value). */
const STATE_PATH_HELPERS = new Set(['inState', 'expectState', 'entered', 'matchesState']);

/** A file of machines/ named after a machine beside it (machines/<name>.machine.ts): that machine's own. */
export const isMachinesOwn = (file: string) => {
  const dir = dirname(file);
  if (relative(ROOT, dir) !== 'machines') return false;
  const name = basename(file).split('.')[0];
  return existsSync(join(dir, `${name}.machine.ts`));
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') && !isMachinesOwn(path) ? [path] : [];
  });
}

/** The sources checked: every TypeScript file of CHECKED_DIRS (tests included), less the machines' own files. */
export const checkedFiles = () => CHECKED_DIRS.flatMap((d) => sourcesUnder(join(ROOT, d)));

/** Every `snapshot.matches(…)` and state-path helper call of the given files (default: checkedFiles()). */
export function statePaths(files: string[] = checkedFiles()): StatePath[] {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const found: StatePath[] = [];
  const namesState = (node: ts.CallExpression) => {
    const callee = node.expression;
    if (ts.isIdentifier(callee)) return STATE_PATH_HELPERS.has(callee.text);
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'matches') return false;
    return !!checker.getNonNullableType(checker.getTypeAtLocation(callee.expression)).getProperty('hasTag');
  };
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && namesState(node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ file: relative(ROOT, file), line: line + 1, text: node.getText(source) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
