// The launcher as a person uses it in a plain browser (docs/sandbox.md "Launcher"): no Playwright route,
// no init script. A new PayPal is paid through braintree-web, whose client API host the launcher's service
// worker answers from the sandbox; a Multibanco reference is paid on the sandbox's ATM page; a test datum
// is copied with its button.
import { expect, test } from './fixtures';
import { MEAN_ID, meansReady, tile } from './means-helpers';
import { amountPage } from './pages';

// A launcher page, then the app, then the provider's: three page loads per test on a shared machine.
test.describe.configure({ timeout: 90_000 });

test.describe('PayPal from the launcher', () => {
  test('from the launcher alone: a new PayPal approved and paid, back on the return page', async ({ page }) => {
    await page.goto('/sandbox');
    await expect(page.getByTestId('processor-status')).toHaveText('ready in this browser');
    await page.getByTestId('open-web-fr-paypal').click();
    await amountPage(page).payWith(MEAN_ID.PAYPAL, '30');
    await expect(page.getByTestId('paypal-button')).toBeVisible({ timeout: 20_000 });
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('paypal-button').click()]);
    await popup.getByTestId('paypal-approve').click();
    // SPEC 4 Success handling: the return URL carries the method, status and amount.
    await page.waitForURL(/\/sandbox\/return/);
    await expect(page.locator('[data-testid="return-param"][data-name="method"]')).toContainText('PAYPAL');
    await expect(page.locator('[data-testid="return-param"][data-name="status"]')).toContainText('success');
  });
});

test('a Multibanco reference paid on the sandbox ATM page: the deposit succeeds', async ({ page, context }) => {
  await page.goto('/sandbox');
  await page.getByTestId('open-web-pt-last-multibanco').click();
  await meansReady(page);
  await tile(page, MEAN_ID.MULTIBANCO).click();
  await amountPage(page).input.fill('25');
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/kong/v6/me/deposits/multibanco'),
    amountPage(page).payButton.click(),
  ]);
  const uid = ((await response.json()) as { transaction_uid: string }).transaction_uid;
  await expect(page.getByTestId('multibanco-dialog')).toBeVisible();

  const atm = await context.newPage();
  await atm.goto('/sandbox/multibanco');
  const row = atm.locator(`[data-testid="atm-deposit"][data-transaction-uid="${uid}"]`);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await row.getByTestId('atm-pay').click();
  await expect(atm.locator(`[data-testid="atm-deposit"][data-transaction-uid="${uid}"]`)).toHaveAttribute('data-status', 'success');
  expect((await (await atm.request.get(`/sandbox/deposits/${uid}`)).json()).status).toBe('success');
});

test('a test datum is copied with its button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sandbox');
  // On a phone the test data starts folded, under its summary.
  const summary = page.getByTestId('testdata').locator('summary');
  if (!(await page.locator('#testdata-details').evaluate((d) => (d as HTMLDetailsElement).open))) await summary.click();
  const copy = page
    .getByTestId('testdata-cards')
    .getByRole('button', { name: /success/ })
    .first();
  await copy.click();
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4111 1111 1111 1111');
});
