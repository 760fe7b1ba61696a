// The QA workbench's pictures of docs/qa.md ("Reading a chart"): the root, card and mobile-money charts at
// 1280 × 800, collapsed, opened and live on a page opened with ?inspect=1. A script to look at, not a test:
// nothing compares pixels (test/e2e/workbench.spec.ts proves the workbench's behaviour). Written to
// reports/workbench-screenshots/; `--write-docs` replaces the committed ones in docs/screenshots/.
//
//   npx tsx scripts/workbench-screenshots.ts [--base http://localhost:8080] [--write-docs]
//
// Needs a running sandbox serving both builds: `npm run qa` (the workbench's build, then `npm start`).
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { METHOD_IDS } from '../sandbox/means';
import { chromiumPath } from './chromium-path';

const args = process.argv.slice(2);
const at = args.indexOf('--base');
const BASE = at >= 0 ? args[at + 1]! : `http://localhost:${process.env.PORT ?? 8080}`;
const WRITE_DOCS = args.includes('--write-docs');
const ROOT = join(import.meta.dirname, '..');
const OUT = WRITE_DOCS ? join(ROOT, 'docs', 'screenshots') : join(ROOT, 'reports', 'workbench-screenshots');

const chart = (page: Page, name: string) => page.getByTestId(`chart-${name}`);

async function showMachine(page: Page, name: string) {
  await page.getByTestId(`machine-${name}`).click();
  await chart(page, name).locator('svg').waitFor({ state: 'visible', timeout: 20_000 });
}

/** Opens a compound state the way a QA engineer does: Tab to it, Enter. */
async function openState(page: Page, name: string, id: string) {
  await chart(page, name).locator(`g.state[data-id="${id}"]`).focus();
  await page.keyboard.press('Enter');
  await chart(page, name).locator(`g.state.expanded[data-id="${id}"]`).waitFor({ timeout: 10_000 });
}

/** A Cashier page opened with the inspector in the workbench's browser profile (the channel is per profile). */
async function openInspectedApp(context: BrowserContext, profile: Record<string, unknown>): Promise<Page> {
  const app = await context.newPage();
  const res = await app.request.post(`${BASE}/sandbox/sessions`, { data: { language: 'en', banner: null, ...profile } });
  if (res.status() !== 201) throw new Error(`the sandbox refused the profile: ${res.status()} ${await res.text()}`);
  const { app_url } = (await res.json()) as { app_url: string };
  await app.goto(`${new URL(app_url, BASE)}&inspect=1`);
  await app.getByTestId('mean-tile').first().waitFor({ timeout: 20_000 });
  return app;
}

async function pay(app: Page, meanId: string, amount: string) {
  await app.locator(`[data-testid="mean-tile"][data-mean-id="${meanId}"]`).click();
  await app.getByTestId('amount-input').fill(amount);
  await app.getByTestId('pay-button').click();
}

async function shoot(page: Page, file: string) {
  await page.waitForTimeout(300); // the chart's layout and the live marks settle; nothing is measured
  await page.screenshot({ path: join(OUT, file) });
  console.log(`${file}`);
}

async function main() {
  const probe = await fetch(`${BASE}/sandbox/workbench`).catch(() => null);
  if (!probe?.ok) {
    console.error(`workbench-screenshots: ${BASE}/sandbox/workbench does not answer. Start it with \`npm run qa\`, or pass --base / PORT.`);
    process.exit(1);
  }
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${BASE}/sandbox/workbench`);
  await chart(page, 'deposit').locator('svg').waitFor({ state: 'visible', timeout: 20_000 });

  // The charts alone, before any page runs.
  await shoot(page, 'workbench-deposit-collapsed.png');
  await openState(page, 'deposit', 'deposit.active');
  await shoot(page, 'workbench-deposit-expanded.png');
  await page.getByTestId('collapse-all').click();
  await showMachine(page, 'card');
  await shoot(page, 'workbench-card-collapsed.png');
  await openState(page, 'card', 'card.form');
  await shoot(page, 'workbench-card-expanded.png');
  await showMachine(page, 'mobile-money');
  await shoot(page, 'workbench-mobile-money-collapsed.png');

  // Live: a French player on the amount page, then on the card form.
  const card = await openInspectedApp(context, { legislation: 'FR', tokens: [] });
  await page.bringToFront();
  await showMachine(page, 'deposit');
  await page.getByTestId('live-status').filter({ hasText: 'inspected page' }).waitFor();
  await shoot(page, 'workbench-deposit-live.png');
  await card.bringToFront();
  await pay(card, METHOD_IDS.CARD, '25');
  await card.getByTestId('card-form').waitFor();
  await page.bringToFront();
  await showMachine(page, 'card');
  await shoot(page, 'workbench-card-live.png');
  await card.close();

  // Live: a player of Côte d'Ivoire on the mobile-money operators.
  const momo = await openInspectedApp(context, { legislation: 'CI', language: 'fr', currency: 'XOF', tokens: [] });
  await pay(momo, METHOD_IDS.MOBILEMONEY, '2000');
  await momo.getByTestId('momo-operators').waitFor();
  await page.bringToFront();
  await showMachine(page, 'mobile-money');
  await shoot(page, 'workbench-mobile-money-live.png');

  await browser.close();
  console.log(`workbench-screenshots: ${OUT}`);
}

await main();
