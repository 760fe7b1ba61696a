// on the deposit call itself, through the UI and the wire against the sandbox:
// the answer lost after the deposit was recorded (500, cut body, body without its fields, connection
// reset; sandbox profile `lost_deposit_answers`), a double tap, and a reload while a deposit waits. For
// each: the screen (never "failed" for a recorded deposit), nothing lost (the sandbox's record against
// what the player was told) and nothing doubled (one deposit recorded per intent).
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { continueUnconfirmed, MEAN_ID, meansReady, payWith, RETURN_URL, returnParams, tile } from './means-helpers';
import { amountPage, errorDialog, mobileMoney, providerPage } from './pages';

interface Recorded {
  transaction_uid: string;
  amount: number;
  method: string;
  status: string;
  correlation_id: string;
}

const depositsOf = async (request: APIRequestContext, playerId: string): Promise<Recorded[]> =>
  (await request.get(`/sandbox/players/${playerId}/deposits`)).json();

/** Every deposit POST the page sent, with its correlation id header. */
function depositPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/kong/v6/me/deposits/')) posts.push(r);
  });
  return posts;
}
const correlationIds = (posts: Request[]) => posts.map((r) => r.headers()['x-correlation-id']);

/** The error dialog ("failed") must never show for a deposit the sandbox recorded. */
const neverFailed = async (page: Page) => expect(errorDialog(page).root).toHaveCount(0);

for (const kind of ['http500', 'malformed', 'incomplete', 'reset'] as const) {
  test(`answer lost once (${kind}) after recording: sent again with the same id, the provider page, one deposit`, async ({ page }) => {
    const posts = depositPosts(page);
    const s = await openApp(page, { legislation: 'FR', language: 'en', url_success: RETURN_URL, lost_deposit_answers: { kind, times: 1 } });
    await payWith(page, MEAN_ID.PAYSAFECARD, '20', 'paysafecard');
    await expect(providerPage(page).root).toBeVisible({ timeout: 15_000 });
    const recorded = await depositsOf(page.request, s.player_id);
    expect(recorded).toHaveLength(1); // nothing doubled
    expect(page.url()).toContain(recorded[0]!.transaction_uid); // nothing lost: the player pays the recorded deposit
    // Sent again once by the app; after a reset Chromium itself may resend on a fresh connection, one
    // request for the page: either way every send carries the one intent's id.
    if (kind === 'reset') expect(posts.length).toBeGreaterThanOrEqual(1);
    else expect(posts).toHaveLength(2);
    expect(new Set(correlationIds(posts)).size).toBe(1);
    expect(correlationIds(posts)[0]).toBe(recorded[0]!.correlation_id);
  });
}

for (const kind of ['http500', 'reset'] as const) {
  test(`every answer lost (${kind}): three sends of one intent, then pending, never failed, one deposit`, async ({ page }) => {
    const posts = depositPosts(page);
    const s = await openApp(page, { legislation: 'FR', language: 'en', url_success: RETURN_URL, lost_deposit_answers: { kind } });
    await payWith(page, MEAN_ID.PAYSAFECARD, '20', 'paysafecard');
    // No answer was read: the player is told it may not have gone through (not "we are confirming"), with
    // a reference read out from the intent's correlation id: its first eight letters and digits, upper case.
    const dialog = page.getByTestId('deposit-unconfirmed');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('heading')).toHaveText('We could not confirm your deposit');
    await expect(dialog).toContainText('may not have gone through');
    const id = correlationIds(posts)[0]!.replace(/-/g, '').toUpperCase();
    await expect(dialog.getByTestId('confirmation-reference')).toHaveText(`Reference: ${id.slice(0, 4)} ${id.slice(4, 8)}`);
    await continueUnconfirmed(page);
    const q = await returnParams(page);
    await neverFailed(page);
    expect(q.get('status')).toBe('pending');
    expect(q.get('method')).toBe('PAYSAFECARD');
    expect(Number(q.get('amount'))).toBe(20);
    const recorded = await depositsOf(page.request, s.player_id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ amount: 20, status: 'pending' }); // told pending, recorded pending
    expect(posts).toHaveLength(3);
    expect(new Set(correlationIds(posts))).toEqual(new Set([recorded[0]!.correlation_id]));
  });
}

test('a clear refusal (422) stays a failure: the error dialog, one send', async ({ page }) => {
  const posts = depositPosts(page);
  await openApp(page, { legislation: 'FR', language: 'en', url_success: RETURN_URL });
  await payWith(page, MEAN_ID.PAYSAFECARD, '114', 'paysafecard');
  await expect(errorDialog(page).root).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('a double tap on Pay is one intent: one deposit call, one deposit', async ({ page }) => {
  const posts = depositPosts(page);
  const s = await openApp(page, { legislation: 'FR', language: 'en', url_success: RETURN_URL });
  await meansReady(page);
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  await amountPage(page).input.fill('20');
  await amountPage(page).payButton.dblclick();
  await expect(providerPage(page).root).toBeVisible();
  expect(await depositsOf(page.request, s.player_id)).toHaveLength(1);
  expect(posts).toHaveLength(1);
});

test('a reload while mobile money waits on the phone shows that deposit and ends with it: one deposit', async ({ page }) => {
  const posts = depositPosts(page);
  const s = await openApp(page, {
    legislation: 'CI',
    language: 'en',
    currency: 'XOF',
    url_success: RETURN_URL,
    tokens: [{ type: 'MOBILE_MONEY', operator: 'mtn', prefix: '225', phone_number: '0501020304' }],
  });
  await meansReady(page);
  await page.locator('[data-testid="mean-tile"]').first().click();
  await amountPage(page).input.fill('5000');
  await amountPage(page).payButton.click();
  await expect(mobileMoney(page).waiting).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('cashier-pending-deposit'));
  expect(stored).not.toBeNull();
  // Ids, method, amount, and where the request went (the operator and the number the wait shows again,
  // docs/decisions.md "A reloaded wait says where the request went"): no token id or JWT.
  expect(stored).not.toMatch(/tok_|Bearer|eyJ/);
  await page.reload();
  await expect(mobileMoney(page).waiting).toBeVisible(); // that deposit, not a fresh amount page
  const q = await returnParams(page);
  await neverFailed(page);
  const recorded = await depositsOf(page.request, s.player_id);
  expect(recorded).toHaveLength(1);
  expect(posts).toHaveLength(1);
  expect(q.get('status')).toBe(recorded[0]!.status); // told what the sandbox recorded
  expect(q.get('status')).toBe('success');
  expect(await page.evaluate(() => sessionStorage.getItem('cashier-pending-deposit'))).toBeNull();
});
