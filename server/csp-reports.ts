// What a browser sends to a CSP report collector (docs/deployment.md "On the app's HTML", report-to and
// report-uri): the Reporting API's `application/reports+json` (a list of reports, the CSP ones typed
// `csp-violation`) and the older `application/csp-report` (one report). Read by the production front
// server's collector (server/csp-log.ts) and the sandbox's (sandbox/csp-reports.ts).

export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;
/** A report is a few hundred bytes; a browser batches a few. */
export const MAX_REPORT_BODY_BYTES = 64 * 1024;

export interface CspReport {
  received_at: string;
  /** `report-to` (Reporting API) or `report-uri` (the older csp-report body). */
  via: 'report-to' | 'report-uri';
  body: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isCspReportType = (contentType: string): boolean => CSP_REPORT_TYPES.some((t) => contentType.startsWith(t));

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
