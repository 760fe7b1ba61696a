// The promotional banner's opt-in and opt-out (with its confirmation) seen on the wire (SPEC 4, 7).
import { expect, test } from './fixtures';
import { openApp } from './sandbox';

test('FR banner: opt-in POSTs, opt-out asks to confirm, then DELETEs and offers opt-in again', async ({ page }) => {
  const optin: string[] = [];
  page.on('request', (r) => {
    if (/\/kong\/v1\/me\/missions\/[^/]+\/optin$/.test(new URL(r.url()).pathname)) optin.push(r.method());
  });
  const session = await openApp(page, { legislation: 'FR', language: 'fr' });
  const banner = page.getByTestId('banner');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('banner-opted-in')).toHaveCount(0);

  const [post] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/optin')),
    page.getByTestId('banner-opt-in').click(),
  ]);
  expect(new URL(post.url()).pathname).toBe(`/kong/v1/me/missions/deposit-mission-${session.player_id}/optin`);
  await expect(page.getByTestId('banner-opted-in')).toBeVisible();
  await expect(page.getByTestId('banner-opt-in')).toHaveCount(0);

  await page.getByTestId('banner-opt-out').click();
  const confirm = page.getByTestId('banner-opt-out-dialog');
  await expect(confirm).toBeVisible();
  expect(optin).toEqual(['POST']); // no DELETE before the player confirms
  await expect(page.getByTestId('banner-opted-in')).toBeVisible();

  const [del] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('/optin')),
    confirm.getByTestId('confirm-dialog-confirm').click(),
  ]);
  expect(new URL(del.url()).pathname).toBe(`/kong/v1/me/missions/deposit-mission-${session.player_id}/optin`);
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('banner-opt-in')).toBeVisible();
  await expect(page.getByTestId('banner-opted-in')).toHaveCount(0);
  expect(optin).toEqual(['POST', 'DELETE']);
});
