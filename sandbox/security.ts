// The response headers production must send, sent by the sandbox the same way (docs/decisions.md "Tokens and headers";
// docs/deployment.md explains each one): a Content-Security-Policy with a fresh nonce per HTML answer
// and no 'unsafe-inline', frame-ancestors limited to the operator's origins, no Referer, nosniff, HSTS,
// and no caching of /kong answers.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pathOf } from './wire';

export interface SecurityConfig {
  /** Origins allowed to frame the app (webviews, launchers), besides the app's own. */
  frameAncestors: readonly string[];
  /** Origins the app calls besides its own: API (VITE_API_BASE), stream (VITE_SYNC_BASE), acquirers. */
  connectSrc: readonly string[];
  /** Origins of the 3DS pages the app frames and posts forms to (ACS, 3DS method), besides its own. */
  threeDsSrc: readonly string[];
}

/** The placeholder of index.html's `<meta property="csp-nonce">`, replaced per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export const HSTS = 'max-age=63072000; includeSubDomains';

const list = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * The configuration from the environment: CASHIER_FRAME_ANCESTORS, CASHIER_CONNECT_SRC and
 * CASHIER_3DS_SRC, each a space- or comma-separated list of origins (`https://www.brand.example`).
 */
export function securityConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SecurityConfig {
  return {
    frameAncestors: list(env.CASHIER_FRAME_ANCESTORS),
    connectSrc: list(env.CASHIER_CONNECT_SRC),
    threeDsSrc: list(env.CASHIER_3DS_SRC),
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
    if (/\ssrc\s*=/i.test(m[1] ?? '') || !m[2]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The PayPal checkout's processor: braintree-web calls its client API and sends its analytics
 * to PayPal. (In production PayPal's SDK script and frames come from https://www.paypal.com too:
 * docs/deployment.md; the sandbox serves its stand-in from its own origin.)
 */
export const PAYPAL_CONNECT_SRC = ['https://api.braintreegateway.com', 'https://api.sandbox.braintreegateway.com', 'https://www.paypal.com'] as const;

/** The Content-Security-Policy of the app's HTML answer for this nonce (and the page's inline script hashes). */
export function appCsp(nonce: string, config: SecurityConfig, scriptHashes: readonly string[] = []): string {
  return [
    directive('default-src', ["'self'"]),
    // The bundle is files of this origin; the one inline script (the early start) is allowed by its
    // hash, never by 'unsafe-inline' or a nonce.
    directive('script-src', ["'self'", ...scriptHashes]),
    // Vanilla-extract emits CSS files; the one injected <style> (Radix's scroll lock) carries the nonce.
    // React `style` props are set through the CSSOM, which CSP does not govern.
    directive('style-src', ["'self'", `'nonce-${nonce}'`]),
    directive('img-src', ["'self'", 'data:']),
    directive('font-src', ["'self'"]),
    directive('connect-src', ["'self'", ...PAYPAL_CONNECT_SRC, ...config.connectSrc]),
    directive('frame-src', ["'self'", ...config.threeDsSrc]),
    directive('form-action', ["'self'", ...config.threeDsSrc]),
    directive('frame-ancestors', ["'self'", ...config.frameAncestors]),
    directive('base-uri', ["'none'"]),
    directive('object-src', ["'none'"]),
    directive('worker-src', ["'none'"]),
    directive('manifest-src', ["'self'"]),
  ].join('; ');
}

/** index.html with the nonce in place of every placeholder. */
export const withNonce = (html: string, nonce: string): string => html.split(NONCE_PLACEHOLDER).join(nonce);

/**
 * Headers on every answer: no Referer (the launch URL carries tokens), nosniff, HSTS (ignored by
 * browsers over plain http, as the sandbox is served), and `Cache-Control: no-store` on /kong answers:
 * they hold tokens and personal data that no shared or browser cache may keep.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Strict-Transport-Security', HSTS);
    if (pathOf(request.url).startsWith('/kong/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
