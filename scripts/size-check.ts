// Size check (`npm run size`, a step of `npm test`): reads the production build in dist/ (run
// `npx vite build` first) and exits 1 naming every budget of docs/performance.md that is passed:
//   - the amount page's initial JS + CSS (the chunks index.html loads, Vite's manifest says which)
//     ≤ 120 KiB brotli; the language catalog the page also loads at boot (a lazy chunk per language) is
//     reported with it, not counted;
//   - no stream client (@connectrpc, @bufbuild), no popover (@radix-ui/react-popover) and no payment
//     method's flow code in those initial chunks (the modules of each chunk come from
//     dist/.vite/chunk-modules.json, written by the `cashier:chunk-modules` plugin of vite.config.ts);
//   - each method's own chunks (the lazy chunks holding its flow code) ≤ 25 KiB brotli.
// Sizes only: timings live in the benchmark (`npm run bench`), never in tests. The pure parts are
// exported and tested in scripts/size-check.test.ts; scripts/bench.ts reuses them for its size table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILE_HINT } from './compile-hints';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const KIB = 1024;

/** The target of DESIGN 7 for the amount page's initial JS + CSS, brotli: held since "The amount page sooner" (docs/decisions.md). */
export const INITIAL_TARGET = 120 * KIB;

export const BUDGETS = {
  /**
   * The amount page's initial JS + CSS (what index.html loads), brotli. An interim ceiling that stops
   * any growth while the 120 KiB target is out of reach with this stack (react-dom and TanStack Router
   * alone are about 79 KiB brotli; see docs/performance.md). Lower it as the page gets lighter.
   * 140 → 142 KiB on 2026-11-23: the boot now reads a deposit left pending by a reload and can show
   * "we are confirming your deposit", +1.2 KiB. 142 → 120 KiB, the target, with "The amount page sooner" (docs/decisions.md)
   * (117.7 KiB measured on 2026-11-23: the router joins late in its own chunk, the inspector lazy, the
   * early start inlined in index.html). 120 → 121 KiB on 2026-11-23 (session 5): the bridge contract,
   * analytics edge, withdrawal opening, overlay loader and amount-page views on the first screen (+4.5 KiB,
   * 117.9 → 122.4) brought back to 120.3 KiB by one `shared` chunk (vite.config.ts) and two modules split
   * off (mobile-money operators, the same-URL rule): 0.3 KiB over the target, left open then.
   * 121 → 120 KiB, the target again, in session 6: the PayPal client token's call split from the PayPal
   * deposit calls (src/api/paypal-client-token.ts), so the deposit request builder and its schemas left the
   * initial chunks (119.7 KiB measured).
   * 120 → 129 KiB on 2026-11-26 (session 10), an interim ceiling again: the Node 24 majors (ky 2 +3.4 KiB,
   * Lingui 6 +0.7 KiB brotli) and session 9's first-screen additions (the crash boundary, the typed
   * configuration, the page lifecycle's record) brought it to 127.9 KiB, unnoticed as `npm test` was not
   * run whole then; 128.4 KiB measured now. The way back under the target is the bundle work of
   * docs/performance.md's open item (the frame before the means, deferred module evaluation).
   * 129 → 128 KiB on 2026-11-26 (session 12): the method modules took the card's rules out of the first
   * chunk (the shared deposit-call rules pulled them in through one URL helper): 127.4 KiB measured.
   * 128 → 134 KiB on 2026-11-28 (session 17): the server renders the amount page's first screen
   * (docs/decisions.md "The first screen on the server"), so this code no longer stands between the player
   * and the presets and tiles, only between them and the first tap (hydration); it gained the hydration
   * (the server's answers, the first screen's agreement, the snapshot hydration reads) and the wave's
   * fixes to what the player reads (the amount field's locale, the wallets' own buttons, the kept Multibanco
   * reference): 132.4 KiB measured. What counts now is the first tap, measured by `npm run bench`.
   */
  initialBrotli: 134 * KIB,
  /** Each payment method's own lazy chunks, brotli. */
  methodBrotli: 25 * KIB,
} as const;

/** Code that must never be in the initial chunks, whatever the method. */
export const FORBIDDEN_INITIAL: readonly { name: string; test: RegExp }[] = [
  { name: 'the stream client (@connectrpc)', test: /(^|\/)node_modules\/@connectrpc\// },
  { name: 'protobuf (@bufbuild)', test: /(^|\/)node_modules\/@bufbuild\// },
  // src/sync/index.ts is the light entry that imports the stream client on the first subscription.
  { name: 'the stream client (src/sync, proto/)', test: /^(src\/sync\/(stream|gen\/)|proto\/)/ },
  { name: 'the popover (@radix-ui/react-popover)', test: /(^|\/)node_modules\/@radix-ui\/react-popover\// },
  // Nothing on the first screen's path that can wait.
  { name: 'the dialogs (@radix-ui/react-dialog, lazy-dialogs.tsx)', test: /(^|\/)node_modules\/@radix-ui\/react-dialog\// },
  { name: 'the QA inspector (src/app/inspect.ts, loaded with ?inspect=1)', test: /^src\/app\/inspect\.ts$/ },
  { name: 'the early start (inlined in index.html, never bundled)', test: /^src\/boot\/early-start\.ts$/ },
  {
    name: 'the router (it joins at the first route after the amount page, App.tsx)',
    test: /(^|\/)node_modules\/@tanstack\/(react-router|router-core|history)\/|^src\/app\/router\.tsx$/,
  },
  { name: "the PayPal processor's SDK (braintree-web)", test: /(^|\/)node_modules\/(braintree-web|@braintree|framebus|@paypal)\// },
];

/** The method modules: the folders of src/methods, each named as its flow's machine (src/domain/methods.ts FLOWS). */
const METHOD_MODULES = readdirSync(fileURLToPath(new URL('../src/methods', import.meta.url)), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Shared code that only one method's flow loads, reported with that method (its module folder's name).
 * A method's own code is found by its module without a line here (methodOf).
 */
export const METHOD_CODE: readonly { method: string; test: RegExp }[] = [
  // The card data's encryption (SPEC 5), an edge of its own.
  { method: 'card', test: /^src\/crypto\// },
  // The wallets' eligibility check (the means list asks it for both wallets) rides with Google Pay.
  { method: 'google-pay', test: /^(machines\/wallet-eligibility[^/]*$|src\/app\/(google-pay-|wallet-))/ },
];

/** A module's code loaded apart on purpose and reported apart: the PayPal processor's SDK and its wrapper (docs/performance.md). */
const SEPARATE: readonly RegExp[] = [/^src\/methods\/paypal\/checkout\.ts$/];

/** Screen folders that are not a method's: the amount page and its views, shared dialogs, and the routes of every flow. */
const NON_METHOD_SCREENS = new Set(['amount', 'methods', 'shared', 'callback', 'error-technical', 'session-timeout']);

/**
 * The method whose flow code a module is, or null: a file of its module (src/methods/<flow>/) but its
 * manifests (flow.ts in the first chunk, routes.ts in the router's and PayPal's area.ts in the amount page's, by design:
 * src/app/method-modules.ts, docs/architecture.md "Method modules"), its statechart
 * (machines/<flow>.*), or shared code of METHOD_CODE. A screen folder of src/screens that is not a shared
 * one is reported as its own method (`screens:<dir>`): a method's screens belong in its module.
 */
export function methodOf(moduleId: string): string | null {
  if (SEPARATE.some((test) => test.test(moduleId))) return null;
  const own = /^src\/methods\/([^/]+)\/(?!(flow|routes|area)\.ts$)/.exec(moduleId)?.[1] ?? /^machines\/([^/.]+)\./.exec(moduleId)?.[1];
  if (own && METHOD_MODULES.includes(own)) return own;
  for (const { method, test } of METHOD_CODE) if (test.test(moduleId)) return method;
  const screen = /^src\/screens\/([^/]+)\//.exec(moduleId)?.[1];
  return screen && !NON_METHOD_SCREENS.has(screen) ? `screens:${screen}` : null;
}

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
/** Output file (e.g. assets/index-abc.js) → module ids it holds. */
export type ChunkModules = Record<string, string[]>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };
export const addSizes = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

export function measure(content: Buffer | string): Sizes {
  const buf = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }).length,
  };
}

/** The manifest keys index.html loads at once: its entry and every static import, transitively. */
export function initialKeys(manifest: Manifest, entry = 'index.html'): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entry);
  return [...seen];
}

/** The files (JS and CSS) of a set of manifest keys, deduplicated, JS first. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** Language catalogs: dynamic entries built from locales/*.po. */
export function catalogKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => /^locales\/[^/]+\.po$/.test(key));
}

export interface Analysis {
  initial: { js: string[]; css: string[]; sizes: Sizes; jsSizes: Sizes; cssSizes: Sizes };
  /** The largest catalog (brotli): one is loaded at boot, in parallel with the token exchange. */
  catalog: { file: string; sizes: Sizes } | null;
  /** Initial JS + CSS + the largest catalog: all the amount page loads before it shows (reported only). */
  criticalPath: Sizes;
  /** Every lazily loaded JS or CSS file that is not initial, with the methods it holds code of. */
  lazy: { file: string; sizes: Sizes; methods: string[] }[];
  /** Per method, its own lazy chunks (holding its flow code) and their total. */
  methods: { method: string; files: string[]; sizes: Sizes }[];
  /** Forbidden modules found in the initial chunks. */
  forbidden: { file: string; module: string; reason: string }[];
  problems: string[];
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/**
 * Checks the budgets. `sizeOf` gives the sizes of an output file (e.g. 'assets/index-abc.js'),
 * so the analysis can be tested without a build.
 */
export function analyse(manifest: Manifest, chunkModules: ChunkModules, sizeOf: (file: string) => Sizes): Analysis {
  const problems: string[] = [];
  if (!manifest['index.html']) problems.push('the manifest has no index.html entry: is dist/ a Cashier build?');
  const keys = initialKeys(manifest);
  const { js, css } = filesOf(manifest, keys);
  const jsSizes = js.map(sizeOf).reduce(addSizes, ZERO);
  const cssSizes = css.map(sizeOf).reduce(addSizes, ZERO);
  const initialSizes = addSizes(jsSizes, cssSizes);

  const catalogs = catalogKeys(manifest).map((key) => ({ file: manifest[key]!.file, sizes: sizeOf(manifest[key]!.file) }));
  const catalog = catalogs.sort((a, b) => b.sizes.brotli - a.sizes.brotli)[0] ?? null;
  const criticalPath = catalog ? addSizes(initialSizes, catalog.sizes) : initialSizes;
  if (initialSizes.brotli > BUDGETS.initialBrotli) {
    problems.push(
      `the amount page's initial JS + CSS is ${kib(initialSizes.brotli)} brotli (JS ${kib(jsSizes.brotli)}, CSS ` +
        `${kib(cssSizes.brotli)}: ${[...js, ...css].join(', ')}), over the budget of ${kib(BUDGETS.initialBrotli)}`,
    );
  }

  const initialFiles = new Set([...js, ...css]);
  const forbidden: Analysis['forbidden'] = [];
  for (const file of js) {
    const modules = chunkModules[file];
    if (!modules) {
      problems.push(`no module list for initial chunk ${file}: dist/.vite/chunk-modules.json is missing or stale`);
      continue;
    }
    for (const module of modules) {
      const rule = FORBIDDEN_INITIAL.find((r) => r.test.test(module));
      const method = methodOf(module);
      if (rule) forbidden.push({ file, module, reason: rule.name });
      else if (method) forbidden.push({ file, module, reason: `flow code of ${method}` });
    }
  }
  for (const f of forbidden) problems.push(`${f.reason} is in the initial chunk ${f.file}: ${f.module} (load it lazily)`);

  const lazyFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!initialFiles.has(file)) lazyFiles.add(file);
  }
  const lazy = [...lazyFiles].sort().map((file) => {
    const methods = [...new Set((chunkModules[file] ?? []).map(methodOf).filter((m): m is string => m !== null))];
    return { file, sizes: sizeOf(file), methods };
  });

  // A method's own files: its lazy JS chunks, and the CSS the manifest attaches to those chunks.
  const cssOfJs = new Map(Object.values(manifest).map((c) => [c.file, c.css ?? []]));
  const byMethod = new Map<string, Set<string>>();
  for (const entry of lazy) {
    for (const method of entry.methods) {
      const files = byMethod.get(method) ?? new Set<string>();
      files.add(entry.file);
      for (const file of cssOfJs.get(entry.file) ?? []) if (!initialFiles.has(file)) files.add(file);
      byMethod.set(method, files);
    }
  }
  const methods = [...byMethod]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([method, files]) => ({
      method,
      files: [...files].sort(),
      sizes: [...files].map(sizeOf).reduce(addSizes, ZERO),
    }));
  for (const m of methods) {
    if (m.sizes.brotli > BUDGETS.methodBrotli) {
      problems.push(`${m.method}'s own chunks are ${kib(m.sizes.brotli)} brotli (${m.files.join(', ')}), over the budget of ${kib(BUDGETS.methodBrotli)}`);
    }
  }

  return { initial: { js, css, sizes: initialSizes, jsSizes, cssSizes }, catalog, criticalPath, lazy, methods, forbidden, problems };
}

/** Reads dist/ (manifest, module lists, files) and analyses it. */
export function analyseDist(distDir: string): Analysis {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const modulesPath = join(distDir, '.vite', 'chunk-modules.json');
  for (const path of [manifestPath, modulesPath]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`npx vite build\` first (vite.config.ts writes it)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const modules = JSON.parse(readFileSync(modulesPath, 'utf8')) as ChunkModules;
  const cache = new Map<string, Sizes>();
  const sizeOf = (file: string) => {
    let sizes = cache.get(file);
    if (!sizes) cache.set(file, (sizes = measure(readFileSync(join(distDir, file)))));
    return sizes;
  };
  const analysis = analyse(manifest, modules, sizeOf);
  // The first screen's chunks carry V8's compile hint (scripts/compile-hints.ts).
  for (const file of analysis.initial.js) {
    if (!readFileSync(join(distDir, file), 'utf8').startsWith(COMPILE_HINT))
      analysis.problems.push(`the initial chunk ${file} does not start with V8's compile hint (scripts/compile-hints.ts)`);
  }
  return analysis;
}

export function formatReport(a: Analysis): string {
  const row = (label: string, s: Sizes) => `  ${label.padEnd(52)} ${kib(s.raw).padStart(10)} ${kib(s.gzip).padStart(10)} ${kib(s.brotli).padStart(10)}`;
  const lines = [`  ${''.padEnd(52)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`];
  lines.push(row('initial JS', a.initial.jsSizes), row('initial CSS', a.initial.cssSizes));
  lines.push(row(`initial JS + CSS (ceiling ${kib(BUDGETS.initialBrotli)}, target ${kib(INITIAL_TARGET)})`, a.initial.sizes));
  if (a.catalog) {
    lines.push(row(`largest catalog (${a.catalog.file}, not counted)`, a.catalog.sizes));
    lines.push(row('initial + catalog (reported only)', a.criticalPath));
  }
  for (const m of a.methods) lines.push(row(`${m.method} own chunks (budget ${kib(BUDGETS.methodBrotli)})`, m.sizes));
  return lines.join('\n');
}

function main(): void {
  const distDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const analysis = analyseDist(distDir);
  console.log(formatReport(analysis));
  if (analysis.problems.length > 0) {
    console.error(`\nsize check: ${analysis.problems.length} budget(s) passed (docs/performance.md):`);
    for (const p of analysis.problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log('size check: every budget holds');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
