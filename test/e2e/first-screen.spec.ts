// The amount page's first screen comes from the front server (server/front.ts, src/server/render.tsx;
// docs/decisions.md "The first screen on the server"): the HTML already holds the presets and the tiles in
// the player's language; the browser's actor reads the server's answers (each call goes out once, from the
// server) and hydrates the server's markup. A tap before the app runs (a preset, a tile, Pay) is replayed
// once it has, Pay's once whatever the taps. SPEC's server rules: the banner's 150 ms time-out, no wallet check on the server.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callsOf, createSession, openApp } from './sandbox';
import { amountPage, cardForm } from './pages';

/** A returning player (last deposit by card): SPEC 4 runs the wallets' check beside the page, so its tiles come with the HTML. */
const RETURNING_FR = { legislation: 'FR', language: 'fr', last_deposit: { payment_method: 'CARD', amount: 17 } };
const FIRST_SCREEN_CALLS = [
  '/kong/v6/me/deposits/eligibility',
  '/kong/v6/me/deposits/last-successful',
  '/kong/v2/featureflipping',
  '/kong/v2/me/deposit/options',
  '/kong/v7/me/payment-methods/deposit',
  '/kong/v7/me/tokens/deposit',
  '/kong/v2/me/messages',
  '/kong/v2/me/missions',
];
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

/** Holds the app's entry chunk: what shows meanwhile is the server's HTML alone. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((ok) => (release = ok));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a launch URL answers HTML that already holds the presets and the tiles, under a nonce CSP, never cached, with the session cookie', async ({
  request,
}) => {
  const session = await createSession(request, RETURNING_FR);
  const res = await request.get(session.app_url, { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  const html = (await res.text()).replace(/<!--[\s\S]*?-->/g, '');
  expect(html.match(/data-testid="amount-preset"/g)?.length).toBe(4);
  expect(html.match(/data-testid="mean-tile"/g)?.length).toBeGreaterThan(0);
  expect(html).toContain('Combien souhaitez-vous déposer');
  expect(res.headers()['cache-control']).toBe('no-store');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/style-src [^;]*'nonce-[A-Za-z0-9+/=]{22,}'/);
  expect(csp).not.toContain('unsafe-inline');
  // Every <style> of the page carries the answer's nonce; no style attribute (the CSP would block it).
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect([...html.matchAll(/<style( nonce="([^"]*)")?>/g)].every((m) => m[2] === nonce)).toBe(true);
  expect(html).not.toMatch(/<[a-z]+ [^>]*\sstyle="/);
  // SPEC 9: the session is an HttpOnly cookie; the tokens of the URL are not in the page.
  const cookie = res.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/^cashier-session=[^;]+;.*HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  expect(html).not.toContain(session.token);
  expect(html).not.toContain(session.refresh_token);
});

for (const { language, legislation } of [
  { language: 'pl', legislation: 'PL' },
  { language: 'en', legislation: 'COM' },
] as const) {
  test(`a ${language} player's amount page: every call once, from the server, and only the ${language} catalog`, async ({ page }) => {
    const assets: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/assets/')) assets.push(url.pathname);
    });
    const session = await openApp(page, { legislation, language, last_deposit: { payment_method: 'CARD', amount: 50 } });
    await expect(page.getByTestId('mean-tile').first()).toBeVisible();
    await hydrated(page);
    const calls = await callsOf(page.request, session.player_id);
    const count = (path: string) =>
      calls.filter((c) => c.method === 'GET' && (c.path === path || c.path.startsWith(`${path}/`) || c.path.startsWith(`${path}?`)));
    expect(count('/kong/v3/single-use').map((c) => c.from)).toEqual(['server']);
    for (const path of FIRST_SCREEN_CALLS)
      expect(
        count(path).map((c) => c.from),
        path,
      ).toEqual(['server']);
    const catalogs = assets.filter((p) => /^\/assets\/(en|fr|pl|pt)-[\w-]+\.js$/.test(p));
    expect(catalogs).toHaveLength(1);
    expect(catalogs[0]).toMatch(new RegExp(`/assets/${language}-`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(page.url()).not.toContain(session.token);
  });
}

test('before the app runs, the server’s first screen is there; the app hydrates it rather than replacing it', async ({ page }) => {
  const release = await holdTheApp(page);
  const session = await createSession(page.request, RETURNING_FR);
  await page.goto(session.app_url, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Combien souhaitez-vous déposer\u00a0?');
  await expect(page.getByTestId('mean-tile').first()).toBeVisible();
  await expect(page.locator('#boot-skeleton')).toHaveCount(0);
  // The tokens left the address bar before the app ran.
  expect(page.url()).not.toContain(session.token);
  await page
    .getByTestId('mean-tile')
    .first()
    .evaluate((tile) => tile.setAttribute('data-kept', 'yes'));
  release();
  await hydrated(page);
  // The same element: React attached to the server's markup.
  await expect(page.locator('[data-testid="mean-tile"][data-kept="yes"]')).toHaveCount(1);
});

test('a tap on a preset and on a tile before the app runs is replayed once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  const session = await createSession(page.request, RETURNING_FR);
  await page.goto(session.app_url, { waitUntil: 'commit' });
  await page.locator('[data-testid="amount-preset"][data-value="100"]').click();
  const paypal = page.locator('[data-testid="mean-tile"][data-logo="paypal"]');
  await paypal.click();
  release();
  await hydrated(page);
  await expect(amountPage(page).input).toHaveValue('100');
  await expect(page.locator('[data-testid="amount-preset"][data-value="100"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(paypal).toHaveAttribute('data-selected', 'true');
});

test('Pay tapped twice before the app runs is replayed once it has: one card form, after the tile chosen before it', async ({ page }) => {
  const release = await holdTheApp(page);
  const session = await createSession(page.request, RETURNING_FR);
  await page.goto(session.app_url, { waitUntil: 'commit' });
  await page.locator('[data-testid="mean-tile"][data-logo="card"]').first().click();
  await amountPage(page).payButton.click();
  await amountPage(page).payButton.click();
  // Nothing happens before the app runs: no flow, no call.
  await expect(cardForm(page).number).toHaveCount(0);
  release();
  await hydrated(page);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/card');
  await expect(cardForm(page).number).toBeVisible();
  expect((await callsOf(page.request, session.player_id)).filter((c) => c.method === 'POST')).toEqual([]);
});

test('a second tab of the same player opens the session from its cookie, with the server’s first screen', async ({ page }) => {
  const session = await openApp(page, RETURNING_FR);
  await hydrated(page);
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(other.getByTestId('mean-tile').first()).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Combien souhaitez-vous déposer\u00a0?');
  const exchanges = (await callsOf(page.request, session.player_id)).filter((c) => c.path.startsWith('/kong/v3/single-use/'));
  expect(exchanges).toHaveLength(1);
});

test('SPEC 7: the server waits 150 ms for the banner; past that there is none, and the browser does not ask again', async ({ page }) => {
  const session = await openApp(page, { ...RETURNING_FR, faults: { messages: 'timeout' } });
  await expect(page.getByTestId('mean-tile').first()).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('banner')).toHaveCount(0);
  const messages = (await callsOf(page.request, session.player_id)).filter((c) => c.path.startsWith('/kong/v2/me/messages'));
  expect(messages.map((c) => c.from)).toEqual(['server']);
});

test('SPEC 4: no wallet is checked on the server; the browser checks them, their code and script asked for with the HTML', async ({ page }) => {
  // A first depositor in FR: the means wait for the wallets' check (SPEC 4), which only the browser can run.
  const session = await createSession(page.request, { legislation: 'FR', language: 'fr' });
  const html = (await (await page.request.get(session.app_url)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/wallet-check-[\w-]+\.js">/);
  expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/sandbox/googlepay/pay.js">');
  expect(html.match(/data-testid="mean-tile"/g)).toBeNull();
  const again = await createSession(page.request, { legislation: 'FR', language: 'fr' });
  await page.goto(again.app_url);
  await expect(page.getByTestId('mean-tile').first()).toBeVisible();
  await hydrated(page);
});

test('an API slower than the server’s wait: the browser boots the page itself, never a blank or an error page', async ({ page }) => {
  const session = await openApp(page, { ...RETURNING_FR, faults: { options: 'timeout' } });
  await expect(page.getByTestId('mean-tile').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('technical-error')).toHaveCount(0);
  const options = (await callsOf(page.request, session.player_id)).filter((c) => c.path.startsWith('/kong/v2/me/deposit/options'));
  // The server stopped waiting at its budget: the browser asked for the means itself.
  expect(options.map((c) => c.from)).toContain('browser');
});
