// Fail closed (DESIGN 3, 7): what throws in the page never leaves the player on a blank page. Three real
// ways a browser makes our code throw: a render that throws (here Intl's number formatting, which the amount
// page calls on every preset), storage the embedding page denies (a third-party iframe with storage
// blocked throws SecurityError on `window.sessionStorage`), and a value of the browser a child of the root
// cannot read (its throw stops that child; the root's onError shows its own page, machines/deposit.crash.test.ts
// has one such test per child).
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

test.describe('the error hook', () => {
  // The unhandled rejection is provoked here on purpose: the UI invariants' "error" finding is the point.
  test.use({ uiInvariantsAllow: ['error'] });

  test("a render that throws reaches the operator's error hook, card data replaced; so does an unhandled rejection", async ({ page }) => {
    // The operator's hook, set before the bundle runs (docs/deployment.md "Production errors").
    await page.addInitScript(() => {
      const w = window as unknown as { cashierErrorHook: (r: unknown) => void; reports: unknown[] };
      w.reports = [];
      w.cashierErrorHook = (r) => w.reports.push(r);
    });
    await page.addInitScript(() => {
      const Real = Intl.NumberFormat;
      (Intl as { NumberFormat: unknown }).NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        if (document.querySelector('[data-testid="amount-screen"], main')) throw new Error('formatting failed for 4111 1111 1111 1111, cvv 123');
        return new Real(...args);
      } as unknown as typeof Intl.NumberFormat;
    });
    await openApp(page, { legislation: 'FR', language: 'en', currency: 'EUR' });
    await expect(page.getByTestId('technical-error')).toBeVisible();
    await page.evaluate(() => void Promise.reject(new Error('late 5555555555554444')));
    const reports = () => page.evaluate(() => (window as unknown as { reports: { source: string; message: string; stack: string | null }[] }).reports);
    await expect.poll(async () => (await reports()).map((r) => r.source)).toEqual(expect.arrayContaining(['render', 'unhandledrejection']));
    const all = await reports();
    expect(all.find((r) => r.source === 'render')?.message).toBe('formatting failed for [card number], cvv [cvv]');
    expect(all.find((r) => r.source === 'unhandledrejection')?.message).toBe('late [card number]');
    expect(JSON.stringify(all)).not.toMatch(/4111|5555|cvv 123/);
  });
});

test('a render that throws in a page opened dark (is_dark): the technical error page is dark too, never a light flash', async ({ page }) => {
  await formattingThrows(page);
  await openApp(page, { legislation: 'FR', language: 'fr', currency: 'EUR', is_dark: true });
  await expect(page.getByTestId('technical-error')).toBeVisible();
  // The dark theme's text is light: each channel of the heading's colour over the midpoint.
  const color = await page
    .getByTestId('technical-error')
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).color);
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

test("a child of the root that throws (context init): the root's technical error page, its way on, the cause logged", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  // A user agent the page cannot read as text: context init's own step that reads it (the app type,
  // SPEC 6 launchers) throws inside the child, where no promise catches it.
  await page.addInitScript(() => {
    const unreadable = {
      [Symbol.toPrimitive]: () => {
        throw new Error('user agent unreadable');
      },
    };
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => unreadable });
  });
  // The way on leaves for the operator's home (no url_back is known yet): answered here.
  await page.route(/^https:\/\/www\.kestrelbet\.[a-z]+\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p data-testid="operator-home">home</p>' }),
  );
  await openApp(page, { legislation: 'FR', language: 'en', currency: 'EUR' });
  // The root's own page (its route and its texts), not the boundary's last resort: the root is still running.
  await expect(page).toHaveURL(/\/error\/technical$/);
  const error = page.getByTestId('technical-error');
  await expect(error.getByText(translation('en', 'payment.error.page.text'))).toBeVisible();
  await expect(page.getByTestId('technical-error-retry')).toBeEnabled();
  expect(warnings.some((w) => w.includes('contextInit failed') && w.includes('user agent unreadable'))).toBe(true);
  await error.getByRole('button', { name: translation('en', 'payment.error.page.button') }).click();
  await expect(page.getByTestId('operator-home')).toBeVisible();
});
