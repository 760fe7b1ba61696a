// The bridge conformance pack (docs/bridge/conformance, docs/bridge-integration.md): each scenario runs in the
// sandbox's simulated iOS or Android webview, and every bridge message it receives, with the webview's answer
// to each question, must equal the pack's golden sequence, in order. The sequences were written from SPEC 4
// and 7 and docs/bridge.md, then recorded from these runs with BRIDGE_CONFORMANCE=record (which writes the
// files instead of comparing) and read through before committing. A change to what Cashier sends fails here
// until the pack is recorded again, with a contract version and a changelog entry when the contract changed.
import { readFileSync, writeFileSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { TEST_CARDS } from '../../sandbox/card-test-cards';
import { BRIDGE_CONTRACT_VERSION } from '../../src/domain/bridge-protocol';
import { conformanceFile, normalise, type ConformanceScenario, type ConformanceStep } from '../../scripts/bridge-conformance';
import { expect, test } from './fixtures';
import { MEAN_ID } from './means-helpers';
import { createSession, translation, type Session } from './sandbox';
import { amountPage, cardForm, errorDialog, mbway, webview } from './pages';

const DOCS = new URL('../../docs', import.meta.url).pathname;
const RECORD = process.env.BRIDGE_CONFORMANCE === 'record';

interface Received {
  message: ConformanceStep['message'];
  answer?: ConformanceStep['answer'];
  valid: boolean | null;
}
const received = (page: Page) => webview(page).received<Received>();

/** The launch URL's parameters as the pack shows them: the session's single-use and refresh tokens masked. */
function launchOf(session: Session): ConformanceScenario['launch'] {
  const url = new URL(session.app_url, 'http://x');
  const query = Object.fromEntries(url.searchParams);
  for (const secret of ['token', 'refreshtoken']) if (query[secret]) query[secret] = `<${secret}>`;
  return { path: url.pathname, query };
}

async function open(page: Page, platform: 'IOS' | 'ANDROID', profile: Record<string, unknown>, path?: (s: Session) => string) {
  const session = await createSession(page.request, { platform, ...profile });
  const src = path ? path(session) : session.app_url;
  await page.goto(`/sandbox/webview?${new URLSearchParams({ platform, src }).toString()}`);
  return { session, app: page.frameLocator('[data-testid="webview-frame"]') };
}

/** Compares (or, recording, writes) the scenario's messages once every one of them is validated. */
async function conform(page: Page, pack: Omit<ConformanceScenario, 'contractVersion' | 'recordedBy' | 'messages'>) {
  await expect.poll(async () => (await received(page)).every((m) => m.valid !== null)).toBe(true);
  const all = await received(page);
  expect(
    all.filter((m) => m.valid !== true).map((m) => m.message.name),
    'messages the schema refuses',
  ).toEqual([]);
  const origin = new URL(page.url()).origin;
  const ids = new Map<string, string>();
  const messages = all.map((m) => normalise(m.answer ? { message: m.message, answer: m.answer } : { message: m.message }, origin, ids));
  const recorded: ConformanceScenario = {
    ...pack,
    contractVersion: BRIDGE_CONTRACT_VERSION,
    launch: normalise(pack.launch, origin),
    recordedBy: 'test/e2e/bridge-conformance.spec.ts',
    messages,
  };
  const file = conformanceFile(DOCS, pack.scenario);
  if (RECORD) {
    writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
    return;
  }
  const golden = JSON.parse(readFileSync(file, 'utf8')) as ConformanceScenario;
  // The wallet questions are asked by the wallets' check, which runs beside the page's boot: where they fall
  // among the other messages is timing, not contract; the order of each group is (docs/decisions.md "The
  // bridge's wallet questions keep no place among the other messages").
  const byGroup = (list: ConformanceScenario['messages']) => [
    list.filter((m) => !WALLET_QUESTIONS.has(m.message.name)),
    list.filter((m) => WALLET_QUESTIONS.has(m.message.name)),
  ];
  const names = (list: ConformanceScenario['messages']) => byGroup(list).map((g) => g.map((m) => m.message.name));
  expect(names(recorded.messages), `${pack.scenario}: the order of the messages`).toEqual(names(golden.messages));
  expect({ ...recorded, messages: byGroup(recorded.messages) }).toEqual({ ...golden, messages: byGroup(golden.messages) });
}

const WALLET_QUESTIONS: ReadonlySet<string> = new Set(['applePayEligibility', 'googlePayEligibility']);

async function choose(app: FrameLocator, meanId: string, amount: string) {
  await amountPage(app).payWith(meanId, amount);
}

const FR = { legislation: 'FR', language: 'fr' };
const RETURN = { url_success: '/sandbox/return?outcome=success' };

test('ios-sports-first-deposit-card: the first deposit by card in the iOS sports app', async ({ page }) => {
  const { session, app } = await open(page, 'IOS', { ...FR, ...RETURN, universe: 'sports', first_deposit: true, payment_methods: ['CARD'] });
  await choose(app, MEAN_ID.CARD, '25');
  await cardForm(app).pay(TEST_CARDS.success.number);
  await expect(app.getByTestId('return-page')).toBeVisible({ timeout: 20_000 });
  await conform(page, {
    scenario: 'ios-sports-first-deposit-card',
    title: 'First deposit by card (frictionless 3-D Secure 2) in the iOS sports app, then the return URL',
    platform: 'IOS',
    launch: launchOf(session),
    player: ['opens Cashier', 'chooses the card, enters 25, taps Pay', 'enters a card and pays', 'lands on the return URL'],
  });
});

test("ios-card-3ds-in-app-browser: the issuer page in the app's in-app browser, approved", async ({ page }) => {
  test.slow(); // Two page loads and the issuer's page in frames: over 30 s on a loaded 2-core machine.
  const { session, app } = await open(page, 'IOS', { ...FR, ...RETURN, payment_methods: ['CARD'] });
  await choose(app, MEAN_ID.CARD, '30');
  await cardForm(app).pay(TEST_CARDS.issuerRedirect.number);
  const issuer = page.frameLocator('[data-testid="webview-inapp-frame"]');
  await expect(issuer.getByTestId('issuer-page')).toBeVisible({ timeout: 15_000 });
  await issuer.getByTestId('issuer-approve').click();
  await expect(webview(page).message('paymentDepositSuccess')).toHaveCount(1, { timeout: 20_000 });
  await conform(page, {
    scenario: 'ios-card-3ds-in-app-browser',
    title:
      "Card deposit with the issuer's page (3-D Secure 1) opened in the app's in-app browser and approved; the app loads Cashier's callback back in the webview",
    platform: 'IOS',
    launch: launchOf(session),
    player: ['opens Cashier', 'chooses the card, enters 30, taps Pay', 'enters a card and pays', "approves on the issuer's page (in-app browser)"],
  });
});

test('android-mbway-app-to-app: MB Way app-to-app on Android', async ({ page }) => {
  const { session, app } = await open(page, 'ANDROID', { legislation: 'PT', language: 'pt', currency: 'EUR' });
  await choose(app, MEAN_ID.MBWAY, '30');
  await mbway(app).phone.fill('912345300');
  await mbway(app).submit.click();
  await expect(webview(page).message('paymentRedirectAppToApp')).toHaveCount(1);
  await app.getByTestId('mbway-app-approve').click();
  await expect(webview(page).message('paymentDepositSuccess')).toHaveCount(1, { timeout: 20_000 });
  await conform(page, {
    scenario: 'android-mbway-app-to-app',
    title: "MB Way app-to-app in the Android sports app: Cashier asks the app to open the MB Way app, which returns to Cashier's callback",
    platform: 'ANDROID',
    launch: launchOf(session),
    player: ['opens Cashier', 'chooses MB Way, enters 30, taps Pay', 'enters the phone number', 'approves in the MB Way app'],
  });
});

test('ios-turf-apple-pay-eligibility: the turf app on iOS is asked whether Apple Pay can be offered', async ({ page }) => {
  const { session, app } = await open(page, 'IOS', { ...FR, universe: 'turf', payment_methods: ['CARD', 'APPLEPAY'] });
  await expect(app.locator(`[data-testid="mean-tile"][data-mean-id="${MEAN_ID.APPLEPAY}"]`)).toBeVisible();
  await expect(webview(page).message('paymentSetCloseNavigationIcon')).toHaveCount(1);
  await conform(page, {
    scenario: 'ios-turf-apple-pay-eligibility',
    title: 'The iOS turf app answers applePayEligibility (eligible): Apple Pay is offered',
    platform: 'IOS',
    launch: launchOf(session),
    player: ['opens Cashier', 'sees the payment means, Apple Pay among them'],
  });
});

test('android-google-pay-eligibility: Android is asked whether Google Pay is ready, then for the payment data', async ({ page }) => {
  const { session, app } = await open(page, 'ANDROID', { ...FR, ...RETURN, first_deposit: true, payment_methods: ['CARD', 'GOOGLEPAY'] });
  await expect(app.locator(`[data-testid="mean-tile"][data-mean-id="${MEAN_ID.GOOGLEPAY}"][data-selected="true"]`)).toBeVisible();
  await amountPage(app).pay('40');
  await expect(webview(page).message('paymentDepositSuccess')).toHaveCount(1, { timeout: 20_000 });
  await conform(page, {
    scenario: 'android-google-pay-eligibility',
    title: 'The Android app answers googlePayEligibility (ready, a card in the wallet), then googlePayPaymentData (a token): the deposit succeeds',
    platform: 'ANDROID',
    launch: launchOf(session),
    player: ['opens Cashier (Google Pay chosen for them)', 'enters 40, taps Pay', 'confirms in Google Pay'],
  });
});

test('ios-withdrawal-cancelled: a pending withdrawal cancelled from the withdrawal fragment', async ({ page }) => {
  const profile = {
    ...FR,
    currency: 'EUR',
    balance: 42.5,
    feature_flags: { 'payment-f-new-withdrawal-flow-enabled': true },
    withdrawals: { pending: [{ amount: 50 }, { amount: 120.5, cancellable: false }] },
  };
  const { session, app } = await open(page, 'IOS', profile, (s) => s.app_url.replace(/^\/\?/, '/pending?'));
  await expect(app.getByTestId('withdrawal-item')).toHaveCount(2);
  await app.getByTestId('withdrawal-cancel').click();
  await app
    .getByTestId('withdrawal-cancel-dialog')
    .getByRole('button', { name: translation('fr', 'Cancel withdrawal') })
    .click();
  await expect(webview(page).message('paymentWithdrawalSuccess')).toHaveCount(1);
  await conform(page, {
    scenario: 'ios-withdrawal-cancelled',
    title: "In the iOS app's withdrawal fragment (/pending), the player cancels a pending withdrawal: the app refreshes the balance",
    platform: 'IOS',
    launch: { ...launchOf(session), path: '/pending' },
    player: ['opens the withdrawal fragment', 'cancels the pending withdrawal of 50 and confirms'],
  });
});

test('android-session-timeout: the session is over; the player signs in again', async ({ page }) => {
  const { session, app } = await open(page, 'ANDROID', { legislation: 'FR', language: 'en', faults: { tokens: 'http401' } });
  const timeout = app.getByTestId('session-timeout');
  await expect(timeout).toBeVisible();
  await timeout.getByRole('button').click();
  await expect(webview(page).message('paymentCloseApplication')).toHaveCount(1);
  await conform(page, {
    scenario: 'android-session-timeout',
    title: 'The session ends (a 401 the refresh does not cure): the session-timeout page, and the app closes Cashier when the player taps "Sign in again"',
    platform: 'ANDROID',
    launch: launchOf(session),
    player: ['opens Cashier', 'meets the session-timeout page', 'taps Sign in again'],
  });
});

test('ios-ineligible-player: a player over their deposit limit closes the dialog', async ({ page }) => {
  const { session, app } = await open(page, 'IOS', { ...FR, eligibility: { eligible: false, reason: 'DEP_UserTriedToDepositOverLimit' } });
  await expect(errorDialog(app).root).toBeVisible();
  await errorDialog(app).closeButton.click();
  await expect(webview(page).message('paymentCloseApplication')).toHaveCount(1);
  await conform(page, {
    scenario: 'ios-ineligible-player',
    title: 'A player who may not deposit (over their limit): the ineligibility dialog, closed; the app closes Cashier with the reason',
    platform: 'IOS',
    launch: launchOf(session),
    player: ['opens Cashier', 'reads the ineligibility dialog and closes it'],
  });
});
