// Which operator API calls a player's pages made, and from where (docs/sandbox.md "Call log"): the app's
// first screen is made by the front server (server/front.ts) and the rest by the browser, so a test that
// counts a page's calls reads them here rather than from the browser's network alone.
// GET /sandbox/players/{id}/calls lists them in order: method, path (with its query), status, and `from`,
// the front server (its User-Agent names it) or the browser.
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, sendError } from './errors';
import type { Store } from './store';

export interface LoggedCall {
  method: string;
  path: string;
  /** The answer's status; 0 while it has not been answered. */
  status: number;
  from: 'server' | 'browser';
}

/** The front server's User-Agent (server/front.ts FRONT_USER_AGENT); any other caller is a browser. */
const FRONT = /^cashier-front\//;
/** A player's calls kept, the newest last: a page makes a few dozen. */
const KEPT = 400;

export function registerCallLog(app: FastifyInstance, store: Store): void {
  const calls = new Map<string, LoggedCall[]>();
  // Logged as it arrives (a call whose caller gave up, as the server does past its wait, is still a call made),
  // its status once answered (0 until then).
  const logged = new WeakMap<object, LoggedCall>();
  app.addHook('preHandler', async (request) => {
    const path = request.url;
    if (!path.startsWith('/kong/')) return;
    const singleUse = /^\/kong\/v3\/single-use\/([^/?]+)/.exec(path)?.[1];
    const playerId = request.auth?.player.id ?? (singleUse ? store.sessionBySingleUse(decodeURIComponent(singleUse))?.playerId : undefined);
    if (!playerId) return;
    const call: LoggedCall = { method: request.method, path, status: 0, from: FRONT.test(request.headers['user-agent'] ?? '') ? 'server' : 'browser' };
    logged.set(request, call);
    calls.set(playerId, [...(calls.get(playerId) ?? []), call].slice(-KEPT));
  });
  app.addHook('onResponse', async (request, reply) => {
    const call = logged.get(request);
    if (call) call.status = reply.statusCode;
  });
  app.get<{ Params: { id: string } }>('/sandbox/players/:id/calls', async (request, reply) => {
    if (!store.player(request.params.id)) return sendError(reply, 404, ERROR_CODES.notFound, `No player ${request.params.id}`);
    return calls.get(request.params.id) ?? [];
  });
}
