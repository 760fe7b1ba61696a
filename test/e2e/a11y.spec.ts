// Accessibility (DESIGN 6): axe finds no serious or critical violation on the main screens.
import { expectAccessible } from './accessible';
import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { amountPage, cardForm, errorDialog } from './pages';

test('the amount page (FR, light) is accessible', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr' });
  await expect(page.getByTestId('mean-tile').first()).toBeVisible();
  await expectAccessible(page);
});

test('the amount page (PT, dark) is accessible', async ({ page }) => {
  await openApp(page, { legislation: 'PT', language: 'pt', is_dark: true });
  await expect(page.getByTestId('mean-tile').first()).toBeVisible();
  await expectAccessible(page);
});

test('the error dialog and the technical error page are accessible', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', eligibility: { eligible: false, reason: 'DEP_UserNotEligibleForDeposit' } });
  await expect(errorDialog(page).root).toBeVisible();
  await expectAccessible(page);
  await openApp(page, { legislation: 'FR', language: 'en', faults: { eligibility: 'http500' } });
  await expect(page.getByTestId('technical-error')).toBeVisible();
  await expectAccessible(page);
});

test('the card form and the Skrill form are accessible', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [], payment_methods: ['CARD', 'SKRILL'] });
  await expect(page.getByTestId('mean-tile').first()).toBeVisible();
  await page.locator('[data-testid="mean-tile"][data-mean-id="1"]').click();
  await amountPage(page).payButton.click();
  await expect(cardForm(page).root).toBeVisible();
  await expectAccessible(page);
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [], payment_methods: ['SKRILL', 'CARD'] });
  await expect(page.getByTestId('mean-tile').first()).toBeVisible();
  await page.locator('[data-testid="mean-tile"][data-mean-id="6"]').click();
  await amountPage(page).payButton.click();
  await expect(page.getByTestId('skrill-form')).toBeVisible();
  await expectAccessible(page);
});
