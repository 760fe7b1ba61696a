// `cashier:early-start`: inlines src/boot/early-start.ts into index.html, in place of
// the `<!-- cashier:early-start -->` comment (before any stylesheet, which would hold an inline script
// back), with the build's part of its configuration: the first calls (src/boot/early-plan.ts) and each
// language's catalog chunk. The deployment's values (the API base, the Google Pay script) are the page's, put
// there by the front server (docs/decisions.md "Configuration at run time"): the script's hash is the build's. The script is allowed by its hash in the CSP's script-src, never by
// 'unsafe-inline' (docs/deployment.md, docs/decisions.md): the sandbox hashes the inline scripts of the
// index.html it serves (server/security.ts, inlineScriptHashes); the build also writes the hash to
// dist/.vite/csp.json for a front server that does not read the page.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';
import { earlyCalls, WALLET_WATCH } from '../src/boot/early-plan';
import { LEGISLATIONS } from '../src/domain/context';
import { footerLogos } from '../src/domain/legislation';
import type { EarlyBuild } from '../src/boot/early-start';
import { DEPLOY_CONFIG_ELEMENT_ID } from '../src/domain/run-config';

export const EARLY_START_MARK = '<!-- cashier:early-start -->';

/** The sha256 CSP source of a script's text, as a browser computes it ('sha256-<base64>'). */
export const cspHash = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export async function earlyStartScript(config: EarlyBuild): Promise<string> {
  const source = readFileSync(new URL('../src/boot/early-start.ts', import.meta.url), 'utf8');
  const { code } = await transformWithOxc(source, 'early-start.ts', { lang: 'ts', target: 'es2020' });
  const body = code.replace(/^export /gm, '');
  const wrapped = `(function(){${body}\nearlyStartFromPage(window,${JSON.stringify(config)});})();`;
  const min = await minify('early-start.js', wrapped, { compress: true, mangle: true });
  return min.code.trim();
}

/** A message's translation in one catalog (locales/<language>.po). */
function translation(po: string, msgid: string): string | null {
  const at = po.indexOf(`msgid ${JSON.stringify(msgid)}\nmsgstr "`);
  if (at < 0) return null;
  const line = po.slice(at).split('\n')[1] ?? '';
  const text = JSON.parse(line.slice('msgstr '.length)) as string;
  return text || null;
}

/** The skeleton's header ("Deposit", as the amount page's header) and page title in every language. */
export function skeletonTitles(localesDir = new URL('../locales/', import.meta.url)): EarlyBuild['titles'] {
  const titles: Record<string, { header: string; page: string }> = {};
  for (const language of ['en', 'fr', 'pl', 'pt']) {
    const po = readFileSync(new URL(`${language}.po`, localesDir), 'utf8');
    const header = translation(po, 'Deposit');
    const page = translation(po, 'How much do you want to deposit?');
    if (!header || !page) throw new Error(`locales/${language}.po: the skeleton's titles are not translated`);
    titles[language] = { header, page };
  }
  return titles;
}

/** The chunk of `entry` (a source path's end) and the chunks it imports that the page has not loaded already. */
type Bundle = Record<string, { type: string; fileName: string; facadeModuleId?: string | null; moduleIds?: string[]; imports?: string[]; isEntry?: boolean }>;
export function lazyChunkWithImports(bundle: Bundle, entry: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set<string>();
  const walk = (file: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(file) || skip.has(file)) return;
    into.add(file);
    for (const i of byFile.get(file)?.imports ?? []) walk(i, into, skip);
  };
  for (const c of chunks) if (c.isEntry) walk(c.fileName, initial, new Set());
  // A chunk of a Rolldown group (vite.config.ts) has no facade: found by the modules it holds.
  const root = chunks.find((c) => c.facadeModuleId?.endsWith(entry)) ?? chunks.find((c) => c.moduleIds?.some((id) => id.endsWith(entry)));
  if (!root) throw new Error(`the build has no chunk for ${entry}`);
  const lazy = new Set<string>();
  walk(root.fileName, lazy, initial);
  return [...lazy];
}

export function earlyStart(options: { appVersion: string }): Plugin {
  let base = '/';
  let outDir = 'dist';
  let hash: string | null = null;
  return {
    name: 'cashier:early-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!html.includes(EARLY_START_MARK)) throw new Error(`index.html has no ${EARLY_START_MARK}`);
        const catalogs: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          const language = chunk.type === 'chunk' ? /\/locales\/([a-z]{2})\.po$/.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
          if (language) catalogs[language] = `${base}${chunk.fileName}`;
        }
        const script = await earlyStartScript({
          configElement: DEPLOY_CONFIG_ELEMENT_ID,
          calls: earlyCalls(options.appVersion),
          catalogs,
          defaultLanguage: 'en',
          skipCallsOn: ['/callback'],
          titles: skeletonTitles(),
          wallets: {
            watch: WALLET_WATCH,
            chunks: lazyChunkWithImports(ctx.bundle as unknown as Bundle, '/src/app/wallet-eligibility-actors.ts').map((f) => `${base}${f}`),
            markets: { applePay: marketsShowing('applepay'), googlePay: marketsShowing('googlepay') },
          },
        });
        hash = cspHash(script);
        return html.replace(EARLY_START_MARK, `<script>${script}</script>`);
      },
    },
    closeBundle() {
      if (!hash) return;
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      // The early start's hash only: the configuration's origins are the front server's (server/deploy-config.ts).
      const csp = { 'script-src': [hash] };
      writeFileSync(join(outDir, '.vite', 'csp.json'), `${JSON.stringify(csp, null, 1)}\n`);
    },
  };
}

/** The markets whose footer shows this wallet's logo (SPEC 2): where the early start expects it offered. */
export function marketsShowing(logo: 'applepay' | 'googlepay'): string[] {
  return LEGISLATIONS.filter((legislation) => footerLogos(legislation).includes(logo));
}
