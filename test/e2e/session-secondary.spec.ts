// A 401 on a secondary call (saved means, messages, missions, feature flags, mission
// opt-in) follows SPEC 4 Authentication: one refresh, one retry, and when the call is still refused the
// session is over: the session-timeout page, never an amount page left up with a dead session.
import { expect, test } from './fixtures';
import { openApp } from './sandbox';

for (const endpoint of ['tokens', 'messages', 'missions', 'featureflipping'] as const) {
  test(`a 401 that the refresh does not cure on ${endpoint} ends on the session-timeout page`, async ({ page }) => {
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/session/refresh')) refreshes.push(r.status());
    });
    await openApp(page, { legislation: 'FR', language: 'en', faults: { [endpoint]: 'http401' } });
    await expect(page.getByTestId('session-timeout')).toBeVisible();
    await expect(page).toHaveURL(/\/session-timeout$/);
    // One shared refresh for the whole page, however many calls met the 401.
    expect(refreshes).toEqual([200]);
  });
}

test('a 401 on the mission opt-in that the refresh does not cure ends on the session-timeout page', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'en', faults: { optin: 'http401' } });
  await expect(page.getByTestId('banner')).toBeVisible();
  await page.getByTestId('banner-opt-in').click();
  await expect(page.getByTestId('session-timeout')).toBeVisible();
  await expect(page).toHaveURL(/\/session-timeout$/);
});
