// The sandbox's return page (the operator's url_success, docs/sandbox.md "Return page"): where success handling lands, with
// the query the app added (status, method, amount).
import { expect, type Page } from '@playwright/test';

export function returnPage(page: Page) {
  const model = {
    root: page.getByTestId('return-page'),
    /** Waits for the return page and gives its query. */
    async params(): Promise<URLSearchParams> {
      // Reached after a bank's or an operator's confirmation (the sandbox's 3 s, a 10 s time-out): beyond the standard.
      await expect(model.root).toBeVisible({ timeout: 20_000 });
      return new URL(page.url()).searchParams;
    },
    /** Waits for the return page and checks these parameters of its query, each by name. */
    async expectQuery(expected: Record<string, string>): Promise<void> {
      const query = await model.params();
      for (const [name, value] of Object.entries(expected)) expect(query.get(name), name).toBe(value);
    },
  };
  return model;
}
