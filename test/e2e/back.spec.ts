// "Back means back": the header's back button and the browser's back (page.goBack(),
// as Android's hardware back in a webview) send the same navigation.back, and the running flow's state
// says where it goes. Each case runs once per kind of back; every check is what the player sees (path,
// screen, header) and, where a payment was started, what the sandbox recorded.
import { expect, test } from './fixtures';
import type { Page, Request } from '@playwright/test';
import { openApp } from './sandbox';
import { MEAN_ID, payWith } from './means-helpers';
import { fillCard, isCardPost, openCardForm, payByCard, RETURN_URL, TEST_CARDS } from './card-helpers';
import { amountPage, cardForm, cvvForm, errorDialog } from './pages';

const FR = { legislation: 'FR', language: 'en', url_success: RETURN_URL, url_back: '/sandbox/return?outcome=back' };
const CI = { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL, url_back: '/sandbox/return?outcome=back' };
const SAVED_CARD = 'tok_card_1';
const MOMO = '12';

type Back = 'header' | 'browser';
const BACKS: Back[] = ['header', 'browser'];

async function back(page: Page, how: Back): Promise<void> {
  if (how === 'header') await page.getByTestId('header-back').click();
  else await page.goBack();
}

const pathIs = (page: Page, path: string) => expect.poll(() => new URL(page.url()).pathname).toBe(path);

/** Back on the amount page, and the app still open: no redirect to url_back, the header still there. */
async function expectAmountPageOpen(page: Page): Promise<void> {
  await pathIs(page, '/');
  await expect(amountPage(page).input).toBeVisible();
  await expect(amountPage(page).payButton).toBeVisible();
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('header-close')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
}

/** Counts the card deposit calls (new card and saved card). */
function countCardPosts(page: Page): () => number {
  let n = 0;
  page.on('request', (r: Request) => {
    if (isCardPost(false)(r) || isCardPost(true)(r)) n++;
  });
  return () => n;
}

for (const how of BACKS) {
  test.describe(`${how} back`, () => {
    test('card form: back to the amount page, nothing paid', async ({ page }) => {
      await openApp(page, FR);
      const posts = countCardPosts(page);
      await openCardForm(page);
      await expect(cardForm(page).root).toBeVisible();
      await back(page, how);
      await expectAmountPageOpen(page);
      expect(posts()).toBe(0);
    });

    test('CVV form of a saved card: back to the amount page, nothing paid', async ({ page }) => {
      await openApp(page, { ...FR, tokens: [{ type: 'CARD', bin: '411111', last_digits: '1111' }] });
      const posts = countCardPosts(page);
      await openCardForm(page, '25', SAVED_CARD);
      await expect(cvvForm(page).root).toBeVisible();
      await back(page, how);
      await expectAmountPageOpen(page);
      expect(posts()).toBe(0);
    });

    test('brand choice (FR): back to the card form, then back to the amount page', async ({ page }) => {
      await openApp(page, FR);
      await openCardForm(page);
      await fillCard(page, TEST_CARDS.cbVisa.number);
      await expect(cardForm(page).brandChoice).toBeVisible();
      await cardForm(page).brandChange.click();
      await pathIs(page, '/network-channels');
      await expect(page.getByTestId('network-channels')).toBeVisible();
      await back(page, how);
      await pathIs(page, '/card');
      await expect(cardForm(page).root).toBeVisible();
      await expect(page.getByTestId('network-channels')).toHaveCount(0);
      // one more back leaves the flow: the app's history entry is still there after the brand page
      await back(page, how);
      await expectAmountPageOpen(page);
    });

    test('3DS challenge: back asks first; confirming cancels, back on the amount page', async ({ page }) => {
      await openApp(page, FR);
      const posts = countCardPosts(page);
      await openCardForm(page);
      const request = await payByCard(page, TEST_CARDS.challenge.number);
      const { transaction_uid: uid } = (await (await request.response())!.json()) as { transaction_uid: string };
      await pathIs(page, '/card/3ds2');
      await expect(page.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge')).toBeVisible({ timeout: 15_000 });
      await back(page, how);
      const dialog = page.getByTestId('threeds2-cancel-dialog');
      await expect(dialog).toBeVisible();
      await pathIs(page, '/card/3ds2');
      await page.getByTestId('confirm-dialog-confirm').click();
      await expectAmountPageOpen(page);
      await expect(errorDialog(page).root).toHaveCount(0);
      // one intent, one deposit: the sandbox holds the one call, never paid
      expect(posts()).toBe(1);
      const record = await page.request.get(`/sandbox/deposits/${uid}`);
      expect(record.status()).toBe(200);
      expect(((await record.json()) as { status: string }).status).not.toBe('success');
    });

    test('3DS challenge: back asks first; dismissing stays on the challenge', async ({ page }) => {
      await openApp(page, FR);
      const posts = countCardPosts(page);
      await openCardForm(page);
      await payByCard(page, TEST_CARDS.challenge.number);
      const acs = page.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge');
      await expect(acs).toBeVisible({ timeout: 15_000 });
      const dialog = page.getByTestId('threeds2-cancel-dialog');
      await back(page, how);
      await expect(dialog).toBeVisible();
      await page.getByTestId('confirm-dialog-cancel').click();
      await expect(dialog).toHaveCount(0);
      await pathIs(page, '/card/3ds2');
      await expect(page.getByTestId('threeds2-page')).toBeVisible();
      await expect(acs).toBeVisible();
      // back again asks again: the page kept its place in the history
      await back(page, how);
      await expect(dialog).toBeVisible();
      await pathIs(page, '/card/3ds2');
      expect(posts()).toBe(1);
    });

    test('mobile money operators: back to the amount page', async ({ page }) => {
      await openApp(page, CI);
      await amountPage(page).payWith(MOMO, '5000');
      await pathIs(page, '/method_operator');
      await expect(page.getByTestId('momo-operators')).toBeVisible();
      await back(page, how);
      await expectAmountPageOpen(page);
    });

    test('mobile money phone: back to the operators, then to the amount page', async ({ page }) => {
      await openApp(page, CI);
      let posts = 0;
      page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/kong/v6/me/deposits/mobilemoney') && posts++);
      await amountPage(page).payWith(MOMO, '5000');
      await page.getByTestId('momo-operator-MTN').click();
      await pathIs(page, '/mobile-money');
      await expect(page.getByTestId('momo-phone-form')).toBeVisible();
      await back(page, how);
      await pathIs(page, '/method_operator');
      await expect(page.getByTestId('momo-operators')).toBeVisible();
      await back(page, how);
      await expectAmountPageOpen(page);
      expect(posts).toBe(0);
    });

    test('Skrill form: back to the amount page, nothing paid', async ({ page }) => {
      await openApp(page, FR);
      let posts = 0;
      page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/kong/v6/me/deposits/skrill' && posts++);
      await amountPage(page).payWith(MEAN_ID.SKRILL, '30');
      await pathIs(page, '/skrill');
      await expect(page.getByTestId('skrill-form')).toBeVisible();
      await back(page, how);
      await expectAmountPageOpen(page);
      expect(posts).toBe(0);
    });
  });
}

// The Multibanco reference is a modal: the header under it cannot be reached, so only the browser's
// (or Android's) back applies; it closes the reference, as its Done button does.
test('browser back on the Multibanco reference closes it, on the amount page, one deposit', async ({ page }) => {
  await openApp(page, { ...FR, legislation: 'PT' });
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/kong/v6/me/deposits/multibanco' && posts++);
  await payWith(page, MEAN_ID.MULTIBANCO, '25', 'multibanco');
  await pathIs(page, '/multibanco');
  await expect(page.getByTestId('multibanco-dialog')).toBeVisible();
  await page.goBack();
  await expectAmountPageOpen(page);
  await expect(page.getByTestId('multibanco-dialog')).toHaveCount(0);
  expect(posts).toBe(1);
});
