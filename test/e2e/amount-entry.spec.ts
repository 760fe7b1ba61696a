// The amount field reads what the player's locale writes and Pay names exactly the amount the request
// sends (SPEC 9 "Amount format", SPEC 5's technical maximum; docs/decisions.md "The amount field reads
// the player's locale"): a pasted "1.000,50" in PT is 1000,50 in the field, on Pay and on the wire; an
// 18-digit paste is refused; "10,5" in FR stays as typed and reads "10,50" once left; CI writes "2 000".
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, translation } from './sandbox';
import { exposeDepositBodies, isDepositPost, MEAN_ID, meansReady } from './means-helpers';
import { amountPage } from './pages';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Pastes text into the amount field over what it holds, as a player does (select all, then Ctrl+V). */
async function pasteAmount(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const field = amountPage(page).input;
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('ControlOrMeta+v');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('PT: "1.000,50" pasted is 1000,50 in the field, on Pay and in the deposit request', async ({ page }) => {
  await exposeDepositBodies(page);
  await openApp(page, { legislation: 'PT', language: 'pt', currency: 'EUR', tokens: [] });
  await meansReady(page);
  await amountPage(page).choose(MEAN_ID.SKRILL);

  await pasteAmount(page, '1.000,50');
  const field = amountPage(page).input;
  await expect(field).toHaveValue('1000,50');
  const pay = amountPage(page).payButton;
  await expect(pay).toHaveText(translation('pt', 'Deposit {0}').replace('{0}', `1000,50${NBSP}€`));

  // An 18-digit paste is refused: the field and Pay keep the amount (SPEC 5: technical maximum 99999999).
  await pasteAmount(page, '123456789012345678');
  await expect(field).toHaveValue('1000,50');
  await expect(pay).toHaveText(translation('pt', 'Deposit {0}').replace('{0}', `1000,50${NBSP}€`));

  await pay.click();
  await expect(page.getByTestId('skrill-form')).toBeVisible();
  await page.getByTestId('skrill-login').fill('qa.player@example.com');
  await page.getByTestId('skrill-password').fill('s3cret!');
  const [request] = await Promise.all([page.waitForRequest(isDepositPost('skrill')), page.getByTestId('skrill-submit').click()]);
  expect((request.postDataJSON() as { amount: unknown }).amount).toBe(1000.5);
});

test('FR: "10,5" typed stays "10,5" while typing, reads "10,50" once left, and Pay says 10,50 €', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [] });
  await meansReady(page);
  const field = amountPage(page).input;
  await field.fill('');
  await field.pressSequentially('10,5');
  await expect(field).toHaveValue('10,5');
  await expect(field).toBeFocused();
  const pay = amountPage(page).payButton;
  await expect(pay).toContainText(`10,50${NBSP}€`);
  await field.blur();
  await expect(field).toHaveValue('10,50');
  await expect(pay).toContainText(`10,50${NBSP}€`);
});

test('CI: the field writes the starting amount as the chips do ("2 000" under "2 000 F")', async ({ page }) => {
  await openApp(page, { legislation: 'CI', language: 'fr', currency: 'XOF' });
  await meansReady(page);
  const field = amountPage(page).input;
  await expect(field).toHaveValue(`2${NNBSP}000`);
  await expect(page.locator('[data-testid="amount-preset"][data-value="2000"]')).toHaveText(`2${NNBSP}000${NBSP}F`);
  await field.fill('5000');
  await field.blur();
  await expect(field).toHaveValue(`5${NNBSP}000`);
});
