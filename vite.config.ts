import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { loadEnv, type Plugin } from 'vite';
import { compileHints } from './scripts/compile-hints';
import { precompress } from './scripts/precompress';
import { hiddenSourceMaps } from './scripts/source-maps';
import { earlyStart } from './scripts/early-start-plugin';
import { sandboxDeployConfigFromEnv } from './server/deploy-config';
import { withDeployConfig } from './server/page';
import { FLOW_KINDS, FLOWS } from './src/domain/methods';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Records which source modules went into each output chunk (`.vite/chunk-modules.json` next to Vite's
 * manifest): scripts/size-check.ts reads both to hold the budgets of docs/performance.md.
 * Ids are relative to the repo; a package's module is `node_modules/<package>/<path>`.
 */
function chunkModules(): Plugin {
  const root = new URL('.', import.meta.url).pathname;
  const short = (id: string) => {
    const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
    const nm = clean.lastIndexOf('/node_modules/');
    if (nm >= 0) return clean.slice(nm + 1);
    return clean.startsWith(root) ? clean.slice(root.length) : clean;
  };
  return {
    name: 'cashier:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunks[chunk.fileName] = Object.keys(chunk.modules).map(short).sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

/** Modules of the first screen that lazy chunks import too (see build.rolldownOptions). */
const SHARED_AT_START =
  /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|@lingui[\\/](core|react)|ky|zod|use-sync-external-store)[\\/]|[\\/]src[\\/](ui[\\/]cx|domain[\\/](side-effects|redirects|methods|errors|payment-means|deposit-call|failures)|ui[\\/]logos[\\/]PaymentLogo)\.|[\\/]machines[\\/]side-effects\./;

// The wallets' check (SPEC 4, before display for a first depositor): the early start preloads it when a wallet
// is named; one file rather than four, so it does not queue behind the first calls on HTTP/1.1.
// Its dependencies stay where they are (recursively they would pull the first screen's modules in).
const WALLET_CHECK =
  /[\\/]src[\\/](app[\\/](wallet-eligibility-actors|wallet-bridge|wallet-config|google-pay-client)|domain[\\/]wallets|crypto[\\/]acquirers)\.|[\\/]machines[\\/]wallet-eligibility\.machine\./;

/**
 * A flow's side effects (src/methods/<folder>/actors.ts) keep their chunk's name of before the method modules,
 * the flow's name (card-actors, mobile-money-actors, direct-actors, ...): the browser model run fails a flow's
 * load by aborting its chunk by that name (test/e2e/model-run/realise.ts).
 */
function chunkFileName(chunk: { name: string; facadeModuleId: string | null }): string {
  const folder = /[\\/]src[\\/]methods[\\/]([^\\/]+)[\\/]actors\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
  const kind = FLOW_KINDS.find((k) => FLOWS[k].machine === folder);
  return kind ? `assets/${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-actors-[hash].js` : 'assets/[name]-[hash].js';
}

/** The browser build's own steps: the module map of the size check, the early start, the compile hints, the compressed copies. */
function browserBuild(version: string): Plugin[] {
  return [
    chunkModules(),
    // The early start inlined in index.html (src/boot/early-start.ts); it reads the bases from the page.
    earlyStart({ appVersion: version }),
    // V8 compiles the first screen's chunks while they stream in (scripts/compile-hints.ts).
    compileHints(),
    // The source maps out of dist/ (scripts/source-maps.ts), before the copies are compressed.
    hiddenSourceMaps(),
    precompress(),
  ];
}

const DEPOSIT_CALL =
  /[\\/]src[\\/](api[\\/](deposit-call|deposit-schemas|direct-deposits)|domain[\\/](deposit-request|deposit-outcome)|methods[\\/]direct-deposit[\\/]rules)\./;

/**
 * The dev server's pages carry the sandbox's configuration, as the sandbox's front server puts it in its pages
 * (server/page.ts): the app reads it from the page (docs/decisions.md "Configuration at run time").
 */
function devDeployConfig(mode: string): Plugin {
  return {
    name: 'cashier:dev-deploy-config',
    apply: 'serve',
    transformIndexHtml: (html) => withDeployConfig(html, sandboxDeployConfigFromEnv(loadEnv(mode, process.cwd(), 'CASHIER_'))),
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // The build holds no configuration (docs/decisions.md "Configuration at run time"): the front server reads
  // it from its environment at start and puts it in each page; one build serves every environment.
  return {
    plugins: [
      react(),
      // Lingui's macros by the plugin's own transform: plugin-react 6 runs no Babel (docs/decisions.md
      // "Node 24 and the packages' majors").
      lingui({ macroTransform: true }),
      vanillaExtractPlugin(),
      // The server's render of the first screen (`vite build --ssr src/server/render.tsx`, into dist-ssr/):
      // one module for Node, none of the browser build's own steps.
      ...(isSsrBuild ? [] : [browserBuild(version)]),
      devDeployConfig(mode),
    ],

    define: { __APP_VERSION__: JSON.stringify(version) },
    // manifest: dist/.vite/manifest.json says which chunks index.html loads (the size check's "initial").
    build: {
      target: 'es2022',
      // Hidden maps of the browser build for the operator's error tool, moved out of dist/ (scripts/source-maps.ts;
      // docs/decisions.md "Production errors"); the server's render needs none.
      sourcemap: isSsrBuild ? false : 'hidden',
      manifest: !isSsrBuild,
      // The amount page's modules that lazy chunks share too (React, Lingui, XState, the small domain modules)
      // would otherwise each be a chunk of their own: eight files on the first screen's path, each compressed
      // apart (+3.6 KiB brotli and more requests on HTTP/1.1). One `shared` chunk holds them.
      // The deposit call's modules every flow shares (the request body, the answer's schemas, its outcome) are
      // one chunk too, so entering a flow fetches few files: on HTTP/1.1's six connections, nine cost a second
      // round trip before the deposit request (the bench's "Pay click → deposit request").
      // `vite build --ssr`: the server's render of the first screen, one module in dist-ssr/ (server/front.ts).
      ...(isSsrBuild ? { outDir: 'dist-ssr' } : {}),
      rolldownOptions: isSsrBuild
        ? { input: 'src/server/render.tsx', output: { codeSplitting: false } }
        : {
            output: {
              chunkFileNames: chunkFileName,
              codeSplitting: {
                groups: [
                  { name: 'shared', test: SHARED_AT_START },
                  { name: 'deposit', test: DEPOSIT_CALL },
                  { name: 'wallet-check', test: WALLET_CHECK, includeDependenciesRecursively: false },
                ],
              },
            },
          },
    },
    server: { proxy: { '/kong': 'http://localhost:8080', '/sandbox': 'http://localhost:8080' } },
    test: {
      include: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'machines/**/*.test.ts',
        'test/model/**/*.test.ts',
        'test/lifecycle/**/*.test.ts',
        'sandbox/**/*.test.ts',
        'server/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      environment: 'node',
      // A test's budget catches a hang, never a timing (timings come from `npm run bench`): the suite runs on
      // loaded machines, where a server built or a chart laid out took over the 5 s default.
      testTimeout: 30_000,
      // The sandbox's configuration, as the sandbox's front server gives its pages (src/domain/run-config.ts).
      setupFiles: ['test/sandbox-config.ts'],
      // Worker threads without a fresh module graph per file: 128 → 76 s on two cores, every test passing with
      // the files in shuffled orders (docs/decisions.md "Unit tests in shared workers"). No test mocks a module.
      pool: 'threads',
      isolate: false,
    },
  };
});
