// The Swift package's syntax (docs/bridge/swift: the generated sources, the tests, the guide's snippets),
// checked with tree-sitter's Swift grammar: no Swift compiler can be installed on this project's machines
// (docs/decisions.md "The bridge as packages"), so types and names are left to `swift build` on a Mac or an
// iOS CI; a missing brace, a broken string or a stray token is caught here. The grammar predates some Swift
// (raw strings #"…"# read as errors): the package does without them. `npm run bridge:swift-syntax`, in
// `npm test`; the parser comes from `scripts/ensure-deps.sh --swift-syntax`. Run under `node --liftoff-only`:
// Node 24's optimising WebAssembly compiler dies out of memory ("Zone") on the 3 MB grammar after the run,
// and the flag cannot be set from inside the process; the baseline compiler parses these few files as fast.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TOOLS = join(ROOT, '.tools/swift-syntax/node_modules');
const PACKAGE_DIR = join(ROOT, 'docs/bridge/swift');

interface SyntaxNode {
  type: string;
  text: string;
  isMissing: boolean | (() => boolean);
  startPosition: { row: number; column: number };
  children: SyntaxNode[];
}
interface SwiftParser {
  parse(text: string): { rootNode: SyntaxNode };
}

/** The syntax errors of a tree: ERROR nodes and the tokens the parser had to invent (MISSING). */
export function syntaxErrors(root: SyntaxNode): string[] {
  const errors: string[] = [];
  const walk = (node: SyntaxNode) => {
    const missing = typeof node.isMissing === 'function' ? node.isMissing() : node.isMissing;
    if (node.type === 'ERROR' || missing) {
      const at = `${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
      errors.push(`${at} ${missing ? `missing ${node.type}` : `unexpected ${JSON.stringify(node.text.slice(0, 60))}`}`);
      return;
    }
    for (const child of node.children) walk(child);
  };
  walk(root);
  return errors;
}

async function swiftParser(): Promise<SwiftParser> {
  // Loaded from .tools at run time: not a dependency of the project (50 MB that only this check uses).
  const runtime = join(TOOLS, 'web-tree-sitter/tree-sitter.js');
  const { default: Parser } = (await import(runtime)) as {
    default: { init(): Promise<void>; Language: { load(path: string): Promise<unknown> }; new (): SwiftParser & { setLanguage(l: unknown): void } };
  };
  await Parser.init();
  const parser = new Parser();
  parser.setLanguage(await Parser.Language.load(join(TOOLS, 'tree-sitter-wasms/out/tree-sitter-swift.wasm')));
  return parser;
}

const swiftFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? swiftFiles(join(dir, e.name)) : e.name.endsWith('.swift') ? [join(dir, e.name)] : [],
  );

export async function runSwiftSyntax(): Promise<number> {
  const parser = await swiftParser();
  // The parser must refuse broken Swift, or every file below would pass for nothing.
  const broken = syntaxErrors(parser.parse('struct A { let x: = 1 }\nfunc f( {\n').rootNode);
  if (broken.length === 0) {
    console.error('bridge-swift-syntax: the Swift parser accepts broken Swift; it checks nothing');
    return 1;
  }
  const files = swiftFiles(PACKAGE_DIR);
  let failed = 0;
  for (const file of files) {
    const errors = syntaxErrors(parser.parse(readFileSync(file, 'utf8')).rootNode);
    const name = relative(ROOT, file);
    if (errors.length === 0) console.log(`  ok  ${name}`);
    else {
      failed++;
      console.log(`  FAIL  ${name}\n${errors.map((e) => `        ${e}`).join('\n')}`);
    }
  }
  console.log(`${files.length - failed} passed, ${failed} failed`);
  return files.length > 0 && failed === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(await runSwiftSyntax());
