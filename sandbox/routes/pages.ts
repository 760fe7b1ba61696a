// The sandbox's own pages: launcher, webview simulator, return page.
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, sendError } from '../errors';
import type { WebviewPlatform } from '../launch';
import { launcherPage } from '../pages/launcher';
import { returnPage } from '../pages/return';
import { WEBVIEW_PLATFORMS, isSameOriginPath, webviewPage } from '../pages/webview';
import { MARKET_PLAYERS, NATIVE_APP_PLAYERS, SCENARIO_PLAYERS } from '../players';

const html = 'text/html; charset=utf-8';

export async function pageRoutes(app: FastifyInstance): Promise<void> {
  for (const path of ['/sandbox', '/sandbox/', '/sandbox/launcher']) {
    app.get(path, async (_request, reply) => reply.type(html).send(launcherPage(MARKET_PLAYERS, SCENARIO_PLAYERS, NATIVE_APP_PLAYERS)));
  }

  app.get<{ Querystring: { platform?: string; src?: string } }>('/sandbox/webview', async (request, reply) => {
    const platform = String(request.query.platform ?? 'IOS').toUpperCase() as WebviewPlatform;
    const src = String(request.query.src ?? '');
    if (!WEBVIEW_PLATFORMS.includes(platform)) {
      return sendError(reply, 400, ERROR_CODES.badRequest, `platform must be one of ${WEBVIEW_PLATFORMS.join(', ')}`);
    }
    if (!isSameOriginPath(src)) return sendError(reply, 400, ERROR_CODES.badRequest, 'src must be a path of this origin, e.g. /?token=…');
    return reply.type(html).send(webviewPage(platform, src));
  });

  app.get('/sandbox/return', async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    return reply.type(html).send(returnPage(query));
  });
}
