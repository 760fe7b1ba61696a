// The bench's servers: the production build, the sandbox, and a small static front server that
// serves a build brotli-compressed, over HTTP/2 as production does (docs/deployment.md) or HTTP/1.1, with
// the sandbox proxied on the same origin.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type Http2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { sandboxDeployConfig } from '../server/deploy-config';
import { CONFIG_MARK, withDeployConfig } from '../server/page';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
}

export function build(outDir: string): void {
  console.log(`bench: production build into ${outDir}`);
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn']);
}

/** The server's render of the first screen (`vite build --ssr`), for the sandbox's front server. */
export function buildSsr(outDir: string): void {
  console.log(`bench: the server's render into ${outDir}`);
  run('npx', ['vite', 'build', '--ssr', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** What the sandbox's front server renders from, and the latency of its calls to the API (sandbox/main.ts). */
export interface SandboxBuild {
  distDir: string;
  ssrDir: string;
  apiLatencyMs: number;
}

export function startSandbox(port: number, served?: SandboxBuild): ChildProcess {
  console.log(`bench: sandbox on port ${port}`);
  const knobs = served ? { SANDBOX_DIST_DIR: served.distDir, SANDBOX_SSR_DIR: served.ssrDir, SANDBOX_API_LATENCY_MS: String(served.apiLatencyMs) } : {};
  const child = spawn('npx', ['tsx', 'sandbox/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...knobs },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

/** Stops the sandbox started by startSandbox (its whole process group). */
export function stopSandbox(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export interface Tls {
  key: Buffer;
  cert: Buffer;
}

/**
 * A throwaway self-signed certificate for localhost (openssl): browsers speak HTTP/2 over TLS only. The
 * bench's browser contexts accept it (`ignoreHTTPSErrors`); nothing else ever sees it.
 */
export function localhostCertificate(): Tls {
  const dir = mkdtempSync(join(tmpdir(), 'cashier-bench-tls-'));
  try {
    const r = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (r.error || r.status !== 0)
      throw new Error(`openssl could not make the bench's localhost certificate (HTTP/2 needs TLS): ${r.error?.message ?? r.stderr}`);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Hop-by-hop headers: not forwarded, and not allowed at all in an HTTP/2 response.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings']);
const forwardable = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

type Req = IncomingMessage | Http2ServerRequest;
type Res = ServerResponse | Http2ServerResponse;
/** writeHead of either response (@types/node 24 types the two overloads apart; both take status and headers). */
const writeHead = (res: Res, status: number, headers?: Record<string, string | string[] | number | undefined>) =>
  (res as ServerResponse).writeHead(status, headers);

/**
 * Serves the build brotli-compressed (precompressed at quality 11) and proxies the rest to the sandbox.
 * With `tls`, HTTP/2 (and HTTP/1.1 for clients that ask for it); without, HTTP/1.1 in clear. With
 * `pagesFromSandbox`, only the hashed assets are served here (a CDN's part): the pages and the session's
 * calls are the sandbox's front server's (server/front.ts), as in production behind a reverse proxy.
 */
export function startFront(distDir: string, port: number, sandboxPort: number, tls?: Tls, pagesFromSandbox = false): Promise<() => Promise<void>> {
  const files = new Map<string, { body: Buffer; br: Buffer; type: string }>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === '.vite' || name.endsWith('.map')) continue;
      if (statSync(path).isDirectory()) walk(path);
      else {
        let body = readFileSync(path);
        // The app's page served here without the front server (the profiles): the sandbox's configuration in
        // it, as the sandbox's front server puts it (docs/decisions.md "Configuration at run time").
        if (name === 'index.html' && body.includes(CONFIG_MARK)) body = Buffer.from(withDeployConfig(body.toString('utf8'), sandboxDeployConfig()));
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        files.set(`/${relative(distDir, path)}`, { body, br, type: TYPES[extname(path)] ?? 'application/octet-stream' });
      }
    }
  };
  walk(distDir);
  const send = (req: Req, res: Res, file: { body: Buffer; br: Buffer; type: string }, cache: string) => {
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    writeHead(res, 200, {
      'Content-Type': file.type,
      'Cache-Control': cache,
      Vary: 'Accept-Encoding',
      ...(br ? { 'Content-Encoding': 'br' } : {}),
      'Content-Length': String(br ? file.br.length : file.body.length),
    });
    if (req.method === 'HEAD') res.end();
    else res.end(br ? file.br : file.body);
  };
  const handle = (req: Req, res: Res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const proxied = pagesFromSandbox ? !path.startsWith('/assets/') : /^\/(kong|sandbox|ext)(\/|$)/.test(path);
    if (proxied) {
      // The sandbox builds its absolute URLs from X-Forwarded-* (its trustProxy: loopback).
      const host = String(req.headers[':authority'] ?? req.headers.host ?? `localhost:${port}`);
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: sandboxPort,
          method: req.method,
          path: req.url,
          headers: { ...forwardable(req.headers), host, 'x-forwarded-host': host, 'x-forwarded-proto': tls ? 'https' : 'http' },
        },
        (up) => {
          writeHead(res, up.statusCode ?? 502, forwardable(up.headers));
          up.pipe(res as NodeJS.WritableStream);
        },
      );
      upstream.on('error', () => writeHead(res, 502).end());
      (req as NodeJS.ReadableStream).pipe(upstream);
      return;
    }
    const file = files.get(path);
    if (file && path !== '/index.html') return send(req, res, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (path.startsWith('/assets/')) return writeHead(res, 404).end();
    send(req, res, files.get('/index.html')!, 'no-cache');
  };
  if (tls) {
    const server = createSecureServer({ ...tls, allowHTTP1: true }, handle);
    const sessions = new Set<Http2Session>();
    server.on('session', (session) => {
      sessions.add(session);
      session.on('close', () => sessions.delete(session));
    });
    return new Promise((ok) =>
      server.listen(port, '127.0.0.1', () =>
        ok(
          () =>
            new Promise<void>((done) => {
              server.close(() => done());
              for (const session of sessions) session.destroy();
            }),
        ),
      ),
    );
  }
  const server = createServer(handle);
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(() => new Promise<void>((done) => server.close(() => done())))));
}
