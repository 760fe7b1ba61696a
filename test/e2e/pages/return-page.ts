// The sandbox's return page (the operator's url_success, docs/sandbox.md "Return page"): where success handling lands, with
// the query the app added (status, method, amount).
import { expect, type Locator, type Page } from '@playwright/test';

export interface ReturnPage {
  root: Locator;
  /** Waits for the return page and gives its query. */
  params(): Promise<URLSearchParams>;
  /** Waits for the return page and checks these parameters of its query, each by name. */
  expectQuery(expected: Record<string, string>): Promise<void>;
}

export function returnPage(page: Page): ReturnPage {
  const model: ReturnPage = {
    root: page.getByTestId('return-page'),
    async params() {
      // Reached after a bank's or an operator's confirmation (the sandbox's 3 s, a 10 s time-out): beyond the standard.
      await expect(model.root).toBeVisible({ timeout: 20_000 });
      return new URL(page.url()).searchParams;
    },
    async expectQuery(expected) {
      const query = await model.params();
      for (const [name, value] of Object.entries(expected)) expect(query.get(name), name).toBe(value);
    },
  };
  return model;
}
