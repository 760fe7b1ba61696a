// MB Way's phone form and its wait (SPEC 2 "MB Way phone form"), as a test drives them; on the page or in a frame.
import type { Surface } from './amount-page';
import { byTestIds } from './locators';

export function mbway(app: Surface) {
  const parts = byTestIds(app, {
    form: 'mbway-form',
    callingCode: 'mbway-calling-code',
    phone: 'mbway-phone',
    mandate: 'mbway-mandate',
    mandateHelp: 'mbway-mandate-help',
    mandateHelpContent: 'mbway-mandate-help-content',
    submit: 'mbway-submit',
    close: 'mbway-close',
    waiting: 'mbway-waiting',
    amount: 'mbway-amount',
    phoneShown: 'mbway-phone-shown',
    leave: 'mbway-leave',
  });
  return {
    ...parts,
    countdown: parts.waiting.getByTestId('countdown'),
    /** Types the number, ticks the mandate when asked, and sends the form. */
    async sendPhone(digits: string, mandate = false) {
      await parts.phone.fill(digits);
      if (mandate) await parts.mandate.check();
      await parts.submit.click();
    },
  };
}
