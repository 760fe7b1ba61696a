import { expect, test } from './fixtures';
import { openApp, translation } from './sandbox';
import { amountPage, errorDialog, openWebview, returnPage, webview } from './pages';

const presetValues = (page: import('@playwright/test').Page) =>
  page.getByTestId('amount-preset').evaluateAll((els) => els.map((e) => e.textContent?.replace(/\s/g, ' ').trim()));

test('an FR player whose last deposit was 17 EUR sees the presets 15, 25, 50, 100 in French', async ({ page }) => {
  await openApp(page, {
    legislation: 'FR',
    language: 'fr',
    currency: 'EUR',
    last_deposit: { payment_method: 'CARD', amount: 17, created_date: '2026-11-01T10:00:00Z' },
  });
  await expect(page.getByTestId('amount-preset')).toHaveCount(4);
  expect(await presetValues(page)).toEqual(['15 €', '25 €', '50 €', '100 €']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('fr', 'How much do you want to deposit?'));
});

test('a PL player sees 50, 100, 250, 500 with zł in Polish', async ({ page }) => {
  await openApp(page, { legislation: 'PL', language: 'pl', currency: 'PLN', last_deposit: null });
  await expect(page.getByTestId('amount-preset')).toHaveCount(4);
  expect(await presetValues(page)).toEqual(['50 zł', '100 zł', '250 zł', '500 zł']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('pl', 'How much do you want to deposit?'));
});

test('after load the session token is no longer in the URL', async ({ page }) => {
  const session = await openApp(page, { legislation: 'COM', language: 'en' });
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  expect(page.url()).not.toContain(session.token);
  expect(page.url()).not.toContain(session.refresh_token);
  expect(page.url()).not.toContain('token=');
});

test('an expired session lands on the session-timeout page', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', session_expired: true });
  await expect(page.getByTestId('session-timeout')).toBeVisible();
  await expect(page).toHaveURL(/\/session-timeout$/);
});

test('a short-lived token is refreshed once and the call retried', async ({ page }) => {
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/session/refresh')) refreshes.push(r.status());
  });
  await openApp(page, { legislation: 'FR', language: 'en', access_token_ttl_seconds: 0 });
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  expect(refreshes).toEqual([200]);
});

test('an eligibility fetch failure lands on the technical error page', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', faults: { eligibility: 'http500' } });
  await expect(page.getByTestId('technical-error')).toBeVisible();
  await expect(page).toHaveURL(/\/error\/technical$/);
});

test('a malformed eligibility answer lands on the technical error page', async ({ page }) => {
  await openApp(page, { legislation: 'PT', language: 'pt', faults: { eligibility: 'malformed' } });
  await expect(page.getByTestId('technical-error')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('pt', 'payment.error.page.title'));
});

test('a used single-use token cannot open a second session', async ({ page }) => {
  const session = await openApp(page, { legislation: 'FR', language: 'en' });
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  await page.context().clearCookies();
  await page.goto(session.app_url);
  await expect(page.getByTestId('technical-error')).toBeVisible();
});

test('an ineligible player sees the dialog, then the native app is told to close', async ({ page }) => {
  const { app } = await openWebview(page, {
    legislation: 'FR',
    language: 'fr',
    platform: 'IOS',
    eligibility: { eligible: false, reason: 'DEP_UserTriedToDepositOverLimit' },
  });
  const dialog = errorDialog(app).root;
  await errorDialog(app).shows(translation('fr', 'payment.deposit.eligibility.limits_reached.title'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await errorDialog(app).closeButton.click();
  await expect(webview(page).message('paymentCloseApplication')).toHaveCount(1);
  await expect(page.getByTestId('webview-closed')).toBeVisible();
});

test('an ineligible web player is sent back to the operator', async ({ page }) => {
  await openApp(page, {
    legislation: 'FR',
    language: 'en',
    url_back: '/sandbox/return?from=cashier',
    eligibility: { eligible: false, reason: 'DEP_UserNotEligibleForDeposit' },
  });
  await errorDialog(page).closeButton.click();
  await expect(returnPage(page).root).toBeVisible();
  await expect(page).toHaveURL(/\/sandbox\/return\?from=cashier$/);
});

test('an unknown path goes to the root', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en' });
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
});

test('the limits show the lowest limit and its dialog the remaining amount and progress', async ({ page }) => {
  await openApp(page, {
    legislation: 'FR',
    language: 'en',
    limits: {
      min_deposit_amount: 10,
      max_deposit_amount: 800,
      technical_max_deposit_amount: 99999999,
      user_limits: [
        { type: 'daily', value: 300, remaining: 300 },
        { type: 'weekly', value: 200, remaining: 50 },
        { type: 'monthly', value: 1000, remaining: 900 },
      ],
    },
  });
  await expect(page.getByTestId('limit-min')).toContainText('€10');
  // One effective maximum: the weekly remainder (€50) is below the €800 maximum, so it alone says it.
  await expect(page.getByTestId('limit-max')).toHaveCount(0);
  await expect(page.getByTestId('limit-lowest')).toContainText('€50');
  await page.getByTestId('limits-details').click();
  await expect(page.getByTestId('limits-remaining')).toHaveText('€50');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
});

test('PT hides the minimum and a technical maximum is not shown', async ({ page }) => {
  await openApp(page, {
    legislation: 'PT',
    language: 'pt',
    limits: { min_deposit_amount: 10, max_deposit_amount: null, technical_max_deposit_amount: 99999999, user_limits: [] },
  });
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  await expect(page.getByTestId('limit-min')).toHaveCount(0);
  await expect(page.getByTestId('limit-max')).toHaveCount(0);
});

test('an amount under the minimum is refused with a translated message', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', limits: { min_deposit_amount: 10, user_limits: [] } });
  await amountPage(page).input.fill('5');
  await expect(page.getByText('The minimum deposit is €10.')).toBeVisible();
  await expect(amountPage(page).input).toHaveAttribute('aria-invalid', 'true');
});

for (const [legislation, logos] of [
  ['FR', ['visa', 'cb', 'mastercard', 'applepay', 'googlepay', 'paysafecard', 'skrill', 'paypal', 'banktransfer']],
  ['PL', ['visa', 'mastercard', 'applepay', 'paysafecard', 'skrill', 'banktransfer', 'p24', 'blik']],
  ['CD', ['orange', 'airtel', 'mpesa']],
] as const) {
  test(`the ${legislation} footer shows its payment logos`, async ({ page }) => {
    await openApp(page, { legislation, language: 'en', currency: legislation === 'PL' ? 'PLN' : legislation === 'CD' ? 'CDF' : 'EUR' });
    await expect(page.getByTestId('amount-preset').first()).toBeVisible();
    const ids = await page
      .getByTestId('footer-logos')
      .locator('[data-logo]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-logo')));
    expect(ids).toEqual([...logos]);
  });
}
