// The bridge contract (docs/bridge.md, docs/bridge.schema.json) in the simulated iOS and Android
// webviews of the sandbox. Each message arrives at the moment the contract says, the webview marks it valid
// against the schema, and the test validates every captured message again with ajv against the same file.
// What is expected comes from SPEC 7 and 4 and docs/bridge.md (written from docs/decisions.md "Bridge messages").
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FrameLocator, Page } from '@playwright/test';
import { TEST_CARDS } from '../../sandbox/card-test-cards';
import { bridgeBreaches } from './bridge-law';
import { expect, test } from './fixtures';
import { MEAN_ID } from './means-helpers';
import { createSession, translation } from './sandbox';
import { amountPage, cardForm, errorDialog, mbway, webview } from './pages';

interface Received {
  name: string;
  payload: any;
  contractVersion: string;
  message: Record<string, unknown>;
  valid: boolean | null;
  errors: string[];
}

const schema = JSON.parse(readFileSync(new URL('../../docs/bridge.schema.json', import.meta.url), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

const received = (page: Page) => webview(page).received<Received>();
const names = async (page: Page) => (await received(page)).map((m) => m.name);

/** Every message so far: marked valid on the page, and valid here with ajv against docs/bridge.schema.json. */
async function expectAllValid(page: Page) {
  await expect.poll(async () => (await received(page)).every((m) => m.valid !== null)).toBe(true);
  const all = await received(page);
  expect(all.length).toBeGreaterThan(0);
  for (const m of all) {
    expect(m.valid, `${m.name}: ${m.errors.join('; ')}`).toBe(true);
    expect(m.contractVersion).toBe('1.0.0');
    expect(validate(m.message), `${m.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
  }
  await expect(page.locator('[data-testid="bridge-event"][data-valid="true"]')).toHaveCount(all.length);
  await expect(page.locator('[data-testid="bridge-event"][data-valid="false"]')).toHaveCount(0);
}

async function openWebview(page: Page, platform: 'IOS' | 'ANDROID', profile: Record<string, unknown> = {}): Promise<FrameLocator> {
  const session = await createSession(page.request, {
    legislation: 'FR',
    language: 'fr',
    platform,
    url_success: '/sandbox/return?outcome=success',
    ...profile,
  });
  await page.goto(session.webview_url);
  return page.frameLocator('[data-testid="webview-frame"]');
}

async function startCardPayment(app: FrameLocator, amount = '25') {
  await amountPage(app).payWith(MEAN_ID.CARD, amount);
  await expect(cardForm(app).root).toBeVisible();
}

for (const platform of ['IOS', 'ANDROID'] as const) {
  test.describe(`${platform} webview`, () => {
    test('on opening: appInitialized, isDarkStatusBar, statusBarHeight, then the close icon once the amount page is ready', async ({ page }) => {
      const app = await openWebview(page, platform, { is_dark: true });
      await expect(amountPage(app).input).toBeVisible();
      await expect(webview(page).message('paymentSetCloseNavigationIcon')).toHaveCount(1);
      // The wallets' questions (Google Pay on Android) come when the payment means are known: not counted here.
      const own = (await received(page)).filter((m) => !m.name.endsWith('Eligibility'));
      expect(own.map((m) => m.name)).toEqual(['appInitialized', 'isDarkStatusBar', 'statusBarHeight', 'paymentSetCloseNavigationIcon']);
      const [init, dark, height, icon] = own;
      expect(init!.payload).toEqual({ legislation: 'FR', language: 'fr' });
      expect(dark!.payload).toEqual({ isDark: true });
      expect(height!.payload).toEqual({});
      expect(icon!.payload).toEqual({ visible: true });
      // The simulated app acted on them: its close icon shows; the status bar answered 0 (no padding).
      await expect(page.getByTestId('webview-close-icon')).toHaveAttribute('data-visible', 'true');
      await expectAllValid(page);
    });

    test('a card payment: the close icon goes when the payment starts, paymentDepositSuccess before the return URL', async ({ page }) => {
      const app = await openWebview(page, platform);
      await startCardPayment(app);
      // The method's screen: the app hides its close icon (Cashier's own back leads).
      await expect.poll(() => webview(page).payloadsOf('paymentSetCloseNavigationIcon')).toEqual([{ visible: true }, { visible: false }]);
      await expect(page.getByTestId('webview-close-icon')).toBeHidden();
      await cardForm(app).pay(TEST_CARDS.success.number);
      await expect(webview(page).message('paymentDepositSuccess')).toHaveCount(1, { timeout: 20_000 });
      const [success] = await webview(page).payloadsOf('paymentDepositSuccess');
      expect(success).toMatchObject({ status: 'success', method: 'CARD', amount: 25 });
      expect(typeof success.transactionId).toBe('string');
      await expect(app.getByTestId('return-page')).toBeVisible({ timeout: 15_000 });
      await expectAllValid(page);
    });

    test('the issuer page opens in the app (paymentRedirectInApp); cancelling closes it (paymentCancelRedirectInApp)', async ({ page }) => {
      const app = await openWebview(page, platform);
      await startCardPayment(app);
      await cardForm(app).pay(TEST_CARDS.issuerRedirect.number);
      await expect(webview(page).message('paymentRedirectInApp')).toHaveCount(1, { timeout: 15_000 });
      const [redirect] = await webview(page).payloadsOf('paymentRedirectInApp');
      expect(redirect.reason).toBe('CARD_3DS1');
      expect(redirect.navigationStrategy).toBe('MANY');
      expect(new URL(redirect.url).pathname).toBe('/sandbox/acs/issuer');
      await expect(page.getByTestId('webview-inapp')).toBeVisible();
      await expect(page.frameLocator('[data-testid="webview-inapp-frame"]').getByTestId('issuer-page')).toBeVisible();
      // The player closes the app's browser: Cashier's waiting screen was under it; they choose another method.
      await page.getByTestId('webview-inapp-close').click();
      await expect(page.getByTestId('webview-inapp')).toBeHidden();
      await expect(app.getByTestId('issuer-redirect')).toBeVisible();
      expect(await names(page)).not.toContain('paymentCancelRedirectInApp');
      await app.getByTestId('issuer-redirect-cancel').click();
      await expect(webview(page).message('paymentCancelRedirectInApp')).toHaveCount(1);
      expect(await webview(page).payloadsOf('paymentCancelRedirectInApp')).toEqual([{}]);
      await expect(amountPage(app).input).toBeVisible();
      // Back on the amount page with no payment: the close icon again.
      await expect.poll(() => webview(page).payloadsOf('paymentSetCloseNavigationIcon')).toEqual([{ visible: true }, { visible: false }, { visible: true }]);
      await expectAllValid(page);
    });

    test('the issuer page approved in the app: the app brings the callback back into the webview, then paymentDepositSuccess', async ({ page }) => {
      const app = await openWebview(page, platform);
      await startCardPayment(app, '30');
      await cardForm(app).pay(TEST_CARDS.issuerRedirect.number);
      const issuer = page.frameLocator('[data-testid="webview-inapp-frame"]');
      await expect(issuer.getByTestId('issuer-page')).toBeVisible({ timeout: 15_000 });
      await issuer.getByTestId('issuer-approve').click();
      await expect(page.getByTestId('webview-inapp')).toBeHidden();
      await expect(webview(page).message('paymentDepositSuccess')).toHaveCount(1, { timeout: 20_000 });
      expect((await webview(page).payloadsOf('paymentDepositSuccess'))[0]).toMatchObject({ status: 'success', method: 'CARD', amount: 30 });
      await expectAllValid(page);
    });

    test("the FAQ opens in the device's browser (paymentRedirectInMobileBrowser); Cashier stays", async ({ page }) => {
      const app = await openWebview(page, platform);
      // The FAQ is tapped on the settled page: the means arrive after the amount input and push the footer
      // (below the fold) 310 px down, so a tap before them could land where the link was.
      await expect(app.getByTestId('mean-tile').first()).toBeVisible();
      const faq = app.getByTestId('footer-faq');
      const href = await faq.getAttribute('href');
      await faq.click();
      await expect(webview(page).message('paymentRedirectInMobileBrowser')).toHaveCount(1);
      expect(await webview(page).payloadsOf('paymentRedirectInMobileBrowser')).toEqual([{ url: href }]);
      await expect(page.getByTestId('webview-browser-url')).toHaveText(href!);
      await expect(amountPage(app).input).toBeVisible();
      expect(page.context().pages()).toHaveLength(1);
      await expectAllValid(page);
    });

    test('an ineligible player: paymentCloseApplication with the reason when the dialog closes', async ({ page }) => {
      const app = await openWebview(page, platform, { eligibility: { eligible: false, reason: 'DEP_UserTriedToDepositOverLimit' } });
      const dialog = errorDialog(app).root;
      await expect(dialog.getByRole('heading')).toHaveText(translation('fr', 'payment.deposit.eligibility.limits_reached.title'));
      expect(await names(page)).not.toContain('paymentCloseApplication');
      await errorDialog(app).closeButton.click();
      await expect(webview(page).message('paymentCloseApplication')).toHaveCount(1);
      expect(await webview(page).payloadsOf('paymentCloseApplication')).toEqual([{ reason: 'DEP_UserTriedToDepositOverLimit' }]);
      await expectAllValid(page);
    });
  });
}

test('MB Way in the Android webview: paymentRedirectAppToApp, then paymentDepositSuccess, both valid', async ({ page }) => {
  const app = await openWebview(page, 'ANDROID', { legislation: 'PT', language: 'pt', currency: 'EUR' });
  await amountPage(app).payWith(MEAN_ID.MBWAY, '30');
  await mbway(app).phone.fill('912345300');
  await mbway(app).submit.click();
  await expect(webview(page).message('paymentRedirectAppToApp')).toHaveCount(1);
  await app.getByTestId('mbway-app-approve').click();
  await expect(webview(page).message('paymentDepositSuccess')).toHaveCount(1, { timeout: 20_000 });
  await expectAllValid(page);
});

test.describe('a message that breaks the contract, sent on purpose', () => {
  test.use({ bridgeLawAllow: ['invalid', 'question-twice'] });

  test('the webview marks a message that breaks the contract in red, with what breaks it', async ({ page }) => {
    const app = await openWebview(page, 'IOS');
    await expect(amountPage(app).input).toBeVisible();
    // A message as an outdated app build would send it: an old version, transactionId dropped.
    await page
      .frames()[1]!
      .evaluate(() =>
        window.parent.postMessage(
          { channel: 'cashier.bridge', name: 'paymentDepositSuccess', contractVersion: '0.9.0', payload: { status: 'success', method: 'CARD', amount: 25 } },
          '*',
        ),
      );
    const bad = webview(page).message('paymentDepositSuccess');
    await expect(bad).toHaveAttribute('data-valid', 'false');
    await expect(bad.getByTestId('bridge-verdict')).toHaveText('invalid');
    await expect(bad.getByTestId('bridge-errors')).toContainText('/contractVersion must be "1.0.0"');
    await expect(bad.getByTestId('bridge-errors')).toContainText('/payload/transactionId is required');
    const [message] = (await received(page)).filter((m) => m.name === 'paymentDepositSuccess');
    expect(validate(message!.message)).toBe(false);
    // the law every test holds (bridge-law.ts) reports it
    expect(await bridgeBreaches(page.context())).toEqual([
      expect.objectContaining({ kind: 'invalid', detail: expect.stringContaining('paymentDepositSuccess') }),
    ]);
  });

  test('a wallet question asked twice in one page load breaks the law every test holds', async ({ page }) => {
    const app = await openWebview(page, 'ANDROID');
    await expect(amountPage(app).input).toBeVisible();
    const question = { channel: 'cashier.bridge', name: 'applePayEligibility', contractVersion: '1.0.0', payload: {} };
    await page.frames()[1]!.evaluate((m) => window.parent.postMessage(m, '*'), question);
    await expect(webview(page).message('applePayEligibility')).toHaveCount(1);
    expect((await bridgeBreaches(page.context())).filter((b) => b.kind === 'question-twice')).toEqual([]);
    await page.frames()[1]!.evaluate((m) => window.parent.postMessage(m, '*'), question);
    await expect(webview(page).message('applePayEligibility')).toHaveCount(2);
    expect((await bridgeBreaches(page.context())).filter((b) => b.kind === 'question-twice')).toEqual([
      { kind: 'question-twice', detail: 'applePayEligibility asked again in page load 1' },
    ]);
  });
});
