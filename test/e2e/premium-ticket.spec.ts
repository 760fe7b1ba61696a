// The premium ticket (SPEC 1; docs/decisions.md "Premium ticket": wire name PREMIUM_TICKET,
// POST /kong/v6/me/deposits/premiumticket, detail.code of 16 digits, store_token false), against the
// sandbox's issuer (docs/sandbox.md "Premium ticket": an ordinary code is accepted, ending 1002 is
// already used).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, translation } from './sandbox';
import { MEAN_ID, RETURN_URL, expectAmountPage, expectCommonBody, isDepositPost, tile } from './means-helpers';
import { amountPage, errorDialog, returnPage } from './pages';

const LANG = 'fr';
const FR = {
  legislation: 'FR',
  language: LANG,
  currency: 'EUR',
  url_success: RETURN_URL,
  tokens: [],
  payment_methods: ['CARD', 'PREMIUM_TICKET', 'PAYSAFECARD'],
};
/** SPEC 3 "Deposit request body (common)": the fields of every body, and no others. */
const BODY_FIELDS = ['amount', 'browser_info', 'correlation_id', 'detail', 'fees', 'payment_method', 'requester', 'store_token'];
const isTicketPost = isDepositPost('premiumticket');

async function openTicketForm(page: Page, amount: string) {
  // A pass-through route makes the fetch body readable in the request events (means-helpers.ts).
  await page.route(/\/kong\/v6\/me\/deposits\/premiumticket$/, (route) => route.continue());
  await amountPage(page).payWith(MEAN_ID.PREMIUM_TICKET, amount);
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

  await expect(returnPage(page).root).toBeVisible({ timeout: 20_000 });
  await returnPage(page).expectQuery({ status: 'success', method: 'PREMIUM_TICKET', amount: '20' });
  expect(posted).toBe(1);
});

// The issuer's refusals of a ticket have their own texts with a way on (another ticket, another method),
// never the generic "please try again" that invites the same ticket again (docs/decisions.md "Premium ticket").
for (const [ending, own, reason] of [
  ['1002', 'used', 'DEP_VoucherAlreadyUsed'],
  ['1001', 'invalid', 'DEP_VoucherInvalid'],
] as const) {
  test(`FR: a premium ticket ${own} (ending ${ending}) is refused with its own texts, no "Try again", then the amount page`, async ({ page }) => {
    await openApp(page, FR);
    await openTicketForm(page, '25');
    const code = `400012341234${ending}`;
    const request = await submitCode(page, code);
    expect(request.postDataJSON().detail).toEqual({ code });
    const answer = await (await request.response())!.json();
    expect(answer.refused_reason).toBe(reason);
    await errorDialog(page).showsMessage(LANG, `payment.premiumticket.${own}`);
    const dialog = errorDialog(page).root;
    await expect(dialog).not.toContainText(translation(LANG, 'payment.genericfailure.text'));
    await expect(dialog.getByTestId('error-dialog-retry')).toHaveCount(0);
    // Its text claims the ticket's deposit was not paid (src/i18n/claims.ts): the oracle checks it.
    await expect(dialog.locator('[data-claim="not-paid"]')).toHaveCount(1);
    await dialog.getByTestId('error-dialog-close').click();
    await expectAmountPage(page);
  });
}

test('FR: the ticket form says the amount its button sends, and that amount is what is credited', async ({ page }) => {
  const session = await openApp(page, FR);
  await openTicketForm(page, '25');
  const form = page.getByTestId('ticket-form');
  // The button says "Déposer <amount>", the amount as the app writes it in French.
  const label = (await page.getByTestId('ticket-submit').textContent())!.trim();
  const amountText = /^Déposer\s+(.*\d.*€)$/u.exec(label)?.[1];
  expect(amountText, label).toBeTruthy();
  await expect(form).toContainText(
    translation(
      LANG,
      'Enter the 16-digit code printed on the ticket you bought in a shop. The deposit of {amountText} is made from this ticket once it is accepted.',
    ).replace('{amountText}', amountText!),
  );
  await expect(form).not.toContainText(/valeur du ticket|montant du ticket/i);
  const middle = String(Date.now() % 100_000_000).padStart(8, '0');
  const request = await submitCode(page, `4000${middle}9013`);
  expect(request.postDataJSON().amount).toBe(25);
  await expect(returnPage(page).root).toBeVisible({ timeout: 20_000 });
  const recorded = await (await page.request.get(`/sandbox/players/${session.player_id}/deposits`)).json();
  expect(recorded.map((d: { status: string; amount: number }) => [d.status, d.amount])).toEqual([['success', 25]]);
});

test('FR: closing the ticket form (or back) returns to the amount page with no deposit', async ({ page }) => {
  await openApp(page, FR);
  await openTicketForm(page, '20');
  await page.getByTestId('ticket-close').click();
  await expectAmountPage(page);
  await tile(page, MEAN_ID.PREMIUM_TICKET).click();
  await amountPage(page).payButton.click();
  await expect(page.getByTestId('ticket-form')).toBeVisible();
  await page.goBack();
  await expectAmountPage(page);
});
