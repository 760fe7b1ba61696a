// The sandbox's Content-Security-Policy report collector (docs/deployment.md "On the app's HTML"): the
// endpoint the app's CSP names in report-to (Reporting API: `application/reports+json`, a list of
// reports) and report-uri (older browsers: `application/csp-report`, one report), read by
// server/csp-reports.ts. Kept in memory, the last MAX_REPORTS; GET lists them, for a person at the launcher
// and for tests.
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, sendError } from './errors';
import { CSP_REPORTS_PATH } from '../server/security';
import { type CspReport, CSP_REPORT_TYPES, isCspReportType, MAX_REPORT_BODY_BYTES, readReports } from '../server/csp-reports';

export const MAX_REPORTS = 200;

export async function cspReportRoutes(app: FastifyInstance): Promise<void> {
  const reports: CspReport[] = [];
  await app.register(async (scope) => {
    scope.addContentTypeParser([...CSP_REPORT_TYPES], { parseAs: 'string', bodyLimit: MAX_REPORT_BODY_BYTES }, (_r, body, done) => done(null, body));
    scope.post(CSP_REPORTS_PATH, async (request, reply) => {
      const type = String(request.headers['content-type'] ?? '');
      if (!isCspReportType(type)) {
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
