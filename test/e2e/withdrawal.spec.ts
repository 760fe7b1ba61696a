// The withdrawal fragments (SPEC 2 route `pending`, the withdrawal header title and the
// IBAN change footer text, the add-new-IBAN dialog; SPEC 7 x-correlation-id on /me/withdrawals and
// /me/withdrawal/options, paymentWithdrawalSuccess; SPEC 8 withdrawal codes; SPEC 9 the flag
// payment-f-new-withdrawal-flow-enabled), against the sandbox (docs/sandbox.md "Withdrawals").
import type { Page, Request } from '@playwright/test';
import { expectAccessible } from './accessible';
import { expect, test } from './fixtures';
import { createSession, translation, type Session } from './sandbox';
import { amountPage, errorDialog, webview } from './pages';

const LANG = 'fr';
const FLAG_ON = { 'payment-f-new-withdrawal-flow-enabled': true };
const FR = {
  legislation: 'FR',
  language: LANG,
  currency: 'EUR',
  balance: 42.5,
  feature_flags: FLAG_ON,
  tokens: [{ type: 'BANK_ACCOUNT', iban: 'FR7630006000011234567890189', holder_name: 'Camille Martin' }],
  withdrawals: { pending: [{ amount: 50 }, { amount: 120.5, cancellable: false }] },
};
/** ISO 13616 registry examples: valid, and the same with its last digit changed. */
const VALID_IBAN = 'GB82 WEST 1234 5698 7654 32';
const BROKEN_IBAN = 'GB82 WEST 1234 5698 7654 33';

/** The app URL of the session, on the pending withdrawals route. */
const onPending = (session: Session) => session.app_url.replace(/^\/\?/, '/pending?');

async function openPending(page: Page, profile: Record<string, unknown>): Promise<Session> {
  const session = await createSession(page.request, profile);
  await page.goto(onPending(session));
  return session;
}

const isIbanPost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/kong/v2/me/withdrawal/options/iban';

test('opens on /pending with the flag on: the pending withdrawals, the withdrawal title, the IBAN footer text', async ({ page }) => {
  const listed = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/kong/v6/me/withdrawals');
  await openPending(page, FR);
  const request = await listed;
  // SPEC 7: x-correlation-id on /me/withdrawals; the pending ones are asked for (docs/decisions.md).
  expect(new URL(request.url()).searchParams.get('status')).toBe('pending');
  expect(request.headers()['x-correlation-id']).toMatch(/\S/);

  await expect(page).toHaveURL(/\/pending$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation(LANG, 'Pending withdrawals'));
  // SPEC 2: the header shows the withdrawal title, not the deposit one; the footer the IBAN change text.
  await expect(page.getByTestId('header-title')).toHaveText(translation(LANG, 'Withdrawals'));
  await expect(page.getByTestId('footer-terms')).toHaveText(
    translation(LANG, 'Withdrawals are paid to your IBAN. To change it, add a new IBAN: withdrawals already requested keep theirs.'),
  );

  const items = page.getByTestId('withdrawal-item');
  await expect(items).toHaveCount(2);
  // SPEC 9: no decimals for a whole amount, else 2.
  await expect(items.nth(0)).toContainText(/^50\s€/);
  await expect(items.nth(0)).toContainText('FR76 •••• 0189');
  await expect(items.nth(0).getByTestId('withdrawal-cancel')).toBeVisible();
  await expect(items.nth(1)).toContainText(/^120,50\s€/);
  await expect(items.nth(1).getByTestId('withdrawal-cancel')).toHaveCount(0);
  await expectAccessible(page);
});

test('the IBAN dialog refuses an invalid IBAN with a translated message and sends a valid one, field by field', async ({ page }) => {
  // A pass-through route makes the fetch body readable in the request events.
  await page.route('**/kong/v2/me/withdrawal/options/iban', (route) => route.continue());
  const session = await openPending(page, FR);
  let posts = 0;
  page.on('request', (r) => {
    if (isIbanPost(r)) posts += 1;
  });
  await page.getByTestId('iban-open').click();
  const dialog = page.getByTestId('iban-dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // ISO 13616: a wrong check (mod-97) and a French IBAN one character short are refused before any call.
  await page.getByTestId('iban-input').fill(BROKEN_IBAN);
  await page.getByTestId('iban-submit').click();
  await expect(dialog.getByText(translation(LANG, 'This IBAN is not valid. Check it for a typing mistake.'))).toBeVisible();
  await page.getByTestId('iban-input').fill('FR14 2004 1010 0505 0001 3M02 60');
  await page.getByTestId('iban-submit').click();
  await expect(
    dialog.getByText(translation(LANG, 'An IBAN from {country} has {length} characters.').replace('{country}', 'FR').replace('{length}', '27')),
  ).toBeVisible();
  await expectAccessible(page);
  expect(posts).toBe(0);

  await page.getByTestId('iban-input').fill(VALID_IBAN.toLowerCase());
  const [request] = await Promise.all([page.waitForRequest(isIbanPost), page.getByTestId('iban-submit').click()]);
  expect(request.postDataJSON()).toEqual({ iban: 'GB82WEST12345698765432', country_code: 'GB' });
  expect(request.headers()['x-correlation-id']).toMatch(/\S/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('iban-added')).toContainText('GB82 •••• 5432');
  expect(posts).toBe(1);

  // What the sandbox received, field by field, with the correlation id of the call.
  const received = (await (await page.request.get(`/sandbox/players/${session.player_id}/withdrawals`)).json()) as {
    ibans: { body: Record<string, unknown>; correlation_id: string }[];
  };
  expect(received.ibans).toHaveLength(1);
  expect(Object.keys(received.ibans[0]!.body).sort()).toEqual(['country_code', 'iban']);
  expect(received.ibans[0]!.body.iban).toBe('GB82WEST12345698765432');
  expect(received.ibans[0]!.body.country_code).toBe('GB');
  expect(received.ibans[0]!.correlation_id).toBe(request.headers()['x-correlation-id']);
});

test('a refused IBAN shows payment.withdrawal.invalid_credential with its own button, then the form again', async ({ page }) => {
  await openPending(page, { ...FR, withdrawals: { pending: [], refusals: { iban: 'payment.withdrawal.invalid_credential' } } });
  await expect(page.getByTestId('withdrawals-empty')).toHaveText(translation(LANG, 'You have no pending withdrawals.'));
  await page.getByTestId('iban-open').click();
  await page.getByTestId('iban-input').fill(VALID_IBAN);
  await page.getByTestId('iban-submit').click();
  // SPEC 8: title '<code>.title', message '<code>.text', close '<code>.button'.
  await errorDialog(page).showsMessage(LANG, 'payment.withdrawal.invalid_credential');
  await expect(errorDialog(page).closeButton).toHaveText(translation(LANG, 'payment.withdrawal.invalid_credential.button'));
  await expectAccessible(page);
  await errorDialog(page).closeButton.click();
  await expect(page.getByTestId('iban-dialog')).toBeVisible();
  await expect(page.getByTestId('iban-input')).toHaveValue(VALID_IBAN); // kept, in groups of four
});

test('a refused cancel shows payment.withdrawal.eligibility.velocity: title error.title, close ok', async ({ page }) => {
  await openPending(page, { ...FR, withdrawals: { pending: [{ amount: 50 }], refusals: { cancel: 'payment.withdrawal.eligibility.velocity' } } });
  await page.getByTestId('withdrawal-cancel').click();
  await page
    .getByTestId('withdrawal-cancel-dialog')
    .getByRole('button', { name: translation(LANG, 'Cancel withdrawal') })
    .click();
  await errorDialog(page).shows(translation(LANG, 'error.title'), translation(LANG, 'payment.withdrawal.eligibility.velocity'));
  await expect(errorDialog(page).closeButton).toHaveText(translation(LANG, 'ok'));
  await errorDialog(page).closeButton.click();
  // The list is read again: the withdrawal is still pending.
  await expect(page.getByTestId('withdrawal-item')).toHaveCount(1);
});

test('a refused list shows payment.withdrawal.eligibility.not_enough_money: the withdraw error title and the balance message', async ({ page }) => {
  await openPending(page, { ...FR, withdrawals: { refusals: { list: 'payment.withdrawal.eligibility.not_enough_money' } } });
  await errorDialog(page).shows(translation(LANG, 'payment.withdraw.error.title'), translation(LANG, 'payment.withdrawal.eligibility.not_enough_money.text'));
  await errorDialog(page).closeButton.click();
  // Nothing to show without the list: the amount page.
  await expect(page).toHaveURL(/\/$/);
});

test('iOS webview: cancelling a pending withdrawal sends paymentWithdrawalSuccess with its amount', async ({ page }) => {
  const session = await createSession(page.request, { ...FR, platform: 'IOS' });
  await page.goto(`/sandbox/webview?${new URLSearchParams({ platform: 'IOS', src: onPending(session) }).toString()}`);
  const { app } = webview(page);
  await expect(app.getByTestId('withdrawal-item')).toHaveCount(2);
  await expect(app.getByTestId('header-balance')).toContainText('42,50');
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/kong/v6/me/withdrawals/wd_1');
  await app.getByTestId('withdrawal-cancel').click();
  await app
    .getByTestId('withdrawal-cancel-dialog')
    .getByRole('button', { name: translation(LANG, 'Cancel withdrawal') })
    .click();
  expect((await deleted).headers()['x-correlation-id']).toMatch(/\S/);
  await expect(app.getByTestId('withdrawal-item')).toHaveCount(1);
  await expect(webview(page).message('paymentWithdrawalSuccess')).toHaveCount(1);
  expect((await webview(page).payloadsOf('paymentWithdrawalSuccess')).map((p) => p.amount)).toEqual([50]);
  const state = (await (await page.request.get(`/sandbox/players/${session.player_id}/withdrawals`)).json()) as { pending: unknown[]; balance: number };
  expect(state.pending).toHaveLength(1);
  expect(state.balance).toBe(92.5);
  // SPEC 2: the header shows the player's balance, the server's after the cancel (42,50 € + 50 €).
  await expect(app.getByTestId('header-balance')).toContainText('92,50');
});

test('with the flag off, /pending opens the amount page', async ({ page }) => {
  await openPending(page, { ...FR, feature_flags: { 'payment-f-new-withdrawal-flow-enabled': false } });
  await expect(amountPage(page).input).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-title')).toHaveText(translation(LANG, 'Deposit'));
  await expect(page.getByTestId('withdrawals')).toHaveCount(0);
});

test("the browser's back in the IBAN dialog closes it; the header's back on the fragment goes to the amount page", async ({ page }) => {
  await openPending(page, FR);
  await expect(page.getByTestId('withdrawal-item')).toHaveCount(2);
  await page.getByTestId('iban-open').click();
  await expect(page.getByTestId('iban-dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('iban-dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/pending$/);
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(amountPage(page).input).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText(translation(LANG, 'Deposit'));
});
