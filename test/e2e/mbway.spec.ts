// MB Way in Portugal (SPEC 2 MB Way phone form and authorised-payments tooltip, SPEC 3 MB Way
// bodies, SPEC 4 Choice of deposit request, MB Way, Default mean rules, Success handling, SPEC 5, SPEC 7
// bridge paymentRedirectAppToApp, SPEC 8 payment.genericfailurenoncard), against the sandbox's MB Way
// (docs/sandbox.md "MB Way": 912345678 is approved after 3 s, …101 refused, …102 expires, …103 declined,
// …200 pending for ever, …300 app-to-app in a native app). Also the returning PL and PT players whose
// default means (SPEC 4 Default mean rules) can pay.
import type { APIRequestContext, FrameLocator, Page, Request } from '@playwright/test';
import { readyMadePlayer } from '../../sandbox/players';
import { expectAccessible } from './accessible';
import { expect, test } from './fixtures';
import { openApp, translation, type Session } from './sandbox';
import { MEAN_ID, RETURN_URL, continueUnconfirmed, expectAmountPage, markedTiles, meansReady, tile } from './means-helpers';
import { amountPage, blik, errorDialog, mbway, openWebview, providerPage, returnPage, webview } from './pages';

const LANG = 'pt';
const PT = { legislation: 'PT', language: LANG, currency: 'EUR', url_success: RETURN_URL, tokens: [] };
/** SPEC 3 "Deposit request body (common)": the fields of every body, and no others. */
const BODY_FIELDS = ['amount', 'browser_info', 'correlation_id', 'detail', 'fees', 'payment_method', 'requester', 'store_token'];

type Body = Record<string, any>;

/** The MB Way bodies as the sandbox received them (docs/sandbox.md: /sandbox/players/{id}/mbway-requests). */
async function received(request: APIRequestContext, session: Session): Promise<Array<{ path: string; body: Body }>> {
  const res = await request.get(`/sandbox/players/${session.player_id}/mbway-requests`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<{ path: string; body: Body }>;
}

/** SPEC 3, field by field: the common part of a deposit body, written from the spec. */
function expectCommon(body: Body, expected: { amount: number; store_token: boolean }) {
  expect(Object.keys(body).sort()).toEqual(BODY_FIELDS);
  expect(body.amount).toBe(expected.amount);
  expect(body.payment_method).toBe('MBWAY');
  expect(body.fees).toBe(0);
  expect(body.requester).toBe('App:Front');
  expect(typeof body.correlation_id).toBe('string');
  expect(body.correlation_id.length).toBeGreaterThan(0);
  expect(Object.keys(body.browser_info)).toEqual(['user_agent']);
  expect(body.browser_info.user_agent.length).toBeGreaterThan(0);
  expect(body.store_token).toBe(expected.store_token);
}

/** detail.return_url (app-to-app only): the app's /callback with the method and the amount. */
function expectCallbackUrl(returnUrl: unknown, origin: string, amount: number) {
  expect(typeof returnUrl).toBe('string');
  const url = new URL(returnUrl as string, origin);
  expect(url.origin).toBe(origin);
  expect(url.pathname).toBe('/callback');
  expect(url.searchParams.get('method')).toBe('MBWAY');
  expect(Number(url.searchParams.get('amount'))).toBe(amount);
}

/** Chooses MB Way, types the amount and pays: the phone form opens at /mbway. */
async function openMbwayForm(app: Page | FrameLocator, amount: string) {
  await amountPage(app).payWith(MEAN_ID.MBWAY, amount);
  await expect(mbway(app).form).toBeVisible();
}

const submitPhone = (app: Page | FrameLocator, digits: string, mandate = false) => mbway(app).sendPhone(digits, mandate);

test('PT: pays by MB Way without a mandate: the +351 form, the wait with amount, phone and time left, the SPEC 3 body, success', async ({ page }) => {
  const session = await openApp(page, PT);
  await openMbwayForm(page, '30');
  await expect(page).toHaveURL(/\/mbway$/);
  // SPEC 2: a phone form for Portuguese mobile numbers (+351) with a tel keyboard, the optional mandate.
  await expect(mbway(page).callingCode).toHaveText('+351');
  await expect(mbway(page).phone).toHaveAttribute('type', 'tel');
  await expect(mbway(page).phone).toHaveAttribute('inputmode', 'tel');
  await expect(mbway(page).mandate).not.toBeChecked();
  await expect(mbway(page).close).toBeVisible();

  // SPEC 5: a missing number shows payment.null.information.error and sends nothing.
  await mbway(page).submit.click();
  await expect(page.getByText(translation(LANG, 'payment.null.information.error'))).toBeVisible();
  expect(await received(page.request, session)).toEqual([]);

  await submitPhone(page, '912345678');
  const { waiting } = mbway(page);
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('heading')).toHaveText(translation(LANG, 'Approve the payment in the MB Way app'));
  await expect(mbway(page).amount).toContainText('30');
  await expect(mbway(page).phoneShown).toHaveText('+351 912 345 678');
  await expect(mbway(page).countdown).toContainText(/0[45]:\d\d/);
  await expect(mbway(page).leave).toBeVisible();

  await returnPage(page).expectQuery({ status: 'success', method: 'MBWAY', amount: '30' });

  const [call, ...more] = await received(page.request, session);
  expect(more).toEqual([]);
  expect(call!.path).toBe('/kong/v6/me/deposits/mbway');
  expectCommon(call!.body, { amount: 30, store_token: true });
  // SPEC 3: detail {phone_number, create_mandate, enable_app_to_app, return_url only when app-to-app}.
  expect(call!.body.detail).toEqual({ phone_number: '+351912345678', create_mandate: false, enable_app_to_app: false });
});

test('PT: pays by MB Way with a mandate (the authorised-payments tooltip); pending is recorded as MBWayOneClick', async ({ page }) => {
  const session = await openApp(page, PT);
  await openMbwayForm(page, '40');
  // SPEC 2: the MB Way authorised-payments consent tooltip.
  await mbway(page).mandateHelp.click();
  await expect(mbway(page).mandateHelpContent).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mbway(page).mandateHelpContent).toHaveCount(0);

  await submitPhone(page, '912345200', true);
  await expect(mbway(page).waiting).toBeVisible();
  await mbway(page).leave.click();
  // SPEC 4 MB Way: "pending with create-mandate gives a new-mandate pending outcome recorded as method MBWayOneClick".
  await returnPage(page).expectQuery({ status: 'pending', method: 'MBWayOneClick', amount: '40' });

  const [call] = await received(page.request, session);
  expectCommon(call!.body, { amount: 40, store_token: true });
  expect(call!.body.detail).toEqual({ phone_number: '+351912345200', create_mandate: true, enable_app_to_app: false });
});

test('PT returning player (last deposit MB Way): the saved MB Way is the default and pays directly, without the form', async ({ page }) => {
  const player = readyMadePlayer('pt-mbway-token')!;
  const session = await openApp(page, { ...player.profile, url_success: RETURN_URL });
  await meansReady(page);
  const [selected] = await markedTiles(page);
  expect(selected).toBeTruthy();
  await expect(tile(page, selected!)).toContainText(/MB ?Way/i);
  await amountPage(page).pay('45');
  await expect(mbway(page).waiting).toBeVisible();
  await expect(mbway(page).form).toHaveCount(0);
  await expect(mbway(page).phoneShown).toHaveText('+351 912 345 678');

  await returnPage(page).expectQuery({ status: 'success', method: 'MBWAY' });

  const [call, ...more] = await received(page.request, session);
  expect(more).toEqual([]);
  expect(call!.path).toBe('/kong/v6/me/deposits/mbway/token');
  expectCommon(call!.body, { amount: 45, store_token: false });
  // SPEC 3 token variant: detail {token_id, enable_app_to_app, return_url when app-to-app}, store_token false.
  expect(call!.body.detail).toEqual({ token_id: 'tok_mbway_1', enable_app_to_app: false });
});

for (const [phone, what] of [
  ['912345101', 'refused at once'],
  ['912345102', 'expired in the MB Way app'],
  ['912345103', 'declined in the MB Way app'],
] as const) {
  test(`an MB Way request ${what} shows the payment.genericfailurenoncard dialog, then the amount page`, async ({ page }) => {
    await openApp(page, PT);
    await openMbwayForm(page, '30');
    await submitPhone(page, phone);
    await errorDialog(page).showsMessage(LANG, 'payment.genericfailurenoncard');
    await errorDialog(page).close();
    await expectAmountPage(page);
  });
}

test('every MB Way answer lost: three sends of one intent (one correlation id), then pending unconfirmed, never failed, one deposit', async ({ page }) => {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/kong/v6/me/deposits/mbway') posts.push(r);
  });
  const session = await openApp(page, { ...PT, lost_deposit_answers: { kind: 'http500' } });
  await openMbwayForm(page, '30');
  await submitPhone(page, '912345678', true);
  await continueUnconfirmed(page);
  await returnPage(page).expectQuery({ status: 'pending', method: 'MBWayOneClick' });
  const recorded = (await (await page.request.get(`/sandbox/players/${session.player_id}/deposits`)).json()) as Array<{
    correlation_id: string;
    method: string;
  }>;
  expect(recorded).toHaveLength(1);
  expect(recorded[0]!.method).toBe('MBWAY');
  expect(posts).toHaveLength(3);
  expect(new Set(posts.map((r) => r.headers()['x-correlation-id']))).toEqual(new Set([recorded[0]!.correlation_id]));
});

test('closing the phone form (and the browser back) returns to the amount page with no deposit', async ({ page }) => {
  const session = await openApp(page, PT);
  await openMbwayForm(page, '30');
  await mbway(page).close.click();
  await expectAmountPage(page);
  await amountPage(page).payButton.click();
  await expect(mbway(page).form).toBeVisible();
  await page.goBack();
  await expectAmountPage(page);
  expect(await received(page.request, session)).toEqual([]);
});

test('the MB Way form (with its error and the tooltip) and the wait are accessible (DESIGN 6: no serious or critical axe violation)', async ({ page }) => {
  await openApp(page, PT);
  await openMbwayForm(page, '30');
  await mbway(page).submit.click();
  await expect(page.getByText(translation(LANG, 'payment.null.information.error'))).toBeVisible();
  await expectAccessible(page);
  await mbway(page).mandateHelp.click();
  await expect(mbway(page).mandateHelpContent).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await submitPhone(page, '912345200');
  await expect(mbway(page).waiting).toBeVisible();
  await expectAccessible(page);
});

for (const platform of ['IOS', 'ANDROID'] as const) {
  test(`${platform} webview: app-to-app, the bridge message paymentRedirectAppToApp, approval in the MB Way app, then success`, async ({ page }) => {
    const { session, app } = await openWebview(page, { ...PT, platform });
    await openMbwayForm(app, '30');
    await submitPhone(app, '912345300');

    // SPEC 4 MB Way: redirect gives an app-to-app redirect; SPEC 7: through the bridge (paymentRedirectAppToApp).
    await expect(webview(page).message('paymentRedirectAppToApp')).toHaveCount(1);
    const [redirect] = await webview(page).payloadsOf('paymentRedirectAppToApp');
    expect(redirect.url).toMatch(/^http:\/\/[^/]+\/sandbox\/provider\/mbway-app\?transaction_uid=/);

    // The simulated native app opened the MB Way app: the player approves, MB Way returns to the app.
    await app.getByTestId('mbway-app-approve').click();
    await expect(webview(page).message('paymentDepositSuccess')).toHaveCount(1, { timeout: 20_000 });
    expect((await webview(page).payloadsOf('paymentDepositSuccess'))[0]).toMatchObject({ status: 'success', method: 'MBWAY', amount: 30 });

    const [call, ...more] = await received(page.request, session);
    expect(more).toEqual([]);
    expectCommon(call!.body, { amount: 30, store_token: true });
    // SPEC 3 / SPEC 4: app-to-app whenever the application type is not WEBAPP, and return_url only then.
    const { return_url: returnUrl, ...detail } = call!.body.detail;
    expect(detail).toEqual({ phone_number: '+351912345300', create_mandate: false, enable_app_to_app: true });
    // SPEC 7 deep links: MB Way returns to the native sports app through its deposit link, which reopens the callback.
    const link = /^kestrelsports:\/\/deposit\?redirect=([^&#]+)$/.exec(String(returnUrl));
    expect(link, String(returnUrl)).not.toBeNull();
    expectCallbackUrl(decodeURIComponent(link![1]!), new URL(page.url()).origin, 30);
  });
}

test.describe('returning players whose defaults can pay (SPEC 4 Default mean rules)', () => {
  test('PL, last deposit BLIK and no saved BLIK: BLIK is the default and opens its code form', async ({ page }) => {
    await openApp(page, { legislation: 'PL', language: 'pl', currency: 'PLN', tokens: [], last_deposit: { payment_method: 'BLIK', amount: 100 } });
    await meansReady(page);
    await expect.poll(() => markedTiles(page)).toEqual([MEAN_ID.BLIK]);
    await amountPage(page).pay('100');
    await expect(blik(page).form).toBeVisible();
  });

  test('PL, P24 first with BLIK and no tokens: both defaults, and each one pays', async ({ page }) => {
    const player = readyMadePlayer('pl-p24-blik')!;
    await openApp(page, { ...player.profile });
    await meansReady(page);
    // Two defaults, one mark: where Pay goes (docs/decisions.md "The mark is where Pay goes").
    expect(await markedTiles(page)).toEqual([MEAN_ID.PRZELEWY24]);
    await amountPage(page).pay('100');
    // Przelewy24, the first default, leaves for its provider page (SPEC 4 Przelewy24: redirect_url).
    await expect(providerPage(page).root).toBeVisible();

    await openApp(page, { ...player.profile });
    await amountPage(page).payWith(MEAN_ID.BLIK, '100');
    await expect(blik(page).form).toBeVisible();
  });

  test('PT, last deposit Multibanco: Multibanco and MB Way are defaults, and each one pays', async ({ page }) => {
    const player = readyMadePlayer('pt-last-multibanco')!;
    await openApp(page, { ...player.profile });
    await meansReady(page);
    expect(await markedTiles(page)).toEqual([MEAN_ID.MULTIBANCO]);
    await amountPage(page).pay('30');
    // Multibanco, the first default: the payment reference (SPEC 4 Multibanco).
    await expect(page).toHaveURL(/\/multibanco$/);

    await openApp(page, { ...player.profile });
    await amountPage(page).payWith(MEAN_ID.MBWAY, '30');
    await expect(mbway(page).form).toBeVisible();
  });
});
