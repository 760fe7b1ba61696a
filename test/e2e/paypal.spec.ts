// PayPal through the processor's PayPal checkout (SPEC 2 PayPal consent and loader area, SPEC 3
// PayPal bodies, SPEC 4 PayPal, SPEC 7 auth-token and paypal deposit calls, SPEC 8, SPEC 9 the consent
// flag), against the sandbox: the real braintree-web runs in the page; its configuration comes from the
// sandbox (the client token's configUrl), PayPal's SDK is the sandbox's stand-in (the sandbox build's configuration),
// and the processor's client API host, which braintree-web insists on, is routed to the sandbox here
// (docs/decisions.md "PayPal"). Approval page: docs/sandbox.md "PayPal".
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, translation } from './sandbox';
import { MEAN_ID, RETURN_URL, expectAmountPage, expectCommonBody, isDepositPost, meansReady, returnParams, tile } from './means-helpers';
import { amountPage, errorDialog, providerPage, returnPage, sentBy } from './pages';

const LANG = 'fr';
const FR = { legislation: 'FR', language: LANG, currency: 'EUR', url_success: RETURN_URL };
/** SPEC 3 "Deposit request body (common)": the fields of every body, and no others. */
const BODY_FIELDS = ['amount', 'browser_info', 'correlation_id', 'detail', 'fees', 'payment_method', 'requester', 'store_token'];
const CONSENT_ON = { 'payment-f-paypal-consent-enabled': true };
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

/** The processor's client API (braintree-web accepts only its own domains) answered by the sandbox; its analytics dropped. */
async function routeProcessor(page: Page) {
  const base = test.info().project.use.baseURL!;
  await page.context().route('https://api.sandbox.braintreegateway.com/**', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(route.request().url());
    const path = url.pathname.replace('/merchants/cashier_sandbox/client_api', '/sandbox/braintree/client_api');
    const response = await route.fetch({ url: `${base}${path}${url.search}` });
    return route.fulfill({ response });
  });
  await page.context().route('https://www.paypal.com/**', (route) => route.fulfill({ status: 204, headers: CORS }));
  // A pass-through route makes the fetch body readable in the request events (means-helpers.ts).
  await page.route(/\/kong\/v6\/me\/deposits\/paypal(\/token)?$/, (route) => route.continue());
}

const isAuthToken = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === '/kong/v1/transactions/providers/braintree/auth-token';

/** Chooses the new PayPal mean and pays: the PayPal area shows PayPal's button once the checkout is ready. */
async function openPayPal(page: Page, amount: string) {
  await amountPage(page).payWith(MEAN_ID.PAYPAL, amount);
  await expect(page.getByTestId('paypal-button')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('paypal-loader')).toHaveCount(0);
}

/** Clicks PayPal's button; the approval page opens in a pop-up. */
async function approvalPage(page: Page): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('paypal-button').click()]);
  await expect(popup.getByTestId('paypal-approve')).toBeVisible();
  return popup;
}

async function approve(page: Page, email?: string): Promise<Request> {
  const popup = await approvalPage(page);
  if (email) await popup.getByTestId('paypal-email').fill(email);
  const [request] = await Promise.all([page.waitForRequest(isDepositPost('paypal')), popup.getByTestId('paypal-approve').click()]);
  return request;
}

function expectNewPayPalDetail(body: Record<string, any>, email: string, storeToken: boolean) {
  // SPEC 3: braintree_nonce_token, email, paypal_payer_id, storeToken (as in the payload).
  expect(Object.keys(body.detail).sort()).toEqual(['braintree_nonce_token', 'email', 'paypal_payer_id', 'storeToken']);
  expect(body.detail.braintree_nonce_token).toMatch(/^sandbox-paypal-nonce-EC-SANDBOX\d+$/);
  expect(body.detail.email).toBe(email);
  expect(body.detail.paypal_payer_id).toMatch(/^PAYER\d+$/);
  expect(body.detail.storeToken).toBe(storeToken);
}

test('FR: a new PayPal deposit without one-click consent (flag off): client token, approval, the SPEC 3 body, success', async ({ page }) => {
  await routeProcessor(page);
  const tokenCalls: Request[] = [];
  page.on('request', (r) => {
    if (isAuthToken(r)) tokenCalls.push(r);
  });
  await openApp(page, { ...FR, tokens: [] });
  await openPayPal(page, '30');
  // SPEC 4: the client token was asked for after the means were fetched (and again when PayPal was chosen).
  expect(tokenCalls.length).toBeGreaterThanOrEqual(1);
  // SPEC 9: the consent flag is off: no one-click consent.
  await expect(page.getByTestId('paypal-consent')).toHaveCount(0);

  const request = await approve(page);
  const body = await expectCommonBody(request, { amount: 30, payment_method: 'PAYPAL', store_token: false });
  expect(Object.keys(body).sort()).toEqual(BODY_FIELDS);
  expect(Object.keys(body.browser_info)).toEqual(['user_agent']);
  expectNewPayPalDetail(body, 'camille.martin@example.com', false);

  await returnPage(page).expectQuery({ status: 'success', method: 'PAYPAL', amount: '30' });
});

test('FR: a new PayPal deposit with one-click consent (flag on, no saved PayPal): storeToken true', async ({ page }) => {
  await routeProcessor(page);
  await openApp(page, { ...FR, tokens: [], feature_flags: CONSENT_ON });
  await openPayPal(page, '40');
  const consent = page.getByTestId('paypal-consent');
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();
  await consent.check();
  const request = await approve(page);
  const body = await expectCommonBody(request, { amount: 40, payment_method: 'PAYPAL', store_token: true });
  expectNewPayPalDetail(body, 'camille.martin@example.com', true);
  expect((await returnParams(page)).get('status')).toBe('success');
});

test('FR: a saved PayPal is paid at once by its token id (/paypal/token); no consent offered beside a saved PayPal', async ({ page }) => {
  await routeProcessor(page);
  await openApp(page, { ...FR, tokens: [{ type: 'PAYPAL', email: 'camille.martin@example.com' }], feature_flags: CONSENT_ON });
  // SPEC 4: the flag is on, but a PayPal token mean exists: the new PayPal offers no one-click consent.
  await openPayPal(page, '25');
  await expect(page.getByTestId('paypal-consent')).toHaveCount(0);
  await page.getByTestId('paypal-close').click();
  await expect(amountPage(page).payButton).toBeVisible();
  await tile(page, 'tok_paypal_1').click();
  await amountPage(page).input.fill('25');
  const request = await sentBy(page, isDepositPost('paypal/token'), () => amountPage(page).payButton.click());
  const body = await expectCommonBody(request, { amount: 25, payment_method: 'PAYPAL', store_token: false });
  expect(Object.keys(body).sort()).toEqual(BODY_FIELDS);
  expect(body.detail).toEqual({ tokenId: 'tok_paypal_1' });
  expect((await returnParams(page)).get('method')).toBe('PAYPAL');
});

// SPEC 8: PayPal's non-success is payment.genericfailure; the sandbox refuses with PAYPAL_REFUSED, no SPEC
// code, so paypalrefusal (the texts of the code that names it) is not what the player reads.
test('FR: PayPal refuses the payment with a reason that is no SPEC code: the generic failure (SPEC 8), then the amount page', async ({ page }) => {
  await routeProcessor(page);
  await openApp(page, { ...FR, tokens: [] });
  await openPayPal(page, '30');
  const request = await approve(page, 'refused.player@example.com');
  expect(request.postDataJSON().detail.email).toBe('refused.player@example.com');
  await errorDialog(page).showsMessage(LANG, 'payment.genericfailure');
  await errorDialog(page).close();
  await expectAmountPage(page);
});

test('FR: the player cancels on PayPal: back to the amount page, no deposit', async ({ page }) => {
  await routeProcessor(page);
  let posted = 0;
  page.on('request', (r) => {
    if (isDepositPost('paypal')(r)) posted += 1;
  });
  await openApp(page, { ...FR, tokens: [] });
  await openPayPal(page, '30');
  const popup = await approvalPage(page);
  await popup.getByTestId('paypal-cancel').click();
  await expect(page.getByTestId('paypal-button')).toHaveCount(0);
  await expect(amountPage(page).payButton).toBeVisible();
  await expect(errorDialog(page).root).toHaveCount(0);
  expect(posted).toBe(0);
});

test('FR: the client token fails twice (retried once): PayPal is disabled and says why, the other means still pay', async ({ page }) => {
  await routeProcessor(page);
  const tokenCalls: Request[] = [];
  page.on('request', (r) => {
    if (isAuthToken(r)) tokenCalls.push(r);
  });
  await openApp(page, { ...FR, tokens: [], faults: { 'paypal-auth-token': 'http500' } });
  await meansReady(page);
  const paypal = tile(page, MEAN_ID.PAYPAL);
  await expect(paypal).toHaveAttribute('aria-disabled', 'true');
  await expect(paypal).toContainText(translation(LANG, 'Unavailable right now'));
  expect(tokenCalls).toHaveLength(2);
  // Another mean is chosen and pays.
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  await amountPage(page).input.fill('20');
  await expect(amountPage(page).payButton).toBeEnabled();
  await Promise.all([page.waitForRequest(isDepositPost('paysafecard')), amountPage(page).payButton.click()]);
  // The test ends on the provider's page, not mid-navigation: a context closed while the page was leaving
  // for it hung its teardown for 30 s under load (as card.spec.ts, the test ends where the flow lands).
  await expect(providerPage(page).root).toBeVisible({ timeout: 20_000 });
});

for (const [name, flags] of [
  ['without', {}],
  ['with', CONSENT_ON],
] as const) {
  // The tap on Pay makes room for the area at once (a shift answering the tap); after that, nothing below moves.
  test(`FR: ${name} the one-click consent, the PayPal area's chunk, loader and button come in one place: the banner below does not move (DESIGN 7)`, async ({
    page,
  }) => {
    await routeProcessor(page);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/PayPalArea-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openApp(page, { ...FR, tokens: [], feature_flags: flags });
    await meansReady(page);
    await tile(page, MEAN_ID.PAYPAL).click();
    await amountPage(page).input.fill('25');
    const below = page.getByTestId('banner-opt-in');
    const y = async () => (await below.boundingBox())!.y;
    await amountPage(page).payButton.click();
    await expect(page.getByTestId('paypal-slot')).toBeVisible();
    await expect(amountPage(page).payButton).toHaveCount(0);
    const before = await y();
    release();
    await expect(page.getByTestId('paypal-button')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('paypal-consent')).toHaveCount(name === 'with' ? 1 : 0);
    expect(await y(), 'with PayPal’s button').toBeCloseTo(before, 0);
  });
}
