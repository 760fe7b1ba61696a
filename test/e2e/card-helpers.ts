// Helpers of the card e2e tests: the test cards, filling the form, and a recorder that
// collects every place a card number or CVV must never reach (URLs, storage, console, bridge messages).
import { expect, type Page, type Request } from '@playwright/test';
import { TEST_CARDS } from '../../sandbox/card-test-cards';
import { MEAN_ID, exposeDepositBodies } from './means-helpers';
import { amountPage, cardForm, CVV, EXPIRY, returnPage, sentBy } from './pages';

export { CVV, EXPIRY, TEST_CARDS };
export const RETURN_URL = '/sandbox/return?outcome=success';

export const isCardPost =
  (token = false) =>
  (r: Request) =>
    r.method() === 'POST' && new URL(r.url()).pathname === (token ? '/kong/v6/me/deposits/card/token' : '/kong/v6/me/deposits/card');

export interface LeakRecorder {
  urls: string[];
  console: string[];
  bridge: unknown[];
  /** Checks URLs, console, bridge messages and the page's storage for these secrets. */
  expectNoLeak(page: Page, secrets: { number: string; cvv: string }): Promise<void>;
}

/** Records requests, navigations, console lines and bridge messages (iOS handler stubbed for native runs). */
export async function recordLeaks(page: Page): Promise<LeakRecorder> {
  const rec: LeakRecorder = {
    urls: [],
    console: [],
    bridge: [],
    async expectNoLeak(p, { number, cvv }) {
      const cvvToken = new RegExp(`(^|\\D)${cvv}(\\D|$)`);
      for (const u of rec.urls) {
        expect(u, 'no card number in a URL').not.toContain(number);
        for (const v of new URL(u).searchParams.values()) expect(v, 'no CVV in a URL parameter').not.toBe(cvv);
      }
      for (const line of rec.console) {
        expect(line, 'no card number in the console').not.toContain(number);
        expect(cvvToken.test(line), `no CVV in the console: ${line}`).toBe(false);
      }
      const bridge = JSON.stringify(rec.bridge);
      expect(bridge).not.toContain(number);
      expect(cvvToken.test(bridge)).toBe(false);
      if (!p.isClosed() && new URL(p.url()).protocol.startsWith('http')) {
        const storage = await p.evaluate(() => JSON.stringify({ l: { ...localStorage }, s: { ...sessionStorage }, c: document.cookie })).catch(() => '');
        expect(storage).not.toContain(number);
        expect(cvvToken.test(storage)).toBe(false);
      }
      const cookies = JSON.stringify(await p.context().cookies());
      expect(cookies).not.toContain(number);
    },
  };
  page.on('request', (r) => rec.urls.push(r.url()));
  page.on('framenavigated', (f) => rec.urls.push(f.url()));
  page.on('console', (m) => rec.console.push(m.text()));
  await page.exposeFunction('__recordBridge', (m: unknown) => {
    rec.bridge.push(m);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __recordBridge(m: unknown): void; webkit?: unknown; __bridgeStub?: boolean };
    window.addEventListener('message', (e) => {
      const d = e.data as { channel?: string } | null;
      if (d && d.channel === 'cashier.bridge') w.__recordBridge(d);
    });
    if (new URLSearchParams(location.search).get('stub_ios') === '1' || sessionStorage.getItem('stub_ios') === '1') {
      sessionStorage.setItem('stub_ios', '1');
      w.webkit = { messageHandlers: { paymentBridge: { postMessage: (m: unknown) => w.__recordBridge(m) } } };
    }
  });
  return rec;
}

/** From the amount page: the card mean, an amount, Pay, then the card route. */
export async function openCardForm(page: Page, amount = '25', meanId: string = MEAN_ID.CARD): Promise<void> {
  await exposeDepositBodies(page);
  await page.route(/\/kong\/v6\/me\/deposits\/card(\/token)?$/, (route) => route.continue());
  await amountPage(page).payWith(meanId, amount);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/card');
}

export const fillCard = (page: Page, number: string, expiry = EXPIRY, cvv = CVV): Promise<void> => cardForm(page).fill(number, expiry, cvv);

/** Fills the form, waits for the brand, pays, and returns the card deposit request. */
export const payByCard = (page: Page, number: string): Promise<Request> => sentBy(page, isCardPost(), () => cardForm(page).pay(number));

export const returnStatus = (page: Page): Promise<URLSearchParams> => returnPage(page).params();

/** The challenge page: the ACS in its iframe, the code typed in it. */
export async function answerChallenge(page: Page, code: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/card/3ds2');
  const acs = page.frameLocator('[data-testid="threeds2-frame"]');
  await expect(acs.getByTestId('acs-challenge')).toBeVisible();
  await acs.getByTestId('acs-code').fill(code);
  await acs.getByTestId('acs-submit').click();
}
