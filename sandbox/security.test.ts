// The headers of every answer (docs/deployment.md "On every answer"), on the answers that skip Fastify's
// reply too: the realtime stream (connect-fastify writes the raw response) and the analytics stream.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from './server';
import { SYNC_PATH } from './sync';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(String(headers['permissions-policy'])).toMatch(/^payment=\(self\), camera=\(\)/);
};

describe('security headers', () => {
  it('on the realtime stream (gRPC-web), answered by connect-fastify', async () => {
    const res = await app.inject({
      method: 'POST',
      url: SYNC_PATH,
      headers: { 'content-type': 'application/grpc-web+proto', 'x-grpc-web': '1' },
      payload: Buffer.alloc(5),
    });
    expect(res.headers['content-type']).toContain('application/grpc-web');
    expectSecurityHeaders(res.headers);
  });

  it('on a /kong answer, with Cache-Control: no-store, errors included', async () => {
    const res = await app.inject({ method: 'GET', url: '/kong/v6/me/deposits/eligibility' });
    expect(res.statusCode).toBe(401);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('on the analytics stream (server-sent events of a hijacked reply)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/sandbox/analytics/stream`, { signal: abort.signal });
    const headers = Object.fromEntries(res.headers.entries());
    abort.abort();
    expectSecurityHeaders(headers);
  });
});
