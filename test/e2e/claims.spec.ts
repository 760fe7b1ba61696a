// What the player reads is true (src/i18n/claims.ts, docs/decisions.md "What the player reads is true"):
// the screens that used to state what the app cannot know. Each runs under the money oracle, which judges
// every claim shown (data-claim) against the sandbox's record (./money-oracle.ts).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, translation } from './sandbox';
import { amountPage, errorDialog, mobileMoney } from './pages';

const MOMO = '12';
const isMomoPost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/kong/v6/me/deposits/mobilemoney';

/** A CI player's MTN deposit the operator never answers (number ending 200: pending, docs/sandbox.md). */
async function pendingMomoDeposit(page: Page, language: string) {
  const s = await openApp(page, { legislation: 'CI', language, currency: 'XOF' });
  await page.route(/\/kong\/v6\/me\/deposits\/mobilemoney$/, (route) => route.continue());
  await amountPage(page).payWith(MOMO, '5000');
  await page.getByTestId('momo-operator-MTN').click();
  await mobileMoney(page).phone.fill('0501020200');
  await Promise.all([page.waitForRequest(isMomoPost), mobileMoney(page).submit.click()]);
  await expect(mobileMoney(page).waiting).toBeVisible();
  const recorded = await (await page.request.get(`/sandbox/players/${s.player_id}/deposits`)).json();
  expect(recorded.map((d: { status: string }) => d.status)).toEqual(['pending']);
  return s;
}

test('a new tab, while a deposit of this player is pending, opens the session and shows that deposit, claiming no outcome', async ({
  page,
  context,
  moneyOracle,
}) => {
  await pendingMomoDeposit(page, 'fr');
  // A new tab at the app's address: the front server's session cookie is the browser's (SPEC 9), so the tab
  // opens the player's session, in the player's language, not an error page; it shows the deposit under
  // way (docs/decisions.md "A deposit under way, seen from another tab"), never a fresh amount page.
  const tab = await context.newPage();
  await tab.goto(new URL('/', page.url()).toString());
  await expect(tab.getByTestId('momo-waiting')).toBeVisible();
  await expect(tab.getByTestId('technical-error')).toHaveCount(0);
  await expect(tab.locator('html')).toHaveAttribute('lang', 'fr');
  // The deposit is pending: no outcome ("paid", "not paid", "no money taken") is shown in either tab.
  expect(moneyOracle.claims.map((c) => c.claim)).toEqual([]);
});

test('fr: the technical error page says it could not load, and claims nothing about money', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', faults: { eligibility: 'http500' } });
  const screen = page.getByTestId('technical-error');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(translation('fr', 'payment.error.page.text'));
  await expect(screen).not.toContainText(/aucun montant|débité/i);
  await expect(screen.locator('[data-claim]')).toHaveCount(0);
});

test('fr: an ineligible player whose reason SPEC does not name reads the eligibility texts, not a failed deposit', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', eligibility: { eligible: false, reason: 'DEP_SomethingNew' } });
  await errorDialog(page).showsMessage('fr', 'payment.deposit.eligibility.problem');
  const dialog = errorDialog(page).root;
  await expect(dialog).not.toContainText(translation('fr', 'payment.genericfailure.title'));
  await expect(dialog).not.toContainText(/débité|réessayer/i);
  await expect(dialog.getByTestId('error-dialog-retry')).toHaveCount(0);
  await expect(dialog.getByTestId('error-dialog-close')).toHaveText(translation('fr', 'payment.deposit.eligibility.problem.button'));
  await expect(dialog.locator('[data-claim]')).toHaveCount(0);
});
