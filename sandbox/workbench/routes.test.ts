// The workbench's reports on a fresh clone (reports/ is not tracked): the index says what exists and what
// writes the rest, so the workbench asks for no report that is not there (docs/decisions.md "The workbench
// on a fresh clone").
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { workbenchRoutes, type ReportIndex } from './routes';

let app: FastifyInstance | undefined;
let dir: string | undefined;
afterEach(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  app = undefined;
  dir = undefined;
});

async function serve(reportsDir: string): Promise<FastifyInstance> {
  const server = Fastify();
  await server.register(workbenchRoutes, { reportsDir, distDir: path.join(reportsDir, 'no-dist') });
  return server;
}

describe('the workbench reports index', () => {
  it('without reports/ (a fresh clone): 200, nothing to read, and the command that writes each', async () => {
    app = await serve(path.join(tmpdir(), 'cashier-no-reports-here'));
    const res = await app.inject({ method: 'GET', url: '/sandbox/workbench/reports.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ReportIndex>()).toEqual({
      coverage: { file: 'reports/transition-coverage.json', command: 'npm run test:model', url: null, writtenAt: null },
      modelRun: { file: 'reports/model-run.json', command: 'npm run test:model-run', url: null, writtenAt: null },
    });
  });

  it('lists the report a run wrote, and its URL answers it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cashier-reports-'));
    await writeFile(path.join(dir, 'transition-coverage.json'), JSON.stringify({ amount: { total: 3, covered: 3, uncovered: [], paths: 2 } }));
    app = await serve(dir);
    const index = (await app.inject({ method: 'GET', url: '/sandbox/workbench/reports.json' })).json<ReportIndex>();
    expect(index.coverage.url).toBe('/sandbox/workbench/coverage.json');
    expect(Number.isNaN(Date.parse(index.coverage.writtenAt ?? ''))).toBe(false);
    expect(index.modelRun.url).toBeNull();
    const report = await app.inject({ method: 'GET', url: index.coverage.url! });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ amount: { total: 3, covered: 3, uncovered: [], paths: 2 } });
    // asked for anyway, a missing report is a 404 that says what writes it
    const missing = await app.inject({ method: 'GET', url: '/sandbox/workbench/model-run.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error_code: 'report.missing', message: expect.stringContaining('npm run test:model-run') });
  });
});
