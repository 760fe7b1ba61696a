import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { MEAN_ID, tile, meansReady, markedTiles } from './means-helpers';
import { openCardForm, fillCard, payByCard, TEST_CARDS, recordLeaks } from './card-helpers';

const FR = { legislation: 'FR', language: 'en', url_success: '/sandbox/return?outcome=success' };
const shot = async (page: any, n: string) => { await page.screenshot({ path: `/tmp/lc/${n}.png` }); };
const state = async (page: any) => ({ path: new URL(page.url()).pathname, marked: await markedTiles(page).catch(() => []), amount: await page.getByTestId('amount-input').inputValue({ timeout: 500 }).catch(() => null) });

test('psc decline with saved card', async ({ page }) => {
  await openApp(page, { ...FR, tokens: [{ type: 'CARD' }] });
  await meansReady(page);
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  await page.getByTestId('amount-input').fill('30');
  await page.getByTestId('pay-button').click();
  await page.getByTestId('provider-decline').click();
  await expect(page.getByTestId('error-dialog')).toBeVisible({ timeout: 15000 });
  await page.getByTestId('error-dialog-close').click();
  await page.waitForTimeout(1000);
  console.log('DECLINE', JSON.stringify(await state(page)));
});
test('reload amount page', async ({ page }) => {
  await openApp(page, FR);
  await meansReady(page);
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  await page.getByTestId('amount-input').fill('30');
  await page.reload(); await page.waitForTimeout(2500);
  console.log('RELOAD-AMOUNT', JSON.stringify(await state(page)));
});
test('reload card form', async ({ page }) => {
  await openApp(page, FR);
  await openCardForm(page, '30');
  await fillCard(page, TEST_CARDS.success.number);
  await page.reload(); await page.waitForTimeout(2500);
  console.log('RELOAD-CARD', JSON.stringify(await state(page))); await shot(page, 'reload-card');
  await page.goBack(); await page.waitForTimeout(1500);
  console.log('BACK-AFTER', JSON.stringify(await state(page)));
});
test('reload challenge', async ({ page }) => {
  await openApp(page, FR);
  await openCardForm(page, '30');
  await payByCard(page, TEST_CARDS.challenge.number);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15000 }).toBe('/card/3ds2');
  await page.reload(); await page.waitForTimeout(5000);
  console.log('RELOAD-3DS', JSON.stringify(await state(page))); await shot(page, 'reload-3ds');
});
test.skip("x", async () => {});
test("new tab", async ({ page, context }) => {
  await openApp(page, FR);
  await meansReady(page);
  const p2 = await context.newPage();
  await p2.goto('/'); await p2.waitForTimeout(3000);
  console.log('NEWTAB', JSON.stringify(await state(p2))); await shot(p2, 'newtab');
});
test('native issuer', async ({ page }) => {
  const leaks = await recordLeaks(page);
  await page.addInitScript(() => sessionStorage.setItem('stub_ios', '1'));
  await openApp(page, { ...FR, platform: 'IOS' });
  await page.reload();
  await openCardForm(page, '30');
  await payByCard(page, TEST_CARDS.issuerRedirect.number);
  await expect(page.getByTestId('issuer-redirect')).toBeVisible({ timeout: 15000 });
  await shot(page, 'native-issuer');
  console.log('ISSUER', leaks.bridge.length);
});
