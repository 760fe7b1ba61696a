// Fail closed (DESIGN 3, 7): what throws in the page never leaves the player on a blank page. Two real
// ways a browser makes our code throw: a render that throws (here Intl's number formatting, which the amount
// page calls on every preset), and storage the embedding page denies (a third-party iframe with storage
// blocked throws SecurityError on `window.sessionStorage`).
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openApp, translation } from './sandbox';

/** Intl's number formatting throws once the app formats an amount (the presets), not while the page boots. */
async function formattingThrows(page: Page) {
  await page.addInitScript(() => {
    const Real = Intl.NumberFormat;
    (Intl as { NumberFormat: unknown }).NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      if (document.querySelector('[data-testid="amount-screen"], main')) throw new Error('formatting failed');
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat;
  });
}

test('a render that throws: the technical error page in the player\'s language, with "Try again"', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await formattingThrows(page);
  await openApp(page, { legislation: 'FR', language: 'fr', currency: 'EUR' });
  const error = page.getByTestId('technical-error');
  await expect(error).toBeVisible();
  await expect(error.getByRole('heading', { level: 1 })).toHaveText(translation('fr', 'payment.error.page.title'));
  await expect(page.getByTestId('technical-error-retry')).toBeEnabled();
  expect(warnings.some((w) => w.includes('[cashier] crashed'))).toBe(true);
});

test('a render that throws in a page opened dark (is_dark): the technical error page is dark too, never a light flash', async ({ page }) => {
  await formattingThrows(page);
  await openApp(page, { legislation: 'FR', language: 'fr', currency: 'EUR', is_dark: true });
  await expect(page.getByTestId('technical-error')).toBeVisible();
  // The dark theme's text is light: each channel of the heading's colour over the midpoint.
  const color = await page.getByTestId('technical-error').getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  expect(Math.min(r!, g!, b!), color).toBeGreaterThan(128);
});

test('storage denied by the embedding page: a page with a way on, never a blank one', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await openApp(page, { legislation: 'FR', language: 'en', currency: 'EUR' });
  // Either the amount page (storage is a convenience) or the technical error page, with a control to go on.
  await expect(page.getByTestId('amount-preset').first().or(page.getByTestId('technical-error-retry'))).toBeVisible();
});
