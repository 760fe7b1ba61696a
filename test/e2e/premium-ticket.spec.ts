// The premium ticket (SPEC 1; docs/decisions.md "Premium ticket": wire name PREMIUM_TICKET,
// POST /kong/v6/me/deposits/premiumticket, detail.code of 16 digits, store_token false), against the
// sandbox's issuer (docs/sandbox.md "Premium ticket": an ordinary code is accepted, ending 1002 is
// already used).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, translation } from './sandbox';
import { MEAN_ID, RETURN_URL, expectAmountPage, expectCommonBody, isDepositPost, meansReady, returnParams, tile } from './means-helpers';

const LANG = 'fr';
const FR = { legislation: 'FR', language: LANG, currency: 'EUR', url_success: RETURN_URL, tokens: [], payment_methods: ['CARD', 'PREMIUM_TICKET', 'PAYSAFECARD'] };
/** SPEC 3 "Deposit request body (common)": the fields of every body, and no others. */
const BODY_FIELDS = ['amount', 'browser_info', 'correlation_id', 'detail', 'fees', 'payment_method', 'requester', 'store_token'];
const isTicketPost = isDepositPost('premiumticket');

async function openTicketForm(page: Page, amount: string) {
  // A pass-through route makes the fetch body readable in the request events (means-helpers.ts).
  await page.route(/\/kong\/v6\/me\/deposits\/premiumticket$/, (route) => route.continue());
  await meansReady(page);
  await tile(page, MEAN_ID.PREMIUM_TICKET).click();
  await page.getByTestId('amount-input').fill(amount);
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/premium-ticket$/);
  await expect(page.getByTestId('ticket-form')).toBeVisible();
}

async function submitCode(page: Page, typed: string): Promise<Request> {
  await page.getByTestId('ticket-code').fill(typed);
  const [request] = await Promise.all([page.waitForRequest(isTicketPost), page.getByTestId('ticket-submit').click()]);
  return request;
}

test('FR: a premium ticket accepted: the code form, the body field by field, then success handling', async ({ page }) => {
  await openApp(page, FR);
  await openTicketForm(page, '20');
  await expect(page.getByTestId('ticket-code')).toHaveAttribute('inputmode', 'numeric');

  // SPEC 5: a missing code shows payment.null.information.error and sends nothing.
  let posted = 0;
  page.on('request', (r) => {
    if (isTicketPost(r)) posted += 1;
  });
  await page.getByTestId('ticket-submit').click();
  await expect(page.getByText(translation(LANG, 'payment.null.information.error'))).toBeVisible();
  await page.getByTestId('ticket-code').fill('4000 1234');
  await page.getByTestId('ticket-submit').click();
  await expect(page.getByText(translation(LANG, 'Enter the 16 digits of your premium ticket.'))).toBeVisible();
  expect(posted).toBe(0);

  // Typed with its spaces as printed; the groups of four are shown, the digits sent. The sandbox spends an
  // accepted code for the rest of its run: a code of this run's own, so a second run is not "already used".
  const middle = String(Date.now() % 100_000_000).padStart(8, '0');
  const code = `4000${middle}9012`;
  const request = await submitCode(page, code.replace(/(\d{4})(?=\d)/g, '$1 '));
  const body = await expectCommonBody(request, { amount: 20, payment_method: 'PREMIUM_TICKET', store_token: false });
  expect(Object.keys(body).sort()).toEqual(BODY_FIELDS);
  expect(Object.keys(body.browser_info)).toEqual(['user_agent']);
  expect(body.detail).toEqual({ code });

  await expect(page.getByTestId('return-page')).toBeVisible({ timeout: 20_000 });
  const q = await returnParams(page);
  expect(q.get('status')).toBe('success');
  expect(q.get('method')).toBe('PREMIUM_TICKET');
  expect(q.get('amount')).toBe('20');
  expect(posted).toBe(1);
});

test('FR: a premium ticket already used is refused: the generic failure dialog, then the amount page', async ({ page }) => {
  await openApp(page, FR);
  await openTicketForm(page, '25');
  const request = await submitCode(page, '4000123412341002');
  expect(request.postDataJSON().detail).toEqual({ code: '4000123412341002' });
  // SPEC 8: DEP_VoucherAlreadyUsed is none of the mapped codes: the generic failure title and text.
  const dialog = page.getByTestId('error-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(translation(LANG, 'payment.genericfailure.title'));
  await expect(dialog).toContainText(translation(LANG, 'payment.genericfailure.text'));
  await dialog.getByTestId('error-dialog-close').click();
  await expectAmountPage(page);
});

test('FR: closing the ticket form (or back) returns to the amount page with no deposit', async ({ page }) => {
  await openApp(page, FR);
  await openTicketForm(page, '20');
  await page.getByTestId('ticket-close').click();
  await expectAmountPage(page);
  await tile(page, MEAN_ID.PREMIUM_TICKET).click();
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('ticket-form')).toBeVisible();
  await page.goBack();
  await expectAmountPage(page);
});
