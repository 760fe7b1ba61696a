// Index.html's inline script exchanges the token and starts the amount page's first
// calls before the bundle runs; the app takes those answers instead of calling again. Whatever the
// timing, each call goes out once, and one language catalog is fetched: the player's.
import { expect, test } from './fixtures';
import { createSession, openApp } from './sandbox';

for (const language of ['pl', 'en'] as const) {
  test(`a ${language} player's amount page: every call once, and only the ${language} catalog`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/kong/') || url.pathname.startsWith('/assets/')) requests.push(`${r.method()} ${url.pathname}`);
    });
    await openApp(page, { legislation: language === 'pl' ? 'PL' : 'COM', language });
    await expect(page.getByTestId('amount-preset').first()).toBeVisible();
    await expect(page.getByTestId('mean-tile').first()).toBeVisible();

    const kong = requests.filter((r) => r.includes(' /kong/'));
    const count = (path: string) => kong.filter((r) => r === `GET ${path}` || r.startsWith(`GET ${path}/`)).length;
    expect(count('/kong/v3/single-use')).toBe(1);
    for (const path of [
      '/kong/v6/me/deposits/eligibility',
      '/kong/v6/me/deposits/last-successful',
      '/kong/v2/featureflipping',
      '/kong/v2/me/deposit/options',
      '/kong/v7/me/payment-methods/deposit',
      '/kong/v7/me/tokens/deposit',
      '/kong/v2/me/messages',
      '/kong/v2/me/missions',
    ]) {
      expect(count(path), path).toBe(1);
    }
    const catalogs = requests.filter((r) => /\/assets\/(en|fr|pl|pt)-[\w-]+\.js$/.test(r));
    expect(catalogs).toHaveLength(1);
    expect(catalogs[0]).toMatch(new RegExp(`/assets/${language}-`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

// The amount page's shape paints with the HTML, before any JavaScript of the bundle,
// its header and title in the player's language once the exchange answers; the app replaces it.
test('before the bundle runs, the skeleton shows the amount page in the player’s language; the app replaces it', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((ok) => (release = ok));
  // Hold the entry chunk: what shows meanwhile is index.html alone (and its early start).
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const session = await createSession(page.request, { legislation: 'FR', language: 'fr' });
  await page.goto(session.app_url, { waitUntil: 'commit' });
  const skeleton = page.locator('#boot-skeleton');
  await expect(skeleton.locator('h1')).toHaveText('Combien souhaitez-vous déposer\u00a0?');
  await expect(skeleton.locator('header')).toHaveText('Dépôt');
  await expect(page.getByTestId('amount-preset')).toHaveCount(0);
  release();
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

// The wallets' check (its chunk and, outside the Android app, the Google Pay
// script) is on its way from the exchange's answer when the player's market shows the wallet in its
// footer (SPEC 2: Google Pay in FR, Apple Pay in FR, PL and PT), not one round trip later from the means.
// The means' answers are held until the test releases them. The early start hints the catalog and the
// wallets in one go from the exchange's answer (src/boot/early-start.ts), so the links it adds to the head
// are read as soon as the catalog's is there: an early start that waited for the means would have none.
const isCatalog = (path: string) => /^\/assets\/(en|fr|pl|pt)-[\w-]+\.js$/.test(path);
const isWalletCheck = (path: string) => /^\/assets\/wallet-check-[\w-]+\.js$/.test(path);
const GOOGLE_PAY_SCRIPT = '/sandbox/googlepay/pay.js';
for (const { legislation, script, check } of [
  { legislation: 'FR', script: true, check: true },
  { legislation: 'PT', script: false, check: true },
  { legislation: 'CI', script: false, check: false },
] as const) {
  test(`a ${legislation} player: the wallets' check ${check ? 'is' : 'is not'} asked for before the means answer, the Google Pay script ${script ? 'too' : 'not'}`, async ({ page }) => {
    const asked = new Set<string>();
    let releaseMeans: () => void = () => {};
    const means = new Promise<void>((ok) => (releaseMeans = ok));
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === GOOGLE_PAY_SCRIPT) asked.add('script');
      if (isWalletCheck(path)) asked.add('check');
    });
    for (const path of ['**/kong/v2/me/deposit/options*', '**/kong/v7/me/payment-methods/deposit*']) {
      await page.route(path, async (route) => {
        await means;
        await route.continue();
      });
    }
    const session = openApp(page, { legislation });
    // The head's preload links, read once the catalog's is among them (the means still held).
    let hinted = { script: false, check: false };
    await expect
      .poll(async () => {
        const paths = await page
          .evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload]')].map((l) => new URL(l.href).pathname))
          .catch(() => [] as string[]); // the document is still being replaced
        hinted = { script: paths.includes(GOOGLE_PAY_SCRIPT), check: paths.some(isWalletCheck) };
        return paths.some(isCatalog);
      }, { timeout: 5_000 })
      .toBe(true);
    expect(hinted).toEqual({ script, check });
    // What was hinted is asked for, still before the means answer.
    await expect.poll(() => ({ script: asked.has('script'), check: asked.has('check') })).toEqual({ script, check });
    releaseMeans();
    await session;
    await expect(page.getByTestId('mean-tile').first()).toBeVisible();
  });
}
