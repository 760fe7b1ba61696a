// The sandbox's Content-Security-Policy report collector (docs/deployment.md "On the app's HTML"): the
// endpoint the app's CSP names in report-to (Reporting API: `application/reports+json`, a list of
// reports) and report-uri (older browsers: `application/csp-report`, one report). Kept in memory, the
// last MAX_REPORTS; GET lists them, for a person at the launcher and for tests.
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, sendError } from './errors';
import { CSP_REPORTS_PATH } from '../server/security';

export const MAX_REPORTS = 200;
const MAX_BODY_BYTES = 64 * 1024;

export interface CspReport {
  received_at: string;
  /** `report-to` (Reporting API) or `report-uri` (the older csp-report body). */
  via: 'report-to' | 'report-uri';
  body: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The reports of one POST, or why it is refused. */
export function readReports(contentType: string, text: string): CspReport[] | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'body is not JSON' };
  }
  const at = new Date().toISOString();
  if (contentType.startsWith('application/reports+json')) {
    if (!Array.isArray(parsed)) return { error: 'a reports+json body is a list' };
    const csp = parsed.filter((r): r is Record<string, unknown> => isObject(r) && r.type === 'csp-violation' && isObject(r.body));
    return csp.map((r) => ({ received_at: at, via: 'report-to' as const, body: r.body as Record<string, unknown> }));
  }
  if (!isObject(parsed) || !isObject(parsed['csp-report'])) return { error: 'a csp-report body is {"csp-report": {...}}' };
  return [{ received_at: at, via: 'report-uri', body: parsed['csp-report'] }];
}

export async function cspReportRoutes(app: FastifyInstance): Promise<void> {
  const reports: CspReport[] = [];
  await app.register(async (scope) => {
    scope.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_r, body, done) => done(null, body));
    scope.post(CSP_REPORTS_PATH, async (request, reply) => {
      const type = String(request.headers['content-type'] ?? '');
      if (!type.startsWith('application/csp-report') && !type.startsWith('application/reports+json')) {
        return sendError(reply, 415, ERROR_CODES.badRequest, 'CSP reports are application/csp-report or application/reports+json');
      }
      const read = readReports(type, String(request.body ?? ''));
      if ('error' in read) return sendError(reply, 400, ERROR_CODES.badRequest, read.error);
      reports.push(...read);
      if (reports.length > MAX_REPORTS) reports.splice(0, reports.length - MAX_REPORTS);
      return reply.code(204).send();
    });
  });
  app.get(CSP_REPORTS_PATH, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ reports }));
}
