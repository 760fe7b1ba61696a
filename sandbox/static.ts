// The production build of the app (vite build -> dist/), served at / with the SPA fallback: any GET
// that is not under /kong, /sandbox or /assets and matches no file answers dist/index.html, with a
// fresh CSP nonce in its header and in its <meta property="csp-nonce"> (security.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appCsp, newNonce, withNonce, type SecurityConfig } from './security';

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
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export const isSpaRoute = (urlPath: string): boolean =>
  !/^\/(kong|sandbox|assets)(\/|$)/.test(urlPath);

/** dist/index.html with a fresh nonce, under the app's Content-Security-Policy. */
export async function sendSpaIndex(reply: FastifyReply, distDir: string, security: SecurityConfig): Promise<FastifyReply> {
  const nonce = newNonce();
  const html = withNonce(await readFile(path.join(distDir, 'index.html'), 'utf8'), nonce);
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', appCsp(nonce, security))
    .type('text/html; charset=utf-8')
    .send(html);
}

export const NO_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Cashier sandbox</title></head>
<body style="font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;padding:0 16px">
<h1>No app build to serve</h1><p>Run <code>npm run build</code> (or use <code>npm run dev</code>, which proxies /kong and /sandbox here), then reload.</p>
<p><a href="/sandbox">Open the sandbox launcher</a></p></body></html>`;
