// BLIK in Poland (SPEC 2 BLIK code form, SPEC 3 BLIK bodies, SPEC 4 Choice of deposit request,
// BLIK, Default mean rules, Success handling, SPEC 5, SPEC 8), against the sandbox's BLIK bank
// (docs/sandbox.md "BLIK": code 777123 is confirmed after 3 s, 777101 refused, 777200 pending for ever, until
// confirmed on the banking app page).
import type { Page, Request } from '@playwright/test';
import { expectAccessible } from './accessible';
import { expect, test } from './fixtures';
import { readyMadePlayer } from '../../sandbox/players';
import { openApp, translation } from './sandbox';
import { MEAN_ID, RETURN_URL, expectAmountPage, expectCommonBody, markedTiles, meansReady, tile } from './means-helpers';
import { outliveTheCode, runTheWait } from './model-run/blik';
import { amountPage, blik, errorDialog, returnPage, sentBy } from './pages';

const LANG = 'pl';
const PL = { legislation: 'PL', language: LANG, currency: 'PLN', url_success: RETURN_URL };
/** SPEC 3 "Deposit request body (common)": the fields of every body, and no others. */
const BODY_FIELDS = ['amount', 'browser_info', 'correlation_id', 'detail', 'fees', 'payment_method', 'requester', 'store_token'];

const isBlikPost = (token: boolean) => (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === `/kong/v6/me/deposits/blik${token ? '/token' : ''}`;

/** Chooses BLIK, types the amount and pays: the code form opens at /blik. */
async function openBlikForm(page: Page, amount: string) {
  // A pass-through route makes the fetch body readable in the request events (means-helpers.ts).
  await page.route(/\/kong\/v6\/me\/deposits\/blik(\/token)?$/, (route) => route.continue());
  await amountPage(page).payWith(MEAN_ID.BLIK, amount);
  await expect(page).toHaveURL(/\/blik$/);
  await expect(blik(page).form).toBeVisible();
}

const submitCode = (page: Page, code: string, oneClick = false): Promise<Request> => sentBy(page, isBlikPost(false), () => blik(page).sendCode(code, oneClick));

test('PL: pays by a new BLIK code: the form, the SPEC 3 body, the wait with amount and time left, then success', async ({ page }) => {
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  // SPEC 2: steps text, a 6-digit code field with a numeric keyboard, the one-click consent, close.
  await expect(blik(page).steps.locator('li')).toHaveCount(3);
  await expect(blik(page).code).toHaveAttribute('inputmode', 'numeric');
  await expect(blik(page).code).toHaveAttribute('maxlength', '6');
  await expect(blik(page).oneClick).not.toBeChecked();
  await expect(blik(page).close).toBeVisible();

  // SPEC 5: a missing code shows payment.null.information.error and sends nothing.
  let posted = false;
  page.on('request', (r) => {
    if (isBlikPost(false)(r)) posted = true;
  });
  await blik(page).submit.click();
  await expect(page.getByText(translation(LANG, 'payment.null.information.error'))).toBeVisible();
  expect(posted).toBe(false);

  const request = await submitCode(page, '777123', true);
  const body = await expectCommonBody(request, { amount: 100, payment_method: 'BLIK', store_token: true });
  expect(Object.keys(body).sort()).toEqual(BODY_FIELDS);
  expect(Object.keys(body.browser_info)).toEqual(['user_agent']);
  expect(body.detail).toEqual({ code: '777123' });

  // The wait: it says so, with the amount and the code's time left (2 minutes).
  const { waiting } = blik(page);
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('heading')).toHaveText(translation(LANG, 'Confirm the payment in your banking app'));
  await expect(blik(page).amount).toContainText('100');
  await expect(blik(page).countdown).toContainText(/0[12]:\d\d/);
  await expect(blik(page).leave).toBeVisible();

  await returnPage(page).expectQuery({ status: 'success', method: 'BLIK', amount: '100' });
});

test('PL returning player whose last deposit was BLIK: BLIK one-click is the default and pays directly, without the form', async ({ page }) => {
  const player = readyMadePlayer('PL')!;
  await openApp(page, { ...player.profile, url_success: RETURN_URL });
  await page.route(/\/kong\/v6\/me\/deposits\/blik(\/token)?$/, (route) => route.continue());
  await meansReady(page);
  // SPEC 4 Default mean rules / Payment tokens: the saved BLIK (first by display order) is the current mean.
  const [selected] = await markedTiles(page);
  expect(selected).toBeTruthy();
  await expect(tile(page, selected!)).toContainText(/BLIK/i);
  await expect(page.getByTestId('method-unavailable')).toHaveCount(0);
  const request = await sentBy(page, isBlikPost(true), () => amountPage(page).pay('120'));

  const body = await expectCommonBody(request, { amount: 120, payment_method: 'BLIK', store_token: false });
  expect(Object.keys(body).sort()).toEqual(BODY_FIELDS);
  expect(body.detail).toEqual({ token_id: 'tok_blik_1' });
  await expect(blik(page).form).toHaveCount(0);
  await expect(blik(page).waiting).toBeVisible();

  await returnPage(page).expectQuery({ status: 'success', method: 'BLIK' });
});

test('a refused BLIK code shows the generic failure dialog, then the amount page', async ({ page }) => {
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await submitCode(page, '777101');
  await errorDialog(page).showsMessage(LANG, 'payment.genericfailure');
  await errorDialog(page).close();
  await expectAmountPage(page);
});

test('leaving the wait before the bank answers: success handling with status pending', async ({ page }) => {
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await submitCode(page, '777200');
  await expect(blik(page).waiting).toBeVisible();
  await blik(page).leave.click();
  await returnPage(page).expectQuery({ status: 'pending', method: 'BLIK' });
});

// docs/decisions.md "BLIK · The wait": the wait lasts the code's 2 minutes its countdown shows (SPEC 4
// "Timer"), no longer cut at the transaction polling's usual 25 s. The page's clock runs it, paused.
const countdownShown = (page: Page) => blik(page).countdown.locator('[aria-hidden="true"]');

test('the bank confirms a minute into the wait (past 25 s): the page, still polling, updates by itself: success', async ({ page }) => {
  await page.clock.install();
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  const request = await submitCode(page, '777200');
  const uid = String((await (await request.response())!.json()).transaction_uid);
  await expect(blik(page).waiting).toBeVisible();
  expect(await runTheWait(page, 60)).toBe(60);
  await expect(countdownShown(page)).toHaveText(/^0[01]:\d\d$/);
  // the player confirms in the banking app (the sandbox's page, as a form post)
  const confirmed = await page.request.post('/sandbox/provider/blik-bank', { form: { transaction_uid: uid, decision: 'confirm' }, maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  await page.clock.resume();
  await returnPage(page).expectQuery({ status: 'success', method: 'BLIK' });
});

test('a code the bank never answers: the wait lasts the 2 minutes its countdown shows, then "we are confirming your deposit" (pending, unconfirmed), never a failure', async ({
  page,
}) => {
  await page.clock.install();
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await submitCode(page, '777200');
  await expect(blik(page).waiting).toBeVisible();
  await expect(countdownShown(page)).toHaveText(/^0(2:00|1:5\d)$/);
  // at 00:01 the wait still shows, more than 100 s in; then the code's end
  await outliveTheCode(page);
  const dialog = page.getByTestId('deposit-unconfirmed');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(errorDialog(page).root).toHaveCount(0);
  await expect(dialog.getByRole('heading')).toHaveText(translation(LANG, 'We are confirming your deposit'));
  await dialog.getByTestId('confirmation-close').click();
  await returnPage(page).expectQuery({ status: 'pending', method: 'BLIK', amount: '100' });
});

test('a reload a minute into the wait counts on from where it was: about a minute left, not 2:00 again', async ({ page }) => {
  await page.clock.install();
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await submitCode(page, '777200');
  await expect(blik(page).waiting).toBeVisible();
  expect(await runTheWait(page, 60)).toBe(60);
  await page.clock.resume();
  await page.reload();
  // docs/decisions.md "A resumed wait keeps its deadline": the code's 2 minutes began before the reload.
  await expect(blik(page).waiting).toBeVisible();
  await expect(countdownShown(page)).toHaveText(/^0(1:00|0:[0-5]\d)$/);
});

test('closing the code form (and the browser back) returns to the amount page with no deposit', async ({ page }) => {
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await blik(page).close.click();
  await expectAmountPage(page);
  await amountPage(page).payButton.click();
  await expect(blik(page).form).toBeVisible();
  await page.goBack();
  await expectAmountPage(page);
});

test('the BLIK form (with its error) and the wait are accessible (DESIGN 6: no serious or critical axe violation)', async ({ page }) => {
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await blik(page).submit.click();
  await expect(page.getByText(translation(LANG, 'payment.null.information.error'))).toBeVisible();
  await expectAccessible(page);
  await submitCode(page, '777200');
  await expect(blik(page).waiting).toBeVisible();
  await expectAccessible(page);
});
