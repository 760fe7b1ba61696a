// The front server alone, as production runs it (docs/deployment.md "The front server"): the app's pages
// (the first screen rendered, server/front.ts), its files, and the session's refresh, in front of the
// operator API. `npm run build`, then `npx tsx server/main.ts` with the environment below, the deployment's
// configuration included (CASHIER_API_BASE…, .env.example): read here at start, so one build serves every
// environment and market (docs/decisions.md "Configuration at run time"). The sandbox runs the same front
// server mounted in its own process, with the sandbox's configuration (sandbox/server.ts).
import * as z from 'zod';
import { SERVER_BANNER_FETCH_TIMEOUT_MS } from '../src/api/banner';
import { FIRST_SCREEN_BUDGET_MS, resolveSsrDir } from './front';
import { buildFrontApp } from './front-app';
import { DeployConfigError, deployConfigFromEnv } from './deploy-config';
import { FRONT_CSP_REPORTS_PATH, securityConfigFromEnv } from './security';
import { resolveDistDir } from './static';

const environment = z.object({
  PORT: z.coerce.number().int().positive().default(8080),
  HOST: z.string().default('0.0.0.0'),
  CASHIER_SERVER_API_BASE: z
    .string({ error: 'CASHIER_SERVER_API_BASE: where this server reaches the operator API (/kong), e.g. http://kong.internal:8000' })
    .url('CASHIER_SERVER_API_BASE must be a URL, e.g. http://kong.internal:8000')
    .refine((v) => !v.endsWith('/'), 'CASHIER_SERVER_API_BASE must not end with a slash'),
  CASHIER_SESSION_SECRET: z
    .string({ error: 'CASHIER_SESSION_SECRET: the session cookie key, 32 random characters or more (e.g. `openssl rand -base64 32`)' })
    .min(32, 'CASHIER_SESSION_SECRET must be 32 characters or more (e.g. `openssl rand -base64 32`)'),
  CASHIER_FIRST_SCREEN_BUDGET_MS: z.coerce.number().int().positive().default(FIRST_SCREEN_BUDGET_MS),
  CASHIER_SERVER_BANNER_TIMEOUT_MS: z.coerce.number().int().positive().default(SERVER_BANNER_FETCH_TIMEOUT_MS),
  CASHIER_DIST_DIR: z.string().optional(),
});

const parsed = environment.safeParse(process.env);
// The deployment's configuration: production's unless CASHIER_ENVIRONMENT=sandbox; every missing, malformed,
// sandbox or example value named, with what it is and who provides it (docs/deployment.md "Configuration").
let deploy: ReturnType<typeof deployConfigFromEnv> | null = null;
try {
  deploy = deployConfigFromEnv(process.env, 'production');
} catch (error) {
  if (!(error instanceof DeployConfigError)) throw error;
  console.error(`front server: ${error.message}`);
}
if (!parsed.success) for (const issue of parsed.error.issues) console.error(`front server: ${issue.message}`);
if (!parsed.success || !deploy) process.exit(1);
const env = parsed.data;
const distDir = resolveDistDir(env.CASHIER_DIST_DIR);
if (!distDir) {
  console.error('front server: no build to serve (dist/index.html): run `npm run build` first, or set CASHIER_DIST_DIR');
  process.exit(1);
}

const app = await buildFrontApp({
  distDir,
  ssrDir: resolveSsrDir(),
  apiBase: env.CASHIER_SERVER_API_BASE,
  deploy,
  // Violation reports go to the operator's collector, else to this server's log (server/csp-log.ts).
  security: securityConfigFromEnv(process.env, FRONT_CSP_REPORTS_PATH),
  sessionSecret: env.CASHIER_SESSION_SECRET,
  budgetMs: env.CASHIER_FIRST_SCREEN_BUDGET_MS,
  bannerTimeoutMs: env.CASHIER_SERVER_BANNER_TIMEOUT_MS,
});
await app.listen({ port: env.PORT, host: env.HOST });
