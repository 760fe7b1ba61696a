// The sandbox's return page (the operator's url_success, docs/sandbox.md): where success handling lands, with
// the query the app added (status, method, amount).
import { expect, type Page } from '@playwright/test';

export interface ReturnPage {
  /** Waits for the return page and gives its query. */
  params(): Promise<URLSearchParams>;
  /** The status the app handed back (success, pending…). */
  status(): Promise<string | null>;
}

export function returnPage(page: Page): ReturnPage {
  const model: ReturnPage = {
    async params() {
      // Reached after a bank's or an operator's confirmation (the sandbox's 3 s, a 10 s time-out): beyond the standard.
      await expect(page.getByTestId('return-page')).toBeVisible({ timeout: 20_000 });
      return new URL(page.url()).searchParams;
    },
    status: async () => (await model.params()).get('status'),
  };
  return model;
}
