// The app is served as production must serve it (docs/deployment.md), and the launch
// tokens leave the page nowhere: no Referer, not in the address bar, not in a cookie or localStorage.
import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { callsOf, createSession, openApp } from './sandbox';
import { errorDialog } from './pages';

const FR = { legislation: 'FR', language: 'en' };

test('the app HTML carries a strict CSP with a fresh nonce, and the hardening headers', async ({ request }) => {
  const first = await request.get('/deposit');
  const second = await request.get('/');
  for (const res of [first, second]) {
    expect(res.status()).toBe(200);
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // The one inline script (the early start) is allowed by its sha256, nothing else inline.
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!, 'utf8').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
    const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce, 'a style nonce').toBeTruthy();
    expect(nonce!.length).toBeGreaterThanOrEqual(22);
    expect(await res.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  }
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  expect(nonceOf(first.headers()['content-security-policy'])).not.toBe(nonceOf(second.headers()['content-security-policy']));
  const raw = await request.get('/index.html');
  expect(await raw.text()).not.toContain('__CSP_NONCE__');
});

test('/kong answers are never cached, errors included', async ({ request }) => {
  const session = await createSession(request, FR);
  const ok = await request.get(`/kong/v3/single-use/${session.token}?refresh_token=${session.refresh_token}`);
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toBe('no-store');
  const denied = await request.get('/kong/v2/me/deposit/options', { headers: { 'X-Correlation-Id': 'x' } });
  expect(denied.status()).toBe(401);
  expect(denied.headers()['cache-control']).toBe('no-store');
});

test('the launch tokens leave in no Referer, leave the address bar, and are kept in no cookie or localStorage', async ({ page }) => {
  const referers: string[] = [];
  page.on('request', (r) => {
    const referer = r.headers()['referer'];
    if (referer) referers.push(`${r.url()} <- ${referer}`);
  });
  const session = await openApp(page, FR);
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  expect(referers).toEqual([]);
  expect(page.url()).not.toContain(session.token);
  expect(page.url()).not.toContain(session.refresh_token);
  const kept = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(kept.cookie).not.toMatch(/eyJ/); // no JWT (access token) in a cookie
  expect(kept.cookie).not.toContain('refresh');
  expect(kept.local).not.toMatch(/eyJ/);
  expect(kept.session, 'the access token stays in memory').not.toMatch(/eyJ/);
});

test('a reload keeps the session: the server reads its cookie, nothing is exchanged again', async ({ page }) => {
  const session = await openApp(page, FR);
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  await expect(page.getByTestId('technical-error')).toHaveCount(0);
  const exchanges = (await callsOf(page.request, session.player_id)).filter((c) => c.path.startsWith('/kong/v3/single-use/'));
  expect(exchanges).toHaveLength(1);
});

test('SPEC 9: the session cookie is HttpOnly, SameSite=Lax, and lives exp − nbf plus 3 hours with a refresh token', async ({ page }) => {
  await openApp(page, FR);
  await expect(page.getByTestId('amount-preset').first()).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cashier-session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  // The sandbox's access tokens live 15 minutes (docs/sandbox.md): 900 s + 10 800 s.
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(11_700 - 120);
  expect(lifetime).toBeLessThanOrEqual(11_700 + 5);
  expect(await page.evaluate(() => document.cookie)).not.toContain('cashier-session');
});

test('a dialog locks the page scroll under the CSP (the scroll lock style carries the nonce)', async ({ page }) => {
  await openApp(page, { ...FR, eligibility: { eligible: false, reason: 'DEP_UserTriedToDepositOverLimit' } });
  await expect(errorDialog(page).root).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  const nonced = await page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => s.nonce !== '').length);
  expect(nonced).toBeGreaterThan(0);
});
