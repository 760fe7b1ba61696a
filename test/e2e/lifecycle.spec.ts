// Page lifecycle in the browser (docs/qa.md "Page lifecycle"): the runs of test/lifecycle/runs.ts, each a
// (screen state × page event) pair of the machines' graphs, with the rule of test/lifecycle/rules.ts
// asserted: the amount page with the chosen method and amount, the same step, the wait resumed or "we are
// confirming", the bank's challenge again. Pages are shared within a run (one page, one event).
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { callsOf, createSession, openApp } from './sandbox';
import { MEAN_ID, markedTiles, meansReady, tile } from './means-helpers';
import { answerChallenge, fillCard, openCardForm, payByCard, recordLeaks, RETURN_URL, returnStatus, TEST_CARDS } from './card-helpers';
import { LIFECYCLE_RUNS } from '../lifecycle/runs';

const FR = { legislation: 'FR', language: 'en', url_success: RETURN_URL };
const run = (id: string) => {
  const r = LIFECYCLE_RUNS.find((x) => x.id === id)!;
  return `${r.id} ${r.machine} ${r.state} × ${r.event}`;
};

/** Rule "the amount page with the chosen method and amount". */
async function expectAmountChosen(page: Page, meanId: string, amount: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
  await expect(page.getByTestId('amount-input')).toHaveValue(amount, { timeout: 15_000 });
  await expect.poll(() => markedTiles(page)).toEqual([meanId]);
  await expect(page.getByTestId('card-form')).toHaveCount(0);
}

/** Rule "the wait resumed or 'we are confirming'": never the card form, never a spinning Pay. */
async function expectConfirming(page: Page) {
  await expect(page.getByTestId('card-stop-waiting').or(page.getByTestId('deposit-unconfirmed')).or(page.getByTestId('issuer-redirect'))).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('card-form')).toBeHidden();
  await expect(page.getByTestId('card-submit')).toBeHidden();
}

/** As expectConfirming, while the wait may still hand the player over (SPEC 4: status pending). */
async function expectConfirmingOrReturned(page: Page) {
  await expect(page.getByTestId('card-form')).toBeHidden();
  await expect(page.getByTestId('card-submit')).toBeHidden();
  if (await page.getByTestId('return-page').isVisible()) expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
}

/**
 * The page hidden, then shown: the document's visibility as a browser tab or a native webview reports it.
 * dispatchEvent runs every listener (the monitor's pause, the analytics flush) before it returns; the evaluate
 * then waits for one task of the page, so what they queued (promise callbacks, a task) has run before the page
 * is shown again. No request marks it in every state: the flush only sends a batch that holds events.
 */
async function hideAndShow(page: Page) {
  const set = (state: 'hidden' | 'visible') =>
    page.evaluate(async (s) => {
      Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
      Object.defineProperty(document, 'hidden', { value: s === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      // order: one task of the page, which runs after what the listeners queued
      await new Promise((r) => setTimeout(r, 0));
    }, state);
  await set('hidden');
  await set('visible');
}

/** The tab's sessionStorage, as Duplicate copies it. */
const tabStorage = (page: Page) => page.evaluate(() => Object.entries(sessionStorage));

/**
 * The app reopened in a new tab of the same session: Duplicate copies the tab's sessionStorage (`entries`, when
 * the page cannot be asked: it is leaving for a provider).
 */
async function duplicate(page: Page, copied?: Array<[string, string]>): Promise<Page> {
  const entries = copied ?? (await tabStorage(page));
  const copy = await page.context().newPage();
  await copy.addInitScript((e: Array<[string, string]>) => {
    if (sessionStorage.length === 0) for (const [k, v] of e) sessionStorage.setItem(k, v);
  }, entries);
  await copy.goto(page.url());
  return copy;
}

/** Rule "the same page or the amount page, with a way on": `same` shown again, or the chosen mean and amount. */
async function expectSameOrAmount(page: Page, same: Locator, meanId: string, amount: string) {
  const amountInput = page.getByTestId('amount-input');
  await expect(same.or(amountInput).first()).toBeVisible({ timeout: 15_000 });
  if (await same.isVisible()) return;
  await expectAmountChosen(page, meanId, amount);
  await expect(page.getByTestId('pay-button')).toBeEnabled();
}

/**
 * Holds the requests to `url` until released; they then go on to the sandbox (one whose page has gone
 * meanwhile is dropped). `arrived` resolves when the first one is held.
 */
async function hold(page: Page, url: RegExp) {
  let open = () => {};
  let seen = () => {};
  let held = 0;
  const gate = new Promise<void>((r) => {
    open = r;
  });
  const arrived = new Promise<void>((r) => {
    seen = r;
  });
  await page.context().route(url, async (route) => {
    held += 1;
    seen();
    await gate;
    await route.continue().catch(() => {}); // its page reloaded or left: nothing to answer
  });
  return { arrived, count: () => held, release: () => open() };
}

/** Browser back, then forward (the lifecycle event), each waited for by what the page then shows. */
async function backThenForward(page: Page) {
  await page.goBack();
  await page.goForward();
}

/** In the native iOS app (a stubbed WKScriptMessageHandler records the bridge). */
async function openInIosApp(page: Page) {
  const leaks = await recordLeaks(page);
  await page.addInitScript(() => sessionStorage.setItem('stub_ios', '1'));
  await openApp(page, { ...FR, platform: 'IOS' });
  await page.reload();
  return leaks;
}

async function choosePaysafecard(page: Page, amount: string) {
  await meansReady(page);
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  await expect(tile(page, MEAN_ID.PAYSAFECARD)).toHaveAttribute('data-selected', 'true');
  await page.getByTestId('amount-input').fill(amount);
}

test.describe('page lifecycle', () => {
  test.describe.configure({ timeout: 90_000 });

  test(run('L1'), async ({ page }) => {
    await openApp(page, FR);
    await choosePaysafecard(page, '30');
    await page.reload();
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
  });

  test(run('L2'), async ({ page }) => {
    await openApp(page, FR);
    await choosePaysafecard(page, '30');
    await hideAndShow(page);
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
    await expect(page.getByTestId('pay-button')).toBeEnabled();
  });

  test(`${run('L3')}; ${run('L4')}`, async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await fillCard(page, TEST_CARDS.success.number);
    await page.reload();
    await expectAmountChosen(page, MEAN_ID.CARD, '30');
    // L4: the card form again, then back and forward
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('card-form')).toBeVisible();
    await page.goBack();
    await expectAmountChosen(page, MEAN_ID.CARD, '30');
    await page.goForward();
    await expectAmountChosen(page, MEAN_ID.CARD, '30');
  });

  test(run('L5'), async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await fillCard(page, TEST_CARDS.success.number);
    const copy = await duplicate(page);
    await expectAmountChosen(copy, MEAN_ID.CARD, '30');
  });

  test(`${run('L6')}; ${run('L7')}; ${run('L8')}; ${run('L20')}`, async ({ page }) => {
    await openApp(page, FR);
    // the 3DS2 result is never ready: every HEAD answers "not ready" (held requests would take the
    // context's connections from the duplicated tab)
    await page.context().route(/\/kong\/v4\/me\/transactions\//, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'X-Poll-Interval': '2000', 'X-Transaction-IsReady': 'false', 'Access-Control-Expose-Headers': 'X-Poll-Interval, X-Transaction-IsReady' },
      }),
    );
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.frictionless.number);
    await expect(page.getByTestId('card-stop-waiting')).toBeVisible({ timeout: 15_000 });
    await expectConfirming(page);
    await hideAndShow(page); // L7
    await expectConfirming(page);
    await page.goBack(); // L20: no back in the bank's wait: the wait stays, on its route
    await expectConfirming(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/card');
    await page.goForward();
    await expectConfirming(page);
    await page.reload(); // L6
    await expectConfirming(page);
    // L8 last: the duplicated tab refreshes the session, and the first tab's refresh token is then spent
    // (docs/qa.md "Page lifecycle", what the runs found)
    const copy = await duplicate(page);
    await expectConfirming(copy);
    // the way out of the wait: "we are confirming", never a failure
    if (await copy.getByTestId('card-stop-waiting').isVisible()) await copy.getByTestId('card-stop-waiting').click();
    await expect(copy.getByTestId('deposit-unconfirmed')).toBeVisible();
    await expect(copy.getByTestId('error-dialog')).toHaveCount(0);
  });

  test(`${run('L9')}; ${run('L11')}`, async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.challenge.number);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/card/3ds2');
    const acs = page.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge');
    await expect(acs).toBeVisible({ timeout: 10_000 });
    await hideAndShow(page); // L11
    await expect(acs).toBeVisible();
    await page.reload(); // L9: the bank's challenge again, never an empty card form
    await expect(page.getByTestId('threeds2-page')).toBeVisible({ timeout: 15_000 });
    await expect(acs).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('card-form')).toHaveCount(0);
    await answerChallenge(page, '1234');
    expect((await returnStatus(page)).get('status')).toBe('success');
  });

  test(run('L10'), async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.challenge.number);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/card/3ds2');
    const copy = await duplicate(page);
    await expect(copy.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge')).toBeVisible({ timeout: 15_000 });
    await expect(copy.getByTestId('card-form')).toHaveCount(0);
  });

  test(`${run('L12')}; ${run('L15')}`, async ({ page }) => {
    await openInIosApp(page);
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.issuerRedirect.number);
    await expect(page.getByTestId('issuer-redirect')).toBeVisible({ timeout: 15_000 });
    await hideAndShow(page); // L12: the in-app browser closed over the webview
    // the wait and its way out at the top, inside the viewport; no card form, no spinning Pay
    await expect(page.getByTestId('issuer-redirect-cancel')).toBeInViewport();
    await expect(page.getByTestId('issuer-redirect-cancel')).toBeEnabled();
    await expect(page.getByTestId('card-submit')).toBeHidden();
    await expect(page.getByTestId('card-form')).toBeHidden();
    await page.reload(); // L15: the issuer transaction read again (the sandbox's reads it as pending)
    // pending, as SPEC 4 success handling hands it over (status pending), or the wait: never a form, never failed
    // The resumed read may end the wait at any moment, so the return page is one of the ends the rule accepts
    // (never the bank's wait alone, which could still turn into it while the test looks).
    const returned = page.getByTestId('return-page');
    await expect(
      returned.or(page.getByTestId('card-stop-waiting')).or(page.getByTestId('deposit-unconfirmed')).or(page.getByTestId('issuer-redirect')),
    ).toBeVisible({ timeout: 15_000 });
    if (await returned.isVisible()) expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
    else await expectConfirmingOrReturned(page);
  });

  test(run('L13'), async ({ page }) => {
    await openApp(page, { ...FR, tokens: [{ type: 'CARD' }] });
    await choosePaysafecard(page, '30');
    await page.getByTestId('pay-button').click();
    await page.getByTestId('provider-decline').click();
    await expect(page.getByTestId('error-dialog')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('error-dialog-close').click();
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
  });

  test(run('L14'), async ({ page }) => {
    await openApp(page, { ...FR, tokens: [{ type: 'CARD' }] });
    await choosePaysafecard(page, '30');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('provider-decline')).toBeVisible({ timeout: 15_000 });
    await page.goBack();
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
  });

  test(`${run('L17')}; ${run('L16')}`, async ({ page }) => {
    await openApp(page, { ...FR, tokens: [{ type: 'CARD' }] });
    await choosePaysafecard(page, '30');
    await backThenForward(page); // L17: the page before the app, then the app again
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
    const copy = await duplicate(page); // L16
    await expectAmountChosen(copy, MEAN_ID.PAYSAFECARD, '30');
  });

  test(`${run('L18')}; ${run('L19')}`, async ({ page }) => {
    await openApp(page, { ...FR, tokens: [{ type: 'CARD' }] });
    const provider = await hold(page, /\/sandbox\/provider\//);
    await choosePaysafecard(page, '30');
    await page.getByTestId('pay-button').click();
    await provider.arrived; // the page is leaving for the provider
    // The reload cancels the held navigation to the provider, which Playwright reports as the reload's abort:
    // what the page then shows is what counts (below).
    await page.reload().catch((e: Error) => {
      if (!/ERR_ABORTED/.test(e.message)) throw e;
    });
    await expectAmountChosen(page, MEAN_ID.PAYSAFECARD, '30');
    const entries = await tabStorage(page); // what the tab holds as it leaves (nothing is written after Pay here)
    await page.getByTestId('pay-button').click();
    await expect.poll(() => provider.count()).toBe(2); // leaving again
    const copy = await duplicate(page, entries); // L19
    await expectAmountChosen(copy, MEAN_ID.PAYSAFECARD, '30');
    provider.release();
  });

  test(run('L21'), async ({ page }) => {
    await openApp(page, { legislation: 'PL', language: 'en', currency: 'PLN', url_success: RETURN_URL, tokens: [] });
    await meansReady(page);
    await tile(page, MEAN_ID.BLIK).click();
    await page.getByTestId('amount-input').fill('100');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('blik-form')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('blik-code').fill('777200'); // the bank never answers
    await page.getByTestId('blik-submit').click();
    await expect(page.getByTestId('blik-waiting')).toBeVisible({ timeout: 15_000 });
    await page.goBack(); // back in the wait: success handling with status pending (docs/decisions.md "BLIK · The wait")
    expect((await returnStatus(page)).get('status')).toBe('pending');
    // the app left for the return URL, which replaced what was ahead: forward has nowhere to go
    await page.goForward();
    await expect(page.getByTestId('return-page')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
  });

  test(run('L22'), async ({ page }) => {
    await page.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('sandbox.googlePay', 'card'); // not on the blank page back leads to
    });
    await openApp(page, { ...FR, first_deposit: true, payment_methods: ['CARD', 'GOOGLEPAY', 'PAYSAFECARD'] });
    const call = await hold(page, /\/kong\/v6\/me\/deposits\/googlepay$/);
    await meansReady(page);
    await tile(page, MEAN_ID.GOOGLEPAY).click();
    await page.getByTestId('amount-input').fill('50');
    await page.getByTestId('pay-button').click();
    await page.getByTestId('gpay-sheet').getByTestId('gpay-card-visa-success').click();
    await call.arrived; // the deposit call is on its way: it may be recorded
    await backThenForward(page);
    // DESIGN 7: not known, so "we could not confirm" or the hand-over with status pending, never a fresh Pay
    const returned = page.getByTestId('return-page');
    await expect(returned.or(page.getByTestId('deposit-unconfirmed'))).toBeVisible({ timeout: 15_000 });
    if (await returned.isVisible()) expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
    call.release();
  });

  test(run('L23'), async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.issuerRedirect.number);
    await expect(page.getByTestId('issuer-page')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('issuer-approve').click(); // the issuer's page returns through the callback route
    expect((await returnStatus(page)).get('status')).toBe('success');
  });

  test(run('L24'), async ({ page }) => {
    await openInIosApp(page);
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.issuerRedirect.number);
    await expect(page.getByTestId('issuer-redirect')).toBeVisible({ timeout: 15_000 });
    const copy = await duplicate(page);
    const returned = copy.getByTestId('return-page');
    await expect(
      returned.or(copy.getByTestId('card-stop-waiting')).or(copy.getByTestId('deposit-unconfirmed')).or(copy.getByTestId('issuer-redirect')),
    ).toBeVisible({ timeout: 15_000 });
    if (await returned.isVisible()) expect(new URL(copy.url()).searchParams.get('status')).toBe('pending');
    else await expectConfirmingOrReturned(copy);
  });

  test(`${run('L25')}; ${run('L26')}; ${run('L27')}`, async ({ page }) => {
    await openApp(page, FR);
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.challenge.number);
    const acs = page.frameLocator('[data-testid="threeds2-frame"]').getByTestId('acs-challenge');
    const question = page.getByTestId('threeds2-cancel-dialog');
    await expect(acs).toBeVisible({ timeout: 15_000 });
    await backThenForward(page); // L25: back asks first (SPEC 4 detail 3), on the challenge's page
    await expect(question).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/card/3ds2');
    await backThenForward(page); // L26: back on the question goes back to the challenge
    await expect(question).toHaveCount(0);
    await expect(acs).toBeVisible();
    await page.goBack();
    await expect(question).toBeVisible();
    await page.reload(); // L27: the bank's challenge again, never an empty card form
    await expect(page.getByTestId('threeds2-page')).toBeVisible({ timeout: 15_000 });
    await expect(acs).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('card-form')).toHaveCount(0);
    await answerChallenge(page, '1234');
    expect((await returnStatus(page)).get('status')).toBe('success');
  });

  test(`${run('L28')}; ${run('L30')}; ${run('L29')}`, async ({ page }) => {
    await openApp(page, { ...FR, tokens: [{ type: 'CARD' }] });
    const dialog = page.getByTestId('error-dialog');
    const decline = async () => {
      await page.getByTestId('pay-button').click();
      await page.getByTestId('provider-decline').click();
      await expect(dialog).toBeVisible({ timeout: 15_000 });
    };
    await choosePaysafecard(page, '30');
    await decline();
    await page.reload(); // L28
    await expectSameOrAmount(page, dialog, MEAN_ID.PAYSAFECARD, '30');
    if (await dialog.isVisible()) await page.getByTestId('error-dialog-close').click();
    await decline();
    await backThenForward(page); // L30
    await expectSameOrAmount(page, dialog, MEAN_ID.PAYSAFECARD, '30');
    if (await dialog.isVisible()) await page.getByTestId('error-dialog-close').click();
    await decline();
    const copy = await duplicate(page); // L29
    await expectSameOrAmount(copy, copy.getByTestId('error-dialog'), MEAN_ID.PAYSAFECARD, '30');
  });

  test(`${run('L31')}; ${run('L33')}; ${run('L32')}`, async ({ page }) => {
    const session = await openApp(page, { ...FR, legislation: 'PT' });
    const posts = async () =>
      (await callsOf(page.request, session.player_id)).filter((c) => c.method === 'POST' && c.path.startsWith('/kong/v6/me/deposits/multibanco')).length;
    const reference = page.getByTestId('multibanco-dialog');
    const pay = async () => {
      if (await reference.isVisible()) await page.getByTestId('multibanco-close').click();
      await page.getByTestId('pay-button').click();
      await expect(reference).toBeVisible({ timeout: 15_000 });
      return posts();
    };
    await meansReady(page);
    await tile(page, MEAN_ID.MULTIBANCO).click();
    await page.getByTestId('amount-input').fill('30');
    let sent = await pay();
    expect(sent).toBe(1);
    await page.reload(); // L31: the reference again or the amount page as chosen; nothing is sent again
    await expectSameOrAmount(page, reference, MEAN_ID.MULTIBANCO, '30');
    expect(await posts()).toBe(sent);
    sent = await pay();
    await backThenForward(page); // L33: back closes the reference (as its Done does)
    await expectSameOrAmount(page, reference, MEAN_ID.MULTIBANCO, '30');
    expect(await posts()).toBe(sent);
    sent = await pay();
    const copy = await duplicate(page); // L32
    await expectSameOrAmount(copy, copy.getByTestId('multibanco-dialog'), MEAN_ID.MULTIBANCO, '30');
    expect(await posts()).toBe(sent); // none for a reload, back or a new tab
  });

  test(`${run('L34')}; ${run('L36')}; ${run('L35')}`, async ({ page }) => {
    await openApp(page, FR);
    // the 3DS2 result is never ready (as L6)
    await page.context().route(/\/kong\/v4\/me\/transactions\//, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'X-Poll-Interval': '2000', 'X-Transaction-IsReady': 'false', 'Access-Control-Expose-Headers': 'X-Poll-Interval, X-Transaction-IsReady' },
      }),
    );
    const unconfirmed = async (p: Page) => {
      await p.getByTestId('card-stop-waiting').click();
      await expect(p.getByTestId('deposit-unconfirmed')).toBeVisible();
    };
    await openCardForm(page, '30');
    await payByCard(page, TEST_CARDS.frictionless.number);
    await expect(page.getByTestId('card-stop-waiting')).toBeVisible({ timeout: 15_000 });
    await unconfirmed(page);
    await page.reload(); // L34: the deposit is still not known: its wait again or "we are confirming", never the amount page
    await expectConfirming(page);
    await expect(page.getByTestId('amount-input')).toBeHidden();
    if (await page.getByTestId('card-stop-waiting').isVisible()) await unconfirmed(page);
    await backThenForward(page); // L36
    await expectConfirming(page);
    await expect(page.getByTestId('amount-input')).toBeHidden();
    if (await page.getByTestId('card-stop-waiting').isVisible()) await unconfirmed(page);
    const copy = await duplicate(page); // L35
    await expectConfirming(copy);
    await expect(copy.getByTestId('amount-input')).toBeHidden();
    // Continue ends it: then the amount page, the deposit no longer resumed
    if (await copy.getByTestId('card-stop-waiting').isVisible()) await unconfirmed(copy);
    await copy.getByTestId('confirmation-close').click();
    await expect(copy.getByTestId('return-page')).toBeVisible({ timeout: 15_000 });
    expect(new URL(copy.url()).searchParams.get('status')).toBe('pending');
  });

  /** A dead end shown again after a reload, back and forward, and a new tab (the duplicate last: it spends the first tab's refresh token). */
  async function deadEndAgain(page: Page, profile: Record<string, unknown>, testId: string) {
    await openApp(page, profile);
    const end = page.getByTestId(testId);
    await expect(end).toBeVisible({ timeout: 15_000 });
    const text = (await end.textContent()) ?? '';
    await page.reload();
    await expect(end).toBeVisible({ timeout: 15_000 });
    await expect(end).toHaveText(text);
    await backThenForward(page);
    await expect(end).toBeVisible({ timeout: 15_000 });
    await expect(end).toHaveText(text);
    const copy = await duplicate(page);
    await expect(copy.getByTestId(testId)).toBeVisible({ timeout: 15_000 });
    await expect(copy.getByTestId(testId)).toHaveText(text);
    await expect(copy.getByTestId('amount-input')).toHaveCount(0);
  }

  test(`${run('L37')}; ${run('L38')}; ${run('L39')}`, async ({ page }) => {
    await deadEndAgain(page, { ...FR, faults: { eligibility: 'http500' } }, 'technical-error');
  });

  test(`${run('L40')}; ${run('L41')}; ${run('L42')}`, async ({ page }) => {
    await openApp(page, { ...FR, session_expired: true });
    await expect(page.getByTestId('session-timeout')).toBeVisible({ timeout: 15_000 });
    // Rule "the session cannot go on": the session timeout page, or SPEC 4's failed context init once the page
    // loads again without a usable session; with its way on, never the amount page.
    const sessionGone = async (p: Page) => {
      const timeout = p.getByTestId('session-timeout');
      await expect(timeout.or(p.getByTestId('technical-error'))).toBeVisible({ timeout: 15_000 });
      if (!(await timeout.isVisible())) await expect(p.getByTestId('technical-error-retry')).toBeEnabled();
      await expect(p.getByTestId('amount-input')).toHaveCount(0);
    };
    await page.reload(); // L40
    await sessionGone(page);
    await backThenForward(page); // L41
    await sessionGone(page);
    await sessionGone(await duplicate(page)); // L42
  });

  test(`${run('L43')}; ${run('L44')}; ${run('L45')}`, async ({ page }) => {
    await deadEndAgain(page, { ...FR, eligibility: { eligible: false, reason: 'payment.deposit.eligibility.not_eligible' } }, 'error-dialog');
  });

  test(`${run('L46')}; ${run('L47')}; ${run('L48')}`, async ({ page }) => {
    await openApp(page, { ...FR, tokens: [{ type: 'CARD' }] });
    await choosePaysafecard(page, '30');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('provider-decline')).toBeVisible({ timeout: 15_000 });
    const read = await hold(page, /\/kong\/v4\/me\/(transactions\/|deposits\/status)/);
    await page.getByTestId('provider-decline').click();
    const callback = page.getByTestId('callback');
    await expect(callback).toBeVisible({ timeout: 15_000 });
    await read.arrived;
    await page.reload(); // L46: the same return read again (its URL carries it)
    await expect(callback).toBeVisible({ timeout: 15_000 });
    await backThenForward(page); // L47: the provider's page, then the return again
    await expect(callback).toBeVisible({ timeout: 15_000 });
    const copy = await duplicate(page); // L48
    await expect(copy.getByTestId('callback')).toBeVisible({ timeout: 15_000 });
    read.release();
    // each reads the return: the refusal, then the chosen method and amount back (SPEC 4 Callback)
    for (const p of [page, copy]) {
      await expect(p.getByTestId('error-dialog')).toBeVisible({ timeout: 15_000 });
      await p.getByTestId('error-dialog-close').click();
      await expectAmountChosen(p, MEAN_ID.PAYSAFECARD, '30');
    }
  });

  test(`${run('L49')}; ${run('L50')}; ${run('L51')}`, async ({ page }) => {
    const session = await createSession(page.request, {
      legislation: 'FR',
      language: 'en',
      feature_flags: { 'payment-f-new-withdrawal-flow-enabled': true },
      tokens: [{ type: 'BANK_ACCOUNT', iban: 'FR7630006000011234567890189', holder_name: 'Camille Martin' }],
      withdrawals: { pending: [{ amount: 50 }, { amount: 120.5, cancellable: false }] },
    });
    await page.goto(session.app_url.replace(/^\/\?/, '/pending?'));
    const listed = async (p: Page) => {
      await expect(p.getByTestId('withdrawal-item')).toHaveCount(2, { timeout: 15_000 });
      expect(new URL(p.url()).pathname).toBe('/pending');
    };
    await listed(page);
    await page.reload(); // L49
    await listed(page);
    // L50, L51: the list again, or the amount page with its way on (rule "the same page or the amount page")
    const listedOrAmount = async (p: Page) => {
      const items = p.getByTestId('withdrawal-item');
      await expect(items.first().or(p.getByTestId('amount-input'))).toBeVisible({ timeout: 15_000 });
      if (await items.first().isVisible()) await listed(p);
      else await expect(p.getByTestId('pay-button')).toBeEnabled();
    };
    await backThenForward(page); // L50
    await listedOrAmount(page);
    await listedOrAmount(await duplicate(page)); // L51
  });
});
