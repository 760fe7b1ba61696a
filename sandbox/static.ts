// The production build of the app (vite build -> dist/), served at / with the SPA fallback: any GET
// that is not under /kong, /sandbox or /assets and matches no file answers dist/index.html, with a
// fresh CSP nonce in its header and in its <meta property="csp-nonce"> (security.ts). Served as production
// should be (docs/deployment.md): the build's precompressed .br/.gz copies (scripts/precompress.ts) by
// Accept-Encoding, hashed assets immutable, index.html no-cache and compressed per answer (its nonce
// changes every time).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appCsp, inlineScriptHashes, newNonce, reportingEndpoints, withNonce, type SecurityConfig } from './security';

export const DEFAULT_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The dist dir to serve: the given one (or the repo's dist/ by default) when it holds an index.html. */
export function resolveDistDir(distDir: string | null | undefined): string | null {
  if (distDir === null) return null;
  const dir = path.resolve(distDir ?? DEFAULT_DIST_DIR);
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

export async function registerApp(app: FastifyInstance, distDir: string, security: SecurityConfig): Promise<void> {
  app.get('/', (_request, reply) => sendSpaIndex(reply, distDir, security));
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // index.html is never sent as a file: it needs its nonce (sendSpaIndex, via the not-found handler).
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    // dist/x.js.br or .gz when the browser accepts it and the build wrote it, else dist/x.js.
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

export const isSpaRoute = (urlPath: string): boolean =>
  !/^\/(kong|sandbox|assets)(\/|$)/.test(urlPath);

/** The encoding to answer with, from an Accept-Encoding header: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** dist/index.html with a fresh nonce, under the app's Content-Security-Policy, compressed if accepted. */
export async function sendSpaIndex(reply: FastifyReply, distDir: string, security: SecurityConfig): Promise<FastifyReply> {
  const nonce = newNonce();
  const html = withNonce(await readFile(path.join(distDir, 'index.html'), 'utf8'), nonce);
  reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('Content-Security-Policy', appCsp(nonce, security, inlineScriptHashes(html)))
    .type('text/html; charset=utf-8');
  const endpoints = reportingEndpoints(security);
  if (endpoints) reply.header('Reporting-Endpoints', endpoints);
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  if (encoding === null) return reply.send(html);
  // A few KiB: brotli at quality 5 costs well under a millisecond and is within a few % of 11.
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipSync(html, { level: 6 });
  return reply.header('Content-Encoding', encoding).send(body);
}

export const NO_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Cashier sandbox</title></head>
<body style="font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;padding:0 16px">
<h1>No app build to serve</h1><p>Run <code>npm run build</code> (or use <code>npm run dev</code>, which proxies /kong and /sandbox here), then reload.</p>
<p><a href="/sandbox">Open the sandbox launcher</a></p></body></html>`;
