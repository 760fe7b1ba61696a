// Cards. Every sandbox test card through the real app, acquirers, ACS iframe and issuer pages;
// the FR brand choice; a saved card with its CVV; one deposit per action; and, in every run, no card
// number or CVV in URLs, storage, console lines or bridge messages.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openApp, translation } from './sandbox';
import { MEAN_ID } from './means-helpers';
import {
  answerChallenge,
  CVV,
  fillCard,
  isCardPost,
  openCardForm,
  payByCard,
  recordLeaks,
  RETURN_URL,
  returnStatus,
  TEST_CARDS,
  type LeakRecorder,
} from './card-helpers';
import { amountPage, cardForm as card, cvvForm, errorDialog, returnPage, sentBy } from './pages';

const LANG = 'fr';
const FR = { legislation: 'FR', language: LANG, url_success: RETURN_URL };

let leaks: LeakRecorder;
let used: string[] = [];
test.beforeEach(async ({ page }) => {
  leaks = await recordLeaks(page);
  used = [];
});
test.afterEach(async ({ page }) => {
  for (const number of used) await leaks.expectNoLeak(page, { number, cvv: CVV });
});

async function start(page: Page, profile: Record<string, unknown> = FR, amount = '25') {
  await openApp(page, profile);
  await openCardForm(page, amount);
}
const use = (n: string) => (used.push(n), n);

async function expectErrorDialog(page: Page, code: string) {
  await errorDialog(page).shows(translation(LANG, `${code}.title`));
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

test('frictionless 3DS2: both acquirers, CSE, the SPEC 3 body, the method iframe, polling, success', async ({ page }) => {
  await start(page);
  const acquirers: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/ext/acq-')) acquirers.push(p);
  });
  const method = page.waitForRequest((r) => new URL(r.url()).pathname === '/sandbox/threeds/method');
  const heads = page.waitForRequest((r) => r.method() === 'HEAD' && new URL(r.url()).pathname.startsWith('/kong/v4/me/transactions/'));
  const req = await payByCard(page, use(TEST_CARDS.frictionless.number));
  const body = req.postDataJSON();
  expect(body).toMatchObject({ amount: 25, payment_method: 'CARD', fees: 0, requester: 'App:Front', store_token: true });
  expect(body.browser_info).toMatchObject({ java_enabled: false });
  for (const k of ['accept_header', 'color_depth', 'language', 'screen_height', 'screen_width', 'timezone_offset']) expect(body.browser_info).toHaveProperty(k);
  expect(body.detail).toMatchObject({
    type: 'visa',
    bin: '411111',
    last_digit: TEST_CARDS.frictionless.number.slice(-4),
    expiry_month: '12',
    expiry_year: '2030',
    scheme: 'visa',
    scheme_selection_type: 'not_applicable',
    available_schemes: ['visa'],
  });
  for (const k of ['cse_keypayment', 'cse_dalenys', 'cse_worldline']) expect(typeof body.detail[k]).toBe('string');
  expect(JSON.stringify(body)).not.toContain(TEST_CARDS.frictionless.number);
  expect(JSON.stringify(body)).not.toContain(CVV);
  expect(new URL(body.detail.return_url).pathname).toBe('/callback');
  expect(acquirers.sort()).toEqual(['/ext/acq-a/keypayment/rest/v2/store', '/ext/acq-b/hosted-fields/service/tokenize']);
  await method;
  // SPEC 7: the 3DS2 poll carries the query status, status_detail (the fingerprint's answer: pending 2).
  const poll = new URL((await heads).url()).searchParams;
  expect([poll.get('status'), poll.get('status_detail')]).toEqual(['pending', '2']);
  await returnPage(page).expectQuery({ status: 'success', method: 'CARD' });
});

test('3DS2 challenge: the ACS in the iframe, code 1234, success', async ({ page }) => {
  await start(page);
  await payByCard(page, use(TEST_CARDS.challenge.number));
  await answerChallenge(page, '1234');
  await returnPage(page).expectQuery({ status: 'success' });
});

for (const [name, key, code] of [
  ['3DS2 challenge with a wrong code: authentication failed dialog on the amount page', 'challenge', '0000'],
  ['challenge failed card: fails whatever the code', 'challengeFailed', '1234'],
] as const) {
  test(name, async ({ page }) => {
    await start(page);
    await payByCard(page, use(TEST_CARDS[key].number));
    await answerChallenge(page, code);
    await expectErrorDialog(page, 'payment.authentication3dsfailed');
  });
}

test('3DS1 redirect: the issuer page, then the callback and success', async ({ page }) => {
  await start(page);
  await payByCard(page, use(TEST_CARDS.threeDs1.number));
  await expect(page.getByTestId('acs-3ds1')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('acs-password').fill('1234');
  await page.getByTestId('acs-3ds1-submit').click();
  await returnPage(page).expectQuery({ status: 'success', method: 'CARD' });
});

test('issuer redirect on the web app: direct, approve, success', async ({ page }) => {
  await start(page);
  await payByCard(page, use(TEST_CARDS.issuerRedirect.number));
  await expect(page.getByTestId('issuer-page')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('issuer-approve').click();
  expect((await returnStatus(page)).get('status')).toBe('success');
  // The deposit is answered: the operator opening the app again in this tab (a new launch) does not resume
  // its wait (a second success for one deposit); it opens the amount page.
  await openApp(page, FR);
  await expect(amountPage(page).input).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('card-bank-wait')).toHaveCount(0);
});

test('issuer redirect in the native iOS app: bridge paymentRedirectInApp, reason CARD_3DS1, strategy MANY', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('stub_ios', '1'));
  // The init script of recordLeaks read the flag before this one set it: reload once it is set.
  await openApp(page, { ...FR, platform: 'IOS' });
  await page.reload();
  await openCardForm(page);
  await payByCard(page, use(TEST_CARDS.issuerRedirect.number));
  await expect(page.getByTestId('issuer-redirect')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => leaks.bridge.find((m) => (m as { name?: string }).name === 'paymentRedirectInApp')).toBeTruthy();
  const m = leaks.bridge.find((x) => (x as { name?: string }).name === 'paymentRedirectInApp') as {
    payload: { url: string; reason: string; navigationStrategy: string };
  };
  expect(m.payload.reason).toBe('CARD_3DS1');
  expect(m.payload.navigationStrategy).toBe('MANY');
  expect(new URL(m.payload.url).pathname).toBe('/sandbox/acs/issuer');
  expect(new URL(page.url()).pathname).toBe('/card');
});

test('pending (detail 1): success handling with status pending', async ({ page }) => {
  await start(page);
  await payByCard(page, use(TEST_CARDS.pending.number));
  expect((await returnStatus(page)).get('status')).toBe('pending');
});

for (const [key, code] of [
  ['insufficientFunds', 'payment.insufficientfunds'],
  ['notAuthorized', 'payment.cardnotauthorized'],
  ['incorrectData', 'payment.incorrectcarddata'],
  ['authFailed', 'payment.authentication3dsfailed'],
] as const) {
  test(`refused ${code}: error dialog over the amount page`, async ({ page }) => {
    await start(page);
    await payByCard(page, use(TEST_CARDS[key].number));
    await expectErrorDialog(page, code);
  });
}

test('refused payment.genericfailure: back on the card form (SPEC 4), the error dialog over it (SPEC 8: every deposit failure), then the message', async ({
  page,
}) => {
  await start(page);
  await payByCard(page, use(TEST_CARDS.genericFailure.number));
  const dialog = errorDialog(page);
  await dialog.shows(translation(LANG, 'payment.genericfailure.title'));
  expect(new URL(page.url()).pathname).toBe('/card');
  await dialog.close();
  await expect(dialog.root).toBeHidden();
  await expect(card(page).notice).toHaveText(translation(LANG, 'payment.genericfailure.text'));
  await expect(card(page).submit).toBeEnabled();
});

test('acquirer time-out: both acquirers give up at 3.5 s (logged), the CSE payload alone pays', async ({ page }) => {
  test.setTimeout(45_000);
  await start(page);
  const req = await payByCard(page, use(TEST_CARDS.acquirerTimeout.number));
  const detail = req.postDataJSON().detail;
  expect(detail.cse_keypayment).toBeUndefined();
  expect(detail.cse_dalenys).toBeUndefined();
  expect(typeof detail.cse_worldline).toBe('string');
  expect(leaks.console.filter((l) => l.includes('time-out after 3500 ms'))).toHaveLength(2);
  expect((await returnStatus(page)).get('status')).toBe('success');
});

test('FR co-badged CB + Visa: cb by default, the network-channels choice sets visa and selection type user', async ({ page }) => {
  await start(page);
  await fillCard(page, use(TEST_CARDS.cbVisa.number));
  const row = card(page).brandChoice;
  await expect(row).toHaveAttribute('data-brand', 'cb');
  await card(page).brandChange.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/network-channels');
  await expect(page.getByTestId('brand-option-cb')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('brand-option-visa').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/card');
  await expect(card(page).brandChoice).toHaveAttribute('data-brand', 'visa');
  // The form kept what was typed.
  await expect(card(page).expiry).toHaveValue('12/30');
  const req = await sentBy(page, isCardPost(), () => card(page).submit.click());
  expect(req.postDataJSON().detail).toMatchObject({ scheme: 'visa', scheme_selection_type: 'user', available_schemes: ['cb', 'visa'] });
  expect((await returnStatus(page)).get('status')).toBe('success');
});

test('FR co-badged CB + Mastercard without a choice: cb, not_applicable', async ({ page }) => {
  await start(page);
  const req = await payByCard(page, use(TEST_CARDS.cbMastercard.number));
  expect(req.postDataJSON().detail).toMatchObject({
    type: 'mastercard',
    scheme: 'cb',
    scheme_selection_type: 'not_applicable',
    available_schemes: ['cb', 'mastercard'],
  });
  // docs/sandbox.md: this card succeeds; the test ends on the return page, not mid-way through the 3DS steps.
  expect((await returnStatus(page)).get('status')).toBe('success');
});

test('PT co-badged card: the brand is shown read-only, no choice', async ({ page }) => {
  await start(page, { legislation: 'PT', language: 'pt', url_success: RETURN_URL });
  await fillCard(page, use(TEST_CARDS.cbVisa.number));
  await expect(card(page).brandReadonly).toBeVisible();
  await expect(card(page).brandChange).toHaveCount(0);
});

test('unknown brand: the form refuses the card, no deposit', async ({ page }) => {
  await start(page);
  let posts = 0;
  page.on('request', (r) => isCardPost()(r) && posts++);
  await fillCard(page, use(TEST_CARDS.unknownBrand.number));
  await expect(page.getByText(translation(LANG, 'This card is not accepted. Please use another card.'))).toBeVisible();
  await card(page).submit.click();
  // An absence read after the tap, not after a time (docs/decisions.md "Waits in the browser tests"): the tap's
  // submit handler decides at once (CardScreen sends no card.submitted for an unknown brand), and a deposit
  // starts with the card machine's busy encryption, which the Pay button shows (aria-busy) in the render the
  // tap flushes before the page runs anything the test sends next. Read without waiting: gone is not refused.
  const busy = await page.evaluate(() => {
    const pay = document.querySelector('[data-testid="card-submit"]');
    return pay ? pay.getAttribute('aria-busy') : 'gone';
  });
  expect(busy, 'the Pay button just after the refused tap').toBeNull();
  expect(posts).toBe(0);
});

test('validation: errors once touched, Amex at once, Luhn at 16 digits, past expiry, short CVV; the mask', async ({ page }) => {
  await start(page);
  const number = card(page).number;
  await number.fill('4111');
  await expect(page.getByText(translation(LANG, 'payment.card.number.error'))).toHaveCount(0);
  await number.blur();
  await expect(page.getByText(translation(LANG, 'payment.card.number.error'))).toBeVisible();
  await number.fill('37');
  await expect(page.getByText(translation(LANG, 'payment.card.number.amex.error'))).toBeVisible();
  await number.fill('4111111111111112');
  await expect(page.getByText(translation(LANG, 'payment.card.number.error'))).toBeVisible();
  await number.fill(use(TEST_CARDS.success.number));
  await number.blur();
  await expect(number).toHaveValue('4111 1111 •••• 1111');
  await card(page).expiry.fill('0120');
  await expect(page.getByText(translation(LANG, 'payment.expiration.date.validation.error'))).toBeVisible();
  await card(page).cvv.fill('12');
  await card(page).cvv.blur();
  await expect(page.getByText(translation(LANG, 'payment.card.cvv.error'))).toBeVisible();
  // The CVV help is a popover loaded on demand.
  await card(page).cvvHelp.click();
  await expect(card(page).cvvHelpContent).toBeVisible();
});

test('saved card: brands fetched from its bin, CVV form, card/token with the CVV encrypted per acquirer', async ({ page }) => {
  await openApp(page, { ...FR, tokens: [{ type: 'CARD', bin: '497010', last_digits: '0014', scheme: 'cb' }] });
  const bin = page.waitForRequest((r) => new URL(r.url()).pathname === '/ext/cpp/v2/bin/497010');
  await openCardForm(page, '30', 'tok_card_1');
  await bin;
  await expect(cvvForm(page).root).toBeVisible();
  await expect(cvvForm(page).card).toContainText('0014');
  await expect(card(page).brandChoice).toHaveAttribute('data-brand', 'cb');
  used.push('4970100000000014');
  const req = await sentBy(page, isCardPost(true), () => cvvForm(page).pay(CVV));
  const body = req.postDataJSON();
  expect(body.store_token).toBe(false);
  expect(body.detail).toMatchObject({ token_id: 'tok_card_1', bin: '497010', last_digit: '0014', scheme: 'cb' });
  expect(typeof body.detail.cse_worldline).toBe('string');
  expect(typeof body.detail.cse_dalenys).toBe('string');
  expect(JSON.stringify(body)).not.toContain(CVV);
  expect((await returnStatus(page)).get('status')).toBe('success');
});

test('a double click on Pay sends exactly one card deposit', async ({ page }) => {
  await start(page);
  let posts = 0;
  page.on('request', (r) => isCardPost()(r) && posts++);
  await fillCard(page, use(TEST_CARDS.pending.number));
  await expect(card(page).brandReadonly).toBeVisible();
  await card(page).submit.dblclick();
  await returnStatus(page);
  expect(posts).toBe(1);
});

test('a double click on the amount page Pay opens one card flow', async ({ page }) => {
  await openApp(page, FR);
  await page.route(/\/kong\/v6\/me\/deposits\/card$/, (route) => route.continue());
  const amount = amountPage(page);
  await expect(page.getByTestId('mean-tile').first()).toBeVisible();
  await amount.tile(MEAN_ID.CARD).click();
  await amount.input.fill('25');
  await amount.payButton.dblclick();
  await expect(card(page).root).toBeVisible();
  let posts = 0;
  page.on('request', (r) => isCardPost()(r) && posts++);
  await payByCard(page, use(TEST_CARDS.success.number));
  await returnStatus(page);
  expect(posts).toBe(1);
});

test('cancel on the card form goes back to the amount page', async ({ page }) => {
  await start(page);
  await card(page).cancel.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
});
