// Apple Pay and Google Pay in Chromium against the sandbox (SPEC 3 wallet body, SPEC 4 "Apple
// Pay", "Google Pay", "Default mean rules", SPEC 5, SPEC 8). The app calls the real APIs only; the
// sandbox's stand-ins answer (docs/sandbox.md "Apple Pay and Google Pay"): its Google Pay script at the
// app's script URL (readiness by localStorage 'sandbox.googlePay'), and the ApplePaySession stand-in
// that only tests (here) and the simulated webview install. Outcomes by the test card picked.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { createSession, openApp, translation } from './sandbox';
import { MEAN_ID, RETURN_URL, expectAmountPage, expectCommonBody, markedTiles, meansReady, tile } from './means-helpers';
import { amountPage, errorDialog, returnPage } from './pages';

const LANG = 'fr';
const FR = { legislation: 'FR', language: LANG, currency: 'EUR', url_success: RETURN_URL, tokens: [] };
/** SPEC 3 "Deposit request body (common)": the fields of every body, and no others. */
const BODY_FIELDS = ['amount', 'browser_info', 'correlation_id', 'detail', 'fees', 'payment_method', 'requester', 'store_token'];

const isWalletPost = (path: 'applepay' | 'googlepay') => (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === `/kong/v6/me/deposits/${path}`;

/** The wallet state of the (simulated) device, set before the app loads. */
async function device(page: Page, values: { googlePay?: 'ready' | 'card'; applePay?: 'card' | 'none'; appleStandIn?: boolean }) {
  await page.addInitScript((v) => {
    if (v.googlePay) localStorage.setItem('sandbox.googlePay', v.googlePay);
    if (v.applePay) localStorage.setItem('sandbox.applePay', v.applePay);
  }, values);
  if (values.appleStandIn) {
    const script = await (await page.request.get('/sandbox/applepay/stand-in.js')).text();
    await page.addInitScript({ content: script });
  }
}

/** SPEC 3: the wallet body, field by field: the common fields, detail.token only, store_token false. */
async function expectWalletBody(request: Request, method: 'APPLEPAY' | 'GOOGLEPAY', amount: number, card: string) {
  const body = await expectCommonBody(request, { amount, payment_method: method, store_token: false });
  expect(Object.keys(body).sort()).toEqual(BODY_FIELDS);
  expect(Object.keys(body.detail)).toEqual(['token']);
  expect(body.detail.token).toContain(`sandbox-card:${card}`);
}

async function payOpening(page: Page, meanId: string, amount: string, path: 'applepay' | 'googlepay') {
  await page.route(new RegExp(`/kong/v6/me/deposits/${path}$`), (route) => route.continue());
  await amountPage(page).payWith(meanId, amount);
}

const expectErrorDialog = (page: Page, code: string) => errorDialog(page).showsMessage(LANG, code);

test.describe('Google Pay on the web', () => {
  test('a first depositor with a card in Google Pay: Google Pay is the default; paid with the SPEC 3 body, then success', async ({ page }) => {
    await device(page, { googlePay: 'card' });
    await openApp(page, { ...FR, first_deposit: true, payment_methods: ['CARD', 'GOOGLEPAY', 'PAYSAFECARD'] });
    await meansReady(page);
    await expect(tile(page, MEAN_ID.GOOGLEPAY)).toBeVisible();
    // SPEC 4: "Google Pay is available with an existing method in the wallet, that method becomes default".
    await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.GOOGLEPAY]);
    await payOpening(page, MEAN_ID.GOOGLEPAY, '50', 'googlepay');
    const sheet = page.getByTestId('gpay-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('gpay-total')).toContainText('50.00 EUR');
    const [request] = await Promise.all([page.waitForRequest(isWalletPost('googlepay')), sheet.getByTestId('gpay-card-visa-success').click()]);
    await expectWalletBody(request, 'GOOGLEPAY', 50, 'visa-success');
    await returnPage(page).expectQuery({ method: 'GOOGLEPAY', status: 'success' });
  });

  test('a returning player (last method card): Google Pay shown, the server default kept', async ({ page }) => {
    await device(page, { googlePay: 'card' });
    await openApp(page, { ...FR, last_deposit: { payment_method: 'CARD', amount: 20 }, payment_methods: ['CARD', 'GOOGLEPAY', 'PAYSAFECARD'] });
    await meansReady(page);
    await expect(tile(page, MEAN_ID.GOOGLEPAY)).toBeVisible();
    await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.CARD]);
  });

  test('a refused Google Pay deposit: the error dialog with the refusal', async ({ page }) => {
    await device(page, { googlePay: 'ready' });
    await openApp(page, { ...FR, payment_methods: ['CARD', 'GOOGLEPAY'] });
    await payOpening(page, MEAN_ID.GOOGLEPAY, '50', 'googlepay');
    const [request] = await Promise.all([page.waitForRequest(isWalletPost('googlepay')), page.getByTestId('gpay-card-mastercard-refused').click()]);
    await expectWalletBody(request, 'GOOGLEPAY', 50, 'mastercard-refused');
    await expectErrorDialog(page, 'payment.insufficientfunds');
    await errorDialog(page).closeButton.click();
    await expectAmountPage(page);
  });

  test('a payment-data error (the sheet closed) hides the loader: the amount page, no deposit, no dialog', async ({ page }) => {
    await device(page, { googlePay: 'ready' });
    await openApp(page, { ...FR, payment_methods: ['CARD', 'GOOGLEPAY'] });
    let posted = false;
    page.on('request', (r) => {
      if (isWalletPost('googlepay')(r)) posted = true;
    });
    await payOpening(page, MEAN_ID.GOOGLEPAY, '50', 'googlepay');
    await page.getByTestId('gpay-cancel').click();
    await expectAmountPage(page);
    await expect(amountPage(page).payButton).toBeEnabled();
    await expect(errorDialog(page).root).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test('the Google Pay script fails to load: Google Pay is not shown', async ({ page }) => {
    await device(page, { googlePay: 'card' });
    await page.route('**/sandbox/googlepay/pay.js', (route) => route.abort());
    await openApp(page, { ...FR, first_deposit: true, payment_methods: ['CARD', 'GOOGLEPAY'] });
    await meansReady(page);
    await expect(tile(page, MEAN_ID.GOOGLEPAY)).toHaveCount(0);
    await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.CARD]);
  });
});

// DESIGN 7: a control never moves under the player's finger. A returning player's means show before the
// wallets' check ends (SPEC 4); a Google Pay found then goes after the tiles already shown, not in its
// display place before them (docs/decisions.md "A late wallet tile").
test('a Google Pay found after the tiles showed comes after them: no tile moves while the player aims', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/sandbox\/googlepay\/pay\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await device(page, { googlePay: 'card' });
  await openApp(page, { ...FR, last_deposit: { payment_method: 'CARD', amount: 20 }, payment_methods: ['GOOGLEPAY', 'CARD', 'PAYSAFECARD'] });
  await meansReady(page);
  const card = tile(page, MEAN_ID.CARD);
  await expect(card).toBeVisible();
  await expect(tile(page, MEAN_ID.GOOGLEPAY)).toHaveCount(0);
  const before = await card.boundingBox();
  await page.getByTestId('amount-preset').first().click();
  release();
  await expect(tile(page, MEAN_ID.GOOGLEPAY)).toBeVisible();
  expect(await page.getByTestId('mean-tile').evaluateAll((els) => els.map((e) => e.getAttribute('data-mean-id')))).toEqual([
    MEAN_ID.CARD,
    MEAN_ID.PAYSAFECARD,
    MEAN_ID.GOOGLEPAY,
  ]);
  expect(await card.boundingBox()).toEqual(before);
  await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.CARD]);
});

test.describe('Apple Pay on the web (ApplePaySession.canMakePaymentsWithActiveCard)', () => {
  test("an active card: Apple Pay shown and the first depositor's default; paid with the SPEC 3 body, then success", async ({ page }) => {
    await device(page, { appleStandIn: true, applePay: 'card' });
    await openApp(page, { ...FR, first_deposit: true, payment_methods: ['CARD', 'APPLEPAY', 'PAYSAFECARD'] });
    await meansReady(page);
    await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.APPLEPAY]);
    await payOpening(page, MEAN_ID.APPLEPAY, '60', 'applepay');
    const sheet = page.getByTestId('applepay-sheet');
    await expect(sheet.getByTestId('applepay-total')).toContainText('60.00 EUR');
    const [request] = await Promise.all([page.waitForRequest(isWalletPost('applepay')), sheet.getByTestId('applepay-card-visa-success').click()]);
    await expectWalletBody(request, 'APPLEPAY', 60, 'visa-success');
    await returnPage(page).expectQuery({ method: 'APPLEPAY', status: 'success' });
  });

  test('no active card: Apple Pay is not shown', async ({ page }) => {
    await device(page, { appleStandIn: true, applePay: 'none' });
    await openApp(page, { ...FR, first_deposit: true, payment_methods: ['CARD', 'APPLEPAY'] });
    await meansReady(page);
    await expect(tile(page, MEAN_ID.APPLEPAY)).toHaveCount(0);
  });

  test('a refused Apple Pay deposit goes to the callback route, which shows the refusal', async ({ page }) => {
    await device(page, { appleStandIn: true, applePay: 'card' });
    await openApp(page, { ...FR, payment_methods: ['CARD', 'APPLEPAY'] });
    await payOpening(page, MEAN_ID.APPLEPAY, '60', 'applepay');
    await page.getByTestId('applepay-card-mastercard-refused').click();
    await expectErrorDialog(page, 'payment.insufficientfunds');
  });

  test('a deposit the API refuses without a transaction: the callback route shows that refusal (SPEC 8: status error and a reason)', async ({ page }) => {
    await device(page, { appleStandIn: true, applePay: 'card' });
    await openApp(page, { ...FR, payment_methods: ['CARD', 'APPLEPAY'] });
    await payOpening(page, MEAN_ID.APPLEPAY, '60', 'applepay');
    // After payOpening's own route (the last one set answers).
    await page.route(/\/kong\/v6\/me\/deposits\/applepay$/, (route) =>
      route.fulfill({ status: 422, json: { error_code: 'payment.insufficientfunds', message: 'refused' } }),
    );
    await page.getByTestId('applepay-card-visa-success').click();
    await expectErrorDialog(page, 'payment.insufficientfunds');
  });

  test('a merchant session failure aborts the sheet and ends on the callback route with payment.internal.error', async ({ page }) => {
    await device(page, { appleStandIn: true, applePay: 'card' });
    await openApp(page, { ...FR, payment_methods: ['CARD', 'APPLEPAY'], faults: { 'applepay-session': 'http500' } });
    let posted = false;
    page.on('request', (r) => {
      if (isWalletPost('applepay')(r)) posted = true;
    });
    await payOpening(page, MEAN_ID.APPLEPAY, '60', 'applepay');
    await expectErrorDialog(page, 'payment.internal.error');
    await expect(page.getByTestId('applepay-sheet')).toHaveCount(0);
    expect(posted).toBe(false);
  });
});

test.describe('Apple Pay in the native apps (SPEC 4: the three eligibility paths)', () => {
  for (const [label, profile, query, shown] of [
    ['the sports app on iOS with apple_pay=true', { platform: 'IOS', universe: 'sports' }, 'true', true],
    ['the sports app on iOS without apple_pay', { platform: 'IOS', universe: 'sports' }, null, false],
    ['the poker app on macOS with apple_pay=true', { platform: 'MACOS', universe: 'poker' }, 'true', true],
  ] as const) {
    test(`${label}: Apple Pay ${shown ? 'shown' : 'not shown'}`, async ({ page }) => {
      await device(page, { appleStandIn: true, applePay: 'none' });
      const session = await createSession(page.request, { ...FR, ...profile, payment_methods: ['CARD', 'APPLEPAY'] });
      await page.goto(query ? `${session.app_url}${session.app_url.includes('?') ? '&' : '?'}apple_pay=${query}` : session.app_url);
      await meansReady(page);
      await expect(tile(page, MEAN_ID.APPLEPAY)).toHaveCount(shown ? 1 : 0);
    });
  }

  for (const eligible of [true, false]) {
    test(`the turf app on iOS asks the bridge: ${eligible ? 'eligible, shown' : 'not eligible, not shown'}`, async ({ page }) => {
      // The iOS bridge (WKScriptMessageHandler) of the app, answering on the answer channel.
      await page.addInitScript((ok) => {
        (window as any).webkit = {
          messageHandlers: {
            paymentBridge: {
              postMessage(m: { name: string }) {
                if (m.name === 'applePayEligibility') {
                  window.postMessage({ channel: 'cashier.bridge.answer', name: 'applePayEligibility', payload: { eligible: ok } }, '*');
                }
              },
            },
          },
        };
      }, eligible);
      await device(page, { appleStandIn: true, applePay: 'none' });
      await openApp(page, { ...FR, platform: 'IOS', universe: 'turf', payment_methods: ['CARD', 'APPLEPAY'] });
      await meansReady(page);
      await expect(tile(page, MEAN_ID.APPLEPAY)).toHaveCount(eligible ? 1 : 0);
    });
  }
});

test('Google Pay through the Android bridge: readiness and payment data from the native side, then the deposit', async ({ page }) => {
  await page.addInitScript(() => {
    (window as any).PaymentBridge = {
      postMessage(json: string) {
        const m = JSON.parse(json) as { name: string };
        const answer = (name: string, payload: unknown) => window.postMessage({ channel: 'cashier.bridge.answer', name, payload }, '*');
        if (m.name === 'googlePayEligibility') answer('googlePayEligibility', { ready: true, hasCard: true });
        if (m.name === 'googlePayPaymentData') answer('googlePayPaymentData', { token: '{"signedMessage":"sandbox-card:visa-success"}' });
      },
    };
  });
  await openApp(page, { ...FR, platform: 'ANDROID', first_deposit: true, payment_methods: ['CARD', 'GOOGLEPAY'] });
  await meansReady(page);
  await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.GOOGLEPAY]);
  await page.route(/\/kong\/v6\/me\/deposits\/googlepay$/, (route) => route.continue());
  await amountPage(page).input.fill('40');
  const [request] = await Promise.all([page.waitForRequest(isWalletPost('googlepay')), amountPage(page).payButton.click()]);
  await expectWalletBody(request, 'GOOGLEPAY', 40, 'visa-success');
  await expect(page.getByTestId('gpay-sheet')).toHaveCount(0);
});

test('the simulated Android webview answers Google Pay: readiness, then the payment data of the card chosen there', async ({ page }) => {
  const session = await createSession(page.request, { ...FR, platform: 'ANDROID', first_deposit: true, payment_methods: ['CARD', 'GOOGLEPAY'] });
  const app = new URL(session.app_url, 'http://x');
  await page.goto(`/sandbox/webview?platform=ANDROID&src=${encodeURIComponent(app.pathname + app.search)}`);
  await page.getByTestId('webview-wallet-card').selectOption('mastercard-refused');
  const frame = page.frameLocator('[data-testid="webview-frame"]');
  await expect(frame.locator(`[data-testid="mean-tile"][data-mean-id="${MEAN_ID.GOOGLEPAY}"][data-selected="true"]`)).toBeVisible();
  await amountPage(frame).pay('40');
  await errorDialog(frame).shows(translation(LANG, 'payment.insufficientfunds.title'));
  await expect(page.locator('[data-testid="bridge-event"][data-name="googlePayPaymentData"]')).toHaveCount(1);
});
