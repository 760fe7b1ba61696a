// The error dialog as a test reads it (SPEC 8): its title and text, its Close and Retry, on the page or in a frame.
import { expect, type Locator } from '@playwright/test';
import { translation } from '../catalog';
import type { Surface } from './amount-page';

export interface ErrorDialog {
  root: Locator;
  heading: Locator;
  closeButton: Locator;
  retryButton: Locator;
  /** Shown, with this title (and this text, when given). */
  shows(title: string, text?: string): Promise<void>;
  /** Shown with a catalogue message: `${code}.title` and `${code}.text` in the language. */
  showsMessage(language: string, code: string): Promise<void>;
  close(): Promise<void>;
}

export function errorDialog(app: Surface): ErrorDialog {
  const root = app.getByTestId('error-dialog');
  const dialog: ErrorDialog = {
    root,
    heading: root.getByRole('heading'),
    closeButton: root.getByTestId('error-dialog-close'),
    retryButton: root.getByTestId('error-dialog-retry'),
    async shows(title, text) {
      // A deposit's answer may follow a 3DS or provider step on a loaded machine: more than the standard.
      await expect(root).toBeVisible({ timeout: 15_000 });
      await expect(dialog.heading).toHaveText(title);
      if (text !== undefined) await expect(root).toContainText(text);
    },
    showsMessage(language, code) {
      return dialog.shows(translation(language, `${code}.title`), translation(language, `${code}.text`));
    },
    close: () => dialog.closeButton.click(),
  };
  return dialog;
}
