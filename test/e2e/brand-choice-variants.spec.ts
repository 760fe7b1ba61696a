// The FR card brand choice variants behind payment-f-new-brand-choice-enabled (SPEC 2
// "card brand choice page (button list, dropdown, or mean-list menu ...; read-only display when only one
// brand is available)", SPEC 4 "The brand choice dropdown appears only for FR with more than one brand",
// "Choosing a brand sets schemeSelected and selectionType to user", SPEC 3 card detail {scheme,
// scheme_selection_type, available_schemes}). Flag off: the network-channels button list; flag on: a
// dropdown on the card form on desktop (840px and wider, SPEC 2 / 9), and on phones a menu of brand tiles that
// collapses to one line when the page scrolls (docs/decisions.md "Card brand choice variants").
import { expectAccessible } from './accessible';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openApp } from './sandbox';
import { CVV, fillCard, isCardPost, openCardForm, RETURN_URL, returnStatus, TEST_CARDS } from './card-helpers';
import { cardForm, cvvForm } from './pages';

const FLAG = 'payment-f-new-brand-choice-enabled';
const FR = { legislation: 'FR', language: 'fr', url_success: RETURN_URL };

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

test.use(PHONE);

/** DESIGN 6: no serious or critical axe violation. */
async function start(page: Page, flag: boolean) {
  await openApp(page, { ...FR, feature_flags: { [FLAG]: flag } });
  await openCardForm(page);
}

test('flag off: the co-badged card offers "Change", which opens the network-channels button list', async ({ page }) => {
  await start(page, false);
  await fillCard(page, TEST_CARDS.cbVisa.number);
  await expect(cardForm(page).brandChoice).toHaveAttribute('data-brand', 'cb');
  await expect(page.getByTestId('card-brand-select')).toHaveCount(0);
  await cardForm(page).brandChange.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/network-channels');
  await page.getByTestId('brand-option-visa').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/card');
  const [req] = await Promise.all([page.waitForRequest(isCardPost()), cardForm(page).submit.click()]);
  expect(req.postDataJSON().detail).toMatchObject({ scheme: 'visa', scheme_selection_type: 'user', available_schemes: ['cb', 'visa'] });
  expect((await returnStatus(page)).get('status')).toBe('success');
});

test.describe('desktop (1280×800)', () => {
  test.use(DESKTOP);

  test('flag on: a dropdown on the card form, chosen with the keyboard, sends the chosen scheme', async ({ page }, info) => {
    await start(page, true);
    await fillCard(page, TEST_CARDS.cbVisa.number);
    const select = page.getByRole('combobox', { name: 'Réseau de la carte' });
    await expect(select).toBeVisible();
    await expect(select).toHaveValue('cb');
    await expect(cardForm(page).brandChange).toHaveCount(0);
    // Keyboard only: focus, open, move to Visa, choose.
    await select.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Visa' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('brand-dropdown-open-1280.png') });
    await expectAccessible(page); // with the list open
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(select).toHaveValue('visa');
    // No page change: the choice is made on the form.
    expect(new URL(page.url()).pathname).toBe('/card');
    await expect(cardForm(page).brandChoice).toHaveAttribute('data-brand', 'visa');
    const [req] = await Promise.all([page.waitForRequest(isCardPost()), cardForm(page).submit.click()]);
    expect(req.postDataJSON().detail).toMatchObject({ scheme: 'visa', scheme_selection_type: 'user', available_schemes: ['cb', 'visa'] });
    expect((await returnStatus(page)).get('status')).toBe('success');
  });

  test('flag on, saved co-badged card: the dropdown on the CVV form sends the chosen scheme', async ({ page }) => {
    await openApp(page, { ...FR, feature_flags: { [FLAG]: true }, tokens: [{ type: 'CARD', bin: '497010', last_digits: '0014', scheme: 'cb' }] });
    await openCardForm(page, '30', 'tok_card_1');
    await expect(cvvForm(page).root).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Réseau de la carte' });
    await expect(select).toHaveValue('cb');
    await select.selectOption('visa');
    await expect(cardForm(page).brandChoice).toHaveAttribute('data-brand', 'visa');
    await cvvForm(page).input.fill(CVV);
    await expect(cvvForm(page).submit).not.toHaveAttribute('aria-busy', 'true');
    const [req] = await Promise.all([page.waitForRequest(isCardPost(true)), cvvForm(page).submit.click()]);
    expect(req.postDataJSON().detail).toMatchObject({ token_id: 'tok_card_1', scheme: 'visa', scheme_selection_type: 'user' });
    // The sandbox's saved card succeeds: the test ends on the return page, not mid-way (as test/e2e/card.spec.ts).
    expect((await returnStatus(page)).get('status')).toBe('success');
  });
});

test.describe('phone (390×844)', () => {
  test.use(PHONE);

  /** Scrolls the page by `dy` pixels (the page is taller than the phone's screen once the form is filled). */
  async function scrollBy(page: Page, dy: number) {
    await page.evaluate((y) => window.scrollBy(0, y), dy);
  }

  test('flag on, co-badged card: a menu of brand tiles; choosing Visa sends the chosen scheme', async ({ page }, info) => {
    await start(page, true);
    await fillCard(page, TEST_CARDS.cbVisa.number);
    const group = page.getByRole('group', { name: 'Réseau de la carte' });
    await expect(group).toBeVisible();
    await expect(group.getByRole('radio', { name: 'CB' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Visa' })).not.toBeChecked();
    await expect(page.getByTestId('brand-tile-cb').locator('svg')).toBeVisible();
    await expect(page.getByTestId('brand-tile-visa').locator('svg')).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(cardForm(page).brandChange).toHaveCount(0);
    await expectAccessible(page);
    await page.getByTestId('brand-tile-visa').click();
    await expect(group.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await expect(cardForm(page).brandChoice).toHaveAttribute('data-brand', 'visa');
    expect(new URL(page.url()).pathname).toBe('/card');
    await page.screenshot({ path: info.outputPath('brand-menu-expanded-390.png') });
    const [req] = await Promise.all([page.waitForRequest(isCardPost()), cardForm(page).submit.click()]);
    expect(req.postDataJSON().detail).toMatchObject({ scheme: 'visa', scheme_selection_type: 'user', available_schemes: ['cb', 'visa'] });
    expect((await returnStatus(page)).get('status')).toBe('success');
  });

  test('flag on: scrolling the page collapses the menu to one line with the chosen brand; "Change" opens it again', async ({ page }, info) => {
    await start(page, true);
    await fillCard(page, TEST_CARDS.cbVisa.number);
    await page.getByRole('radio', { name: 'Visa' }).check();
    await expect(cardForm(page).brandChoice).toHaveAttribute('data-brand', 'visa');
    await scrollBy(page, 120);
    const row = page.getByTestId('card-brand-menu-row');
    await expect(row).toBeVisible();
    await expect(row).toContainText('Visa');
    await expect(page.getByRole('radio')).toHaveCount(0);
    const change = page.getByRole('button', { name: 'Modifier le réseau de la carte' });
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({ path: info.outputPath('brand-menu-collapsed-390.png') });
    await expectAccessible(page);
    await change.click();
    await expect(page.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'CB' })).toBeVisible();
    await expect(row).toHaveCount(0);
    // The choice survives the collapse: the deposit still goes with Visa.
    const [req] = await Promise.all([page.waitForRequest(isCardPost()), cardForm(page).submit.click()]);
    expect(req.postDataJSON().detail).toMatchObject({ scheme: 'visa', scheme_selection_type: 'user', available_schemes: ['cb', 'visa'] });
    // The test ends on the return page, not mid-way (as test/e2e/card.spec.ts).
    expect((await returnStatus(page)).get('status')).toBe('success');
  });

  test('flag on: the tiles are chosen with the keyboard (arrows in the radio group)', async ({ page }) => {
    await start(page, true);
    await fillCard(page, TEST_CARDS.cbVisa.number);
    await page.getByRole('radio', { name: 'CB' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await expect(cardForm(page).brandChoice).toHaveAttribute('data-brand', 'visa');
  });

  test('flag on, one brand: the brand is shown read-only, no menu', async ({ page }) => {
    await start(page, true);
    await fillCard(page, TEST_CARDS.success.number);
    await expect(cardForm(page).brandReadonly).toHaveAttribute('data-brand', 'visa');
    await expect(cardForm(page).brandReadonly).toContainText('Visa');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(cardForm(page).brandChange).toHaveCount(0);
  });
});
