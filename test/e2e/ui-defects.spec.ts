// Defects met where the parts meet (presets and limits, lazy help links, the desktop close, saved means'
// tiles, focus, a refused card's "Try again", the copy snackbar), each pinned by what the player sees.
// The UI invariants (ui-invariants.ts) run here as everywhere.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { MEAN_ID, RETURN_URL, meansReady, payWith } from './means-helpers';
import { CVV, EXPIRY, TEST_CARDS, openCardForm, payByCard } from './card-helpers';
import { amountPage, cardForm, errorDialog, mbway, mobileMoney, returnPage } from './pages';

const FR = { legislation: 'FR', language: 'fr', url_success: RETURN_URL };

/** Holds back a lazily loaded chunk (a help link) until the test releases it: what renders before it is seen without it. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('PL with 400 zł left today: no preset above it (SPEC 5 bounds, SPEC 9 presets 50/100/250/500)', async ({ page }) => {
  await openApp(page, {
    legislation: 'PL',
    language: 'pl',
    currency: 'PLN',
    tokens: [],
    limits: { min_deposit_amount: 20, max_deposit_amount: 400, user_limits: [{ type: 'daily', value: 500, remaining: 400 }] },
  });
  await meansReady(page);
  const values = await page.getByTestId('amount-preset').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));
  expect(values).toEqual([50, 100, 250]);
});

test('MB Way: the Deposit button does not move when the authorised-payments help arrives', async ({ page }) => {
  const release = await holdChunk(page, 'MandateHelp');
  await openApp(page, { legislation: 'PT', language: 'pt', currency: 'EUR', url_success: RETURN_URL, tokens: [] });
  await amountPage(page).payWith(MEAN_ID.MBWAY, '20');
  const submit = mbway(page).submit;
  await expect(submit).toBeVisible();
  await expect(mbway(page).mandateHelp).toHaveCount(0); // still loading
  const before = await submit.boundingBox();
  release();
  await expect(mbway(page).mandateHelp).toBeVisible();
  const after = await submit.boundingBox();
  expect(after!.y).toBe(before!.y);
});

test('card form: the Pay button does not move when the CVV help arrives', async ({ page }) => {
  const release = await holdChunk(page, 'CvvHelp');
  await openApp(page, FR);
  await openCardForm(page);
  const submit = cardForm(page).submit;
  await expect(submit).toBeVisible();
  await expect(cardForm(page).cvvHelp).toHaveCount(0); // still loading
  const before = await submit.boundingBox();
  release();
  await expect(cardForm(page).cvvHelp).toBeVisible();
  const after = await submit.boundingBox();
  expect(after!.y).toBe(before!.y);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the header ✕ on the card form asks before leaving; "Continue my payment" keeps what was typed', async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page);
    await cardForm(page).number.fill(TEST_CARDS.frictionless.number);
    await page.getByTestId('header-close').click();
    const dialog = page.getByTestId('close-confirm-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuer mon paiement' }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/card');
    await cardForm(page).number.focus();
    await expect(cardForm(page).number).toHaveValue(/\d{4} \d{4}/);
  });

  test('the header ✕ on the amount page leaves at once (nothing in progress)', async ({ page }) => {
    // The web app leaves for url_back (docs/decisions.md "Leaving"): the sandbox's return page.
    await openApp(page, { ...FR, url_back: '/sandbox/return?outcome=back' });
    await meansReady(page);
    await page.getByTestId('header-close').click();
    await expect(page).toHaveURL(/\/sandbox\/return\?outcome=back$/);
    await expect(page.getByTestId('close-confirm-dialog')).toHaveCount(0);
  });
});

test('a saved BLIK (one-click) and a new BLIK code: two tiles the player can tell apart', async ({ page }) => {
  await openApp(page, { legislation: 'PL', language: 'en', currency: 'PLN', tokens: [{ type: 'BLIK' }] });
  await meansReady(page);
  const blik = page.locator('[data-testid="mean-tile"][data-logo="blik"]');
  await expect(blik).toHaveCount(2);
  const texts = await blik.evaluateAll((els) => els.map((e) => e.querySelector('[data-testid="mean-tile-label"]')!.parentElement!.textContent));
  expect(new Set(texts).size).toBe(2);
  await expect(blik.getByTestId('mean-tile-sublabel')).toHaveText(['One-click']);
});

test('a saved PayPal e-mail longer than its tile is never cut without an ellipsis', async ({ page }) => {
  await openApp(page, { ...FR, tokens: [{ type: 'PAYPAL', email: 'camille.martin@example.com' }] });
  await meansReady(page);
  const sub = page.getByTestId('mean-tile-sublabel').filter({ hasText: '@' });
  await expect(sub).toBeVisible();
  // Nothing runs out of the tile sideways; a text too long for its two lines ends in the clamp's ellipsis.
  const overflow = await sub.evaluate((e) => ({ own: e.scrollWidth - e.clientWidth, box: e.parentElement!.scrollWidth - e.parentElement!.clientWidth }));
  expect(overflow).toEqual({ own: 0, box: 0 });
});

test('card: an empty Pay puts focus on the first field in error', async ({ page }) => {
  await openApp(page, FR);
  await openCardForm(page);
  await cardForm(page).submit.click();
  await expect(cardForm(page).number).toBeFocused();
});

test('card: after Pay, the 3DS challenge page has focus on its heading', async ({ page }) => {
  await openApp(page, FR);
  await openCardForm(page);
  await payByCard(page, TEST_CARDS.challenge.number);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/card/3ds2');
  await expect(page.getByTestId('threeds2-page').getByRole('heading', { level: 1 })).toBeFocused();
});

test('a refused card: "Try again" opens the card form with the number and expiry kept, the CVV to type again', async ({ page }) => {
  await openApp(page, FR);
  await openCardForm(page);
  await payByCard(page, TEST_CARDS.insufficientFunds.number);
  const dialog = errorDialog(page).root;
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByTestId('error-dialog-retry').click();
  await expect(cardForm(page).root).toBeVisible();
  await cardForm(page).number.focus();
  await expect(cardForm(page).number).toHaveValue(TEST_CARDS.insufficientFunds.number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(cardForm(page).expiry).toHaveValue(`${EXPIRY.slice(0, 2)}/${EXPIRY.slice(2)}`);
  await expect(cardForm(page).cvv).toHaveValue('');
});

test("Multibanco: the copy confirmation does not cover the sheet's main button", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page, { legislation: 'PT', language: 'en', url_success: RETURN_URL });
  await payWith(page, MEAN_ID.MULTIBANCO, '25', 'multibanco');
  const dialog = page.getByTestId('multibanco-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('mb-reference-copy').click();
  const snackbar = page.getByTestId('snackbar');
  await expect(snackbar).toBeVisible();
  // What the player meets while the confirmation shows (SPEC 9: 3 s): "Done" is seen whole, and a tap at
  // its centre is the button's. The toast lets taps through (pointer-events), so the sight is judged by boxes.
  const done = page.getByTestId('multibanco-close');
  const seen = await page.evaluate(() => {
    const toast = document.querySelector('[data-testid="snackbar"]')!.getBoundingClientRect();
    const button = document.querySelector('[data-testid="multibanco-close"]')!;
    const b = button.getBoundingClientRect();
    const covered = toast.left < b.right && b.left < toast.right && toast.top < b.bottom && b.top < toast.bottom;
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return { covered, hittable: hit != null && button.contains(hit), inViewport: b.bottom <= innerHeight && b.top >= 0 };
  });
  expect(seen).toEqual({ covered: false, hittable: true, inViewport: true });
  await expect(snackbar).toBeVisible();
  const box = (await done.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toBeHidden();
});

test('MB Way: Deposit does not move when the missing-number message appears under the field', async ({ page }) => {
  await openApp(page, { legislation: 'PT', language: 'pt', currency: 'EUR', url_success: RETURN_URL, tokens: [] });
  await amountPage(page).payWith(MEAN_ID.MBWAY, '20');
  const submit = mbway(page).submit;
  await expect(mbway(page).mandateHelp).toBeVisible();
  const before = await submit.boundingBox();
  await submit.click();
  await expect(mbway(page).phone).toHaveAttribute('aria-invalid', 'true');
  const after = await submit.boundingBox();
  expect(after!.y).toBe(before!.y);
});

test("a card refused while the error dialog's code still loads: the form stays in place until the player closes the dialog", async ({ page }) => {
  const release = await holdChunk(page, 'ErrorDialog');
  await openApp(page, FR);
  await openCardForm(page);
  const number = cardForm(page).number;
  const before = (await number.boundingBox())!.y;
  const answered = page.waitForResponse(/\/kong\/v6\/me\/deposits\/card$/);
  await payByCard(page, TEST_CARDS.genericFailure.number);
  await answered;
  // The refusal was read (Pay no longer busy), its dialog's code held back: nothing above the fields yet.
  await expect(cardForm(page).submit).not.toHaveAttribute('aria-busy', 'true');
  await expect(cardForm(page).notice).toHaveCount(0);
  expect((await number.boundingBox())!.y).toBe(before);
  release();
  await errorDialog(page).closeButton.click();
  await expect(cardForm(page).notice).toBeVisible();
});

test('a card refused with payment.genericfailure: Pay does not move while the next payment is under way', async ({ page }) => {
  await openApp(page, FR);
  await openCardForm(page);
  await payByCard(page, TEST_CARDS.genericFailure.number);
  await errorDialog(page).closeButton.click();
  await expect(cardForm(page).notice).toBeVisible({ timeout: 15_000 });
  // The first refusal's notice stays until the next outcome: its element is held to tell the next one from it.
  const first = (await cardForm(page).notice.elementHandle())!;
  const pay = cardForm(page).submit;
  const before = await pay.boundingBox();
  // The second answer is held until Pay's place has been read with the payment under way.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/kong\/v6\/me\/deposits\/card$/, async (route) => {
    await held;
    await route.continue();
  });
  await cardForm(page).cvv.fill(CVV);
  await Promise.all([page.waitForRequest(/\/kong\/v6\/me\/deposits\/card$/), pay.click()]);
  const during = await pay.boundingBox();
  release();
  expect(during!.y).toBe(before!.y);
  // The second refusal's dialog opens over the first notice, which stays in place; closed, the second
  // refusal is a new alert in the same place: the first one's element is gone, another shows.
  await errorDialog(page).closeButton.click();
  await expect.poll(() => first.evaluate((el) => el.isConnected), { timeout: 15_000 }).toBe(false);
  await expect(cardForm(page).notice).toBeVisible({ timeout: 15_000 });
  expect((await pay.boundingBox())!.y).toBe(before!.y);
});

test("card: while the bank confirms (the 3DS2 result read), focus is on the wait's heading, not lost with the hidden form", async ({ page }) => {
  await openApp(page, FR);
  // The 3DS2 result is never ready: every HEAD answers "not ready", so the wait stays.
  await page.route(/\/kong\/v4\/me\/transactions\//, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'X-Poll-Interval': '2000', 'X-Transaction-IsReady': 'false', 'Access-Control-Expose-Headers': 'X-Poll-Interval, X-Transaction-IsReady' },
    }),
  );
  await openCardForm(page);
  await payByCard(page, TEST_CARDS.frictionless.number);
  const wait = page.getByTestId('card-bank-wait');
  await expect(wait).toBeVisible({ timeout: 15_000 });
  await expect(wait.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByTestId('card-stop-waiting').click();
});

// The desktop close during a wait: the deposit was sent, so leaving does not undo it (DESIGN 7; docs/decisions.md
// "Desktop close asks"): the question says so, and "Leave" ends it as pending, "we are confirming".
/** A mobile-money deposit sent and waiting on the player's phone (polling variant; a number ending 200 stays pending). */
async function waitOnThePhone(page: Page): Promise<void> {
  await openApp(page, {
    legislation: 'CI',
    language: 'en',
    currency: 'XOF',
    url_success: RETURN_URL,
    feature_flags: { 'payment-f-gordon-async-deposit-enabled': false },
  });
  await amountPage(page).payWith('12', '5000');
  await page.getByTestId('momo-operator-MTN').click();
  await mobileMoney(page).phone.fill('0501020200');
  await mobileMoney(page).submit.click();
  await expect(mobileMoney(page).waiting).toBeVisible();
}

test.describe('desktop, a deposit under way', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('mobile money waiting on the phone: ✕ says the deposit goes on; "Leave" is "we are confirming", then pending', async ({ page }) => {
    await waitOnThePhone(page);
    await page.getByTestId('header-close').click();
    const ask = page.getByTestId('close-confirm-dialog');
    await expect(ask).toContainText('Your deposit has been sent and goes on if you leave');
    await expect(ask).not.toContainText('what you entered is lost');
    await ask.getByRole('button', { name: 'Leave' }).click();
    const confirming = page.getByTestId('deposit-unconfirmed');
    await expect(confirming.getByRole('heading')).toHaveText('We are confirming your deposit');
    await confirming.getByTestId('confirmation-close').click();
    await expect(returnPage(page).root).toBeVisible();
    const q = new URL(page.url()).searchParams;
    expect(q.get('status')).toBe('pending');
    expect(q.get('amount')).toBe('5000');
  });

  // "Leave" changes the screen while its question is still closing (its exit animation), and the button it
  // holds goes with it: focus then goes to the amount page's heading, not to the body, while the "we are
  // confirming" dialog loads (held here); the dialog takes it when it opens (DESIGN 4: focus moves sensibly).
  test('"Leave" from the phone wait: focus on the amount page\'s heading until the "we are confirming" dialog takes it', async ({ page }) => {
    const release = await holdChunk(page, 'ConfirmationDialog');
    await waitOnThePhone(page);
    await page.getByTestId('header-close').click();
    const ask = page.getByTestId('close-confirm-dialog');
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(ask).toHaveCount(0);
    // The amount page under the dialog to come (hidden from assistive technology as the dialog's backdrop).
    await expect(page.locator('main h1')).toHaveText('How much do you want to deposit?');
    await expect(page.locator('main h1')).toBeFocused();
    release();
    const confirming = page.getByTestId('deposit-unconfirmed');
    await expect(confirming.getByRole('heading')).toHaveText('We are confirming your deposit');
    await expect(confirming.locator(':focus')).toHaveCount(1);
  });
});
