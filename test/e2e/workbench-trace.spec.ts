// Traces a person can attach (docs/qa.md "Record and replay a trace"): the workbench's saved trace of a whole
// card deposit with a 3-D Secure 2 challenge records the events and what each changed, not whole snapshots,
// and stays under 200 KB; no secret of the session or the card is in it; it exports as a Playwright spec; a
// fresh workbench replays it to the same steps.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CHALLENGE_CODE, TEST_CARDS } from '../../sandbox/card-test-cards';
import { answerChallenge, CVV, openCardForm, payByCard, returnStatus } from './card-helpers';
import { expect, test } from './fixtures';
import { createSession } from './sandbox';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const MAX_BYTES = 200 * 1024;

async function openWorkbench(page: Page) {
  await page.goto('/sandbox/workbench');
  await expect(page.getByTestId('chart-deposit').locator('svg')).toBeVisible({ timeout: 20_000 });
}

test('a full card deposit with a 3DS2 challenge: its saved trace is under 200 KB, masked, and loads in a fresh workbench', async ({ page }, testInfo) => {
  test.slow(); // the workbench and Cashier side by side, the challenge, the return page: two pages on a loaded machine
  await openWorkbench(page);
  const app = await page.context().newPage();
  const session = await createSession(app.request, { legislation: 'FR', language: 'en', url_success: '/sandbox/return?outcome=success', banner: null });
  await app.goto(`${session.app_url}&inspect=1`);
  await openCardForm(app, '25');
  await payByCard(app, TEST_CARDS.challenge.number);
  await answerChallenge(app, CHALLENGE_CODE);
  expect((await returnStatus(app)).get('outcome')).toBe('success');
  const liveRows = await page.getByTestId('event-row').count();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('trace-save').click()]);
  const file = testInfo.outputPath('trace.json');
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  await testInfo.attach('trace', { path: file, contentType: 'application/json' });
  const trace = JSON.parse(text);
  expect(trace).toMatchObject({ format: 'cashier.trace', version: 2 });
  expect(text.length, `${liveRows} steps`).toBeLessThan(MAX_BYTES);
  // Masked: neither the session's tokens nor the card's number or CVV.
  for (const secret of [session.token, session.refresh_token, TEST_CARDS.challenge.number, `"${CVV}"`]) expect(text).not.toContain(secret);

  // Export as test (docs/qa.md): the session as a Playwright spec, the card as the sandbox's challenge test card
  // (the number is masked in the trace), the challenge's route and the success it ended with.
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByTestId('trace-export').click()]);
  expect(exported.suggestedFilename()).toMatch(/^cashier-trace-.+\.spec\.ts$/);
  const specFile = testInfo.outputPath('trace.spec.ts');
  await exported.saveAs(specFile);
  const spec = readFileSync(specFile, 'utf8');
  for (const line of ['TEST_CARDS.challenge.number', `.toBe('/card/3ds2');`, 'CHALLENGE_CODE', `expect(query.get('status')).toBe('success');`])
    expect(spec).toContain(line);
  for (const secret of [session.token, session.refresh_token, TEST_CARDS.challenge.number, `'${CVV}'`]) expect(spec).not.toContain(secret);

  // A fresh workbench replays it to the end: the same steps, the deposit actor back on the amount page's idle
  // flow or done, as it was live.
  const other = await page.context().newPage();
  await openWorkbench(other);
  await other.getByTestId('trace-file').setInputFiles(file);
  await expect(other.getByTestId('replay-total')).toHaveText(String(liveRows));
  await expect(other.getByTestId('trace-error')).toHaveCount(0);
});
