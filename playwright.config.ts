// End-to-end tests in Chromium against the sandbox serving the build production ships, under the sandbox's configuration.
import { defineConfig, devices } from '@playwright/test';
// The Chromium of the tests (scripts/ensure-deps.sh installs the same one): scripts/chromium-path.ts.
import { chromiumPath } from './scripts/chromium-path';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * The front server's wait for the first screen (server/front.ts: 300 ms in production, within one data
 * centre). The suite runs two browsers and the sandbox on two loaded cores, where the API's answers can take
 * longer: a page the server gave up on is the browser's own, which the tests of the first screen would not
 * see. Just under the sandbox's `timeout` fault (sandbox/faults.ts: an answer held 5000 ms), so an answer
 * held that way always comes after the server gave up: first-screen.spec.ts provokes that path with it.
 */
const FIRST_SCREEN_BUDGET_MS = 4800;
/**
 * The same for the server's banner fetch (SPEC 7's 150 ms in production). Its wait starts once the context
 * is read (machines/deposit.machine.ts `active`), so the budget keeps 2.8 s for what comes before it on a
 * loaded machine; a banner answered past it is simply not shown, as SPEC 7 says.
 */
const SERVER_BANNER_TIMEOUT_MS = 2000;
// The fault matrix sample's seed (test/e2e/fault-matrix.spec.ts): drawn once here, in the main process,
// so every worker inherits the same; SEED=<n> replays a run.
process.env.SEED ||= String(Math.floor(Math.random() * 2 ** 31));

export default defineConfig({
  testDir: 'test/e2e',
  // The sampled fault matrix runs on demand (`npm run test:fault-matrix`), not yet in `npm test`: scenarios
  // it still finds are listed in docs/reliability.md ("The sampled fault matrix in Chromium").
  testIgnore: process.env.FAULT_MATRIX_SIZE ? [] : ['**/fault-matrix.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace for every test, kept when it fails. Without it the browser tests take about a quarter less time
    // on two cores, but three tests then race (docs/decisions.md "Traces stay on, for now"): they stay on
    // until those are fixed.
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    // The build production ships (it holds no configuration); the sandbox's front server hands its pages the
    // sandbox's (server/deploy-config.ts; docs/decisions.md "Configuration at run time").
    command: `npx vite build && npx vite build --ssr && npx vite build -c sandbox/workbench/vite.config.ts && PORT=${PORT} CASHIER_FIRST_SCREEN_BUDGET_MS=${FIRST_SCREEN_BUDGET_MS} CASHIER_SERVER_BANNER_TIMEOUT_MS=${SERVER_BANNER_TIMEOUT_MS} npx tsx sandbox/main.ts`,
    url: `http://localhost:${PORT}/sandbox`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
