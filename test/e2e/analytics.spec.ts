// Usage tracking with consent, end to end. The events of a full card deposit and of a
// failed mobile-money deposit arrive at the sandbox's collector (POST /ext/analytics/v1/events), complete
// with consent (TC_PRIVACY_CENTER holds category 5) and anonymised without it (SPEC 6: no mission_id,
// user_id except on the money movements that keep it, bet_id, message_concrete_mission_id); and no card
// number, CVV, session token, refresh token or BLIK code is ever in one. Expectations are written by hand
// from SPEC 6, 7, 8 and docs/analytics.md (the catalogue) / docs/decisions.md "Analytics".
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { createSession, openApp, type Session } from './sandbox';
import { CVV, openCardForm, payByCard, returnStatus, TEST_CARDS } from './card-helpers';
import { MEAN_ID, meansReady, RETURN_URL } from './means-helpers';
import { amountPage, blik, mobileMoney, returnPage } from './pages';

interface Collected {
  name: string;
  params: Record<string, unknown>;
  seq: number;
  device_id: string;
  session_id: string;
  session_count: number;
  sub_session_id: string;
  consent: { categories: number[]; personalised: boolean };
  app: Record<string, unknown>;
}

const WITH_CONSENT = '1,2,5';
const WITHOUT_CONSENT = '1,2,3,4';

/** The privacy center's cookie, as the operator's pages leave it (docs/decisions.md "Analytics"). */
async function privacyCookie(page: Page, value: string) {
  await page.context().addCookies([{ name: 'TC_PRIVACY_CENTER', value, url: test.info().project.use.baseURL! }]);
}

async function deviceOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cashier.analytics.device'))).not.toBeNull();
  return (await page.evaluate(() => localStorage.getItem('cashier.analytics.device')))!;
}

async function collected(page: Page, device: string): Promise<Collected[]> {
  const res = await page.request.get(`/sandbox/analytics/events?device=${encodeURIComponent(device)}`);
  return ((await res.json()) as { events: Collected[] }).events.sort((a, b) => a.seq - b.seq);
}

/** Waits until the collector holds an event of this name for the device, then gives every one. */
async function until(page: Page, device: string, name: string): Promise<Collected[]> {
  await expect.poll(async () => (await collected(page, device)).map((e) => e.name), { timeout: 20_000 }).toContain(name);
  return collected(page, device);
}

const one = (events: Collected[], name: string, pred: (e: Collected) => boolean = () => true): Collected => {
  const found = events.filter((e) => e.name === name && pred(e));
  expect(found, `one ${name}`).toHaveLength(1);
  return found[0]!;
};
const screen = (s: string) => (e: Collected) => e.params.screen === s;

/** Nothing secret in any collected event (DESIGN 7). */
function expectNoSecret(events: Collected[], secrets: string[]) {
  const all = JSON.stringify(events);
  for (const s of secrets) expect(all, 'a secret in an analytics event').not.toContain(s);
}

const FR = { legislation: 'FR', language: 'fr', currency: 'EUR', platform: 'web', universe: 'sports', brand: 'kestrel', url_success: RETURN_URL };

for (const consent of [true, false]) {
  const label = consent ? 'with consent: complete' : 'without consent: anonymised';

  test(`card deposit, ${label}`, async ({ page }) => {
    await privacyCookie(page, consent ? WITH_CONSENT : WITHOUT_CONSENT);
    const session = await openApp(page, FR);
    const pid = session.player_id;
    const device = await deviceOf(page);
    await openCardForm(page, '25');
    const req = await payByCard(page, TEST_CARDS.frictionless.number);
    const callId = (req.postDataJSON() as { correlation_id: string }).correlation_id;
    expect((await returnStatus(page)).get('status')).toBe('success');
    // The app left for the return page: the last batch went with the beacon (pagehide).
    const events = await until(page, device, 'deposit_front_success');

    // The common fields of every event: one device, one session (the first), one opening, the consent read.
    const categories = consent ? [1, 2, 5, 6] : [1, 2, 3, 4, 6];
    for (const e of events) {
      expect(e.device_id).toBe(device);
      expect(e.session_id).toBe(events[0]!.session_id);
      expect(e.session_count).toBe(1);
      expect(e.sub_session_id).toBe(events[0]!.sub_session_id);
      expect(e.consent).toEqual({ categories, personalised: consent });
      expect(e.app).toMatchObject({
        legislation: 'FR',
        language: 'fr',
        currency: 'EUR',
        platform: 'web',
        application_type: 'WEBAPP',
        universe: 'sports',
        brand: 'kestrel',
      });
    }
    const who = consent ? { user_id: pid } : {};
    const mission = `deposit-mission-${pid}`;

    expect(one(events, 'open_screen', screen('/')).params).toEqual({ screen: '/', previous_screen: null, ...who });
    // SPEC 6: mission_id and message_concrete_mission_id only with consent.
    expect(one(events, 'banner_displayed').params).toEqual(
      consent ? { template: 'banner_freebet', mission_id: mission, message_concrete_mission_id: mission, user_id: pid } : { template: 'banner_freebet' },
    );
    expect(one(events, 'payment_method_selected').params).toEqual({ method: 'CARD', mean: 'new', ...who });
    const request = one(events, 'deposit_request');
    expect(request.params).toEqual({ method: 'CARD', mean: 'new', amount: 25, currency: 'EUR', correlation_id: expect.any(String), ...who });
    expect(one(events, 'open_screen', screen('/card')).params).toEqual({ screen: '/card', previous_screen: '/', ...who });
    // The money movements keep user_id, consent or not (docs/decisions.md "Analytics").
    const call = one(events, 'payment_deposit_request');
    expect(call.params).toEqual({ method: 'CARD', mean: 'new', amount: 25, currency: 'EUR', flow: 'card', correlation_id: callId, user_id: pid });
    const success = one(events, 'deposit_front_success');
    expect(success.params).toEqual({
      method: 'CARD',
      amount: 25,
      currency: 'EUR',
      status: 'success',
      unconfirmed: false,
      transaction_id: expect.any(String),
      user_id: pid,
    });
    expect(request.seq).toBeLessThan(call.seq);
    expect(call.seq).toBeLessThan(success.seq);
    expect(events.filter((e) => ['deposit_failed', 'error_displayed'].includes(e.name))).toEqual([]);

    expectNoSecret(events, [TEST_CARDS.frictionless.number, `"${CVV}"`, session.token, session.refresh_token]);
  });

  test(`failed mobile-money deposit, ${label}`, async ({ page }) => {
    await privacyCookie(page, consent ? WITH_CONSENT : WITHOUT_CONSENT);
    // Polling (flag off): the failure carries the operator's reason (SPEC 4; docs/sandbox.md: number ending 101).
    const session = await openApp(page, {
      legislation: 'CI',
      language: 'en',
      currency: 'XOF',
      feature_flags: { 'payment-f-gordon-async-deposit-enabled': false },
    });
    const pid = session.player_id;
    const device = await deviceOf(page);
    await page.route(/\/kong\/v6\/me\/deposits\/mobilemoney$/, (route) => route.continue());
    await amountPage(page).payWith(MEAN_ID.MOBILEMONEY, '5000');
    await page.getByTestId('momo-operator-MTN').click();
    await mobileMoney(page).phone.fill('0501020101');
    const [req] = await Promise.all([
      page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/kong/v6/me/deposits/mobilemoney'),
      mobileMoney(page).submit.click(),
    ]);
    const callId = (req.postDataJSON() as { correlation_id: string }).correlation_id;
    await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 15_000 });
    // The page stays: the batch leaves 2 s after its first event.
    const events = await until(page, device, 'error_displayed');

    const who = consent ? { user_id: pid } : {};
    const reason = 'payment.insufficientfunds.momo';
    for (const e of events) expect(e.consent).toEqual({ categories: consent ? [1, 2, 5, 6] : [1, 2, 3, 4, 6], personalised: consent });
    expect(events.map((e) => e.name)).not.toContain('banner_displayed'); // no banner in CI
    expect(
      events
        .filter((e) => e.name === 'open_screen')
        .slice(0, 3)
        .map((e) => e.params),
    ).toEqual([
      { screen: '/', previous_screen: null, ...who },
      { screen: '/method_operator', previous_screen: '/', ...who },
      { screen: '/mobile-money', previous_screen: '/method_operator', ...who },
    ]);
    expect(one(events, 'payment_method_selected').params).toEqual({ method: 'MOBILEMONEY', mean: 'new', ...who });
    expect(one(events, 'deposit_request').params).toEqual({
      method: 'MOBILEMONEY',
      mean: 'new',
      amount: 5000,
      currency: 'XOF',
      correlation_id: callId,
      ...who,
    });
    expect(one(events, 'mobile_money_operator_selected').params).toEqual({ operator: 'MTN', ...who });
    expect(one(events, 'payment_deposit_request').params).toEqual({
      method: 'MOBILEMONEY',
      mean: 'new',
      amount: 5000,
      currency: 'XOF',
      flow: 'mobileMoney',
      correlation_id: callId,
      user_id: pid,
    });
    // SPEC 7 and 8: 'deposit failed' on the failure, and the error dialog shown (tracked) over the amount page.
    const failed = one(events, 'deposit_failed');
    expect(failed.params).toEqual({ method: 'MOBILEMONEY', amount: 5000, currency: 'XOF', reason, user_id: pid });
    const shown = one(events, 'error_displayed');
    expect(shown.params).toEqual({ error_code: reason, screen: '/', ...who });
    expect(failed.seq).toBeLessThan(shown.seq);
    expect(events.map((e) => e.name)).not.toContain('deposit_front_success');

    expectNoSecret(events, ['0501020101', session.token, session.refresh_token]);
  });
}

test('a BLIK code, the session and refresh tokens never reach an analytics event', async ({ page }) => {
  await privacyCookie(page, WITH_CONSENT);
  const session: Session = await openApp(page, { legislation: 'PL', language: 'pl', currency: 'PLN', url_success: RETURN_URL, tokens: [] });
  const device = await deviceOf(page);
  await page.route(/\/kong\/v6\/me\/deposits\/blik$/, (route) => route.continue());
  await amountPage(page).payWith(MEAN_ID.BLIK, '100');
  await blik(page).code.fill('777123');
  await blik(page).submit.click();
  await expect(returnPage(page).root).toBeVisible({ timeout: 20_000 });
  const events = await until(page, device, 'deposit_front_success');
  expect(one(events, 'payment_deposit_request').params).toMatchObject({ method: 'BLIK', mean: 'new', amount: 100, currency: 'PLN', flow: 'blik' });
  expectNoSecret(events, ['777123', session.token, session.refresh_token]);
});

test("a page left before the sender's chunk arrived: the next page sends what the player did there", async ({ page }) => {
  await privacyCookie(page, WITH_CONSENT);
  // The sender's chunk never reaches the first page (a slow or failed load): its events wait in the page.
  const SENDER_CHUNK = /\/assets\/sender-[^/]+\.js$/;
  await page.route(SENDER_CHUNK, (route) => route.abort());
  const session = await openApp(page, { legislation: 'PL', language: 'pl', currency: 'PLN', url_success: RETURN_URL, tokens: [] });
  await meansReady(page);
  await amountPage(page).choose(MEAN_ID.BLIK);
  await page.unroute(SENDER_CHUNK);
  await page.reload();
  await meansReady(page);
  const device = await deviceOf(page);
  // docs/decisions.md "Analytics · The outbox": kept at pagehide, sent by the next page, once.
  const events = await until(page, device, 'payment_method_selected');
  expect(one(events, 'payment_method_selected').params).toEqual({ method: 'BLIK', mean: 'new', user_id: session.player_id });
  await expect.poll(async () => (await collected(page, device)).filter(screen('/')).length).toBe(2);
});

test('the simulated webview and the launcher show the events live', async ({ page, browser }) => {
  const launcher = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await launcher.goto('/sandbox');
  await expect(launcher.getByTestId('analytics-panel')).toBeVisible();
  const session: Session = await createSession(page.request, { legislation: 'FR', language: 'fr' });
  await page.goto(session.webview_url);
  const panel = page.getByTestId('analytics-panel');
  // The app in the device frame reaches the amount page: its open_screen arrives in both panels.
  await expect(panel.locator('[data-testid="analytics-event"][data-name="open_screen"]').first()).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('[data-testid="analytics-event"]').first()).toContainText('anonymised');
  await expect(launcher.locator('[data-testid="analytics-event"][data-name="open_screen"]').first()).toBeVisible();
  await launcher.context().close();
});
