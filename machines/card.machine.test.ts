// The card flow's issuer redirect (SPEC 4 "Card response", detail 6): directly on the web app and in
// launchers, otherwise through the native bridge (reason CARD_3DS1, navigation strategy MANY). The card
// machine emits it; no screen opens a URL itself.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import type { AppContext } from '../src/domain/context';
import type { AcquirerPayloads, CardResponseLike } from '../src/domain/card';
import { cardMachine, type CardDepositInput, type EncryptInput } from './card.machine';
import { cardInput } from './card.events';
import { iosApp, webApp } from './fixtures';

function payWithSavedCard(app: AppContext) {
  const actor = createActor(
    cardMachine.provide({
      actors: {
        lookupBrands: fromPromise(async () => ['visa']),
        encryptCard: fromPromise<AcquirerPayloads, EncryptInput>(async () => ({ cse_dalenys: 'enc' })),
        createCardDeposit: fromPromise<CardResponseLike, CardDepositInput>(async () => ({
          status: 'pending', status_detail: 6, transaction_uid: 'tx-6', transaction_context: { issuer_url: 'https://issuer.example/auth' },
        })),
      },
    }),
    { input: { ...cardInput, app } },
  );
  const emitted: AnyEventObject[] = [];
  // The record of the deposit under way (deposit.pending*, issue 12) is checked by the model expectations.
  actor.on('*', (e) => { if (!e.type.startsWith('deposit.pending')) emitted.push(e); });
  actor.start();
  return { actor, emitted };
}

describe('card issuer redirect (SPEC 4 detail 6)', () => {
  it('on the web app: the browser goes to the issuer URL, once', async () => {
    const { actor, emitted } = payWithSavedCard(webApp);
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });
    await waitFor(actor, (s) => s.matches('issuerRedirect'));
    expect(emitted).toEqual([{ type: 'app.redirect', url: 'https://issuer.example/auth' }]);
  });

  it('in the native iOS app: the bridge paymentRedirectInApp, reason CARD_3DS1, strategy MANY', async () => {
    const { actor, emitted } = payWithSavedCard(iosApp);
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });
    await waitFor(actor, (s) => s.matches('issuerRedirect'));
    expect(emitted).toEqual([
      { type: 'bridge.paymentRedirectInApp', payload: { url: 'https://issuer.example/auth', reason: 'CARD_3DS1', navigationStrategy: 'MANY' } },
    ]);
  });
});

describe('the card form rules are the machine\'s (SPEC 5)', () => {
  function newCard() {
    const encrypted: EncryptInput[] = [];
    const actor = createActor(
      cardMachine.provide({
        actors: {
          lookupBrands: fromPromise(async () => ['visa']),
          encryptCard: fromPromise<AcquirerPayloads, EncryptInput>(async ({ input }) => (encrypted.push(input), {})),
          createCardDeposit: fromPromise<CardResponseLike, CardDepositInput>(async () => ({ status: 'success' })),
        },
      }),
      { input: { ...cardInput, mean: { ...cardInput.mean, format: 'PAYMENT_METHOD', tokenId: null, detail: { minAmount: 10, maxAmount: 5000 } }, app: webApp } },
    );
    actor.start();
    return { actor, encrypted };
  }

  it.each([
    ['a number failing the Luhn check', { number: '4970100000000015', expiry: '1229', cvv: '123' }],
    ['an expiry in the past (the app date is 2026-11)', { number: '4970100000000014', expiry: '1026', cvv: '123' }],
    ['a CVV under 3 digits', { number: '4970100000000014', expiry: '1229', cvv: '12' }],
    ['an American Express card', { number: '378282246310005', expiry: '1229', cvv: '1234' }],
  ])('refuses %s: nothing is encrypted or paid', async (_, form) => {
    const { actor, encrypted } = newCard();
    actor.send({ type: 'card.binChanged', bin: form.number.slice(0, 6) });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    actor.send({ type: 'card.submitted', ...form, remember: false, intentId: 'intent-1' });
    expect(actor.getSnapshot().matches({ form: 'known' })).toBe(true);
    expect(encrypted).toEqual([]);
  });

  it('pays a valid card once its brand is known, and not before', async () => {
    const { actor, encrypted } = newCard();
    const form = { number: '4970100000000014', expiry: '1229', cvv: '123', remember: false };
    actor.send({ type: 'card.submitted', ...form, intentId: 'intent-1' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    actor.send({ type: 'card.binChanged', bin: '497010' });
    await waitFor(actor, (s) => s.matches({ form: 'known' }));
    actor.send({ type: 'card.submitted', ...form, intentId: 'intent-1' });
    expect(encrypted).toHaveLength(1);
  });

  it('refuses a saved card\'s CVV under 3 digits', async () => {
    const { actor, emitted } = payWithSavedCard(webApp);
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '12', intentId: 'intent-1' });
    expect(actor.getSnapshot().matches('cvvForm')).toBe(true);
    expect(emitted).toEqual([]);
  });
});
