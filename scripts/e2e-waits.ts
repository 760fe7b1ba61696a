// No wait in test/e2e shorter than the suite's standard (docs/decisions.md "Waits in the browser tests"): on a
// loaded CI machine a short time-out fails a test that was only slow, and a sleep asserts nothing but the
// machine's speed. Read with the TypeScript compiler's parser (no type checking: the whole tree reads in about a
// second); the standards come from playwright.config.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface Standards {
  /** playwright.config.ts `expect: { timeout }`: the wait of every expect, poll and locator. */
  expectMs: number;
  /** playwright.config.ts `timeout`: a test's own time-out. */
  testMs: number;
}

export interface ShortWait {
  file: string;
  line: number;
  what: string;
}

export interface WaitReport {
  found: ShortWait[];
  /** The `// order:` markers that excuse a wait, where they are. */
  markers: { file: string; line: number; text: string }[];
  /** Markers with no short wait under them. */
  stale: { file: string; line: number }[];
}

/** The marker: a line comment naming the order the page guarantees (`// order: <why>`). */
const MARKER = /^\/\/\s*order:\s*\S/;

type Consts = Map<string, ts.Expression>;

/** A number written in the source: a literal, a const of the file, a parameter's default, + - * of those; `x.timeout` is the test's own. */
function msOf(e: ts.Expression | undefined, consts: Consts, standards: Standards, seen = new Set<string>()): number | null {
  if (!e) return null;
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) return msOf(e.expression, consts, standards, seen);
  if (ts.isNumericLiteral(e)) return Number(e.text);
  if (ts.isIdentifier(e)) {
    if (seen.has(e.text)) return null;
    return msOf(consts.get(e.text), consts, standards, new Set([...seen, e.text]));
  }
  // test.info().timeout, testInfo.timeout: the test's time-out, which the check holds to the standard too
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'timeout') return standards.testMs;
  if (ts.isBinaryExpression(e)) {
    const a = msOf(e.left, consts, standards, seen);
    const b = msOf(e.right, consts, standards, seen);
    if (a === null || b === null) return null;
    if (e.operatorToken.kind === ts.SyntaxKind.PlusToken) return a + b;
    if (e.operatorToken.kind === ts.SyntaxKind.MinusToken) return a - b;
    if (e.operatorToken.kind === ts.SyntaxKind.AsteriskToken) return a * b;
  }
  return null;
}

/** Every const with an initializer and every parameter with a default, by name (a file's names are few and distinct). */
function constsOf(sf: ts.SourceFile): Consts {
  const consts: Consts = new Map();
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.getCombinedNodeFlags(n) & ts.NodeFlags.Const) {
      consts.set(n.name.text, n.initializer);
    }
    if (ts.isParameter(n) && ts.isIdentifier(n.name) && n.initializer) consts.set(n.name.text, n.initializer);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return consts;
}

const isTimeoutName = (name: string) => /^timeout$|timeoutMs$/i.test(name);

/** Helpers of the tree that take a time-out as a positional parameter (`visible(page, id, timeout = 10_000)`): name → indexes. */
function timeoutParameters(files: ts.SourceFile[]): Map<string, number[]> {
  const helpers = new Map<string, number[]>();
  const add = (name: string, params: ts.NodeArray<ts.ParameterDeclaration>) => {
    const at = params.flatMap((p, i) => (ts.isIdentifier(p.name) && isTimeoutName(p.name.text) ? [i] : []));
    if (at.length) helpers.set(name, [...new Set([...(helpers.get(name) ?? []), ...at])]);
  };
  const visit = (n: ts.Node) => {
    if (ts.isFunctionDeclaration(n) && n.name) add(n.name.text, n.parameters);
    if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.initializer &&
      (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer))
    ) {
      add(n.name.text, n.initializer.parameters);
    }
    ts.forEachChild(n, visit);
  };
  for (const sf of files) visit(sf);
  return helpers;
}

/** The statement (in a block, a case or the file) a node belongs to. */
function statementOf(n: ts.Node): ts.Node {
  let s = n;
  while (s.parent && !ts.isBlock(s.parent) && !ts.isSourceFile(s.parent) && !ts.isCaseClause(s.parent) && !ts.isDefaultClause(s.parent)) s = s.parent;
  return s;
}

/** The callee's last name: `page.waitForTimeout` → waitForTimeout, `setTimeout` → setTimeout. */
function calleeName(call: ts.CallExpression): string | null {
  const c = call.expression;
  if (ts.isIdentifier(c)) return c.text;
  if (ts.isPropertyAccessExpression(c)) return c.name.text;
  return null;
}

/** The object a method is called on, as written: `test.info()` of `test.info().setTimeout(…)`. */
function receiverText(call: ts.CallExpression, sf: ts.SourceFile): string | null {
  return ts.isPropertyAccessExpression(call.expression) ? call.expression.expression.getText(sf) : null;
}

/** The test's own time-out is set through test, test.info() or a TestInfo; any other setTimeout is a sleep. */
const isTestObject = (receiver: string) => /^(test(\.info\(\))?|testInfo|info)$/.test(receiver);

export function scan(sources: { file: string; text: string }[], standards: Standards): WaitReport {
  const files = sources.map((s) => ts.createSourceFile(s.file, s.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
  const helpers = timeoutParameters(files);
  const found: ShortWait[] = [];
  const markers: WaitReport['markers'] = [];
  const used = new Set<string>();

  for (const sf of files) {
    const consts = constsOf(sf);
    const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;
    const lines = sf.text.split('\n');
    // every marker of the file, by the line it is on
    const fileMarkers = new Map<number, string>();
    const scanner = (pos: number) => {
      for (const r of ts.getLeadingCommentRanges(sf.text, pos) ?? []) {
        const text = sf.text.slice(r.pos, r.end);
        if (MARKER.test(text)) fileMarkers.set(lineOf(r.pos), text);
      }
      for (const r of ts.getTrailingCommentRanges(sf.text, pos) ?? []) {
        const text = sf.text.slice(r.pos, r.end);
        if (MARKER.test(text)) fileMarkers.set(lineOf(r.pos), text);
      }
    };
    const collect = (n: ts.Node) => {
      scanner(n.getFullStart());
      scanner(n.getEnd());
      ts.forEachChild(n, collect);
    };
    collect(sf);
    for (const [line, text] of [...fileMarkers].sort((a, b) => a[0] - b[0])) markers.push({ file: sf.fileName, line, text });

    /** Excused when its own line carries the marker, or the comments just above its statement do. */
    const marked = (n: ts.Node): boolean => {
      const own = lineOf(n.getStart(sf));
      if (fileMarkers.has(own)) return (used.add(`${sf.fileName}:${own}`), true);
      const stmt = statementOf(n);
      for (const r of ts.getLeadingCommentRanges(sf.text, stmt.getFullStart()) ?? []) {
        const line = lineOf(r.pos);
        if (fileMarkers.has(line)) return (used.add(`${sf.fileName}:${line}`), true);
      }
      return false;
    };
    const report = (n: ts.Node, what: string) => {
      if (marked(n)) return;
      const line = lineOf(n.getStart(sf));
      found.push({ file: sf.fileName, line, what: `${what}: ${lines[line - 1]!.trim()}` });
    };
    /** A wait against the expect standard, a test's own time-out against the test standard. */
    const judge = (n: ts.Node, value: ts.Expression | undefined, ofTest: boolean, kind: string) => {
      const ms = msOf(value, consts, standards);
      const standard = ofTest ? standards.testMs : standards.expectMs;
      // a test's time-out lengthened by what it runs (page-clock.ts) is no wait
      if (ms === null && ofTest) return;
      if (ms === null) report(n, `${kind} the check cannot read (write a number or a const of the file)`);
      else if (ms < standard) report(n, `${kind} of ${ms} ms, under the standard ${standard} ms`);
    };

    const visit = (n: ts.Node) => {
      // { timeout: n } anywhere: an expect's, a poll's, a locator's, an action's, a waitFor's, a configure's
      if ((ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) && ts.isIdentifier(n.name) && n.name.text === 'timeout') {
        const value = ts.isPropertyAssignment(n) ? n.initializer : n.name;
        // test.describe.configure({ timeout }) and test.use({ timeout }) set the test's own
        const call = n.parent.parent;
        const testLevel = ts.isCallExpression(call) && ['configure', 'use'].includes(calleeName(call) ?? '');
        judge(n, value, testLevel, testLevel ? 'a test time-out' : 'a time-out');
      }
      if (ts.isCallExpression(n)) {
        const name = calleeName(n);
        const receiver = receiverText(n, sf);
        if (name === 'waitForTimeout') report(n, 'a sleep (waitForTimeout)');
        else if (name === 'setTimeout' && receiver !== null && isTestObject(receiver)) judge(n, n.arguments[0], true, 'a test time-out');
        else if (name === 'setTimeout') report(n, 'a sleep (setTimeout)');
        else if (name === 'setDefaultTimeout' || name === 'setDefaultNavigationTimeout') judge(n, n.arguments[0], false, 'a default time-out');
        else if (name && ts.isIdentifier(n.expression) && helpers.has(name)) {
          for (const i of helpers.get(name)!) {
            const arg = n.arguments[i];
            if (arg && !(ts.isIdentifier(arg) && arg.text === 'undefined')) judge(arg, arg, false, `a time-out passed to ${name}`);
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }

  const stale = markers.filter((m) => !used.has(`${m.file}:${m.line}`)).map(({ file, line }) => ({ file, line }));
  return { found, markers, stale };
}

/** The standards of playwright.config.ts: its `timeout` and `expect: { timeout }`, read from its text. */
export function standardsOf(configText: string): Standards {
  const sf = ts.createSourceFile('playwright.config.ts', configText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const consts = constsOf(sf);
  let config: ts.ObjectLiteralExpression | null = null;
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && calleeName(n) === 'defineConfig' && n.arguments[0] && ts.isObjectLiteralExpression(n.arguments[0])) config = n.arguments[0];
    ts.forEachChild(n, visit);
  };
  visit(sf);
  const prop = (o: ts.ObjectLiteralExpression | null, name: string) =>
    o?.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer;
  const expectObject = prop(config, 'expect');
  const none = { expectMs: 0, testMs: 0 };
  const expectMs = expectObject && ts.isObjectLiteralExpression(expectObject) ? msOf(prop(expectObject, 'timeout'), consts, none) : null;
  const testMs = msOf(prop(config, 'timeout'), consts, none);
  if (expectMs === null || testMs === null) throw new Error('playwright.config.ts: no `timeout` and `expect: { timeout }` written as numbers in defineConfig');
  return { expectMs, testMs };
}

/** The TypeScript sources of a folder, recursively, with paths relative to `root`. */
export function sourcesOf(root: string, dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name)) out.push({ file: relative(root, p), text: readFileSync(p, 'utf8') });
    }
  };
  walk(join(root, dir));
  return out.sort((a, b) => a.file.localeCompare(b.file));
}
