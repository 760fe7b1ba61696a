// A url_success that would leave for another site after normalisation
// (`/..//evil.example`) is refused; after a paid deposit the player never reaches that host, and the
// transaction id and amount never leave for it.
import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { MEAN_ID, payWith } from './means-helpers';
import { providerPage } from './pages';

test('url_success=/..//evil.example: after a paid deposit no request goes to evil.example', async ({ page }) => {
  const foreign: string[] = [];
  // Offline, every foreign host fails; the operator home (the fallback) is answered by a stub page.
  await page.route(/^https?:\/\/(?!localhost[:/])/, async (route) => {
    foreign.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p data-testid="outside">outside</p>' });
  });
  await openApp(page, { legislation: 'FR', language: 'en', url_success: '/..//evil.example/steal' });
  await payWith(page, MEAN_ID.PAYSAFECARD, '40', 'paysafecard');
  await expect(providerPage(page).root).toBeVisible();
  await providerPage(page).approve.click();
  await expect(page.getByTestId('outside')).toBeVisible({ timeout: 20_000 });
  expect(foreign.length).toBeGreaterThan(0);
  for (const url of foreign) expect(new URL(url).hostname).not.toContain('evil.example');
  expect(new URL(page.url()).hostname).not.toContain('evil.example');
});
