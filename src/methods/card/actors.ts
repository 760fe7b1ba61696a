// The side effects of the card flow (machines/card.machine.ts and its threeds2 polling child), provided by src/app.
import { fromPromise, type AnyActorRef } from 'xstate';
import { cardMachine, type CardDepositRequest, type EncryptInput } from '../../../machines/card.machine';
import { depositCallMachine, sendOf, type DepositSendInput } from '../../../machines/deposit-call.machine';
import type { ApiClient } from '../../api/client';
import { createCardDeposit, encryptCard, fetchCardTransactionResult, lookupBrands } from './api';
import type { PageEnv } from '../../api/direct-deposits';
import type { CseKey } from '../../crypto/card-encryption';
import { baseUrls } from '../../app/config';
import { providePolling } from '../../app/polling-actors';

/** The acquirers' public keys, from the payment means the root keeps (the options call's `cse`). */
function cseKeysOf(system: { get(id: string): AnyActorRef | undefined }): CseKey[] {
  const snap = system.get('paymentMeans')?.getSnapshot() as { context?: { data?: { cse?: CseKey[] } | null } } | undefined;
  return [...(snap?.context?.data?.cse ?? [])];
}

/** Browsers do not expose the Accept header of the page's navigation; this is what Chromium sends. */
const ACCEPT_HEADER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

export function provideCardMachine(api: ApiClient, pageEnv: () => PageEnv) {
  const cardEnv = (): PageEnv => {
    const env = pageEnv();
    return { ...env, browser: { ...env.browser, acceptHeader: ACCEPT_HEADER, javaEnabled: false } };
  };
  return cardMachine.provide({
    actors: {
      lookupBrands: fromPromise(({ input, signal }: { input: { bin: string }; signal: AbortSignal }) => lookupBrands(api, input.bin, signal)),
      encryptCard: fromPromise(
        ({ input, signal, system }: { input: EncryptInput; signal: AbortSignal; system: { get(id: string): AnyActorRef | undefined } }) =>
          encryptCard(input, cseKeysOf(system), { extBase: baseUrls()['/ext/'] ?? '', fetch: (...a) => fetch(...a), warn: (m) => console.warn(m) }, signal),
      ),
      depositCall: depositCallMachine.provide({
        actors: {
          send: fromPromise(
            ({ input, signal }: { input: DepositSendInput; signal: AbortSignal }): Promise<unknown> =>
              createCardDeposit(api, sendOf<CardDepositRequest>(input), cardEnv(), signal),
          ),
        },
      }),
      // 3DS2 polling: once ready, the transaction context is read like a card deposit answer.
      threeDs2: providePolling(api, fetchCardTransactionResult),
    },
  });
}
