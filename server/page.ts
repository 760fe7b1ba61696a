// The HTML of a page as the front server answers it (docs/decisions.md "The first screen on the server"):
// the build's index.html with the first screen's markup in #root, its CSS inline, the state the browser
// starts from, and the per-answer nonce. Pure string work on the build's own page: nothing here renders.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstScreen } from '../src/server/render';
import { FIRST_SCREEN_STATE_ID, type FirstScreenState } from '../src/app/first-screen-state';
import { NONCE_PLACEHOLDER } from './security';
import { earlyTapsScript } from '../src/app/early-taps';
import type { DeployConfig } from '../src/domain/deploy-config';
import { DEPLOY_CONFIG_ELEMENT_ID } from '../src/domain/run-config';

/** Where index.html takes the deployment's configuration: before the early start, which reads it. */
export const CONFIG_MARK = '<!-- cashier:config -->';

/** The build's page, read once: its template, its stylesheets' text, its catalogs' chunks. */
export interface PageTemplate {
  html: string;
  styles: ReadonlyMap<string, string>;
  catalogs: Readonly<Record<string, string>>;
  /** The wallets' check's chunk (vite.config.ts `wallet-check`), hinted when the browser runs it next. */
  walletCheck: string | null;
}

export function readTemplate(distDir: string): PageTemplate {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const styles = new Map<string, string>();
  for (const m of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)) {
    styles.set(m[0], readFileSync(path.join(distDir, m[1]!), 'utf8'));
  }
  const catalogs: Record<string, string> = {};
  let walletCheck: string | null = null;
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    for (const [source, chunk] of Object.entries(manifest)) {
      const language = /^locales\/(\w+)\.po$/.exec(source)?.[1];
      if (language) catalogs[language] = `/${chunk.file}`;
      if (/^assets\/wallet-check-/.test(chunk.file)) walletCheck = `/${chunk.file}`;
    }
  } catch {
    // No manifest: the catalog is fetched by the app as it boots, without a preload.
  }
  return { html, styles, catalogs, walletCheck };
}

export interface PageParts {
  nonce: string;
  /** The server's first screen, null when it rendered none (no session, not the amount page, no render build). */
  firstScreen: FirstScreen | null;
  /** What the browser starts from; null: the browser boots on its own (the early start stays). */
  state: FirstScreenState | null;
  /** The launch URL's path and query without its tokens, put in the address bar at once; null when not a launch. */
  cleanUrl: string | null;
  /** The page opens dark (the snapshot's, else the is_dark option or its cookie): the skeleton too. */
  dark: boolean;
  /** Not the amount page: the skeleton keeps only its header band (src/boot/early-start.ts). */
  otherPage: boolean;
}

/** Escapes a JSON text for a <script> element: no `</script>`, no `<!--`, whatever the strings hold. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page with the deployment's configuration in place of its mark (docs/decisions.md "Configuration at run
 * time"): a JSON element, data the browser never runs (no CSP source needed), read by the early start and the
 * app (src/app/config.ts) before anything uses a value.
 */
export function withDeployConfig(html: string, config: DeployConfig): string {
  if (!html.includes(CONFIG_MARK)) throw new Error(`index.html has no ${CONFIG_MARK}: not a build of this app`);
  return html.replace(CONFIG_MARK, `<script type="application/json" id="${DEPLOY_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`);
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const EARLY_START = /<script>[\s\S]*?<\/script>/;
const SKELETON = /<div id="boot-skeleton"[\s\S]*?<\/main>\s*<\/div><\/div>/;

export function pageHtml(template: PageTemplate, parts: PageParts): string {
  let html = template.html;
  const classes = [parts.dark ? 'boot-dark' : '', parts.otherPage ? 'boot-other' : ''].filter(Boolean);
  const language = parts.firstScreen?.language;
  html = html.replace('<html lang="en">', `<html lang="${language ?? 'en'}"${classes.length ? ` class="${classes.join(' ')}"` : ''}>`);
  if (parts.state) {
    // The server handled the session: the early start (which exchanges the launch tokens) has nothing to do.
    // The tokens leave the address bar before anything else runs (DESIGN 7).
    html = html.replace(
      EARLY_START,
      parts.cleanUrl === null ? '' : `<script>history.replaceState(history.state,'',${JSON.stringify(parts.cleanUrl).replace(/</g, '\\u003c')})</script>`,
    );
  }
  // The first screen's CSS in the page: it paints with the HTML, no stylesheet round trip.
  for (const [link, css] of template.styles) html = html.replace(link, `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>`);
  // What the browser fetches next, asked for with the HTML rather than once the bundle runs. The wallets'
  // check and script at low priority: they share the link with the app's code, which comes first (the page
  // answers taps once it has run; the check needs it anyway).
  const catalog = language ? template.catalogs[language] : undefined;
  const hints = parts.firstScreen?.hints;
  const links = [
    catalog ? `<link rel="modulepreload" crossorigin href="${catalog}">` : '',
    hints?.walletCheck && template.walletCheck ? `<link rel="modulepreload" crossorigin fetchpriority="low" href="${template.walletCheck}">` : '',
    hints?.googlePayScript ? `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(hints.googlePayScript)}">` : '',
  ].filter(Boolean);
  if (links.length) html = html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
  if (parts.firstScreen?.markup) {
    // A tap before the app runs (a preset, a tile, Pay) is kept and replayed once it has (src/app/early-taps.ts).
    html = html.replace('</head>', `<script>${earlyTapsScript()}</script>\n  </head>`);
    html = html.replace(SKELETON, '').replace('<div id="root"></div>', `<div id="root">${parts.firstScreen.markup}</div>`);
  }
  if (parts.state) {
    html = html.replace(
      '<div id="root">',
      `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptJson(parts.state)}</script>\n    <div id="root">`,
    );
  }
  return html.split(NONCE_PLACEHOLDER).join(parts.nonce);
}
