// Exported by the workbench from the trace "card-3ds2-challenge.json" (docs/qa.md "Record and replay a trace").
// The player's profile, the player's events as UI steps, the states the session reached as expectations.
// Do not edit: record again (scripts/record-trace.ts) or export again from the workbench.
import type { Page } from '@playwright/test';
import { CHALLENGE_CODE, TEST_CARDS } from '../../../sandbox/card-test-cards';
import { CVV } from '../card-helpers';
import { expect, test } from '../fixtures';
import { createSession } from '../sandbox';

/** The issuer's (the sandbox ACS's) challenge frame. */
const acs = (page: Page) => page.frameLocator('[data-testid="threeds2-frame"]');

/** The session profile (POST /sandbox/sessions, docs/sandbox.md), as the trace recorded it. */
const PROFILE = {
  legislation: 'FR',
  language: 'en',
  currency: 'EUR',
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

test('trace card-3ds2-challenge: CARD 25 EUR in FR, success', async ({ page }) => {
  const session = await createSession(page.request, PROFILE);
  await page.goto(session.app_url);

  // 1. mean.selected: the mean 1 (deposit in active.ready.{amount, flow: idle, view: amount})
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
  await page.locator('[data-testid="mean-tile"][data-mean-id="1"]').click();
  await expect(page.locator('[data-testid="mean-tile"][data-mean-id="1"]')).toHaveAttribute('data-selected', 'true');

  // 2. deposit.requested: Pay 25 with CARD (deposit in active.ready.{amount, flow: idle, view: amount})
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  await page.getByTestId('pay-button').click();

  // 3. card.submitted: the card (masked in the trace: the sandbox's "Visa, 3DS2 challenge (code 1234)"), remember true (card in form.known)
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/card');
  await expect(page.getByTestId('card-form')).toBeVisible();
  await page.getByTestId('card-number').fill(TEST_CARDS.challenge.number);
  await page.getByTestId('card-expiry').fill('1230');
  await page.getByTestId('card-cvv').fill(CVV);
  await expect(page.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]')).toBeVisible();
  await page.getByTestId('card-remember').setChecked(true);
  await page.getByTestId('card-submit').click();

  // 4. threeds.challengeCompleted: the challenge answered in the issuer's frame (the sandbox ACS's code) (card in challenge.showing)
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/card/3ds2');
  await expect(acs(page).getByTestId('acs-challenge')).toBeVisible({ timeout: 15_000 });
  await acs(page).getByTestId('acs-code').fill(CHALLENGE_CODE);
  await acs(page).getByTestId('acs-submit').click();

  // The end: the root machine in active.succeeded.leaving.
  const end = page.getByTestId('return-page').or(page.getByTestId('deposit-unconfirmed')).or(page.getByTestId('error-dialog')).first();
  await expect(end).toBeVisible({ timeout: 20_000 });
  expect(await end.getAttribute('data-testid')).toBe('return-page');
  const query = new URL(page.url()).searchParams;
  expect(query.get('status')).toBe('success');
  expect(query.get('method')).toBe('CARD');
  expect(Number(query.get('amount'))).toBe(25);
});
