// Each redirect / reference method from the amount page to its outcome, with its deposit request
// body checked field by field against SPEC 3; a double click on Pay sends one deposit.
import { expect, test } from './fixtures';
import { openApp, translation } from './sandbox';
import {
  MEAN_ID,
  RETURN_URL,
  expectCallbackReturnUrl,
  expectAmountPage,
  expectCommonBody,
  exposeDepositBodies,
  isDepositPost,
  meansReady,
  payWith,
  returnParams,
  tile,
} from './means-helpers';
import { amountPage, errorDialog, providerPage } from './pages';

for (const m of [
  {
    name: 'Paysafecard',
    legislation: 'FR',
    currency: 'EUR',
    id: MEAN_ID.PAYSAFECARD,
    path: 'paysafecard',
    wire: 'PAYSAFECARD',
    callback: 'PAYSAFECARD',
    amount: 40,
  },
  {
    name: 'Przelewy24',
    legislation: 'PL',
    currency: 'PLN',
    id: MEAN_ID.PRZELEWY24,
    path: 'przelewy24',
    wire: 'PRZELEWY24',
    callback: 'PRZELEWY24',
    amount: 120,
  },
  {
    name: 'bank transfer',
    legislation: 'FR',
    currency: 'EUR',
    id: MEAN_ID.BANKTRANSFER,
    path: 'banktransfer',
    wire: 'BANKTRANSFER',
    callback: /^BANKTRANSFER(_DEPOSIT)?$/,
    amount: 60,
  },
] as const) {
  test(`${m.name}: body per SPEC 3, provider page, approve, callback, redirected with the outcome`, async ({ page }) => {
    await openApp(page, { legislation: m.legislation, language: 'en', currency: m.currency, url_success: RETURN_URL });
    const request = await payWith(page, m.id, String(m.amount), m.path);

    const body = await expectCommonBody(request, { amount: m.amount, payment_method: m.wire, store_token: false });
    expect(Object.keys(body.detail)).toEqual(['return_url']);
    expectCallbackReturnUrl(body.detail.return_url, request, m.callback, m.amount);

    const provider = providerPage(page).root;
    await expect(provider).toBeVisible();
    await expect(provider).toHaveAttribute('data-method', m.path);
    const uid = await provider.getAttribute('data-transaction-uid');
    await providerPage(page).approve.click();

    const q = await returnParams(page);
    expect(q.get('outcome')).toBe('success');
    expect(q.get('status')).toBe('success');
    expect(q.get('method')).toMatch(typeof m.callback === 'string' ? new RegExp(`^${m.callback}$`) : m.callback);
    expect(Number(q.get('amount'))).toBe(m.amount);
    expect(q.get('transactionid')).toBe(uid);
    expect(q.get('isFirstDeposit')).toBe('false');
  });
}

test('Skrill: form, body with login/password/return_url and store_token true, provider approve, redirect', async ({ page }) => {
  await exposeDepositBodies(page);
  await openApp(page, { legislation: 'FR', language: 'en', url_success: RETURN_URL });
  await amountPage(page).payWith(MEAN_ID.SKRILL, '30');

  await expect.poll(() => new URL(page.url()).pathname).toBe('/skrill');
  await expect(page.getByTestId('skrill-form')).toBeVisible();
  await page.getByTestId('skrill-login').fill('qa.player@example.com');
  await page.getByTestId('skrill-password').fill('s3cret!');
  const [request] = await Promise.all([page.waitForRequest(isDepositPost('skrill')), page.getByTestId('skrill-submit').click()]);

  const body = await expectCommonBody(request, { amount: 30, payment_method: 'SKRILL', store_token: true });
  expect(Object.keys(body.detail).sort()).toEqual(['login', 'password', 'return_url']);
  expect(body.detail.login).toBe('qa.player@example.com');
  expect(body.detail.password).toBe('s3cret!');
  expectCallbackReturnUrl(body.detail.return_url, request, 'SKRILL', 30);

  await expect(providerPage(page).root).toHaveAttribute('data-method', 'skrill');
  await providerPage(page).approve.click();
  const q = await returnParams(page);
  expect(q.get('status')).toBe('success');
  expect(q.get('method')).toBe('SKRILL');
  expect(Number(q.get('amount'))).toBe(30);
  expect(q.get('transactionid')).toBeTruthy();
});

test('Multibanco: body with empty detail, reference dialog with entity/reference/amount, close back to the amount page', async ({ page }) => {
  await openApp(page, { legislation: 'PT', language: 'en', url_success: RETURN_URL });
  const request = await payWith(page, MEAN_ID.MULTIBANCO, '25', 'multibanco');
  const body = await expectCommonBody(request, { amount: 25, payment_method: 'MULTIBANCO', store_token: false });
  expect(body.detail).toEqual({});

  const dialog = page.getByTestId('multibanco-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('mb-entity')).toContainText('12345');
  await expect(dialog.getByTestId('mb-reference')).toContainText('123 456 789');
  await expect(dialog.getByTestId('mb-amount')).toContainText('25');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.getByTestId('multibanco-close').click();
  await expect(dialog).toBeHidden();
  await expectAmountPage(page);
  await expect(page.getByTestId('mean-tile').first()).toBeVisible();
});

// DESIGN 7 one intent, one deposit (docs/decisions.md "What the player reads is true"): after "Done" the
// reference stays reachable from the amount page, even after a reload, and Pay with Multibanco for the same
// amount shows it (and says so) rather than asking for a second deposit; another amount is a new deposit.
test('Multibanco: after Done the reference stays reachable, and Pay for the same amount shows it instead of a second deposit', async ({ page }) => {
  const s = await openApp(page, { legislation: 'PT', language: 'pt', url_success: RETURN_URL });
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/kong/v6/me/deposits/multibanco') posts += 1;
  });
  await payWith(page, MEAN_ID.MULTIBANCO, '40', 'multibanco');
  const dialog = page.getByTestId('multibanco-dialog');
  await expect(dialog.getByTestId('mb-reference')).toContainText('123 456 789');
  await page.getByTestId('multibanco-close').click();
  await expect(dialog).toBeHidden();
  await expectAmountPage(page);

  const kept = page.getByTestId('multibanco-kept');
  await expect(kept).toContainText(translation('pt', 'You have a Multibanco reference for {0}.').split('{0}')[0]!);
  await expect(kept).toContainText('40');
  await kept.getByTestId('multibanco-kept-open').click();
  await expect(dialog.getByTestId('mb-entity')).toContainText('12345');
  await expect(dialog.getByTestId('mb-reference')).toContainText('123 456 789');
  await expect(dialog.getByTestId('mb-amount')).toContainText('40');
  await page.getByTestId('multibanco-close').click();
  await expect(dialog).toBeHidden();

  // A reload of the tab keeps it.
  await page.reload();
  await meansReady(page);
  await expect(page.getByTestId('multibanco-kept')).toBeVisible();

  // Pay with Multibanco, 40 again: Pay says it shows the reference, and shows it; nothing is sent.
  await tile(page, MEAN_ID.MULTIBANCO).click();
  await amountPage(page).input.fill('40');
  const pay = amountPage(page).payButton;
  await expect(pay).toHaveText(translation('pt', 'See my Multibanco reference'));
  await pay.click();
  await expect(dialog.getByTestId('mb-amount')).toContainText('40');
  await page.getByTestId('multibanco-close').click();
  expect(posts).toBe(1);
  const recorded = await (await page.request.get(`/sandbox/players/${s.player_id}/deposits`)).json();
  expect(recorded.map((d: { method: string; amount: number }) => `${d.method} ${d.amount}`)).toEqual(['MULTIBANCO 40']);

  // Another amount is another deposit, asked for as usual.
  await amountPage(page).input.fill('30');
  await expect(pay).not.toHaveText(translation('pt', 'See my Multibanco reference'));
  const [request] = await Promise.all([page.waitForRequest(isDepositPost('multibanco')), pay.click()]);
  expect(request.postDataJSON().amount).toBe(30);
  await page.getByTestId('multibanco-close').click();
});

test('a double click on Pay sends exactly one deposit request', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/kong/v6/me/deposits/')) posts.push(r.url());
  });
  await openApp(page, { legislation: 'FR', language: 'en', url_success: RETURN_URL });
  await meansReady(page);
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  await amountPage(page).input.fill('20');
  await expect(amountPage(page).payButton).toBeEnabled();
  await amountPage(page).payButton.dblclick();
  await expect(providerPage(page).root).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('Skrill refused (wrong password): the genericfailurenoncard dialog, translated, then the amount page', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', url_success: RETURN_URL });
  await amountPage(page).payWith(MEAN_ID.SKRILL, '30');
  await page.getByTestId('skrill-login').fill('qa.player@example.com');
  await page.getByTestId('skrill-password').fill('wrong');
  await page.getByTestId('skrill-submit').click();
  await errorDialog(page).showsMessage('fr', 'payment.genericfailurenoncard');
  await errorDialog(page).close();
  await expectAmountPage(page);
});
