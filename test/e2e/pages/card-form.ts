// The card form (SPEC 2 "Card form") and a saved card's CVV form as a test drives them: the fields, the
// brand row, Pay; on the page or in a frame.
import { expect } from '@playwright/test';
import type { Surface } from './amount-page';
import { byTestIds } from './locators';

/** The sandbox's expiry and CVV for any test card (docs/sandbox.md "Cards"). */
export const CVV = '7391';
export const EXPIRY = '1230';

export function cardForm(app: Surface) {
  const parts = byTestIds(app, {
    root: 'card-form',
    number: 'card-number',
    expiry: 'card-expiry',
    cvv: 'card-cvv',
    submit: 'card-submit',
    cancel: 'card-cancel',
    notice: 'card-notice',
    brandChoice: 'card-brand-choice',
    brandReadonly: 'card-brand-readonly',
    brandChange: 'card-brand-change',
    cvvHelp: 'cvv-help',
    cvvHelpContent: 'cvv-help-content',
  });
  const model = {
    ...parts,
    /** The brand row, a choice or read-only: shown once the card's brands are known. */
    brand: app.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]'),
    /** Waits for the form, then types the number, the expiry and the CVV. */
    async fill(number: string, expiry = EXPIRY, cvv = CVV): Promise<void> {
      await expect(parts.root).toBeVisible();
      await parts.number.fill(number);
      await parts.expiry.fill(expiry);
      await parts.cvv.fill(cvv);
    },
    /** Fills the form, waits for the brand row and taps Pay. */
    async pay(number: string) {
      await model.fill(number);
      await expect(model.brand).toBeVisible();
      await parts.submit.click();
    },
  };
  return model;
}

export function cvvForm(app: Surface) {
  const parts = byTestIds(app, { root: 'cvv-form', input: 'cvv-input', submit: 'cvv-submit', card: 'cvv-card' });
  return {
    ...parts,
    /** Types the CVV and taps Pay once the saved card's brands are in (Pay swallows taps while they are fetched). */
    async pay(cvv = CVV) {
      await parts.input.fill(cvv);
      await expect(parts.submit).not.toHaveAttribute('aria-busy', 'true');
      await parts.submit.click();
    },
  };
}
