// on a 390 px phone: the means list shows two and a half tiles with nothing cut in a
// tile, bounds that fit, a mobile-money glyph and saved numbers with their calling code; presets in a
// balanced grid; the limits say one effective maximum.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { meansReady, MEAN_ID, tile } from './means-helpers';
import { amountPage } from './pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** How many tiles the list shows, counting partly shown ones by their visible share. */
async function tilesShown(page: Page): Promise<number> {
  const list = page.getByRole('listbox');
  const view = (await list.boundingBox())!;
  let shown = 0;
  for (const box of await page.getByTestId('mean-tile').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
    const visible = Math.max(0, Math.min(box.x + box.width, view.x + view.width) - Math.max(box.x, view.x));
    shown += visible / box.width;
  }
  return shown;
}

/** The element's text is not cut (no ellipsis, no clamp). */
const notCut = (el: Locator) => el.evaluate((e) => e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1);

test('FR: two and a half tiles on a 390 px phone, swiped (no arrows over them), labels and bounds whole', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [], payment_methods: ['CARD', 'PAYPAL', 'PAYSAFECARD', 'BANKTRANSFER', 'SKRILL'] });
  await meansReady(page);
  expect(await tilesShown(page)).toBeGreaterThanOrEqual(2.5);
  await expect(page.getByTestId('mean-list-next')).toBeHidden();
  for (const t of await page.getByTestId('mean-tile').all()) {
    await t.scrollIntoViewIfNeeded();
    expect(await notCut(t.locator('span').nth(1)), `label of ${await t.getAttribute('data-mean-id')}`).toBe(true);
    expect(await notCut(t.getByTestId('mean-tile-footer').locator('span').last()), `bounds of ${await t.getAttribute('data-mean-id')}`).toBe(true);
  }
  await expect(tile(page, MEAN_ID.CARD).getByTestId('mean-tile-footer')).toHaveText(/^10\s–\s5\s000\s€$/);
});

test('the arrows are back on a desktop, beside the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [], payment_methods: ['CARD', 'PAYPAL', 'PAYSAFECARD', 'BANKTRANSFER', 'SKRILL'] });
  await meansReady(page);
  const next = page.getByTestId('mean-list-next');
  await expect(next).toBeVisible();
  const [arrow, list] = await Promise.all([next.boundingBox(), page.getByRole('listbox').boundingBox()]);
  expect(arrow!.x, 'the arrow sits right of the list, over no tile').toBeGreaterThanOrEqual(list!.x + list!.width - 1);
});

test('on a desktop, a list with every tile in view shows no arrows (nothing to scroll)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, { legislation: 'CI', language: 'fr', currency: 'XOF' });
  await meansReady(page);
  await expect(page.getByTestId('mean-tile')).toHaveCount(1);
  await expect(page.getByTestId('mean-list-prev')).toBeHidden();
  await expect(page.getByTestId('mean-list-next')).toBeHidden();
});

test('CI: the mobile-money tile has a phone glyph and bounds that fit; a saved number shows its calling code', async ({ page }) => {
  await openApp(page, { legislation: 'CI', language: 'fr', currency: 'XOF', tokens: [{ type: 'MOBILE_MONEY' }] });
  await meansReady(page);
  const method = tile(page, MEAN_ID.MOBILEMONEY);
  await expect(method).toHaveAttribute('data-logo', 'mobilemoney');
  await expect(method.getByTestId('mean-tile-footer')).toHaveText(/^200\s–\s500\s000\sF$/);
  expect(await notCut(method.getByTestId('mean-tile-footer').locator('span').last())).toBe(true);
  const saved = page
    .locator('[data-testid="mean-tile"]')
    .filter({ has: page.getByTestId('mean-tile-sublabel') })
    .first();
  await expect(saved.getByTestId('mean-tile-sublabel')).toHaveText(/^\+225 07 01 02 03 04$/);
  expect(await notCut(saved.getByTestId('mean-tile-sublabel'))).toBe(true);
});

test('four presets sit in two rows of two on a phone, never one alone on a row', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr' });
  const presets = page.getByTestId('amount-preset');
  await expect(presets).toHaveCount(4);
  const rows = new Map<number, number>();
  for (const box of await presets.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))) rows.set(box, (rows.get(box) ?? 0) + 1);
  expect([...rows.values()]).toEqual([2, 2]);
});

test('limits: a maximum the remainder already says is shown once; the details still open', async ({ page }) => {
  await openApp(page, {
    legislation: 'FR',
    language: 'en',
    limits: {
      min_deposit_amount: 10,
      max_deposit_amount: 283,
      technical_max_deposit_amount: 99999999,
      user_limits: [{ type: 'monthly', value: 1000, remaining: 283 }],
    },
  });
  await expect(page.getByTestId('limit-lowest')).toContainText('€283');
  await expect(page.getByTestId('limit-max')).toHaveCount(0);
  await expect(page.getByTestId('deposit-limits')).not.toContainText(/Maximum/);
});

test('limits: never a maximum above what the selected method allows', async ({ page }) => {
  await openApp(page, {
    legislation: 'FR',
    language: 'en',
    tokens: [],
    payment_methods: ['CARD', 'PAYSAFECARD'],
    limits: { min_deposit_amount: 10, max_deposit_amount: 8000, technical_max_deposit_amount: 99999999, user_limits: [] },
  });
  await meansReady(page);
  await tile(page, MEAN_ID.PAYSAFECARD).click();
  const max = Number((await tile(page, MEAN_ID.PAYSAFECARD).getByTestId('mean-tile-footer').textContent())!.replace(/[^\d–]/g, '').split('–')[1]);
  expect(max).toBeLessThan(8000);
  await expect(page.getByTestId('limit-max')).toContainText(`€${max.toLocaleString('en')}`);
});

test('desktop: Cashier is a centred elevated card, tile text at least 14 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [{ type: 'CARD' }] });
  await meansReady(page);
  const card = page.getByTestId('app-card');
  const style = await card.evaluate((el) => {
    const c = getComputedStyle(el);
    return { shadow: c.boxShadow, radius: parseFloat(c.borderTopLeftRadius), box: el.getBoundingClientRect().toJSON() as DOMRect };
  });
  expect(style.shadow).not.toBe('none');
  expect(style.radius).toBeGreaterThan(0);
  expect(Math.abs(style.box.x + style.box.width / 2 - 640), 'centred').toBeLessThanOrEqual(1);
  const sizes = await page
    .getByTestId('mean-tile')
    .first()
    .locator('span')
    .evaluateAll((els) => els.filter((e) => e.textContent?.trim() && !e.children.length).map((e) => parseFloat(getComputedStyle(e).fontSize)));
  expect(sizes.length).toBeGreaterThan(1);
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(14);
});

test('focus rings are in the brand colour on every control, links included', async ({ page }) => {
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [] });
  await meansReady(page);
  const primary = await amountPage(page).payButton.evaluate((el) => getComputedStyle(el).backgroundColor);
  const rings: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    rings.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'none';
        // The promotional banner draws its own ring in its ink (its dark surface); skip it.
        if (el.closest('[data-testid="banner-slot"]')) return 'none';
        // A field's ring is on its box (:focus-within), not on the bare input.
        let ringed: HTMLElement | null = el;
        for (let i = 0; ringed && i < 3 && getComputedStyle(ringed).outlineStyle === 'none'; i++) ringed = ringed.parentElement;
        const c = getComputedStyle(ringed ?? el);
        return `${el.tagName}:${c.outlineStyle}:${c.outlineColor}`;
      }),
    );
  }
  const focused = rings.filter((r) => r !== 'none');
  expect(focused.length).toBeGreaterThan(5);
  for (const ring of focused) expect(ring, ring).toMatch(new RegExp(`:solid:${primary.replace(/[()]/g, '\\$&')}$`));
});

// docs/decisions.md "The footer's logos after the first frame": the frame with the presets and tiles does not
// wait for the logos' drawings; they come into boxes of their final size, so the FAQ link below them does not move
// when they do (DESIGN 7).
test("the footer's logos come after the frame with the tiles, into boxes of their size: the FAQ link below does not move", async ({ page }) => {
  // Every frame from the FAQ link's first: its place on the page, and whether the tiles and the logos are in.
  await page.addInitScript(() => {
    const frames: Array<{ top: number; tiles: boolean; drawn: boolean }> = [];
    (window as unknown as { __faqFrames: typeof frames }).__faqFrames = frames;
    const watch = () => {
      const faq = document.querySelector('[data-testid="footer-faq"]');
      if (faq) {
        frames.push({
          top: faq.getBoundingClientRect().top + window.scrollY,
          tiles: document.querySelector('[data-testid="mean-tile"]') !== null,
          drawn: document.querySelector('[data-testid="footer-logos"] svg') !== null,
        });
      }
      // ten frames past the logos' first
      if (frames.filter((f) => f.drawn).length < 10 && frames.length < 1200) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await openApp(page, { legislation: 'FR', language: 'fr', tokens: [] });
  await meansReady(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __faqFrames: Array<{ drawn: boolean }> }).__faqFrames.filter((f) => f.drawn).length))
    .toBe(10);
  const frames = await page.evaluate(() => (window as unknown as { __faqFrames: Array<{ top: number; tiles: boolean; drawn: boolean }> }).__faqFrames);
  const withTiles = frames.findIndex((f) => f.tiles);
  const drawn = frames.findIndex((f) => f.drawn);
  expect(frames[withTiles]?.drawn, 'the first frame with the tiles has no logo drawn').toBe(false);
  expect(drawn).toBeGreaterThan(withTiles);
  const tops = frames
    .slice(withTiles)
    .map((f) => `${Math.round(f.top)}${f.drawn ? ' drawn' : ''}`)
    .join(', ');
  expect(new Set(frames.slice(withTiles).map((f) => Math.round(f.top))).size, `the FAQ link's tops from the tiles' frame: ${tops}`).toBe(1);
});
