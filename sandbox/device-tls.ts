// The sandbox over TLS for a device (`npm run start:device`): a phone reaches this machine by a network
// address, and a page on plain http there is not a secure context (no crypto.randomUUID, no crypto.subtle,
// which the app calls). A self-signed certificate for those addresses, and a TLS front on all interfaces
// that forwards to the sandbox on the loopback, as scripts/bench-server.ts's front does: the sandbox builds
// its absolute URLs from X-Forwarded-* (trustProxy: loopback, sandbox/server.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Tls {
  key: Buffer;
  cert: Buffer;
}

/** A throwaway certificate (openssl) for localhost and the given IPv4 addresses. */
export function deviceCertificate(addresses: string[]): Tls {
  const dir = mkdtempSync(join(tmpdir(), 'cashier-device-tls-'));
  const names = ['DNS:localhost', 'IP:127.0.0.1', ...addresses.map((a) => `IP:${a}`)].join(',');
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
        '30',
        '-subj',
        '/CN=Cashier sandbox',
        '-addext',
        `subjectAltName=${names}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (r.error || r.status !== 0) throw new Error(`openssl could not make the device certificate: ${r.error?.message ?? r.stderr}`);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Hop-by-hop headers are the connection's, not forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);
const forwardable = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** Listens on host:port over TLS and forwards every request to the sandbox on 127.0.0.1:sandboxPort. */
export function startTlsFront(tls: Tls, host: string, port: number, sandboxPort: number): Promise<Server> {
  const server = createServer(tls, (req, res) => {
    const authority = req.headers.host ?? `localhost:${port}`;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: sandboxPort,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), 'x-forwarded-host': authority, 'x-forwarded-proto': 'https' },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, forwardable(up.headers));
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}
