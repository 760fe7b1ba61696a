// Page lifecycle in the browser (docs/qa.md "Page lifecycle"): the runs of test/lifecycle/runs.ts, each a
// (screen state × page event) pair of the machines' graphs, with the rule of test/lifecycle/rules.ts
// asserted: the amount page with the chosen method and amount, the same step, the wait resumed or "we are
// confirming", the bank's challenge again. Pages are shared within a run (one page, one event).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openApp } from './sandbox';
import { MEAN_ID, markedTiles, meansReady, tile } from './means-helpers';
import { answerChallenge, fillCard, openCardForm, payByCard, recordLeaks, RETURN_URL, returnStatus, TEST_CARDS } from './card-helpers';
import { LIFECYCLE_RUNS } from '../lifecycle/runs';

const FR = { legislation: 'FR', language: 'en', url_success: RETURN_URL };
const run = (id: string) => {
  const r = LIFECYCLE_RUNS.find((x) => x.id === id)!;
  return `${r.id} ${r.machine} ${r.state} × ${r.event}`;
};

/** Rule "the amount page with the chosen method and amount". */
async function expectAmountChosen(page: Page, meanId: string, amount: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
  await expect(page.getByTestId('amount-input')).toHaveValue(amount, { timeout: 15_000 });
  await expect.poll(() => markedTiles(page)).toEqual([meanId]);
  await expect(page.getByTestId('card-form')).toHaveCount(0);
}

/** Rule "the wait resumed or 'we are confirming'": never the card form, never a spinning Pay. */
async function expectConfirming(page: Page) {
  await expect(page.getByTestId('card-stop-waiting').or(page.getByTestId('deposit-unconfirmed')).or(page.getByTestId('issuer-redirect'))).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('card-form')).toBeHidden();
  await expect(page.getByTestId('card-submit')).toBeHidden();
}

/** As expectConfirming, while the wait may still hand the player over (SPEC 4: status pending). */
async function expectConfirmingOrReturned(page: Page) {
  await expect(page.getByTestId('card-form')).toBeHidden();
  await expect(page.getByTestId('card-submit')).toBeHidden();
  if (await page.getByTestId('return-page').isVisible()) expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
}

/**
 * The page hidden, then shown: the document's visibility as a browser tab or a native webview reports it.
 * dispatchEvent runs every listener (the monitor's pause, the analytics flush) before it returns; the evaluate
 * then waits for one task of the page, so what they queued (promise callbacks, a task) has run before the page
 * is shown again. No request marks it in every state: the flush only sends a batch that holds events.
 */
async function hideAndShow(page: Page) {
  const set = (state: 'hidden' | 'visible') =>
    page.evaluate(async (s) => {
      Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
      Object.defineProperty(document, 'hidden', { value: s === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      // order: one task of the page, which runs after what the listeners queued
      await new Promise((r) => setTimeout(r, 0));
    }, state);
  await set('hidden');
  await set('visible');
}

/** The app reopened in a new tab of the same session: Duplicate copies the tab's sessionStorage. */
async function duplicate(page: Page): Promise<Page> {
  const entries = await page.evaluate(() => Object.entries(sessionStorage));
  const copy = await page.context().newPage();
  await copy.addInitScript((e: Array<[string, string]>) => {
    if (sessionStorage.length === 0) for (const [k, v] of e) sessionStorage.setItem(k, v);
  }, entries);
  await copy.goto(page.url());
  return copy;
}

/** In the native iOS app (a stubbed WKScriptMessageHandler records the bridge). */
async function openInIosApp(page: Page) {
  const leaks = await recordLeaks(page);
  await page.addInitScript(() => sessionStorage.setItem('stub_ios', '1'));
  await openApp(page, { ...FR, platform: 'IOS' });
  await page.reload();
  return leaks;
}

async function choosePaysafecard(page: Page, amount: string) {
  await meansReady(page);
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  await expect(tile(page, MEAN_ID.PAYSAFECARD)).toHaveAttribute('data-selected', 'true');
  await page.getByTestId('amount-input').fill(amount);
}

test.describe('page lifecycle', () => {
  test.describe.configure({ timeout: 90_000 });

  test(run('L1'), async ({ page }) => {
    await openApp(page, FR);
    await choosePaysafecard(page, '30');
    await page.reload();
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
  });

  test(run('L2'), async ({ page }) => {
    await openApp(page, FR);
    await choosePaysafecard(page, '30');
    await hideAndShow(page);
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
    await expect(page.getByTestId('pay-button')).toBeEnabled();
  });

  test(`${run('L3')}; ${run('L4')}`, async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await fillCard(page, TEST_CARDS.success.number);
    await page.reload();
    await expectAmountChosen(page, MEAN_ID.CARD, '30');
    // L4: the card form again, then back and forward
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('card-form')).toBeVisible();
    await page.goBack();
    await expectAmountChosen(page, MEAN_ID.CARD, '30');
    await page.goForward();
    await expectAmountChosen(page, MEAN_ID.CARD, '30');
  });

  test(run('L5'), async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await fillCard(page, TEST_CARDS.success.number);
    const copy = await duplicate(page);
    await expectAmountChosen(copy, MEAN_ID.CARD, '30');
  });

  test(`${run('L6')}; ${run('L7')}; ${run('L8')}`, async ({ page }) => {
    await openApp(page, FR);
    // the 3DS2 result is never ready: every HEAD answers "not ready" (held requests would take the
    // context's connections from the duplicated tab)
    await page.context().route(/\/kong\/v4\/me\/transactions\//, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'X-Poll-Interval': '2000', 'X-Transaction-IsReady': 'false', 'Access-Control-Expose-Headers': 'X-Poll-Interval, X-Transaction-IsReady' },
      }),
    );
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.frictionless.number);
    await expect(page.getByTestId('card-stop-waiting')).toBeVisible({ timeout: 15_000 });
    await expectConfirming(page);
    await hideAndShow(page); // L7
    await expectConfirming(page);
    await page.reload(); // L6
    await expectConfirming(page);
    // L8 last: the duplicated tab refreshes the session, and the first tab's refresh token is then spent
    // (docs/qa.md "Page lifecycle", what the runs found)
    const copy = await duplicate(page);
    await expectConfirming(copy);
    // the way out of the wait: "we are confirming", never a failure
    if (await copy.getByTestId('card-stop-waiting').isVisible()) await copy.getByTestId('card-stop-waiting').click();
    await expect(copy.getByTestId('deposit-unconfirmed')).toBeVisible();
    await expect(copy.getByTestId('error-dialog')).toHaveCount(0);
  });

  test(`${run('L9')}; ${run('L11')}`, async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.challenge.number);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/card/3ds2');
    const acs = page.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge');
    await expect(acs).toBeVisible({ timeout: 10_000 });
    await hideAndShow(page); // L11
    await expect(acs).toBeVisible();
    await page.reload(); // L9: the bank's challenge again, never an empty card form
    await expect(page.getByTestId('threeds2-page')).toBeVisible({ timeout: 15_000 });
    await expect(acs).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('card-form')).toHaveCount(0);
    await answerChallenge(page, '1234');
    expect((await returnStatus(page)).get('status')).toBe('success');
  });

  test(run('L10'), async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.challenge.number);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/card/3ds2');
    const copy = await duplicate(page);
    await expect(copy.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge')).toBeVisible({ timeout: 15_000 });
    await expect(copy.getByTestId('card-form')).toHaveCount(0);
  });

  test(`${run('L12')}; ${run('L15')}`, async ({ page }) => {
    await openInIosApp(page);
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.issuerRedirect.number);
    await expect(page.getByTestId('issuer-redirect')).toBeVisible({ timeout: 15_000 });
    await hideAndShow(page); // L12: the in-app browser closed over the webview
    // the wait and its way out at the top, inside the viewport; no card form, no spinning Pay
    await expect(page.getByTestId('issuer-redirect-cancel')).toBeInViewport();
    await expect(page.getByTestId('issuer-redirect-cancel')).toBeEnabled();
    await expect(page.getByTestId('card-submit')).toBeHidden();
    await expect(page.getByTestId('card-form')).toBeHidden();
    await page.reload(); // L15: the issuer transaction read again (the sandbox's reads it as pending)
    // pending, as SPEC 4 success handling hands it over (status pending), or the wait: never a form, never failed
    // The resumed read may end the wait at any moment, so the return page is one of the ends the rule accepts
    // (never the bank's wait alone, which could still turn into it while the test looks).
    const returned = page.getByTestId('return-page');
    await expect(
      returned.or(page.getByTestId('card-stop-waiting')).or(page.getByTestId('deposit-unconfirmed')).or(page.getByTestId('issuer-redirect')),
    ).toBeVisible({ timeout: 15_000 });
    if (await returned.isVisible()) expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
    else await expectConfirmingOrReturned(page);
  });

  test(run('L13'), async ({ page }) => {
    await openApp(page, { ...FR, tokens: [{ type: 'CARD' }] });
    await choosePaysafecard(page, '30');
    await page.getByTestId('pay-button').click();
    await page.getByTestId('provider-decline').click();
    await expect(page.getByTestId('error-dialog')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('error-dialog-close').click();
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
  });

  test(run('L14'), async ({ page }) => {
    await openApp(page, { ...FR, tokens: [{ type: 'CARD' }] });
    await choosePaysafecard(page, '30');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('provider-decline')).toBeVisible({ timeout: 15_000 });
    await page.goBack();
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
  });
});
