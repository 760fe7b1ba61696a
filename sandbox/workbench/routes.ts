// The QA workbench's routes (docs/qa.md): the built workbench at /sandbox/workbench (from
// sandbox/workbench/dist, `npm run build:workbench`), the reports it shows and their index.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, sendError } from '../errors';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WORKBENCH_DIST_DIR = path.join(here, 'dist');
export const REPORTS_DIR = path.resolve(here, '..', '..', 'reports');

export interface WorkbenchOptions {
  distDir?: string;
  reportsDir?: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Workbench not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;padding:0 16px">
<h1>The statechart workbench is not built</h1><p>Run <code>npm run build:workbench</code> (or <code>npm run qa</code>), then reload.</p>
<p><a href="/sandbox">Back to the launcher</a></p></body></html>`;

/**
 * The reports the workbench reads, each written by a test run into reports/ (not tracked: a fresh clone has
 * none). The workbench asks the index first and reads only those that exist, so a clone without reports
 * makes no failing request (docs/decisions.md "The workbench on a fresh clone"); a report's own route
 * still answers 404 `report.missing` when asked for one that is not there.
 */
export const REPORTS = {
  coverage: { route: 'coverage.json', file: 'transition-coverage.json', command: 'npm run test:model' },
  modelRun: { route: 'model-run.json', file: 'model-run.json', command: 'npm run test:model-run' },
} as const;

export type ReportName = keyof typeof REPORTS;
/** One report of the index: where it is written, the command that writes it, and its URL when it exists. */
export interface ReportEntry {
  /** Its path in the repository, e.g. reports/model-run.json. */
  file: string;
  /** The npm script that writes it. */
  command: string;
  /** null: not produced yet on this clone. */
  url: string | null;
  /** When it was last written (ISO), when it exists. */
  writtenAt: string | null;
}
export type ReportIndex = Record<ReportName, ReportEntry>;

export async function workbenchRoutes(app: FastifyInstance, options: WorkbenchOptions = {}): Promise<void> {
  const distDir = options.distDir ?? WORKBENCH_DIST_DIR;
  const reportsDir = options.reportsDir ?? REPORTS_DIR;

  const index = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    const file = path.join(distDir, 'index.html');
    if (!existsSync(file)) return reply.code(404).type('text/html; charset=utf-8').send(NOT_BUILT);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(file, 'utf8'));
  };
  app.get('/sandbox/workbench', index);
  app.get('/sandbox/workbench/', index);

  app.get<{ Params: { file: string } }>('/sandbox/workbench/assets/:file', async (request, reply) => {
    const name = request.params.file;
    if (!/^[\w.-]+$/.test(name) || name.includes('..')) return sendError(reply, 404, ERROR_CODES.notFound, 'No such asset');
    const file = path.join(distDir, 'assets', name);
    if (!existsSync(file)) return sendError(reply, 404, ERROR_CODES.notFound, `No asset ${name}`);
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type(TYPES[path.extname(name)] ?? 'application/octet-stream')
      .send(await readFile(file));
  });

  // The index: always 200, whatever exists (docs/qa.md "Read the coverage").
  app.get('/sandbox/workbench/reports.json', async (_request, reply) => {
    const index = {} as ReportIndex;
    for (const [name, report] of Object.entries(REPORTS) as [ReportName, (typeof REPORTS)[ReportName]][]) {
      const file = path.join(reportsDir, report.file);
      const written = await stat(file).catch(() => null);
      index[name] = {
        file: `reports/${report.file}`,
        command: report.command,
        url: written?.isFile() ? `/sandbox/workbench/${report.route}` : null,
        writtenAt: written?.isFile() ? written.mtime.toISOString() : null,
      };
    }
    return reply.header('Cache-Control', 'no-store').send(index);
  });

  for (const report of Object.values(REPORTS)) {
    app.get(`/sandbox/workbench/${report.route}`, async (_request, reply) => {
      const file = path.join(reportsDir, report.file);
      if (!existsSync(file)) return sendError(reply, 404, 'report.missing', `No reports/${report.file} yet: run \`${report.command}\` to write it`);
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(await readFile(file, 'utf8'));
    });
  }
}
