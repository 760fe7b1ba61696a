// No wait in test/e2e shorter than the suite's standard, unless marked with the order the page guarantees
// (docs/decisions.md "Waits in the browser tests"; scripts/e2e-waits.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scan, sourcesOf, standardsOf } from './e2e-waits';

const ROOT = join(import.meta.dirname, '..');
/** Few on purpose: each is a wait that asserts an order, not a duration; a new one is argued in review. */
const MAX_MARKERS = 2;

describe('waits in the browser tests', () => {
  it('none in test/e2e is shorter than the standard of playwright.config.ts, but the few marked', { timeout: 30_000 }, () => {
    const standards = standardsOf(readFileSync(join(ROOT, 'playwright.config.ts'), 'utf8'));
    const report = scan(sourcesOf(ROOT, 'test/e2e'), standards);
    expect(
      report.found.map((f) => `${f.file}:${f.line} ${f.what}`),
      'wait for the page (drop the option: the standard applies), or mark the order it guarantees with `// order: <why>`',
    ).toEqual([]);
    expect(report.stale, 'an `// order:` marker with no short wait under it').toEqual([]);
    expect(report.markers.map((m) => `${m.file}:${m.line}`).length, 'markers of a short wait (MAX_MARKERS)').toBeLessThanOrEqual(MAX_MARKERS);
  });

  const standards = { expectMs: 7_000, testMs: 30_000 };
  const found = (text: string) => scan([{ file: 'x.spec.ts', text }], standards).found.map((f) => f.what.replace(/:.*/, ''));

  it('reads the standards from the config as written', () => {
    const config = `const T = 5_000;\nexport default defineConfig({ timeout: 6 * T, expect: { timeout: T + 2_000 }, webServer: { timeout: 120_000 } });`;
    expect(standardsOf(config)).toEqual({ expectMs: 7_000, testMs: 30_000 });
    expect(() => standardsOf('export default defineConfig({ timeout: 30_000 });')).toThrow(/expect/);
  });

  it('finds short time-outs, sleeps and short test time-outs; longer ones and the standard pass', () => {
    expect(
      found(`
const SHORT = 2_000;
const opts = { timeout: SHORT };
await expect(a).toBeVisible({ timeout: 2000 });
await expect.poll(f, { timeout: 3 * 1000 }).toBe(1);
await loc.waitFor({ state: 'visible', timeout: 300 });
await page.waitForTimeout(500);
await new Promise((r) => setTimeout(r, 10_000));
test.setTimeout(20_000);
test.describe.configure({ timeout: 10_000 });
await expect(a).toBeVisible({ timeout: 7_000 });
await expect(a).toBeVisible({ timeout: 20_000 });
await expect(a).toBeVisible();
test.setTimeout(40_000);
test.info().setTimeout(test.info().timeout + Math.ceil(n) * 1000);
setInterval(tick, 100);
`),
    ).toEqual([
      'a time-out of 2000 ms, under the standard 7000 ms',
      'a time-out of 2000 ms, under the standard 7000 ms',
      'a time-out of 3000 ms, under the standard 7000 ms',
      'a time-out of 300 ms, under the standard 7000 ms',
      'a sleep (waitForTimeout)',
      'a sleep (setTimeout)',
      'a test time-out of 20000 ms, under the standard 30000 ms',
      'a test time-out of 10000 ms, under the standard 30000 ms',
    ]);
  });

  it("follows a helper's time-out parameter to its default and its callers; an unreadable wait fails", () => {
    expect(
      found(`
const visible = (p, id, timeout = 1_000) => expect(p.getByTestId(id)).toBeVisible({ timeout });
function pathIs(p, path, timeoutMs = 10_000) { return expect.poll(() => p.url(), { timeout: timeoutMs }).toBe(path); }
await visible(page, 'a', 15_000);
await pathIs(page, '/', 2_000);
await pathIs(page, '/');
await expect(a).toBeVisible({ timeout: options.wait });
`),
    ).toEqual([
      'a time-out of 1000 ms, under the standard 7000 ms',
      'a time-out passed to pathIs of 2000 ms, under the standard 7000 ms',
      'a time-out the check cannot read (write a number or a const of the file)',
    ]);
  });

  it('a marker on the line or just above its statement excuses a wait; a marker excusing nothing is stale', () => {
    const report = scan(
      [
        {
          file: 'x.spec.ts',
          text: `
// order: the page answers in the same task
await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
await loc.waitFor({ timeout: 300 }); // order: a probe between clock steps
for (;;) {
  // order: a probe
  if (await loc.waitFor({ state: 'visible', timeout: 300 }).then(() => true, () => false)) return;
}
// order: nothing under it
await expect(a).toBeVisible();
// a comment that is no marker
await page.waitForTimeout(100);
`,
        },
      ],
      standards,
    );
    expect(report.found.map((f) => f.line)).toEqual([12]);
    expect(report.markers.map((m) => m.line)).toEqual([2, 4, 6, 9]);
    expect(report.stale).toEqual([{ file: 'x.spec.ts', line: 9 }]);
  });
});
