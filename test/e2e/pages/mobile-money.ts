// The mobile money screens (SPEC 2 "Mobile money"): the operator list, the phone form, the code and one-time
// code form, the wait, Wave's QR page.
import type { Surface } from './amount-page';
import { byTestIds } from './locators';

export function mobileMoney(app: Surface) {
  const operator = (id: string) => app.getByTestId(`momo-operator-${id}`);
  const parts = byTestIds(app, {
    phone: 'momo-phone',
    submit: 'momo-submit',
    callingCode: 'momo-calling-code',
    codeForm: 'momo-code-form',
    code: 'momo-code',
    codeSubmit: 'momo-code-submit',
    ussd: 'momo-ussd',
    waiting: 'momo-waiting',
    amount: 'momo-amount',
    sentTo: 'momo-sent-to',
    howToCancel: 'momo-how-to-cancel',
    stopWaiting: 'momo-stop-waiting',
    waveQrPage: 'wave-qr-page',
    waveQr: 'wave-qr',
  });
  return {
    ...parts,
    operator,
    /** The operators listed, in their order (the part of each test id after `momo-operator-`). */
    operatorIds: () =>
      app.locator('[data-testid^="momo-operator-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('momo-operator-'.length))),
    /** Chooses the operator, types the number and sends the phone form. */
    async sendPhone(operatorId: string, number: string) {
      await operator(operatorId).click();
      await parts.phone.fill(number);
      await parts.submit.click();
    },
    async sendCode(code: string) {
      await parts.code.fill(code);
      await parts.codeSubmit.click();
    },
  };
}
