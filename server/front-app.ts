// The production front server's whole answer, as server/main.ts runs it and server/front-app.test.ts checks
// it (docs/deployment.md "The front server", "The headers"): the headers of every answer, the CSP report
// collector, the pages and the build's files (server/front.ts), a 404 for anything else.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { cspLogRoute } from './csp-log';
import { type FrontConfig, registerFront } from './front';
import { registerSecurityHeaders } from './security';
import { isSpaRoute } from './static';

export async function buildFrontApp(config: FrontConfig, logger: FastifyServerOptions['logger'] = true): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });
  registerSecurityHeaders(app);
  await app.register(cspLogRoute);
  const front = await registerFront(app, config);
  app.setNotFoundHandler((request, reply) =>
    (request.method === 'GET' || request.method === 'HEAD') && isSpaRoute(request.url.split('?')[0] ?? '/')
      ? front.sendPage(request, reply)
      : reply.code(404).send({ error_code: 'not.found' }),
  );
  return app;
}
