// BLIK's code form and its wait (SPEC 2 "BLIK code form"), as a test drives them.
import type { Surface } from './amount-page';
import { byTestIds } from './locators';

export function blik(app: Surface) {
  const parts = byTestIds(app, {
    form: 'blik-form',
    steps: 'blik-steps',
    code: 'blik-code',
    oneClick: 'blik-one-click',
    submit: 'blik-submit',
    close: 'blik-close',
    waiting: 'blik-waiting',
    amount: 'blik-amount',
    leave: 'blik-leave',
  });
  return {
    ...parts,
    countdown: parts.waiting.getByTestId('countdown'),
    /** Types the code, ticks the one-click consent when asked, and sends the form. */
    async sendCode(code: string, oneClick = false) {
      await parts.code.fill(code);
      if (oneClick) await parts.oneClick.check();
      await parts.submit.click();
    },
  };
}
