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
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

describe('card issuer redirect (SPEC 4 detail 6)', () => {
  it('on the web app: the browser goes to the issuer URL, once', async () => {
    const { actor, emitted } = payWithSavedCard(webApp);
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123' });
    await waitFor(actor, (s) => s.matches('issuerRedirect'));
    expect(emitted).toEqual([{ type: 'app.redirect', url: 'https://issuer.example/auth' }]);
  });

  it('in the native iOS app: the bridge paymentRedirectInApp, reason CARD_3DS1, strategy MANY', async () => {
    const { actor, emitted } = payWithSavedCard(iosApp);
    await waitFor(actor, (s) => s.matches('cvvForm'));
    actor.send({ type: 'cvv.submitted', cvv: '123' });
    await waitFor(actor, (s) => s.matches('issuerRedirect'));
    expect(emitted).toEqual([
      { type: 'bridge.paymentRedirectInApp', payload: { url: 'https://issuer.example/auth', reason: 'CARD_3DS1', navigationStrategy: 'MANY' } },
    ]);
  });
});
