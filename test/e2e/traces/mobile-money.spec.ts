// Exported by the workbench from the trace "mobile-money.json" (docs/qa.md "Record and replay a trace").
// The player's profile, the player's events as UI steps, the states the session reached as expectations.
// Do not edit: record again (scripts/record-trace.ts) or export again from the workbench.
import { expect, test } from '../fixtures';
import { createSession } from '../sandbox';

/** The session profile (POST /sandbox/sessions, docs/sandbox.md), as the trace recorded it. */
const PROFILE = {
  legislation: 'CI',
  language: 'en',
  currency: 'XOF',
  platform: 'web',
  universe: 'sports',
  brand: 'kestrel',
  first_deposit: false,
  url_success: '/sandbox/return?outcome=success',
  balance: 50,
  last_deposit: null,
  feature_flags: {
    'payment-f-paypal-consent-enabled': false,
    'payment-f-new-withdrawal-flow-enabled': false,
    'payment-f-new-brand-choice-enabled': false,
    'payment-bf-promote-bank-transfer-wave1-enabled': false,
    'payment-bf-promote-bank-transfer-wave2-enabled': false,
    'payment-bf-promote-bank-transfer-wave3-enabled': false,
    'payment-f-gordon-async-deposit-enabled': true,
  },
  banner: null,
  tokens: [],
};

test('trace mobile-money: MOBILEMONEY 5000 XOF in CI, success', async ({ page }) => {
  const session = await createSession(page.request, PROFILE);
  await page.goto(session.app_url);

  // 1. mean.selected: the mean 12 (deposit in active.ready.{amount, flow: idle, view: amount})
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
  await page.locator('[data-testid="mean-tile"][data-mean-id="12"]').click();
  await expect(page.locator('[data-testid="mean-tile"][data-mean-id="12"]')).toHaveAttribute('data-selected', 'true');

  // 2. amount.changed: 5000 (deposit in active.ready.{amount, flow: idle, view: amount})
  await page.getByTestId('amount-input').fill('5000');

  // 3. deposit.requested: Pay 5000 with MOBILEMONEY (deposit in active.ready.{amount, flow: idle, view: amount})
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  await page.getByTestId('pay-button').click();

  // 4. momo.operatorSelected: MTN (mobileMoney in operators)
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/method_operator');
  await page.getByTestId('momo-operator-MTN').click();

  // 5. momo.phoneSubmitted: 0501020304 (mobileMoney in phone)
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/mobile-money');
  await page.getByTestId('momo-phone').fill('0501020304');
  await page.getByTestId('momo-submit').click();

  // 6. the mobileMoney flow waits in monitoring (2.9 s in the trace): its waiting screen
  await expect(page.getByTestId('momo-waiting')).toBeVisible();

  // The end: the root machine in active.succeeded.leaving.
  const end = page.getByTestId('return-page').or(page.getByTestId('deposit-unconfirmed')).or(page.getByTestId('error-dialog')).first();
  await expect(end).toBeVisible({ timeout: 20_000 });
  expect(await end.getAttribute('data-testid')).toBe('return-page');
  const query = new URL(page.url()).searchParams;
  expect(query.get('status')).toBe('success');
  expect(query.get('method')).toBe('MOBILEMONEY');
  expect(Number(query.get('amount'))).toBe(5000);
});
