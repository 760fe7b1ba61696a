// CSP reporting (docs/deployment.md "CSP reports"): the app's policy names the sandbox's collector in
// report-to (with its Reporting-Endpoints header) and report-uri, and the collector keeps both kinds.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appCsp, reportingEndpoints, securityConfigFromEnv } from '../server/security';
import { buildServer } from './server';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

/** The sandbox's own collector (docs/deployment.md "report-to, report-uri", docs/sandbox.md "CSP reports"). */
const COLLECTOR = '/sandbox/csp/reports';

describe('the policy', () => {
  it('reports to the sandbox collector by default, by report-to and report-uri', () => {
    const config = securityConfigFromEnv({});
    const csp = appCsp('n', config).split('; ');
    expect(csp).toContain('report-to csp-endpoint');
    expect(csp).toContain(`report-uri ${COLLECTOR}`);
    expect(reportingEndpoints(config)).toBe(`csp-endpoint="${COLLECTOR}"`);
  });

  it('takes the operator collector from CASHIER_CSP_REPORT_URI', () => {
    const config = securityConfigFromEnv({ CASHIER_CSP_REPORT_URI: 'https://csp.kestrelbet.example/r' });
    expect(appCsp('n', config)).toContain('report-uri https://csp.kestrelbet.example/r');
    expect(reportingEndpoints(config)).toBe('csp-endpoint="https://csp.kestrelbet.example/r"');
  });

  it('without a report URI, no reporting', () => {
    const config = { frameAncestors: [], connectSrc: [], threeDsSrc: [], cspReportUri: null };
    expect(appCsp('n', config)).not.toContain('report-');
    expect(reportingEndpoints(config)).toBeNull();
  });
});

describe('the collector', () => {
  const violation = { 'document-uri': 'http://localhost/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' };

  it('keeps a report-uri report (application/csp-report)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: COLLECTOR,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': violation }),
    });
    expect(res.statusCode).toBe(204);
    const list = (await app.inject({ method: 'GET', url: COLLECTOR })).json();
    expect(list.reports).toEqual([{ received_at: expect.any(String), via: 'report-uri', body: violation }]);
  });

  it('keeps the csp-violation reports of a Reporting API batch (application/reports+json)', async () => {
    const batch = [
      { type: 'csp-violation', age: 1, url: 'http://localhost/', body: { blockedURL: 'inline', effectiveDirective: 'style-src-elem' } },
      { type: 'deprecation', age: 1, url: 'http://localhost/', body: { id: 'x' } },
    ];
    const res = await app.inject({ method: 'POST', url: COLLECTOR, headers: { 'content-type': 'application/reports+json' }, payload: JSON.stringify(batch) });
    expect(res.statusCode).toBe(204);
    const list = (await app.inject({ method: 'GET', url: COLLECTOR })).json();
    expect(list.reports).toEqual([{ received_at: expect.any(String), via: 'report-to', body: batch[0]!.body }]);
  });

  it('refuses another content type (415) and a body that is not a report (400)', async () => {
    expect((await app.inject({ method: 'POST', url: COLLECTOR, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(415);
    expect((await app.inject({ method: 'POST', url: COLLECTOR, headers: { 'content-type': 'application/csp-report' }, payload: '{"x":1}' })).statusCode).toBe(
      400,
    );
  });
});
