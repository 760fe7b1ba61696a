// Default-mean rules (SPEC 4) and an amount over a method's maximum (SPEC 5), in the browser.
import { expect, test } from './fixtures';
import { openApp, translation } from './sandbox';
import { MEAN_ID, markedTiles, meansReady, messageWith, tile } from './means-helpers';
import { amountPage } from './pages';

test('PL player with P24 and BLIK and no tokens: both P24 and BLIK are marked default', async ({ page }) => {
  await openApp(page, {
    legislation: 'PL',
    language: 'pl',
    currency: 'PLN',
    payment_methods: ['PRZELEWY24', 'BLIK', 'PAYSAFECARD'],
    tokens: [],
  });
  await meansReady(page);
  await expect(page.getByTestId('mean-tile')).toHaveCount(3);
  // Two defaults, one mark: where Pay goes, and Pay names it (docs/decisions.md "The mark is where Pay goes").
  expect(await markedTiles(page)).toEqual([MEAN_ID.PRZELEWY24]);
  await expect(tile(page, MEAN_ID.PRZELEWY24)).toHaveAttribute('aria-selected', 'true');
  await expect(tile(page, MEAN_ID.BLIK)).toHaveAttribute('aria-selected', 'false');
  await expect(amountPage(page).payButton).toHaveAttribute('data-mean-id', MEAN_ID.PRZELEWY24);
  await expect(amountPage(page).payButton).toHaveText(/Przelewy24/);
  await expect(amountPage(page).payButton).not.toHaveText(/BLIK/);

  // Selecting a method resets the double default (SPEC 4 "Payment methods").
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.PAYSAFECARD]);
  await expect(amountPage(page).payButton).not.toHaveText(/Przelewy24|BLIK|Paysafecard/);
});

test('PT player whose last deposit was Multibanco: one mark, on Multibanco, where Pay goes; MB Way in view beside it', async ({ page }) => {
  await openApp(page, {
    legislation: 'PT',
    language: 'pt',
    tokens: [],
    last_deposit: { payment_method: 'MULTIBANCO', amount: 30 },
  });
  await meansReady(page);
  // SPEC 4 makes both defaults; the player sees one mark, on the mean Pay uses (docs/decisions.md).
  await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.MULTIBANCO]);
  await expect(tile(page, MEAN_ID.MULTIBANCO).getByTestId('mean-tile-check')).toBeVisible();
  await expect(tile(page, MEAN_ID.MBWAY).getByTestId('mean-tile-check')).toHaveCount(0);
  await expect(tile(page, MEAN_ID.MBWAY)).toBeInViewport();
  const pay = amountPage(page).payButton;
  await expect(pay).toHaveAttribute('data-mean-id', MEAN_ID.MULTIBANCO);
  await expect(pay).toHaveText(/Multibanco/);
  await expect(pay).not.toHaveText(/MB WAY/);
  // Choosing MB Way moves the one mark there, and Pay with it.
  await tile(page, MEAN_ID.MBWAY).click();
  await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.MBWAY]);
  await expect(pay).toHaveAttribute('data-mean-id', MEAN_ID.MBWAY);
});

test('a first depositor in a browser without Apple/Google Pay gets the server default; no wallet tile', async ({ page }) => {
  await openApp(page, {
    legislation: 'FR',
    language: 'fr',
    balance: 0,
    first_deposit: true,
    tokens: [],
    payment_methods: ['APPLEPAY', 'GOOGLEPAY', 'PAYSAFECARD', 'SKRILL', 'BANKTRANSFER'],
  });
  await meansReady(page);
  await expect(tile(page, MEAN_ID.APPLEPAY)).toHaveCount(0);
  await expect(tile(page, MEAN_ID.GOOGLEPAY)).toHaveCount(0);
  await expect(page.getByTestId('mean-tile')).toHaveCount(3);
  // The server default is the first enabled method; the wallets are not compatible here, so the first offered one.
  await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.PAYSAFECARD]);
  await expect(amountPage(page).payButton).toBeVisible();
});

test('an amount over the method maximum: footer in error, translated maximum message, Pay disabled', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', payment_methods: ['PAYSAFECARD', 'SKRILL'], tokens: [] });
  await meansReady(page);
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  const footer = tile(page, MEAN_ID.PAYSAFECARD).getByTestId('mean-tile-footer');
  await amountPage(page).input.fill('200');
  await expect(footer).not.toHaveAttribute('data-error', /.*/);
  await expect(amountPage(page).payButton).toBeEnabled();

  await amountPage(page).input.fill('300'); // Paysafecard EUR: 10–250
  await expect(footer).toHaveAttribute('data-error', 'true');
  await expect(footer).toContainText('250');
  await expect(tile(page, MEAN_ID.SKRILL).getByTestId('mean-tile-footer')).not.toHaveAttribute('data-error', /.*/);
  await expect(page.getByText(messageWith(translation('fr', 'The maximum deposit is {0}.'), '250'))).toBeVisible();
  await expect(amountPage(page).input).toHaveAttribute('aria-invalid', 'true');
  await expect(amountPage(page).payButton).toBeDisabled();
});

test('FR: the card network link shows while a card is the current method, and only in FR', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [], payment_methods: ['CARD', 'PAYSAFECARD'] });
  await meansReady(page);
  await expect(tile(page, MEAN_ID.CARD)).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('card-network-link')).toBeVisible();
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  await expect(page.getByTestId('card-network-link')).toHaveCount(0);

  await openApp(page, { legislation: 'PT', language: 'pt', tokens: [], payment_methods: ['CARD', 'PAYSAFECARD'] });
  await meansReady(page);
  await expect(tile(page, MEAN_ID.CARD)).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('card-network-link')).toHaveCount(0);
});
