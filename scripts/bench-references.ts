// The bench's reference pages: Adyen Web's card-only drop-in, pinned in package.json, and React
// alone, built from scripts/bench-pages/ with Vite defaults (tree-shaken, minified, CSS included) and
// measured on the same profile as Cashier, in the same rounds.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { build } from 'vite';
import { clsOf, openThrottledPage, readMetrics, tbtOf } from './bench-probe';
import { measure, type Sizes } from './size-check';

const PAGES = resolve(fileURLToPath(new URL('.', import.meta.url)), 'bench-pages');
const adyenVersion = (JSON.parse(readFileSync(resolve(PAGES, '../../node_modules/@adyen/adyen-web/package.json'), 'utf8')) as { version: string }).version;

export const REFERENCES = [
  { id: 'adyen', label: `Adyen Web ${adyenVersion} card-only page (no API call)` },
  { id: 'react-only', label: 'React alone (a heading and an input)' },
] as const;
export type ReferenceId = (typeof REFERENCES)[number]['id'];

export interface ReferenceResult {
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  tbtMs: number;
  bytes: number;
}

export async function buildReference(id: ReferenceId, outDir: string): Promise<Sizes> {
  await build({ root: join(PAGES, id), configFile: false, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  // One entry and its CSS: everything the page loads at start, each file compressed on its own.
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|css)$/.test(name)) {
        const s = measure(readFileSync(path));
        total.raw += s.raw;
        total.gzip += s.gzip;
        total.brotli += s.brotli;
      }
    }
  };
  walk(outDir);
  return total;
}

/**
 * One cold load of a reference page. It has no "presets and tiles": it is done when its largest paint is
 * settled (load, then two quiet seconds); TBT runs from FCP to LCP, as Cashier's runs from FCP to ready.
 */
export async function referenceRun(browser: Browser, url: string): Promise<ReferenceResult> {
  const { context, page, requests } = await openThrottledPage(browser);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(2000);
  const b = await readMetrics(page);
  await context.close();
  const lcp = b.lcp.at(-1) ?? { t: Number.NaN, el: '' };
  return {
    fcpMs: b.fcp,
    lcpMs: lcp.t,
    lcpElement: lcp.el,
    cls: clsOf(b.shifts),
    tbtMs: tbtOf(b.longtasks, b.fcp, lcp.t),
    bytes: [...requests.values()].reduce((t, r) => t + (r.encoded ?? 0), 0),
  };
}
