// The CVV help is a themed popover that never covers Pay; errors show
// when they help; an invalid number stays readable and claims no brand; the expiry speaks the player's
// language; a tap on Pay while the card's brands are being read is kept, not lost.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { CVV, EXPIRY, isCardPost, openCardForm, TEST_CARDS } from './card-helpers';
import { translation } from './catalog';
import { cardForm, cvvForm } from './pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const FR = { legislation: 'FR', language: 'fr', tokens: [] };

/** Holds the bin lookups until released. */
async function holdBinLookups(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route(/\/ext\/cpp\/v2\/bin\//, (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    for (const r of held.splice(0)) await r.continue();
  };
}

for (const dark of [false, true]) {
  test(`the CVV help is a styled popover above its link, clear of the Pay button (${dark ? 'dark' : 'light'})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    await openApp(page, { ...FR, is_dark: dark });
    await openCardForm(page);
    await cardForm(page).cvvHelp.click();
    const help = cardForm(page).cvvHelpContent;
    await expect(help).toBeVisible();
    const [box, pay, link] = await Promise.all([help.boundingBox(), cardForm(page).submit.boundingBox(), cardForm(page).cvvHelp.boundingBox()]);
    expect(box!.y + box!.height, 'the help ends above its link').toBeLessThanOrEqual(link!.y);
    expect(box!.y + box!.height, 'the help never covers Pay').toBeLessThanOrEqual(pay!.y);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // A surface of the theme, not bare text over the form.
    const background = await help.evaluate((el) => getComputedStyle(el).backgroundColor);
    const pageBackground = await page
      .getByTestId('card-form')
      .evaluate((el) => getComputedStyle(document.body).backgroundColor || getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(dark ? r! + g! + b! < 200 : r! + g! + b! > 600, `a ${dark ? 'dark' : 'light'} surface: ${background} on ${pageBackground}`).toBe(true);
    expect(await help.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop))).toBeGreaterThan(0);
  });
}

test('leaving an empty field shows no error; what was typed is checked; submitting checks all', async ({ page }) => {
  await openApp(page, FR);
  await openCardForm(page);
  const cvvError = page.getByText(translation('fr', 'payment.card.cvv.error'));
  await cardForm(page).cvv.focus();
  await cardForm(page).cvvHelp.click();
  await expect(cardForm(page).cvvHelpContent).toBeVisible();
  await expect(cvvError).toHaveCount(0);
  await page.keyboard.press('Escape');
  await cardForm(page).cvv.fill('12');
  await cardForm(page).cvv.blur();
  await expect(cvvError).toBeVisible();
  await cardForm(page).cvv.fill('');
  await cardForm(page).number.focus();
  await cardForm(page).number.blur();
  const emptyNumber = page.getByText(translation('fr', 'payment.card.number.empty.error'));
  await expect(emptyNumber).toHaveCount(0);
  await cardForm(page).submit.click();
  await expect(emptyNumber).toBeVisible();
  await expect(cvvError).toBeVisible();
});

test('an invalid number stays readable and claims no brand; a valid one is masked with its brand', async ({ page }) => {
  await openApp(page, FR);
  await openCardForm(page);
  const number = cardForm(page).number;
  await number.fill('4111111111111112');
  await number.blur();
  await expect(number).toHaveValue('4111 1111 1111 1112');
  await expect(page.getByText(translation('fr', 'payment.card.number.error'))).toBeVisible();
  await expect(page.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]')).toHaveCount(0);
  await number.fill(TEST_CARDS.success.number);
  await number.blur();
  await expect(number).toHaveValue('4111 1111 •••• 1111');
  await expect(cardForm(page).brandReadonly).toBeVisible();
});

for (const [language, legislation, label, placeholder] of [
  ['fr', 'FR', 'Date d’expiration', 'MM/AA'],
  ['pl', 'PL', 'Data ważności', 'MM/RR'],
  ['pt', 'PT', 'Data de validade', 'MM/AA'],
] as const) {
  test(`the expiry field in ${language}: "${label}", placeholder ${placeholder}, on one line beside the CVV`, async ({ page }) => {
    await openApp(page, { legislation, language, tokens: [] });
    await openCardForm(page);
    const expiry = cardForm(page).expiry;
    await expect(expiry).toHaveAttribute('placeholder', placeholder);
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    const [e, c] = await Promise.all([expiry.boundingBox(), cardForm(page).cvv.boundingBox()]);
    expect(Math.abs(e!.y - c!.y), 'the expiry and CVV fields align').toBeLessThanOrEqual(1);
  });
}

test('Pay tapped while the new card’s brands are read is kept, shown busy, and sent once they are known', async ({ page }) => {
  await openApp(page, FR);
  await openCardForm(page);
  const release = await holdBinLookups(page);
  await cardForm(page).number.fill(TEST_CARDS.success.number);
  await cardForm(page).expiry.fill(EXPIRY);
  await cardForm(page).cvv.fill(CVV);
  let posts = 0;
  page.on('request', (r) => isCardPost()(r) && posts++);
  await cardForm(page).submit.click();
  await expect(cardForm(page).submit).toHaveAttribute('aria-busy', 'true');
  const sent = page.waitForRequest(isCardPost());
  await release();
  await sent;
  expect(posts).toBe(1);
});

test('Pay tapped while a saved card’s brands are read is kept and sent once they are known', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [{ type: 'CARD', bin: '497010', last_digits: '0014', scheme: 'cb' }] });
  const release = await holdBinLookups(page);
  await openCardForm(page, '30', 'tok_card_1');
  await expect(cvvForm(page).root).toBeVisible();
  await cvvForm(page).input.fill(CVV);
  await cvvForm(page).submit.click();
  await expect(cvvForm(page).submit).toHaveAttribute('aria-busy', 'true');
  const sent = page.waitForRequest(isCardPost(true));
  await release();
  await sent;
});
