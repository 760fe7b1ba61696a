// The bank's page in the Android app's in-app browser (paymentRedirectInApp, card ending 0054): the player
// closes it, and the bridge does not say so. The page under it says nothing false about a window that is gone,
// and offers a way on: open the bank's page again (the same paymentRedirectInApp), or choose another method
// (docs/decisions.md "The bank's page, closed").
import type { FrameLocator, Page } from '@playwright/test';
import { TEST_CARDS } from '../../sandbox/card-test-cards';
import { expect, test } from './fixtures';
import { MEAN_ID } from './means-helpers';
import { amountPage, cardForm, openWebview, webview } from './pages';

const redirects = (page: Page) => webview(page).payloadsOf('paymentRedirectInApp');

async function openAndroid(page: Page): Promise<FrameLocator> {
  return (await openWebview(page, { legislation: 'FR', language: 'fr', platform: 'ANDROID', url_success: '/sandbox/return?outcome=success' })).app;
}

test('Android: the in-app browser closed over the waiting page: no "window that opened"; "Ouvrir la page de ma banque" opens it again', async ({ page }) => {
  const app = await openAndroid(page);
  await amountPage(app).payWith(MEAN_ID.CARD, '25');
  await cardForm(app).pay(TEST_CARDS.issuerRedirect.number);
  await expect(page.getByTestId('webview-inapp')).toBeVisible({ timeout: 15_000 });

  await page.getByTestId('webview-inapp-close').click();
  await expect(page.getByTestId('webview-inapp')).toBeHidden();
  const waiting = app.getByTestId('issuer-redirect');
  await expect(waiting).toBeVisible();
  await expect(waiting).not.toContainText('fenêtre qui s’est ouverte');
  await expect(waiting).toHaveText('Votre banque doit confirmer ce paiement sur sa page. Si vous avez fermé cette page, ouvrez-la à nouveau.');

  await app.getByRole('button', { name: 'Ouvrir la page de ma banque' }).click();
  await expect(page.getByTestId('webview-inapp')).toBeVisible();
  await expect(page.frameLocator('[data-testid="webview-inapp-frame"]').getByTestId('issuer-page')).toBeVisible();
  const sent = (await redirects(page)) as Array<{ url: string; reason: string }>;
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  expect(sent[1]!.reason).toBe('CARD_3DS1');
});
