// Records a workbench trace of a scripted session and exports it as a Playwright spec (docs/qa.md "Record
// and replay a trace"): Chromium opens the workbench and, beside it, Cashier with ?inspect=1; the session is
// played; the workbench's `Save trace` and `Export as test` downloads land in the output folder.
//
//   npx tsx scripts/record-trace.ts <flow> [--base http://localhost:8181] [--out test/e2e/traces] [--name <name>]
//   npx tsx scripts/record-trace.ts --regenerate   (the specs again from the committed traces, as Export as test
//                                                   would: after a change to sandbox/workbench/src/trace-to-spec.ts)
//
// Flows: card-3ds2-challenge, mobile-money, blik (below). Needs a running sandbox serving a sandbox build
// (`npm run dev` or `npm run start`); a QA engineer can add a flow here, or record any session by hand in the
// workbench and use its two buttons.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { CHALLENGE_CODE, TEST_CARDS } from '../sandbox/card-test-cards';
import { METHOD_IDS } from '../sandbox/means';
import { parseTraceFile } from '../sandbox/workbench/src/model';
import { SPECS_DIR, traceToSpec } from '../sandbox/workbench/src/trace-to-spec';
import { chromiumPath } from './chromium-path';

interface Flow {
  /** What POST /sandbox/sessions is given. */
  profile: Record<string, unknown>;
  play(app: Page): Promise<void>;
}

const RETURN_URL = '/sandbox/return?outcome=success';
const tile = (page: Page, id: string) => page.locator(`[data-testid="mean-tile"][data-mean-id="${id}"]`);

/** On the amount page: a mean, an amount, Pay. */
async function choose(app: Page, meanId: string, amount: string) {
  await expect(app.getByTestId('mean-tile').first()).toBeVisible();
  await tile(app, meanId).click();
  await app.getByTestId('amount-input').fill(amount);
  await app.getByTestId('pay-button').click();
}

const FLOWS: Record<string, Flow> = {
  'card-3ds2-challenge': {
    profile: { legislation: 'FR', language: 'en', url_success: RETURN_URL, banner: null },
    async play(app) {
      await choose(app, METHOD_IDS.CARD, '25');
      await expect(app.getByTestId('card-form')).toBeVisible();
      await app.getByTestId('card-number').fill(TEST_CARDS.challenge.number);
      await app.getByTestId('card-expiry').fill('1230');
      await app.getByTestId('card-cvv').fill('7391');
      await expect(app.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]')).toBeVisible();
      await app.getByTestId('card-submit').click();
      const acs = app.frameLocator('[data-testid="threeds2-frame"]');
      await expect(acs.getByTestId('acs-challenge')).toBeVisible({ timeout: 15_000 });
      await acs.getByTestId('acs-code').fill(CHALLENGE_CODE);
      await acs.getByTestId('acs-submit').click();
      await expect(app.getByTestId('return-page')).toBeVisible({ timeout: 15_000 });
    },
  },
  'mobile-money': {
    profile: { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL, banner: null },
    async play(app) {
      await choose(app, '12', '5000');
      await app.getByTestId('momo-operator-MTN').click();
      await app.getByTestId('momo-phone').fill('0501020304');
      await app.getByTestId('momo-submit').click();
      await expect(app.getByTestId('return-page')).toBeVisible({ timeout: 20_000 });
    },
  },
  blik: {
    profile: { legislation: 'PL', language: 'en', currency: 'PLN', url_success: RETURN_URL, banner: null, tokens: [] },
    async play(app) {
      await choose(app, METHOD_IDS.BLIK, '100');
      await app.getByTestId('blik-code').fill('777123');
      await app.getByTestId('blik-submit').click();
      await expect(app.getByTestId('return-page')).toBeVisible({ timeout: 20_000 });
    },
  },
};

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/** Every committed trace's spec written again (the workbench's Export as test of the loaded file). */
function regenerate(dir: string) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const trace = parseTraceFile(readFileSync(join(dir, file), 'utf8'));
    const spec = traceToSpec(trace.messages, { name: file.replace(/\.json$/, ''), source: file });
    writeFileSync(join(dir, spec.fileName), spec.text);
    console.log(`wrote ${join(dir, spec.fileName)}`);
  }
}

async function main() {
  if (process.argv.includes('--regenerate')) return regenerate(resolve(arg('out', SPECS_DIR)));
  const flowName = process.argv[2] ?? '';
  const flow = FLOWS[flowName];
  if (!flow) throw new Error(`usage: record-trace.ts <${Object.keys(FLOWS).join('|')}> [--base URL] [--out DIR] [--name NAME]`);
  const base = arg('base', `http://localhost:${process.env.E2E_PORT ?? process.env.PORT ?? 8181}`);
  const out = resolve(arg('out', SPECS_DIR));
  const name = arg('name', flowName);
  mkdirSync(out, { recursive: true });

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const workbench = await context.newPage();
    await workbench.goto('/sandbox/workbench');
    await expect(workbench.getByTestId('chart-deposit').locator('svg')).toBeVisible({ timeout: 20_000 });
    const app = await context.newPage();
    const res = await app.request.post('/sandbox/sessions', { data: flow.profile });
    if (res.status() !== 201) throw new Error(`the sandbox refused the profile: ${res.status()} ${await res.text()}`);
    const session = (await res.json()) as { app_url: string };
    await app.goto(`${session.app_url}&inspect=1`);
    await flow.play(app);

    // Save trace, then load that file and Export as test: the spec names the trace file it came from.
    const traceFile = join(out, `${name}.json`);
    const [saved] = await Promise.all([workbench.waitForEvent('download'), workbench.getByTestId('trace-save').click()]);
    await saved.saveAs(traceFile);
    await workbench.getByTestId('trace-file').setInputFiles(traceFile);
    await expect(workbench.getByTestId('replay')).toContainText(`${name}.json`);
    const [spec] = await Promise.all([workbench.waitForEvent('download'), workbench.getByTestId('trace-export').click()]);
    await spec.saveAs(join(out, spec.suggestedFilename()));
    console.log(`wrote ${traceFile} (${statSync(traceFile).size} bytes) and ${join(out, spec.suggestedFilename())}`);
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
