// Screenshots of the card screens on a phone (390x844) and a desktop, for review (reports/card-screens/).
import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { CVV, fillCard, openCardForm, RETURN_URL, TEST_CARDS } from './card-helpers';
import { cardForm } from './pages';

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport, isMobile: name === 'phone', hasTouch: name === 'phone' });
    test(`card form, brand choice and challenge page (${name})`, async ({ page }) => {
      await openApp(page, { legislation: 'FR', language: 'fr', url_success: RETURN_URL });
      await openCardForm(page);
      await fillCard(page, TEST_CARDS.cbVisa.number);
      await cardForm(page).cvv.blur();
      await expect(cardForm(page).brandChoice).toBeVisible();
      await page.screenshot({ path: `reports/card-screens/${name}-card-form.png`, fullPage: true });
      await cardForm(page).brandChange.click();
      await expect(page.getByTestId('network-channels')).toBeVisible();
      await page.screenshot({ path: `reports/card-screens/${name}-network-channels.png`, fullPage: true });
      await page.getByTestId('brand-back').click();
      // The number shows masked while not focused: focus it (the raw digits come back), then replace them.
      await cardForm(page).number.focus();
      await expect(cardForm(page).number).not.toHaveValue(/•/);
      await cardForm(page).number.fill(TEST_CARDS.challengeFailed.number);
      await cardForm(page).cvv.fill(CVV);
      await expect(cardForm(page).brandReadonly).toBeVisible();
      await cardForm(page).submit.click();
      await expect(page.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge')).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `reports/card-screens/${name}-challenge.png`, fullPage: true });
    });
  });
}
