// The error dialog as a test reads it (SPEC 8): its title and text, its Close and Retry, on the page or in a frame.
import { expect } from '@playwright/test';
import { translation } from '../catalog';
import type { Surface } from './amount-page';

export function errorDialog(app: Surface) {
  const root = app.getByTestId('error-dialog');
  const dialog = {
    root,
    heading: root.getByRole('heading'),
    closeButton: root.getByTestId('error-dialog-close'),
    retryButton: root.getByTestId('error-dialog-retry'),
    /** Shown, with this title (and this text, when given). */
    async shows(title: string, text?: string) {
      // A deposit's answer may follow a 3DS or provider step on a loaded machine: more than the standard.
      await expect(root).toBeVisible({ timeout: 15_000 });
      await expect(dialog.heading).toHaveText(title);
      if (text !== undefined) await expect(root).toContainText(text);
    },
    /** Shown with a catalogue message: `${code}.title` and `${code}.text` in the language. */
    showsMessage: (language: string, code: string) => dialog.shows(translation(language, `${code}.title`), translation(language, `${code}.text`)),
    close: () => dialog.closeButton.click(),
  };
  return dialog;
}
