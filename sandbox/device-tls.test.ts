// The TLS front of `npm run start:device` (sandbox/device-tls.ts): its certificate names the addresses it is
// made for, and it forwards a request to the sandbox with the X-Forwarded-* headers the sandbox builds its
// absolute URLs from. On the loopback only.
import { X509Certificate } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { deviceCertificate, startTlsFront } from './device-tls';

const servers: Server[] = [];
afterAll(() => {
  for (const s of servers) s.close();
});

describe('the device TLS front', () => {
  it('names localhost and the given addresses in its certificate, and forwards with X-Forwarded-*', async () => {
    const tls = deviceCertificate(['192.168.1.20']);
    const names = new X509Certificate(tls.cert).subjectAltName ?? '';
    expect(names).toContain('DNS:localhost');
    expect(names).toContain('IP Address:192.168.1.20');

    let seen: IncomingHttpHeaders = {};
    const sandbox = createServer((req, res) => {
      seen = req.headers;
      res.writeHead(201, { 'content-type': 'text/plain' }).end(`${req.method} ${req.url}`);
    });
    servers.push(sandbox);
    await new Promise<void>((ok) => sandbox.listen(0, '127.0.0.1', ok));
    const front = await startTlsFront(tls, '127.0.0.1', 0, (sandbox.address() as AddressInfo).port);
    servers.push(front);
    const port = (front.address() as AddressInfo).port;

    const answer = await new Promise<{ status: number; body: string }>((ok, fail) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/sandbox?x=1', method: 'POST', rejectUnauthorized: false, headers: { host: `192.168.1.20:${port}` } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', fail);
      req.end('{}');
    });
    expect(answer).toEqual({ status: 201, body: 'POST /sandbox?x=1' });
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen['x-forwarded-host']).toBe(`192.168.1.20:${port}`);
  });
});
