// The amount page as a test drives it (a page model: what the player sees and does there, named once): the
// means' tiles, the amount, Pay. On the page itself or on the app inside a frame (the simulated webview, the
// launcher's playground).
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export type Surface = Page | FrameLocator;

export interface AmountPage {
  tile(meanId: string): Locator;
  input: Locator;
  payButton: Locator;
  /** The tiles are shown and the app owns the page (src/app/early-taps.ts: Pay waits for the app). */
  ready(): Promise<void>;
  /** Taps a mean's tile and waits for its mark. */
  choose(meanId: string): Promise<void>;
  /** Types the amount and taps Pay once it is enabled. */
  pay(amount: string): Promise<void>;
  /** Ready, the mean chosen, the amount typed, Pay. */
  payWith(meanId: string, amount: string): Promise<void>;
}

export function amountPage(app: Surface): AmountPage {
  const tile = (meanId: string) => app.locator(`[data-testid="mean-tile"][data-mean-id="${meanId}"]`);
  const model: AmountPage = {
    tile,
    input: app.getByTestId('amount-input'),
    payButton: app.getByTestId('pay-button'),
    async ready() {
      await expect(app.getByTestId('mean-tile').first()).toBeVisible();
      await expect(app.locator('html')).toHaveAttribute('data-hydrated', '');
    },
    async choose(meanId) {
      await tile(meanId).click();
      await expect(tile(meanId)).toHaveAttribute('data-selected', 'true');
    },
    async pay(amount) {
      await model.input.fill(amount);
      await expect(model.payButton).toBeEnabled();
      await model.payButton.click();
    },
    async payWith(meanId, amount) {
      await model.ready();
      await model.choose(meanId);
      await model.pay(amount);
    },
  };
  return model;
}
