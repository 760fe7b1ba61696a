// The sandbox's analytics collector: batches as the app's beacon (text/plain) and fetch
// send them, kept per session, read back; /ext/ takes no auth header (SPEC 7).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer({ distDir: null });
});
afterAll(() => app.close());

const event = (session: string, name: string, params: Record<string, unknown> = {}) => ({ name, params, session_id: session, device_id: 'dev-1', seq: 1 });
const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' }) =>
  app.inject({ method: 'POST', url: '/ext/analytics/v1/events', headers, payload: typeof body === 'string' ? body : JSON.stringify(body) });

describe('analytics collector', () => {
  it('keeps a text/plain batch per session and gives it back', async () => {
    expect((await post({ sent_at: 'x', events: [event('s-a', 'open_screen', { screen: '/' }), event('s-b', 'deposit_request')] })).statusCode).toBe(204);
    expect(
      (await post({ events: [event('s-a', 'deposit_failed', { reason: 'payment.genericfailure.momo' })] }, { 'content-type': 'application/json' })).statusCode,
    ).toBe(204);
    const a = (await app.inject({ url: '/sandbox/analytics/events?session=s-a' })).json<{ events: Array<{ name: string }> }>();
    expect(a.events.map((e) => e.name)).toEqual(['open_screen', 'deposit_failed']);
    const dev = (await app.inject({ url: '/sandbox/analytics/events?device=dev-1' })).json<{ events: unknown[] }>();
    expect(dev.events).toHaveLength(3);
  });
  it('refuses an Authorization header, a body that is not a batch, and nested params', async () => {
    expect((await post({ events: [event('s', 'x')] }, { 'content-type': 'text/plain', authorization: 'Bearer abc' })).statusCode).toBe(400);
    expect((await post('not json')).statusCode).toBe(400);
    expect((await post({ events: [] })).statusCode).toBe(400);
    expect((await post({ events: [{ name: 'x', params: {} }] })).statusCode).toBe(400);
    expect((await post({ events: [event('s', 'x', { card: { number: '4111' } })] })).statusCode).toBe(400);
  });
});
