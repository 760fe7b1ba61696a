// The response headers production must send, sent by the sandbox the same way (docs/decisions.md "Tokens and headers";
// docs/deployment.md explains each one): a Content-Security-Policy with a fresh nonce per HTML answer
// and no 'unsafe-inline', frame-ancestors limited to the operator's origins, no Referer, nosniff, HSTS,
// and no caching of /kong answers.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
/** A request URL's path, without its query. */
const pathOf = (url: string): string => url.split('?')[0] ?? url;

export interface SecurityConfig {
  /** Origins allowed to frame the app (webviews, launchers), besides the app's own. */
  frameAncestors: readonly string[];
  /** Origins the app calls besides its own: API (CASHIER_API_BASE), stream (CASHIER_SYNC_BASE), acquirers. */
  connectSrc: readonly string[];
  /** Origins of the 3DS pages the app frames and posts forms to (ACS, 3DS method), besides its own. */
  threeDsSrc: readonly string[];
  /** Scripts of other origins (the configuration's Google Pay and PayPal scripts: server/deploy-config.ts cspSourcesOf). */
  scriptSrc?: readonly string[];
  /** Frames of other origins besides 3DS (Google Pay's and PayPal's). */
  frameSrc?: readonly string[];
  /** Where browsers send CSP violation reports (report-to and report-uri); null: no reporting. */
  cspReportUri?: string | null;
}

/** The sandbox's own CSP report collector (sandbox/csp-reports.ts), the sandbox's default report URI. */
export const CSP_REPORTS_PATH = '/sandbox/csp/reports';
/** The production front server's own collector (server/csp-log.ts), its default report URI. */
export const FRONT_CSP_REPORTS_PATH = '/csp/reports';
/** The Reporting API endpoint name the CSP's report-to names (Reporting-Endpoints header). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** The placeholder of index.html's `<meta property="csp-nonce">`, replaced per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export const HSTS = 'max-age=63072000; includeSubDomains';

const list = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * The configuration from the environment: CASHIER_FRAME_ANCESTORS, CASHIER_CONNECT_SRC and
 * CASHIER_3DS_SRC, each a space- or comma-separated list of origins (`https://www.brand.example`), and
 * CASHIER_CSP_REPORT_URI, where violation reports go (default: the server's own collector, the sandbox's
 * unless told).
 */
export function securityConfigFromEnv(env: NodeJS.ProcessEnv = process.env, defaultReportUri: string = CSP_REPORTS_PATH): SecurityConfig {
  return {
    frameAncestors: list(env.CASHIER_FRAME_ANCESTORS),
    connectSrc: list(env.CASHIER_CONNECT_SRC),
    threeDsSrc: list(env.CASHIER_3DS_SRC),
    cspReportUri: env.CASHIER_CSP_REPORT_URI?.trim() || defaultReportUri,
  };
}

/** A fresh nonce: 128 random bits, base64 (CSP3 asks for at least 128 bits, never reused). */
export const newNonce = (): string => randomBytes(16).toString('base64');

const directive = (name: string, sources: readonly string[]): string => `${name} ${sources.join(' ')}`;

/**
 * The sha256 CSP sources of the inline scripts of an HTML page (`<script>` without src): the build's
 * early start (src/boot/early-start.ts), which the HTML parser runs before the bundle. The build also
 * writes its hash to dist/.vite/csp.json for a front server that does not read the page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    // Data elements (the page's configuration and first-screen state, type="application/json") never run.
    if (/\ssrc\s*=/i.test(m[1] ?? '') || /\stype\s*=\s*"application\/json"/i.test(m[1] ?? '') || !m[2]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The PayPal checkout's processor in production: braintree-web calls its client API and sends its analytics
 * to PayPal. (PayPal's SDK script and frames come from https://www.paypal.com too: docs/deployment.md.)
 * Braintree's sandbox host is not here: the sandbox adds it to its own connect-src (sandbox/server.ts), a
 * staging deployment against Braintree's sandbox lists it in CASHIER_CONNECT_SRC.
 */
export const PAYPAL_CONNECT_SRC = ['https://api.braintreegateway.com', 'https://www.paypal.com'] as const;

/**
 * Permissions-Policy of every answer (docs/deployment.md "On every answer"): the Payment Request API (Google
 * Pay, Apple Pay in browsers that route it there) for the app's own origin only, and none of the powerful
 * features the app never uses, for it or for any frame it opens (3DS pages, PayPal). A site that frames
 * Cashier must also delegate payment to the frame: `<iframe allow="payment">`.
 */
export const PERMISSIONS_POLICY = 'payment=(self), camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), display-capture=()';

/** The Content-Security-Policy of the app's HTML answer for this nonce (and the page's inline script hashes). */
export function appCsp(nonce: string, config: SecurityConfig, scriptHashes: readonly string[] = []): string {
  return [
    directive('default-src', ["'self'"]),
    // The bundle is files of this origin; the one inline script (the early start) is allowed by its
    // hash, never by 'unsafe-inline' or a nonce.
    directive('script-src', ["'self'", ...scriptHashes, ...(config.scriptSrc ?? [])]),
    // Vanilla-extract emits CSS files; the one injected <style> (Radix's scroll lock) carries the nonce.
    // React `style` props are set through the CSSOM, which CSP does not govern.
    directive('style-src', ["'self'", `'nonce-${nonce}'`]),
    directive('img-src', ["'self'", 'data:']),
    directive('font-src', ["'self'"]),
    directive('connect-src', ["'self'", ...PAYPAL_CONNECT_SRC, ...config.connectSrc]),
    directive('frame-src', ["'self'", ...(config.frameSrc ?? []), ...config.threeDsSrc]),
    directive('form-action', ["'self'", ...config.threeDsSrc]),
    directive('frame-ancestors', ["'self'", ...config.frameAncestors]),
    directive('base-uri', ["'none'"]),
    directive('object-src', ["'none'"]),
    directive('worker-src', ["'none'"]),
    directive('manifest-src', ["'self'"]),
    // Violation reports: report-to for the Reporting API (its endpoint in the Reporting-Endpoints
    // header), report-uri for browsers without it (ignored by those that have it).
    ...(config.cspReportUri ? [directive('report-to', [CSP_REPORT_GROUP]), directive('report-uri', [config.cspReportUri])] : []),
  ].join('; ');
}

/** The Reporting-Endpoints header naming the CSP's report-to endpoint; null without reporting. */
export function reportingEndpoints(config: SecurityConfig): string | null {
  return config.cspReportUri ? `${CSP_REPORT_GROUP}="${config.cspReportUri}"` : null;
}

/** index.html with the nonce in place of every placeholder. */
export const withNonce = (html: string, nonce: string): string => html.split(NONCE_PLACEHOLDER).join(nonce);

/**
 * Headers on every answer: no Referer (the launch URL carries tokens), nosniff, HSTS (ignored by
 * browsers over plain http, as the sandbox is served), the Permissions-Policy, and `Cache-Control: no-store` on /kong answers:
 * they hold tokens and personal data that no shared or browser cache may keep. Set on the raw answer
 * as the request arrives, so the answers that skip Fastify's reply (the realtime stream served by
 * connect-fastify, the server-sent events of hijacked replies) carry them too; headers a route sets
 * itself take precedence, as Node merges them.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = reply.raw;
    raw.setHeader('Referrer-Policy', 'no-referrer');
    raw.setHeader('X-Content-Type-Options', 'nosniff');
    raw.setHeader('Strict-Transport-Security', HSTS);
    raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (pathOf(request.url).startsWith('/kong/')) raw.setHeader('Cache-Control', 'no-store');
  });
}
