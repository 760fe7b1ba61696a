// Starts the sandbox: `npx tsx sandbox/main.ts` (PORT, default 8080; HOST, default 0.0.0.0). Its front server
// hands the pages the sandbox's configuration, a CASHIER_* variable of the environment overriding one of its
// values (server/deploy-config.ts; docs/deployment.md "Configuration").
import { sandboxDeployConfigFromEnv } from '../server/deploy-config';
import { buildServer } from './server';
import { resolveDistDir } from '../server/static';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const LISTEN_BACKLOG = 4096;

// The front server reaches the API where it listens: this process, on the loopback.
/**
 * CASHIER_FIRST_SCREEN_BUDGET_MS and CASHIER_SERVER_BANNER_TIMEOUT_MS: how long the front server waits for the
 * first screen and for the banner (server/front.ts; 300 ms and SPEC 7's 150 ms by default).
 */
function firstScreenBudget(): { budgetMs?: number; bannerTimeoutMs?: number } {
  const ms = (name: string) => {
    const value = Number(process.env[name]);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const budgetMs = ms('CASHIER_FIRST_SCREEN_BUDGET_MS');
  const bannerTimeoutMs = ms('CASHIER_SERVER_BANNER_TIMEOUT_MS');
  return { ...(budgetMs ? { budgetMs } : {}), ...(bannerTimeoutMs ? { bannerTimeoutMs } : {}) };
}

/**
 * The bench's knobs (scripts/bench-server.ts): SANDBOX_DIST_DIR and SANDBOX_SSR_DIR, a build made elsewhere;
 * SANDBOX_API_LATENCY_MS, a delay on each of the front server's calls to the API (a hop inside one data
 * centre, so that the first screen's figure stays honest when both run in this one process).
 */
function benchKnobs(): { distDir?: string; ssrDir?: string; fetch?: typeof fetch } {
  const latencyMs = Number(process.env.SANDBOX_API_LATENCY_MS);
  const delayed: typeof fetch = async (input, init) => {
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return fetch(input, init);
  };
  return {
    ...(process.env.SANDBOX_DIST_DIR ? { distDir: process.env.SANDBOX_DIST_DIR } : {}),
    ...(process.env.SANDBOX_SSR_DIR ? { ssrDir: process.env.SANDBOX_SSR_DIR } : {}),
    ...(latencyMs > 0 ? { fetch: delayed } : {}),
  };
}

const { distDir, ...frontKnobs } = benchKnobs();
const app = await buildServer({
  logger: process.env.SANDBOX_LOG === '1',
  deploy: sandboxDeployConfigFromEnv(process.env),
  ...(distDir ? { distDir } : {}),
  front: { apiBase: `http://127.0.0.1:${port}`, ...firstScreenBudget(), ...frontKnobs },
});
try {
  // A burst of players opens hundreds of connections at once: with Node's default backlog (511) the
  // kernel drops the extra SYNs and each dropped one waits 1 s, then 3 s, to be retried (docs/decisions.md "The sandbox under load",
  //  docs/reliability.md). The kernel still caps it at net.core.somaxconn.
  await app.listen({ port, host, backlog: LISTEN_BACKLOG });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Cashier sandbox: port ${port} is in use; set PORT to another one.` : error);
  process.exit(1);
}

const base = `http://localhost:${port}`;
console.log(`Cashier sandbox: ${base}/sandbox (launcher)`);
console.log(
  resolveDistDir(undefined)
    ? `Cashier app: ${base}/ (production build from dist/; open it through the launcher to get a session)`
    : `Cashier app: no dist/ build found; run "npm run build", or "npm run dev" (Vite proxies /kong and /sandbox to ${base})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
