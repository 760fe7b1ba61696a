// DESIGN 6: no serious or critical axe violation (WCAG 2 A and AA) on what the page shows now.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Time an axe read of a whole page may take on a loaded machine, added to the test's budget per read. */
const AXE_READ_BUDGET_MS = 20_000;

export async function expectAccessible(page: Page): Promise<void> {
  // Each read of the whole page is seconds under load: a test with three of them overran 30 s in CI.
  test.info().setTimeout(test.info().timeout + AXE_READ_BUDGET_MS);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
