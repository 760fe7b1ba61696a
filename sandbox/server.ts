// The sandbox operator-API server: SPEC 7 endpoints under /kong, sandbox control and pages under
// /sandbox, and the app's production build at /.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { REQUEST_SCHEMA_BY_PATH, compileRequestSchemas, violations } from './contract';
import { ERROR_CODES, sendError } from './errors';
import { createJwtIssuer } from './jwt';
import { NO_BUILD_PAGE, isSpaRoute, resolveDistDir } from '../server/static';
import { FIRST_SCREEN_BUDGET_MS, registerFront, resolveSsrDir, type FrontConfig } from '../server/front';
import { registerSecurityHeaders, securityConfigFromEnv, type SecurityConfig } from '../server/security';
import { sandboxDeployConfig } from '../server/deploy-config';
import type { DeployConfig } from '../src/domain/deploy-config';
import { Store } from './store';
import type { SandboxDeps } from './tokens';
import { prepareCseKeys } from './means';
import { pathOf, registerWireRules } from './wire';
import { registerCallLog } from './call-log';
import { registerCardTransactionHook } from './routes/card';
import { workbenchRoutes } from './workbench/routes';
import { analyticsRoutes } from './analytics'; // the analytics collector
import { cspReportRoutes } from './csp-reports';
import { CLIENT_API_URL as PAYPAL_CLIENT_API_URL } from './paypal';
import { registerFaultTransforms } from './faults';

/** A route plugin of sandbox/routes; the ones that need no store or tokens ignore them. */
type RoutePlugin = (app: FastifyInstance, deps: SandboxDeps) => Promise<void>;

/**
 * The route plugins of sandbox/routes: every function a file there exports as `<name>Routes`, files in
 * name order. Read from the folder, so a method's stand-in is its routes file and no line here
 * (docs/architecture.md "Adding a payment method").
 */
async function routePlugins(): Promise<RoutePlugin[]> {
  const files = readdirSync(new URL('./routes/', import.meta.url))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const plugins: RoutePlugin[] = [];
  for (const file of files) {
    const exports = (await import(/* @vite-ignore */ new URL(`./routes/${file}`, import.meta.url).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (name.endsWith('Routes') && typeof value === 'function') plugins.push(value as RoutePlugin);
  }
  return plugins;
}

export interface BuildServerOptions {
  /** The app build to serve at /. Default: the repo's dist/ when it exists; null: serve no app. */
  distDir?: string | null;
  logger?: boolean;
  /** Origins for the app's CSP (frame-ancestors, connect-src, 3DS); default: from the environment. */
  security?: SecurityConfig;
  /**
   * The deployment's configuration its front server hands the pages (docs/decisions.md "Configuration at run
   * time"); default: the sandbox's (server/deploy-config.ts), as sandbox/main.ts reads it.
   */
  deploy?: DeployConfig;
  /**
   * The front server mounted in front of the app (server/front.ts): where it reaches this sandbox's API and
   * its own settings. Without it (the API's tests), pages are the build's index.html, as a front server
   * without a session would answer them.
   */
  front?: Pick<FrontConfig, 'apiBase'> & Partial<Omit<FrontConfig, 'apiBase' | 'distDir' | 'security' | 'deploy'>>;
}

export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  // Before any request: drawn lazily, the card acquirers' RSA keys stalled a whole burst (means.ts).
  await prepareCseKeys();
  compileRequestSchemas();
  // trustProxy: behind a TLS front on this machine (the bench's HTTP/2 server, a local reverse proxy), the
  // absolute URLs it hands out (provider pages, PayPal's configuration) take the front's scheme and host.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: 'loopback' });
  const deps: SandboxDeps = { store: new Store(), jwt: createJwtIssuer() };
  const stopSweeping = deps.store.startSweeping();
  app.addHook('onClose', async () => stopSweeping());
  const distDir = resolveDistDir(options.distDir);
  // The sandbox's PayPal answers name Braintree's sandbox host (sandbox/paypal.ts): its connect-src lists it,
  // production's does not (server/security.ts PAYPAL_CONNECT_SRC).
  const given = options.security ?? securityConfigFromEnv();
  const security: SecurityConfig = { ...given, connectSrc: [...given.connectSrc, new URL(PAYPAL_CLIENT_API_URL).origin] };

  registerSecurityHeaders(app);
  // The profile faults that change a route's answer on its way out (unknown-enum, extra-fields, lost).
  registerFaultTransforms(app);
  registerWireRules(app, deps);
  registerCallLog(app, deps.store); // which calls a player's pages made, the server's and the browser's
  // After the wire rules: answers the 3DS2 poll and result of card transactions (routes/card.ts).
  registerCardTransactionHook(app, deps);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const code = status === 401 ? ERROR_CODES.unauthorized : status < 500 ? ERROR_CODES.badRequest : ERROR_CODES.internal;
    return sendError(reply, status, code, error.message);
  });

  // Every deposit body is checked against the contract (sandbox/contract) before its route runs: a 400
  // names the first failing field as a JSON Pointer (`field`) and lists every violation in `message`.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const schema = REQUEST_SCHEMA_BY_PATH[pathOf(request.url)];
    if (!schema) return;
    const found = violations(schema, request.body);
    if (found.length === 0) return;
    return sendError(reply, 400, ERROR_CODES.badRequest, `Invalid deposit request: ${found.map((v) => v.message).join('; ')}`, found[0]!.field);
  });

  // The front server answers the app's pages (server/front.ts), the session's refresh and the build's files.
  const front = distDir
    ? await registerFront(app, {
        ssrDir: resolveSsrDir(),
        apiBase: 'http://127.0.0.1:8080',
        // The sandbox's sessions live as long as the process: a new secret each start.
        sessionSecret: randomBytes(32).toString('base64'),
        budgetMs: FIRST_SCREEN_BUDGET_MS,
        // Every option the caller gives reaches the front server as it is (the suite's waits, sandbox/main.ts).
        ...options.front,
        distDir,
        security,
        deploy: options.deploy ?? sandboxDeployConfig(),
      })
    : null;

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && isSpaRoute(path)) {
      if (front) return front.sendPage(request, reply);
      return reply.code(404).type('text/html; charset=utf-8').send(NO_BUILD_PAGE);
    }
    return sendError(reply, 404, ERROR_CODES.notFound, `No route ${request.method} ${path}`);
  });

  // Every routes file's plugins: the operator API, a method's stand-in among them, and the sandbox's pages.
  for (const plugin of await routePlugins()) await app.register(plugin, deps);
  await app.register(workbenchRoutes);
  await app.register(analyticsRoutes); // the analytics collector and its live stream
  await app.register(cspReportRoutes); // where the app's CSP sends its violation reports

  return app;
}
