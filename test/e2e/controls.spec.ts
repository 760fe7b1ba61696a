// Controls that look and act as they should (docs/decisions.md "Controls that look and act as they should"):
// the wallets' own buttons, one focus ring on a field's box, the CVV help clear of its field, a phone in
// landscape kept a phone, the safe choice filled, a saved e-mail and number as the player reads them, the
// withdrawal footer. The UI invariants (ui-invariants.ts: ring, unsafe, wordbreak, pay) run here as everywhere.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { createSession, openApp } from './sandbox';
import { MEAN_ID, meansReady, tile } from './means-helpers';
import { openCardForm } from './card-helpers';
import { amountPage, cardForm, providerPage } from './pages';

const FR = { legislation: 'FR', language: 'fr', tokens: [] };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LANDSCAPE = { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

const outlineOf = (l: Locator) =>
  l.evaluate((e) => {
    const cs = getComputedStyle(e);
    return { style: cs.outlineStyle, width: parseFloat(cs.outlineWidth), radius: parseFloat(cs.borderTopLeftRadius) };
  });

async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("wallets start from their own buttons (Apple's and Google's rules)", () => {
  test.use(PHONE);

  test('Google Pay: Pay is the button of the Google Pay API (createButton), named as Pay; it opens the sheet', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sandbox.googlePay', 'card'));
    await openApp(page, { ...FR, first_deposit: true, payment_methods: ['GOOGLEPAY', 'CARD'] });
    await meansReady(page);
    await expect(tile(page, MEAN_ID.GOOGLEPAY)).toHaveAttribute('aria-selected', 'true');
    await amountPage(page).input.fill('25');
    const pay = amountPage(page).payButton;
    // Drawn by the script's createButton (the stand-in's container), not the app's generic green button.
    await expect(page.locator('.gpay-button-fill [data-testid=pay-button]')).toHaveCount(1);
    await expect(pay).toHaveAttribute('data-wallet-button', 'googlepay');
    await expect(pay).toHaveAttribute('data-mean-id', MEAN_ID.GOOGLEPAY);
    await expect(pay).not.toHaveText(/Déposer/);
    await expect(pay).toHaveAccessibleName('Déposer 25\u00a0€ avec Google Pay');
    await pay.click();
    await expect(page.getByTestId('gpay-sheet')).toBeVisible();
  });

  test("Apple Pay: a black button with the Apple Pay mark (WebKit's own where it has one), named as Pay", async ({ page }) => {
    const standIn = await (await page.request.get('/sandbox/applepay/stand-in.js')).text();
    await page.addInitScript(() => localStorage.setItem('sandbox.applePay', 'card'));
    await page.addInitScript({ content: standIn });
    await openApp(page, { ...FR, first_deposit: true, payment_methods: ['APPLEPAY', 'CARD'] });
    await meansReady(page);
    await amountPage(page).input.fill('25');
    const pay = amountPage(page).payButton;
    await expect(pay).toHaveAttribute('data-wallet-button', 'applepay');
    await expect(pay).toHaveAccessibleName('Déposer 25\u00a0€ avec Apple Pay');
    expect(await pay.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(0, 0, 0)');
    await expect(pay.locator('svg')).toBeVisible();
    await pay.click();
    await expect(page.getByTestId('applepay-sheet')).toBeVisible();
  });
});

test.describe("one focus ring, on the control's own rounded box", () => {
  test.use(PHONE);

  test("the amount field: the ring is the field's (rounded, around the € suffix), the input has none", async ({ page }) => {
    await openApp(page, FR);
    await meansReady(page);
    const input = amountPage(page).input;
    await input.focus();
    const field = input.locator('xpath=..');
    await expect(field).toContainText('€');
    const ring = await outlineOf(field);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBe(3);
    expect(ring.radius).toBeGreaterThan(0);
    expect((await outlineOf(input)).style).toBe('none');
  });

  test('the CVV: one rounded ring around the field, none on the input', async ({ page }) => {
    await openApp(page, { ...FR, payment_methods: ['CARD'] });
    await openCardForm(page);
    const cvv = cardForm(page).cvv;
    await cvv.focus();
    expect((await outlineOf(cvv)).style).toBe('none');
    const ring = await outlineOf(cvv.locator('xpath=..'));
    expect(ring.style).toBe('solid');
    expect(ring.radius).toBeGreaterThan(0);
  });

  test('after a reload, the heading the page focuses for screen readers shows no ring', async ({ page }) => {
    await openApp(page, { ...FR, payment_methods: ['CARD'] });
    await openCardForm(page);
    await page.reload();
    const heading = page.locator('main h1');
    await expect(heading).toBeVisible();
    await heading.evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      (h as HTMLElement).focus();
    });
    await expect(heading).toBeFocused();
    expect((await outlineOf(heading)).style).toBe('none');
  });
});

for (const [name, use] of [
  ['phone', PHONE],
  ['phone in landscape', LANDSCAPE],
] as const) {
  test.describe(`${name}: the CVV help`, () => {
    test.use(use);
    test('opens clear of the CVV field it explains', async ({ page }) => {
      await openApp(page, { ...FR, payment_methods: ['CARD'] });
      await openCardForm(page);
      const help = cardForm(page).cvvHelp;
      await help.scrollIntoViewIfNeeded();
      await help.click();
      const content = cardForm(page).cvvHelpContent;
      await expect(content).toBeVisible();
      const field = await box(cardForm(page).cvv.locator('xpath=..'));
      expect(overlap(await box(content), field)).toBe(false);
    });
  });
}

test.describe('a phone in landscape (844 x 390) keeps the phone frame (SPEC 2)', () => {
  test.use(LANDSCAPE);
  test('the card form: back, not ✕; the first field in view', async ({ page }) => {
    await openApp(page, { ...FR, payment_methods: ['CARD'] });
    await openCardForm(page);
    await expect(page.getByTestId('header-back')).toBeVisible();
    await expect(page.getByTestId('header-close')).toHaveCount(0);
    await expect(cardForm(page).number).toBeInViewport();
  });
});

test.describe('the safe choice is the filled one', () => {
  test.use(DESKTOP);

  test('"Quitter votre paiement ?": "Continuer mon paiement" filled and first, "Quitter" outlined', async ({ page }) => {
    await openApp(page, { ...FR, payment_methods: ['CARD'] });
    await openCardForm(page);
    await page.getByTestId('header-close').click();
    const dialog = page.getByTestId('close-confirm-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Quitter votre paiement\u202f?');
    const stay = dialog.getByRole('button', { name: 'Continuer mon paiement' });
    await expect(stay).toHaveAttribute('data-variant', 'primary');
    await expect(stay).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Quitter', exact: true })).toHaveAttribute('data-variant', 'secondary');
    await expect(dialog.locator('button[data-variant]').first()).toHaveText('Continuer mon paiement');
  });

  test('the missions opt-out: staying in is filled, "Se désinscrire" outlined', async ({ page }) => {
    await openApp(page, FR);
    await meansReady(page);
    await page.getByTestId('banner-opt-in').click();
    await page.getByTestId('banner-opt-out').click();
    const dialog = page.getByTestId('banner-opt-out-dialog');
    await expect(dialog.getByRole('button', { name: 'Se désinscrire' })).toHaveAttribute('data-variant', 'secondary');
    await expect(dialog.getByTestId('confirm-dialog-cancel')).toHaveAttribute('data-variant', 'primary');
  });
});

test.describe('saved means as the player reads them; the withdrawal footer', () => {
  test.use(DESKTOP);

  test('a saved e-mail breaks at its @ only: "alex.player@" over "example.com"', async ({ page }) => {
    await openApp(page, { legislation: 'FR', language: 'fr', tokens: [{ type: 'PAYPAL', email: 'alex.player@example.com' }] });
    await meansReady(page);
    const sub = page.getByTestId('mean-tile-sublabel').first();
    const lines = await sub.locator('span').allTextContents();
    expect(lines).toEqual(['alex.player@', 'example.com']);
    for (const line of await sub.locator('span').all()) {
      const height = await line.evaluate((e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
      expect(height).toBeLessThan(1.5); // one line each
    }
  });

  test("BJ: a saved number with its calling code, as CI's (SPEC 5: 229)", async ({ page }) => {
    await openApp(page, {
      legislation: 'BJ',
      language: 'fr',
      currency: 'XOF',
      tokens: [{ type: 'MOBILE_MONEY', operator: 'mtn', prefix: '229', phone_number: '97123456' }],
    });
    await meansReady(page);
    await expect(page.getByTestId('mean-tile-sublabel').first()).toHaveText('+229 97 12 34 56');
  });

  test('the withdrawals page: the IBAN change text and no deposit logos in its footer (SPEC 2)', async ({ page }) => {
    const session = await createSession(page.request, {
      legislation: 'FR',
      language: 'fr',
      balance: 42.5,
      feature_flags: { 'payment-f-new-withdrawal-flow-enabled': true },
      tokens: [{ type: 'BANK_ACCOUNT', iban: 'FR7630006000011234567890189', holder_name: 'Camille Martin' }],
      withdrawals: { pending: [{ amount: 50 }] },
    });
    await page.goto(session.app_url.replace(/^\/\?/, '/pending?'));
    await expect(page.getByTestId('withdrawal-item')).toHaveCount(1);
    await expect(page.getByTestId('footer-terms')).toContainText('IBAN');
    await expect(page.getByTestId('footer-logos')).toHaveCount(0);
  });
});

test.describe("a sheet after a provider's return", () => {
  test.use(PHONE);
  test("the confirmation sits on the page's plain background, not on a skeleton of a page that is not coming", async ({ page }) => {
    await openApp(page, { legislation: 'FR', language: 'fr', embed_confirmation: true, url_success: '/sandbox/return?outcome=success' });
    await amountPage(page).payWith(MEAN_ID.PAYSAFECARD, '55');
    await providerPage(page).approve.click();
    await expect(page.getByTestId('deposit-confirmation')).toBeVisible();
    await expect(page.getByTestId('amount-backdrop')).toBeAttached();
    // The page's title on its background: none of the skeleton's grey blocks.
    await expect(page.getByTestId('amount-backdrop').locator(':scope > :not(h1)')).toHaveCount(0);
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  });
});
