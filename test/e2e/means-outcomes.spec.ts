// Deposit outcomes shared by every method (SPEC 4, 8): refusals with their translated dialog,
// the callback route (success, failure, aborted), the embedded confirmation and the native bridge.
import { expect, test } from './fixtures';
import type { Page, Request } from '@playwright/test';
import { openApp, translation } from './sandbox';
import { MEAN_ID, RETURN_URL, continueUnconfirmed, expectAmountPage, payWith, returnParams } from './means-helpers';
import { amountPage, errorDialog, openWebview, providerPage, returnPage, webview } from './pages';

const LANG = 'fr';
const expectErrorDialog = (page: Page, code: string) => errorDialog(page).showsMessage(LANG, code);

test('amount 113 with Paysafecard: translated insufficient-funds dialog, only its button closes it', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: LANG, url_success: RETURN_URL });
  await payWith(page, MEAN_ID.PAYSAFECARD, '113', 'paysafecard');
  await expectErrorDialog(page, 'payment.insufficientfunds');
  await expect(errorDialog(page).closeButton).toHaveText(translation(LANG, 'payment.close.button'));
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(errorDialog(page).root).toBeVisible();
  await errorDialog(page).close();
  await expect(errorDialog(page).root).toBeHidden();
  await expectAmountPage(page);
});

for (const c of [{ amount: '114', what: '422 DEP_FraudCheckRefused', code: 'payment.genericfailure' }] as const) {
  test(`amount ${c.amount} (${c.what}) shows the ${c.code} dialog`, async ({ page }) => {
    await openApp(page, { legislation: 'FR', language: LANG, url_success: RETURN_URL });
    await payWith(page, MEAN_ID.PAYSAFECARD, c.amount, 'paysafecard');
    await expectErrorDialog(page, c.code);
    await errorDialog(page).close();
    await expect(errorDialog(page).root).toBeHidden();
    await expectAmountPage(page);
  });
}

// The law (docs/decisions.md "Unknown is not failed"): an answer that cannot be read, or a status the app does
// not know, after the call was sent, is not a refusal: the same intent is sent again, then pending.
for (const [amount, what] of [
  ['115', '500, nothing recorded: an unreadable answer is sent again'],
  ['116', 'an unexpected status, recorded pending: sent again'],
] as const) {
  test(`amount ${amount} (${what}), then pending, never failed`, async ({ page }) => {
    await openApp(page, { legislation: 'FR', language: LANG, url_success: RETURN_URL });
    await payWith(page, MEAN_ID.PAYSAFECARD, amount, 'paysafecard');
    await continueUnconfirmed(page);
    await returnPage(page).expectQuery({ status: 'pending' });
    await expect(errorDialog(page).root).toHaveCount(0);
  });
}

test('a first depositor: after approve the return URL says isFirstDeposit=true', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: LANG, balance: 0, first_deposit: true, url_success: RETURN_URL });
  await payWith(page, MEAN_ID.PAYSAFECARD, '20', 'paysafecard');
  await providerPage(page).approve.click();
  await returnPage(page).expectQuery({ status: 'success', isFirstDeposit: 'true' });
});

/** Records, in order, the status and eligibility calls so a test can tell which came after which. */
function recordCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path === '/kong/v6/me/deposits/eligibility') calls.push('eligibility');
    if (path === '/kong/v4/me/deposits/status') calls.push('status');
  });
  return calls;
}

test('callback success (approve): redirected to url_success with status=success; the session cookie is gone', async ({ page }) => {
  // SPEC 9: the refresh token is in the front server's HttpOnly cookie; leaving ends it (DELETE /session).
  const refreshInTab = async () => (await page.context().cookies()).find((c) => c.name === 'cashier-session')?.value ?? null;
  await openApp(page, { legislation: 'FR', language: LANG, url_success: RETURN_URL });
  await payWith(page, MEAN_ID.PAYSAFECARD, '45', 'paysafecard');
  await expect(providerPage(page).root).toBeVisible();
  expect(await refreshInTab()).not.toBeNull(); // kept for the provider's return (the callback page)
  await providerPage(page).approve.click();
  await expect(page).toHaveURL(/\/sandbox\/return\?/);
  const q = await returnParams(page);
  expect(q.get('status')).toBe('success');
  expect(q.get('method')).toBe('PAYSAFECARD');
  expect(Number(q.get('amount'))).toBe(45);
  await expect.poll(refreshInTab).toBeNull(); // the player has left: no refresh token stays usable
});

test('callback failure (decline): amount page with the failed amount, error dialog, eligibility fetched again', async ({ page }) => {
  const calls = recordCalls(page);
  await openApp(page, { legislation: 'FR', language: LANG, url_success: RETURN_URL });
  await payWith(page, MEAN_ID.PAYSAFECARD, '77', 'paysafecard');
  await expect(providerPage(page).root).toBeVisible();
  const before = calls.length;
  await providerPage(page).decline.click();

  await expectErrorDialog(page, 'payment.genericfailurenoncard');
  await expectAmountPage(page);
  await expect.poll(() => calls.slice(before)).toContain('eligibility');
  const after = calls.slice(before);
  expect(after.indexOf('status'), 'the deposit status was read').toBeGreaterThanOrEqual(0);
  expect(after.lastIndexOf('eligibility'), 'eligibility fetched after the failed status').toBeGreaterThan(after.indexOf('status'));

  await errorDialog(page).close();
  await expect(amountPage(page).input).toHaveValue(/^77([.,]00)?$/);
  await expect(amountPage(page).payButton).toBeVisible();
});

test("callback cancel: 'Deposit aborted' shows the generic failure dialog on the amount page", async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: LANG, url_success: RETURN_URL });
  await payWith(page, MEAN_ID.PAYSAFECARD, '35', 'paysafecard');
  await providerPage(page).cancel.click();
  await expectErrorDialog(page, 'payment.genericfailure');
  await expectAmountPage(page);
  await errorDialog(page).close();
  await expect(amountPage(page).input).toHaveValue(/^35([.,]00)?$/);
});

test('embedded confirmation: after approve the confirmation dialog shows, then Continue redirects', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: LANG, url_success: RETURN_URL, embed_confirmation: true });
  await payWith(page, MEAN_ID.PAYSAFECARD, '55', 'paysafecard');
  await providerPage(page).approve.click();
  const confirmation = page.getByTestId('deposit-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('55');
  await expect(returnPage(page).root).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeVisible();
  await page.getByTestId('confirmation-close').click();
  const q = await returnParams(page);
  expect(q.get('status')).toBe('success');
  expect(Number(q.get('amount'))).toBe(55);
});

test('iOS webview: a successful deposit sends paymentDepositSuccess with status and amount', async ({ page }) => {
  const { app } = await openWebview(page, { legislation: 'FR', language: LANG, platform: 'IOS', url_success: RETURN_URL });
  const amount = amountPage(app);
  await expect(app.getByTestId('mean-tile').first()).toBeVisible();
  await amount.tile(MEAN_ID.PAYSAFECARD).click();
  await amount.input.fill('65');
  await amount.payButton.click();
  await providerPage(app).approve.click();

  await expect(webview(page).message('paymentDepositSuccess')).toHaveCount(1);
  const success = await webview(page).payloadsOf('paymentDepositSuccess');
  expect(success).toHaveLength(1);
  expect(success[0]).toMatchObject({ status: 'success', amount: 65, method: 'PAYSAFECARD' });
});
