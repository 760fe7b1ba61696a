// The QA workbench's routes (docs/qa.md): the built workbench at /sandbox/workbench (from
// sandbox/workbench/dist, `npm run build:workbench`), and the reports it shows.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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

/** The reports the workbench reads: answered as they are on disk, 404 `report.missing` when there is none yet. */
const REPORTS: Record<string, string> = {
  'coverage.json': 'transition-coverage.json',
  'model-run.json': 'model-run.json',
};

export async function workbenchRoutes(app: FastifyInstance, options: WorkbenchOptions = {}): Promise<void> {
  const distDir = options.distDir ?? WORKBENCH_DIST_DIR;
  const reportsDir = options.reportsDir ?? REPORTS_DIR;

  const index = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    const file = path.join(distDir, 'index.html');
    if (!existsSync(file)) return reply.code(404).type('text/html; charset=utf-8').send(NOT_BUILT);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(await readFile(file, 'utf8'));
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

  for (const [route, report] of Object.entries(REPORTS)) {
    app.get(`/sandbox/workbench/${route}`, async (_request, reply) => {
      const file = path.join(reportsDir, report);
      if (!existsSync(file)) return sendError(reply, 404, 'report.missing', `No ${report} yet: no run has written it`);
      return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(await readFile(file, 'utf8'));
    });
  }
}
