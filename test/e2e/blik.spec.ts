// BLIK in Poland (SPEC 2 BLIK code form, SPEC 3 BLIK bodies, SPEC 4 Choice of deposit request,
// BLIK, Default mean rules, Success handling, SPEC 5, SPEC 8), against the sandbox's BLIK bank
// (docs/sandbox.md "BLIK": code 777123 is confirmed after 3 s, 777101 refused, 777200 pending for ever, until
// confirmed on the banking app page).
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { readyMadePlayer } from '../../sandbox/players';
import { openApp, translation } from './sandbox';
import { MEAN_ID, RETURN_URL, expectAmountPage, expectCommonBody, markedTiles, meansReady, returnParams, tile } from './means-helpers';
import { outliveTheCode, runTheWait } from './model-run/blik';
import { amountPage } from './pages/amount-page';

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
  await expect(page.getByTestId('blik-form')).toBeVisible();
}

async function submitCode(page: Page, code: string, oneClick = false): Promise<Request> {
  await page.getByTestId('blik-code').fill(code);
  if (oneClick) await page.getByTestId('blik-one-click').check();
  const [request] = await Promise.all([page.waitForRequest(isBlikPost(false)), page.getByTestId('blik-submit').click()]);
  return request;
}

/** The return page, once the bank has confirmed (3 s) or the player left the wait. */
async function returned(page: Page): Promise<URLSearchParams> {
  await expect(page.getByTestId('return-page')).toBeVisible({ timeout: 20_000 });
  return returnParams(page);
}

test('PL: pays by a new BLIK code: the form, the SPEC 3 body, the wait with amount and time left, then success', async ({ page }) => {
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  // SPEC 2: steps text, a 6-digit code field with a numeric keyboard, the one-click consent, close.
  await expect(page.getByTestId('blik-steps').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('blik-code')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByTestId('blik-code')).toHaveAttribute('maxlength', '6');
  await expect(page.getByTestId('blik-one-click')).not.toBeChecked();
  await expect(page.getByTestId('blik-close')).toBeVisible();

  // SPEC 5: a missing code shows payment.null.information.error and sends nothing.
  let posted = false;
  page.on('request', (r) => {
    if (isBlikPost(false)(r)) posted = true;
  });
  await page.getByTestId('blik-submit').click();
  await expect(page.getByText(translation(LANG, 'payment.null.information.error'))).toBeVisible();
  expect(posted).toBe(false);

  const request = await submitCode(page, '777123', true);
  const body = await expectCommonBody(request, { amount: 100, payment_method: 'BLIK', store_token: true });
  expect(Object.keys(body).sort()).toEqual(BODY_FIELDS);
  expect(Object.keys(body.browser_info)).toEqual(['user_agent']);
  expect(body.detail).toEqual({ code: '777123' });

  // The wait: it says so, with the amount and the code's time left (2 minutes).
  const waiting = page.getByTestId('blik-waiting');
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('heading')).toHaveText(translation(LANG, 'Confirm the payment in your banking app'));
  await expect(page.getByTestId('blik-amount')).toContainText('100');
  await expect(waiting.getByTestId('countdown')).toContainText(/0[12]:\d\d/);
  await expect(page.getByTestId('blik-leave')).toBeVisible();

  const q = await returned(page);
  expect(q.get('status')).toBe('success');
  expect(q.get('method')).toBe('BLIK');
  expect(q.get('amount')).toBe('100');
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
  await page.getByTestId('amount-input').fill('120');
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  const [request] = await Promise.all([page.waitForRequest(isBlikPost(true)), page.getByTestId('pay-button').click()]);

  const body = await expectCommonBody(request, { amount: 120, payment_method: 'BLIK', store_token: false });
  expect(Object.keys(body).sort()).toEqual(BODY_FIELDS);
  expect(body.detail).toEqual({ token_id: 'tok_blik_1' });
  await expect(page.getByTestId('blik-form')).toHaveCount(0);
  await expect(page.getByTestId('blik-waiting')).toBeVisible();

  const q = await returned(page);
  expect(q.get('status')).toBe('success');
  expect(q.get('method')).toBe('BLIK');
});

test('a refused BLIK code shows the generic failure dialog, then the amount page', async ({ page }) => {
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await submitCode(page, '777101');
  const dialog = page.getByTestId('error-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(translation(LANG, 'payment.genericfailure.title'));
  await expect(dialog).toContainText(translation(LANG, 'payment.genericfailure.text'));
  await dialog.getByTestId('error-dialog-close').click();
  await expectAmountPage(page);
});

test('leaving the wait before the bank answers: success handling with status pending', async ({ page }) => {
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await submitCode(page, '777200');
  await expect(page.getByTestId('blik-waiting')).toBeVisible();
  await page.getByTestId('blik-leave').click();
  const q = await returned(page);
  expect(q.get('status')).toBe('pending');
  expect(q.get('method')).toBe('BLIK');
});

// docs/decisions.md "BLIK · The wait": the wait lasts the code's 2 minutes its countdown shows (SPEC 4
// "Timer"), no longer cut at the transaction polling's usual 25 s. The page's clock runs it, paused.
const countdownShown = (page: Page) => page.getByTestId('blik-waiting').getByTestId('countdown').locator('[aria-hidden="true"]');

test('the bank confirms a minute into the wait (past 25 s): the page, still polling, updates by itself: success', async ({ page }) => {
  await page.clock.install();
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  const request = await submitCode(page, '777200');
  const uid = String((await (await request.response())!.json()).transaction_uid);
  await expect(page.getByTestId('blik-waiting')).toBeVisible();
  expect(await runTheWait(page, 60)).toBe(60);
  await expect(countdownShown(page)).toHaveText(/^0[01]:\d\d$/);
  // the player confirms in the banking app (the sandbox's page, as a form post)
  const confirmed = await page.request.post('/sandbox/provider/blik-bank', { form: { transaction_uid: uid, decision: 'confirm' }, maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  await page.clock.resume();
  const q = await returned(page);
  expect(q.get('status')).toBe('success');
  expect(q.get('method')).toBe('BLIK');
});

test('a code the bank never answers: the wait lasts the 2 minutes its countdown shows, then "we are confirming your deposit" (pending, unconfirmed), never a failure', async ({
  page,
}) => {
  await page.clock.install();
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await submitCode(page, '777200');
  await expect(page.getByTestId('blik-waiting')).toBeVisible();
  await expect(countdownShown(page)).toHaveText(/^0(2:00|1:5\d)$/);
  // at 00:01 the wait still shows, more than 100 s in; then the code's end
  await outliveTheCode(page);
  const dialog = page.getByTestId('deposit-unconfirmed');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);
  await expect(dialog.getByRole('heading')).toHaveText(translation(LANG, 'We are confirming your deposit'));
  await dialog.getByTestId('confirmation-close').click();
  const q = await returned(page);
  expect(q.get('status')).toBe('pending');
  expect(q.get('method')).toBe('BLIK');
  expect(q.get('amount')).toBe('100');
});

test('a reload a minute into the wait counts on from where it was: about a minute left, not 2:00 again', async ({ page }) => {
  await page.clock.install();
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await submitCode(page, '777200');
  await expect(page.getByTestId('blik-waiting')).toBeVisible();
  expect(await runTheWait(page, 60)).toBe(60);
  await page.clock.resume();
  await page.reload();
  // docs/decisions.md "A resumed wait keeps its deadline": the code's 2 minutes began before the reload.
  await expect(page.getByTestId('blik-waiting')).toBeVisible();
  await expect(countdownShown(page)).toHaveText(/^0(1:00|0:[0-5]\d)$/);
});

test('closing the code form (and the browser back) returns to the amount page with no deposit', async ({ page }) => {
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await page.getByTestId('blik-close').click();
  await expectAmountPage(page);
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('blik-form')).toBeVisible();
  await page.goBack();
  await expectAmountPage(page);
});

test('the BLIK form (with its error) and the wait are accessible (DESIGN 6: no serious or critical axe violation)', async ({ page }) => {
  const expectAccessible = async () => {
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await openApp(page, { ...PL, tokens: [] });
  await openBlikForm(page, '100');
  await page.getByTestId('blik-submit').click();
  await expect(page.getByText(translation(LANG, 'payment.null.information.error'))).toBeVisible();
  await expectAccessible();
  await submitCode(page, '777200');
  await expect(page.getByTestId('blik-waiting')).toBeVisible();
  await expectAccessible();
});
