// The shell's remaining rules of SPEC 2, one test (or a few) per rule. What each expects is
// SPEC 2's words; the choices where SPEC 2 is silent are in docs/decisions.md "The shell's rules".
import { expect, test } from './fixtures';
import { createSession, openApp, translation } from './sandbox';
import { readyMadePlayer } from '../../sandbox/players';
import { openCardForm } from './card-helpers';
import { MEAN_ID, payWith } from './means-helpers';
import { amountPage, cvvForm, mobileMoney } from './pages';

test.describe('SPEC 2 footer: per-legislation FAQ links, PT also responsible gaming', () => {
  test('PT: the FAQ link and the responsible-gaming link, both opening in a new tab', async ({ page }) => {
    await openApp(page, { legislation: 'PT', language: 'pt', currency: 'EUR' });
    const footer = page.getByTestId('footer');
    await expect(footer.getByTestId('footer-faq')).toBeVisible();
    const rg = footer.getByTestId('footer-responsible-gaming');
    await expect(rg).toBeVisible();
    await expect(rg).toContainText(translation('pt', 'Responsible gaming'));
    await expect(rg).toHaveAttribute('href', /^https:\/\/www\.kestrelbet\.pt\//);
    await expect(rg).toHaveAttribute('target', '_blank');
  });
  for (const legislation of ['FR', 'PL', 'COM', 'CI'] as const) {
    test(`${legislation}: the FAQ link only, no responsible-gaming link`, async ({ page }) => {
      await openApp(page, { legislation, language: 'en' });
      await expect(page.getByTestId('footer-faq')).toBeVisible();
      await expect(page.getByTestId('footer-responsible-gaming')).toHaveCount(0);
    });
  }
});

test.describe('SPEC 2 CVV form: its animation', () => {
  const savedCard = { legislation: 'FR', language: 'fr', tokens: [{ type: 'CARD', bin: '497010', last_digits: '0014', scheme: 'cb' }] };
  const animationOf = (page: import('@playwright/test').Page, testId: string) =>
    page.getByTestId(testId).evaluate((el) => {
      const c = getComputedStyle(el);
      return { name: c.animationName, duration: c.animationDuration };
    });

  test('the CVV form and its saved card enter with an animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openApp(page, savedCard);
    await openCardForm(page, '30', 'tok_card_1');
    await expect(cvvForm(page).root).toBeVisible();
    for (const id of ['cvv-form', 'cvv-card']) {
      const a = await animationOf(page, id);
      expect(a.name, id).not.toBe('none');
      expect(parseFloat(a.duration), id).toBeGreaterThan(0.1);
    }
    // Title, subtitle, amount and button texts of SPEC 2 are all there.
    await expect(cvvForm(page).root.getByRole('heading', { level: 1 })).toHaveText(translation('fr', 'Confirm your card'));
    await expect(page.getByTestId('cvv-amount')).toHaveText(/30/);
    await expect(cvvForm(page).submit).toContainText('30');
  });

  test('with prefers-reduced-motion the form appears without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp(page, savedCard);
    await openCardForm(page, '30', 'tok_card_1');
    await expect(cvvForm(page).root).toBeVisible();
    for (const id of ['cvv-form', 'cvv-card']) expect((await animationOf(page, id)).name, id).toBe('none');
  });
});

test.describe('SPEC 2 global overlay loader: hidden when the page becomes visible again', () => {
  test('a redirect to a provider shows the loader; the page visible again hides it', async ({ page }) => {
    await openApp(page, { legislation: 'FR', language: 'en' });
    // The provider's page answers 204: the navigation ends without leaving the document, as when the redirect
    // hands over to another app (a custom scheme) and the player comes back to this page.
    await page.route('**/sandbox/provider/paysafecard**', (route) => route.fulfill({ status: 204 }));
    await payWith(page, MEAN_ID.PAYSAFECARD, '20', 'paysafecard');
    const loader = page.getByTestId('overlay-loader');
    await expect(loader).toBeVisible();
    // The page hidden: the loader stays; visible again: it hides (document visibilitychange).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(loader).toBeVisible();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(loader).toHaveCount(0);
  });
});

test.describe('SPEC 2: a page restored from the back-forward cache reloads', () => {
  // Headless Chromium keeps no page in its back-forward cache here (a back is a fresh load, 'back_forward'),
  // so the restore is announced as the browser does it: pageshow with persisted true.
  const navigationType = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);

  test('a restored page (pageshow persisted) loads again', async ({ page }) => {
    await openApp(page, { legislation: 'FR', language: 'en' });
    await expect(amountPage(page).input).toBeVisible();
    expect(await navigationType(page)).toBe('navigate');
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect.poll(() => navigationType(page).catch(() => 'loading')).toBe('reload');
    await expect(amountPage(page).input).toBeVisible();
  });

  test('a page shown normally (pageshow not persisted) does not reload', async ({ page }) => {
    await openApp(page, { legislation: 'FR', language: 'en' });
    await expect(amountPage(page).input).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    await amountPage(page).input.fill('42');
    await expect(amountPage(page).input).toHaveValue('42');
    expect(await navigationType(page)).toBe('navigate');
  });
});

test.describe('SPEC 2: navigation to the same URL reloads and scrolls to the top', () => {
  test('the mobile-money code form after the phone form (both /mobile-money) starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 420 });
    await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF' });
    await page.getByTestId('mean-tile').first().waitFor();
    await page.locator('[data-testid="mean-tile"][data-mean-id="12"]').click();
    await amountPage(page).pay('5000');
    await page.getByTestId('momo-operator-ORANGE_MONEY').click();
    await expect(page).toHaveURL(/\/mobile-money$/);
    await mobileMoney(page).phone.fill('07 01 02 03 04');
    // Scrolled down the phone form, then the form sent from the keyboard (no click scrolls the page).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await mobileMoney(page).phone.press('Enter');
    await expect(mobileMoney(page).codeForm).toBeVisible();
    await expect(page).toHaveURL(/\/mobile-money$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('SPEC 2 routes preferred and methods', () => {
  /** Opens the app at a path of its own (the launcher's URL with another path, its tokens kept). */
  async function openAt(page: import('@playwright/test').Page, path: string, profile: Record<string, unknown>) {
    const session = await createSession(page.request, profile);
    const url = new URL(session.app_url, 'http://localhost');
    await page.goto(`${path}${url.search}`);
  }
  // The FR market player (docs/sandbox.md): saved card, Skrill, PayPal and IBAN; last deposit by card.
  const fr = readyMadePlayer('FR')!.profile;

  test('opened at /preferred: lands there, a close button (a root), the saved means and the default only', async ({ page }) => {
    await openAt(page, '/preferred', { ...fr, language: 'en' });
    await expect(amountPage(page).input).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/preferred');
    await expect(page.getByTestId('header-close')).toBeVisible();
    await expect(page.getByTestId('header-back')).toHaveCount(0);
    const shown = await page.getByTestId('mean-tile').evaluateAll((els) => els.map((e) => e.getAttribute('data-mean-id')));
    // The saved means and the default (card, the last method): the other methods are in the full list only.
    expect(shown).toEqual(['tok_card_1', 'tok_ewallet_2', 'tok_paypal_3', 'tok_bank_account_4', MEAN_ID.CARD]);
    await page.getByTestId('all-methods').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/methods');
    await expect(page.locator(`[data-testid="methods-item"][data-mean-id="${MEAN_ID.PAYSAFECARD}"]`)).toBeVisible();
  });

  test('opened at /methods: lands there with every mean; choosing one opens the amount page with it selected', async ({ page }) => {
    await openAt(page, '/methods', { ...fr, language: 'en' });
    await expect(page.getByTestId('methods')).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/methods');
    await expect(page.getByTestId('header-back')).toBeVisible();
    const ids = await page.getByTestId('methods-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-mean-id')));
    expect(ids).toEqual(expect.arrayContaining(['tok_card_1', 'tok_ewallet_2', MEAN_ID.CARD, MEAN_ID.PAYSAFECARD, MEAN_ID.SKRILL]));
    expect(ids.length).toBeGreaterThan(5);
    await page.locator(`[data-testid="methods-item"][data-mean-id="${MEAN_ID.PAYSAFECARD}"]`).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(page.locator(`[data-testid="mean-tile"][data-mean-id="${MEAN_ID.PAYSAFECARD}"]`)).toHaveAttribute('data-selected', 'true');
  });

  test('/methods: the back button goes to the amount page', async ({ page }) => {
    await openAt(page, '/methods', { ...fr, language: 'en' });
    await expect(page.getByTestId('methods')).toBeVisible();
    await page.getByTestId('header-back').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(amountPage(page).input).toBeVisible();
  });
});
