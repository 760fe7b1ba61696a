// The production build of the app's files (vite build -> dist/), served as production should be
// (docs/deployment.md): the build's precompressed .br/.gz copies (scripts/precompress.ts) by
// Accept-Encoding, hashed assets immutable, the build's module map (.vite/) and source maps never. A page (any GET that
// is not under /kong, /sandbox or /assets and matches no file) is the front server's answer (front.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const DEFAULT_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The dist dir to serve: the given one (or the repo's dist/ by default) when it holds an index.html. */
export function resolveDistDir(distDir: string | null | undefined): string | null {
  if (distDir === null) return null;
  const dir = path.resolve(distDir ?? DEFAULT_DIST_DIR);
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

/** The build's files: hashed assets cached for good, precompressed copies by Accept-Encoding; never index.html (front.ts answers pages). */
export async function registerApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // index.html is never sent as a file: a page is the front server's answer (front.ts).
    index: false,
    // Nor the build's module map (.vite/), nor a source map left in the build (scripts/source-maps.ts moves them out).
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/') && !pathName.endsWith('.map'),
    cacheControl: false,
    // dist/x.js.br or .gz when the browser accepts it and the build wrote it, else dist/x.js.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('Vary', 'Accept-Encoding');
    },
  });
}

export const isSpaRoute = (urlPath: string): boolean => !/^\/(kong|sandbox|assets)(\/|$)/.test(urlPath);

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

export const NO_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Cashier sandbox</title></head>
<body style="font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;padding:0 16px">
<h1>No app build to serve</h1><p>Run <code>npm run build</code> (or use <code>npm run dev</code>, which proxies /kong and /sandbox here), then reload.</p>
<p><a href="/sandbox">Open the sandbox launcher</a></p></body></html>`;
