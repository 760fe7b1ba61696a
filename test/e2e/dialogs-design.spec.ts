// Dialogs open over the page they belong to with the balance in the
// header; error dialogs carry a mark, the method's own words and "Try again" where it helps; dead ends
// have a close, no payment logos, and a retry where one can help.
import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { CVV, EXPIRY, openCardForm, TEST_CARDS } from './card-helpers';
import { translation } from './catalog';
import { amountPage, cardForm, errorDialog, providerPage } from './pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the ineligibility dialog opens over the amount page, the balance in the header, no "Try again"', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', balance: 73, eligibility: { eligible: false, reason: 'DEP_UserNotEligibleForDeposit' } });
  const dialog = errorDialog(page).root;
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('amount-backdrop')).toBeAttached();
  await expect(page.getByTestId('header-balance')).toContainText('73');
  await expect(dialog.locator('svg').first()).toBeVisible();
  await expect(errorDialog(page).retryButton).toHaveCount(0);
});

test('the embedded confirmation opens over the amount page', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', embed_confirmation: true, url_success: '/sandbox/return?outcome=success' });
  await page.getByTestId('mean-tile').first().waitFor();
  await page.locator('[data-testid="mean-tile"][data-mean-id="5"]').click();
  await amountPage(page).pay('55');
  await providerPage(page).approve.click();
  await expect(page.getByTestId('deposit-confirmation')).toBeVisible();
  await expect(page.getByTestId('amount-backdrop')).toBeAttached();
});

test('a refused card: the mark, words that do not speak of a bank, and "Try again" opens the card form again', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', tokens: [] });
  await openCardForm(page, '31');
  await cardForm(page).number.fill(TEST_CARDS.insufficientFunds.number);
  await cardForm(page).expiry.fill(EXPIRY);
  await cardForm(page).cvv.fill(CVV);
  await cardForm(page).submit.click();
  const dialog = errorDialog(page).root;
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(translation('en', 'payment.insufficientfunds.text'));
  await expect(dialog).not.toContainText(/bank/i);
  await expect(dialog.locator('svg').first()).toBeVisible();
  await errorDialog(page).retryButton.click();
  await expect(cardForm(page).root).toBeVisible();
  await expect(page.getByTestId('card-amount')).toContainText('31');
});

test('the technical error page: a close, no payment logos, "Try again" loads the page again', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', faults: { eligibility: 'http500' } });
  await expect(page.getByTestId('technical-error')).toBeVisible();
  await expect(page.getByTestId('header-close')).toBeVisible();
  await expect(page.getByTestId('header-back')).toHaveCount(0);
  await expect(page.getByTestId('footer-logos')).toHaveCount(0);
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('technical-error-retry').click();
  await reloaded;
});

test('the session timeout page: a close, no payment logos', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', faults: { eligibility: 'http401' } });
  await expect(page.getByTestId('session-timeout')).toBeVisible();
  await expect(page.getByTestId('header-close')).toBeVisible();
  await expect(page.getByTestId('header-back')).toHaveCount(0);
  await expect(page.getByTestId('footer-logos')).toHaveCount(0);
});
