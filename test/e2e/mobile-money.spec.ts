// Mobile money (operators per market, phone form, code and one-time code, Wave QR, polling)
// and the async monitoring over the realtime stream (success, dropped twice then recovered, 10 s time-out).
import { expect, test } from './fixtures';
import type { Page, Request } from '@playwright/test';
import { callsOf, openApp } from './sandbox';
import { readyMadePlayer } from '../../sandbox/players';
import { meansReady, RETURN_URL } from './means-helpers';
import { amountPage, mobileMoney, returnPage, sentBy } from './pages';

const MOMO = '12';
const isMomoPost =
  (token = false) =>
  (r: Request) =>
    r.method() === 'POST' && new URL(r.url()).pathname === `/kong/v6/me/deposits/mobilemoney${token ? '/token' : ''}`;
const AMOUNT_5000 = /^(F\s?5\D?000|5\D?000\sF)$/;

/** Mobile money, the amount, Pay: the operator list opens at /method_operator. */
async function startMomo(page: Page, amount: string) {
  await page.route(/\/kong\/v6\/me\/deposits\/mobilemoney(\/token)?$/, (route) => route.continue());
  await amountPage(page).payWith(MOMO, amount);
  await expect(page).toHaveURL(/\/method_operator$/);
  return mobileMoney(page);
}

/** From the amount page: the operator, the phone form at /mobile-money, the number sent; the deposit request. */
async function payByPhone(page: Page, amount: string, operator: string, number: string): Promise<Request> {
  const momo = await startMomo(page, amount);
  await momo.operator(operator).click();
  await expect(page).toHaveURL(/\/mobile-money$/);
  await momo.phone.fill(number);
  return sentBy(page, isMomoPost(), () => momo.submit.click());
}

const MARKETS = [
  { legislation: 'CI', currency: 'XOF', operators: ['ORANGE_MONEY', 'MTN', 'MOOV', 'WAVE'], code: '+225' },
  { legislation: 'TG', currency: 'XOF', operators: ['ORANGE_MONEY', 'MTN', 'MOOV', 'WAVE'], code: '+228' },
  { legislation: 'SN', currency: 'XOF', operators: ['ORANGE_MONEY', 'WAVE'], code: '+221' },
  { legislation: 'BJ', currency: 'XOF', operators: ['MTN', 'MOOV', 'CELTIIS'], code: '+229' },
  { legislation: 'CD', currency: 'CDF', operators: ['ORANGE_MONEY', 'AIRTEL', 'MPESA'], code: '+243' },
] as const;

for (const m of MARKETS) {
  test(`${m.legislation}: operator list and calling code`, async ({ page }) => {
    await openApp(page, { legislation: m.legislation, language: 'en', currency: m.currency });
    const momo = await startMomo(page, m.currency === 'CDF' ? '10000' : '2000');
    await expect(momo.operator(m.operators[0])).toBeVisible();
    expect(await momo.operatorIds()).toEqual([...m.operators]);
    await momo.operator(m.operators[1]).click();
    await expect(momo.callingCode).toHaveText(m.code);
    await momo.phone.fill('123');
    await momo.submit.click();
    await expect(page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first()).toBeVisible();
  });
}

// The operators are the ones the server lists for the method, in its display_order,
// not a fixed list per market: this BJ player's server lists Orange Money (first), which BJ's footer does not name.
test('BJ: the operators the server lists, in display_order, Orange Money included and paid with its code', async ({ page }) => {
  const player = readyMadePlayer('BJ-orange')!;
  await openApp(page, { ...player.profile, language: 'en' });
  const momo = await startMomo(page, '2000');
  await expect(momo.operator('ORANGE_MONEY')).toBeVisible();
  expect(await momo.operatorIds()).toEqual(['ORANGE_MONEY', 'MTN', 'MOOV', 'CELTIIS']);
  await momo.sendPhone('ORANGE_MONEY', '01 97 12 34 56');
  // SPEC 5: Orange Money takes a code in BJ (the USSD short code shown, docs/decisions.md).
  await expect(momo.codeForm).toBeVisible();
  const request = await sentBy(page, isMomoPost(), () => momo.sendCode('4321'));
  expect(request.postDataJSON().detail).toMatchObject({ prefix: '229', operator: 'orange_money', code: '4321' });
});

test('CI Orange Money: phone, 4-digit code, stream success -> redirected with success', async ({ page }) => {
  await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL });
  const momo = await startMomo(page, '5000');
  await momo.operator('ORANGE_MONEY').click();
  await momo.phone.fill('07 01 02 03 04');
  await expect(momo.phone).toHaveValue('07 01 02 03 04');
  await momo.submit.click();
  await expect(momo.codeForm).toBeVisible();
  await expect(momo.ussd).toContainText('#144*82#');
  await expect(momo.code).toHaveAttribute('placeholder', '0000');
  const body = (await sentBy(page, isMomoPost(), () => momo.sendCode('4321'))).postDataJSON();
  expect(body).toMatchObject({ amount: 5000, payment_method: 'MOBILEMONEY', fees: 0, requester: 'App:Front', store_token: true });
  expect(body.detail).toMatchObject({ prefix: '225', phone_number: '0701020304', operator: 'orange_money', code: '4321' });
  expect(body.detail.return_url).toContain('/callback?method=MOBILEMONEY');
  await expect(momo.waiting).toBeVisible();
  // The wait says what is paid, with what and from which number.
  await expect(momo.amount).toHaveText(AMOUNT_5000);
  await expect(momo.sentTo).toHaveText('Orange Money · +225 07 01 02 03 04');
  await returnPage(page).expectQuery({ status: 'success', method: 'MOBILEMONEY' });
});

test('SN saved Orange Money: 6-digit one-time code, token body', async ({ page }) => {
  await openApp(page, {
    legislation: 'SN',
    language: 'en',
    currency: 'XOF',
    url_success: RETURN_URL,
    tokens: [{ type: 'MOBILE_MONEY', operator: 'orange_money', prefix: '221', phone_number: '771234567' }],
  });
  await page.route(/\/kong\/v6\/me\/deposits\/mobilemoney(\/token)?$/, (route) => route.continue());
  await meansReady(page);
  await page.locator('[data-testid="mean-tile"]').first().click();
  await amountPage(page).pay('1000');
  const momo = mobileMoney(page);
  await expect(momo.codeForm).toBeVisible();
  await expect(momo.code).toHaveAttribute('placeholder', '000000');
  await momo.sendCode('1234');
  await expect(momo.codeForm).toBeVisible(); // 4 digits are not enough in SN
  const body = (await sentBy(page, isMomoPost(true), () => momo.sendCode('123456'))).postDataJSON();
  expect(body.store_token).toBe(false);
  expect(Object.keys(body.detail).sort()).toEqual(['code', 'return_url', 'token_id']);
  await returnPage(page).expectQuery({ status: 'success' });
});

test('CI Wave: QR code page, paid by scanning, success', async ({ page }) => {
  await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL });
  await payByPhone(page, '2000', 'WAVE', '0501020304');
  await expect(page).toHaveURL(/\/mobile-money\/provider$/);
  const qr = await mobileMoney(page).waveQr.getAttribute('data-qr');
  expect(qr).toContain('/sandbox/provider/wave/pay');
  await page.request.get(qr!); // the player's phone scans the code
  await returnPage(page).expectQuery({ status: 'success' });
});

test.describe('polling (gordon flag off)', () => {
  const flags = { 'payment-f-gordon-async-deposit-enabled': false };
  test('success after HEAD polling and the status', async ({ page }) => {
    await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL, feature_flags: flags });
    const heads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'HEAD') heads.push(new URL(r.url()).pathname);
    });
    await payByPhone(page, '5000', 'MTN', '0501020304');
    await expect(mobileMoney(page).howToCancel).toBeVisible();
    await returnPage(page).expectQuery({ status: 'success' });
    expect(heads.length).toBeGreaterThan(1);
    expect(heads[0]).toMatch(/^\/kong\/v4\/me\/transactions\//);
  });
  test('failure: loader hidden, amount page, error dialog with the reason', async ({ page }) => {
    await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', feature_flags: flags });
    await payByPhone(page, '5000', 'MTN', '0501020101');
    await expect(mobileMoney(page).waiting).toBeVisible();
    await expect(page.getByRole('alertdialog')).toContainText('Insufficient balance', { timeout: 10_000 });
    await expect(mobileMoney(page).waiting).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
  // DESIGN 7: the operator holds the request, and nothing in SPEC 7's API cancels it; leaving the wait
  // never forgets the deposit under way (docs/decisions.md "Mobile money · No cancel once the operator asks").
  test('the wait offers no cancel: it says how to decline on the phone, and back is "we are confirming" for the pending deposit', async ({ page }) => {
    const s = await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', feature_flags: flags });
    await payByPhone(page, '5000', 'MTN', '0501020200');
    const waiting = mobileMoney(page).waiting;
    await expect(waiting).toBeVisible();
    await expect(waiting.getByTestId('momo-how-to-cancel')).toHaveText('To cancel, decline the request on your phone.');
    await expect(waiting.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await page.getByTestId('header-back').click();
    await expect(page.getByTestId('deposit-unconfirmed')).toBeVisible();
    const recorded = await (await page.request.get(`/sandbox/players/${s.player_id}/deposits`)).json();
    expect(recorded.map((d: { status: string }) => d.status)).toEqual(['pending']);
  });
});

test.describe('realtime stream', () => {
  test('dropped twice, then recovered: success', async ({ page }) => {
    await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL });
    const syncs: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('FrontService/Sync')) syncs.push(r.url());
    });
    await payByPhone(page, '5000', 'MTN', '0501020400');
    await returnPage(page).expectQuery({ status: 'success' });
    expect(syncs.length).toBe(3);
  });
  // DESIGN 7 "pending after one status read" (docs/decisions.md "Silence is a fault"): a stream that only sends
  // heartbeats (ending 404) for the 10 s hands nothing over unread; the deposit succeeded at 3 s, and the read says so.
  test('heartbeats only for 10 s: the status is read, and the deposit that succeeded at 3 s is a success', async ({ page }) => {
    test.setTimeout(40_000);
    await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL });
    const reads: string[] = [];
    page.on('response', (r) => {
      if (/\/kong\/v4\/me\/(transactions\/|deposits\/status)/.test(r.url())) reads.push(r.url());
    });
    await payByPhone(page, '5000', 'MTN', '0501020404');
    await expect(mobileMoney(page).waiting).toBeVisible();
    await returnPage(page).expectQuery({ status: 'success' });
    expect(reads.length).toBeGreaterThan(0);
  });

  // Silence is a fault: `faults.stream = hang` sends nothing at all, not even a heartbeat. After 3 s of it the
  // stream is a broken one: the transaction is polled, and the deposit that succeeded at 3 s is a success.
  test('a stream that hangs (no update, no heartbeat): the polling reads the status, success; the stream is called once', async ({ page }) => {
    test.setTimeout(40_000);
    await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL, faults: { stream: 'hang' } });
    const syncs: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('FrontService/Sync')) syncs.push(r.url());
    });
    await payByPhone(page, '5000', 'MTN', '0501020304');
    await expect(mobileMoney(page).waiting).toBeVisible();
    await returnPage(page).expectQuery({ status: 'success', method: 'MOBILEMONEY' });
    expect(syncs).toHaveLength(1);
  });
});

// docs/decisions.md "A reloaded wait says where the request went": the wait's operator and number line stays.
test('a reload during the wait keeps its line "MTN Mobile Money · +225 05 01 02 02 00"', async ({ page }) => {
  await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL });
  await payByPhone(page, '5000', 'MTN', '0501020200');
  await expect(mobileMoney(page).waiting).toBeVisible();
  await expect(mobileMoney(page).sentTo).toHaveText('MTN Mobile Money · +225 05 01 02 02 00');
  await page.reload();
  await expect(mobileMoney(page).waiting).toBeVisible();
  await expect(mobileMoney(page).sentTo).toHaveText('MTN Mobile Money · +225 05 01 02 02 00');
  await expect(mobileMoney(page).amount).toHaveText(AMOUNT_5000);
});

// docs/decisions.md "A deposit under way, seen from another tab": a new tab of the same player opens the
// session from its cookie and shows the wait of the deposit under way, not a fresh amount page; its number
// stays in the first tab; nothing is sent again.
test('a new tab while a deposit is pending shows that deposit’s wait, and sends nothing', async ({ page }) => {
  const session = await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL });
  await payByPhone(page, '5000', 'MTN', '0501020200');
  await expect(mobileMoney(page).waiting).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(mobileMoney(other).waiting).toBeVisible();
  await expect(mobileMoney(other).amount).toHaveText(AMOUNT_5000);
  await expect(mobileMoney(other).sentTo).toHaveCount(0);
  const deposits = (await callsOf(page.request, session.player_id)).filter((c) => c.method === 'POST' && c.path.startsWith('/kong/v6/me/deposits/'));
  expect(deposits).toHaveLength(1);
});

// A wait's way out, and one intent is one deposit (DESIGN 7; docs/decisions.md "Unknown is not failed", "Page lifecycle").
test.describe('CI Wave: the QR page before the player scans', () => {
  test('"Stop waiting" on the QR page: "we are confirming", not a failure', async ({ page }) => {
    await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL });
    await payByPhone(page, '2000', 'WAVE', '0501020304');
    await expect(mobileMoney(page).waveQrPage).toBeVisible();
    await mobileMoney(page).stopWaiting.click();
    await expect(page.getByTestId('deposit-unconfirmed')).toBeVisible();
  });

  test('a reload keeps the wait on the same Wave deposit, never a fresh amount page', async ({ page }) => {
    await openApp(page, { legislation: 'CI', language: 'en', currency: 'XOF', url_success: RETURN_URL });
    const posts: string[] = [];
    const intents: string[] = [];
    page.on('request', (r) => {
      if (!isMomoPost()(r)) return;
      posts.push(r.url());
      intents.push(String((r.postDataJSON() as { correlation_id?: string }).correlation_id));
    });
    await payByPhone(page, '2000', 'WAVE', '0501020304');
    await expect(mobileMoney(page).waveQrPage).toBeVisible();
    // The sandbox's Wave settles itself 3 s after the call: the reloaded page's reads of it are held until
    // its wait was seen (on a loaded machine the reload alone may take longer).
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/kong\/v4\/me\/transactions\//, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect(mobileMoney(page).waiting).toBeVisible();
    await expect(mobileMoney(page).amount).toContainText('2');
    expect(posts).toHaveLength(1);
    release();
  });
});
