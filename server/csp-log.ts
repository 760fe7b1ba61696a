// The production front server's CSP report collector (docs/deployment.md "On the app's HTML"): when the
// operator names no collector of their own (CASHIER_CSP_REPORT_URI), the policy reports here and each
// violation becomes one line of the server's log (JSON, with the rest of its logs), so a policy that misses
// an origin after a release, or a script injected into a player's page, is seen. Nothing is kept.
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_TYPES, isCspReportType, MAX_REPORT_BODY_BYTES, readReports } from './csp-reports';
import { FRONT_CSP_REPORTS_PATH } from './security';

export async function cspLogRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser([...CSP_REPORT_TYPES], { parseAs: 'string', bodyLimit: MAX_REPORT_BODY_BYTES }, (_r, body, done) => done(null, body));
    scope.post(FRONT_CSP_REPORTS_PATH, async (request, reply) => {
      const type = String(request.headers['content-type'] ?? '');
      if (!isCspReportType(type)) return reply.code(415).send({ error_code: 'csp.report.type' });
      const read = readReports(type, String(request.body ?? ''));
      if ('error' in read) return reply.code(400).send({ error_code: 'csp.report.body' });
      for (const report of read) request.log.warn({ csp: report.body, via: report.via }, 'csp violation');
      return reply.code(204).send();
    });
  });
}
