// The analytics collector of the sandbox: POST /ext/analytics/v1/events (no auth header,
// SPEC 7 /ext/ paths; body text/plain or JSON holding { sent_at, events: [...] }, as the app's beacon and
// fetch send it), kept in memory per analytics session; GET /sandbox/analytics/events to read them and
// GET /sandbox/analytics/stream (server-sent events) for the launcher's and the webview's live panels.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import { ERROR_CODES, sendError } from './errors';

export const COLLECTOR_PATH = '/ext/analytics/v1/events';
const MAX_SESSIONS = 500;
const MAX_EVENTS_PER_SESSION = 1000;
const MAX_EVENTS_PER_BATCH = 100;

export interface CollectedEvent {
  name: string;
  params: Record<string, unknown>;
  session_id: string;
  device_id: string;
  [key: string]: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const FLAT = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The batch's events, or why it is refused. Events are flat: every param a string, number, boolean or null. */
export function readBatch(body: unknown): { events: CollectedEvent[] } | { error: string } {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return { error: 'body is not JSON' };
    }
  }
  if (!isObject(parsed) || !Array.isArray(parsed.events)) return { error: 'body must be { events: [...] }' };
  if (parsed.events.length === 0 || parsed.events.length > MAX_EVENTS_PER_BATCH) return { error: `a batch holds 1 to ${MAX_EVENTS_PER_BATCH} events` };
  for (const [i, e] of parsed.events.entries()) {
    if (!isObject(e) || typeof e.name !== 'string' || !isObject(e.params) || typeof e.session_id !== 'string' || typeof e.device_id !== 'string') {
      return { error: `events[${i}] needs name, params, session_id and device_id` };
    }
    if (!Object.values(e.params).every(FLAT)) return { error: `events[${i}].params must be flat` };
  }
  return { events: parsed.events as CollectedEvent[] };
}

export class AnalyticsStore {
  private readonly sessions = new Map<string, CollectedEvent[]>();
  private readonly listeners = new Set<(e: CollectedEvent) => void>();

  add(events: readonly CollectedEvent[]): void {
    for (const e of events) {
      let list = this.sessions.get(e.session_id);
      if (!list) {
        if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
        list = [];
        this.sessions.set(e.session_id, list);
      }
      if (list.length < MAX_EVENTS_PER_SESSION) list.push(e);
      for (const l of this.listeners) l(e);
    }
  }

  list(filter: { session?: string; device?: string }): CollectedEvent[] {
    const all = filter.session ? (this.sessions.get(filter.session) ?? []) : [...this.sessions.values()].flat();
    return filter.device ? all.filter((e) => e.device_id === filter.device) : all;
  }

  listen(fn: (e: CollectedEvent) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
}

function openStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
  raw.write(': analytics stream\n\n');
  return raw;
}

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const store = new AnalyticsStore();

  app.post(COLLECTOR_PATH, async (request, reply) => {
    // SPEC 7: /ext/ calls carry no auth header; one that does is a bug in the app.
    if (request.headers.authorization) return sendError(reply, 400, ERROR_CODES.badRequest, 'the analytics collector takes no Authorization header');
    const batch = readBatch(request.body); // the beacon's text/plain body arrives as a string (Fastify's own parser)
    if ('error' in batch) return sendError(reply, 400, ERROR_CODES.badRequest, batch.error);
    store.add(batch.events);
    return reply.code(204).send();
  });

  app.get<{ Querystring: { session?: string; device?: string } }>('/sandbox/analytics/events', async (request, reply) =>
    reply.header('cache-control', 'no-store').send({ events: store.list(request.query) }),
  );

  app.get<{ Querystring: { device?: string } }>('/sandbox/analytics/stream', async (request, reply) => {
    const raw = openStream(reply);
    const device = request.query.device;
    const stop = store.listen((e) => {
      if (!device || e.device_id === device) raw.write(`data: ${JSON.stringify(e)}\n\n`);
    });
    const ping = setInterval(() => raw.write(': ping\n\n'), 15_000);
    request.raw.on('close', () => {
      stop();
      clearInterval(ping);
    });
  });
}
