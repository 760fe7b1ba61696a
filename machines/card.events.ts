// Event fixtures of the card machine (graph traversal and replay). The flow starts on a saved FR card
// without available schemes, so every path is reachable: the brand fetch, the CVV form, the switch to a
// new card (form, bin lookup, brand choice) and back. The card number below is a sandbox test number.
import { resumedMean } from '../src/domain/deposit-call';
import { httpError, pendingRecord, refusalError, iosApp, webApp } from './fixtures';
import type { FlowInput } from './flow-output';

export const cardInput: FlowInput = {
  mean: {
    id: 'tok_card_1',
    type: 'CARD',
    method: 'CARD',
    displayOrder: 1,
    format: 'TOKEN',
    features: [],
    name: 'CARD',
    status: 'enabled',
    detail: { minAmount: 10, maxAmount: 5000, id: 'tok_card_1', bin: '497010', lastDigits: '1234', expiryMonth: 12, expiryYear: 2029, cardType: 'DEBIT' },
    providersRef: [],
    tokenId: 'tok_card_1',
  },
  amount: 25,
  app: webApp,
  flags: {},
  intentId: 'intent-1',
};

/** In the iOS app: the issuer page (detail 6) opens through the bridge, and cancelling it closes it there. */
export const cardNativeInput: FlowInput = { ...cardInput, app: iosApp };

/** Reloaded during 3DS2 polling, during the call, and on the challenge page. */
export const cardResumedInputs: FlowInput[] = (['threeDs2', 'calling', 'challenge'] as const).map((stage) => {
  const resume = pendingRecord('card', 'CARD', stage);
  return { ...cardInput, mean: resumedMean(resume), intentId: resume.correlationId, resume };
});

/** The deposit call child's ends (machines/deposit-call.machine.ts). */
const deposit = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });

export const cardEvents = [
  { type: 'xstate.done.actor.lookupBrands', output: ['CB', 'VISA'] },
  { type: 'xstate.done.actor.lookupBrands', output: ['unionpay'] },
  { type: 'xstate.error.actor.lookupBrands', error: httpError },
  { type: 'card.binChanged', bin: '497010' },
  { type: 'card.binChanged', bin: null },
  { type: 'card.submitted', number: '4970100000000014', expiry: '1229', cvv: '123', remember: true, intentId: 'intent-2' },
  { type: 'cvv.submitted', cvv: '123', intentId: 'intent-3' },
  { type: 'card.useNew' },
  { type: 'card.useSaved' },
  { type: 'brand.choose' },
  { type: 'brand.chosen', brand: 'visa' },
  { type: 'brand.cancelled' },
  { type: 'xstate.done.actor.encryptCard', output: { worldline: 'enc-w', dalenys: null, keypayment: null } },
  { type: 'xstate.done.actor.encryptCard', output: { worldline: null, dalenys: null, keypayment: null } },
  { type: 'xstate.error.actor.encryptCard', error: new Error('WebCrypto unavailable') },
  deposit({ status: 'success', transaction_uid: 'tx-1' }),
  deposit({ status: 'pending', status_detail: 1, transaction_uid: 'tx-1' }),
  deposit({ status: 'refused', refused_reason: 'payment.insufficientfunds', transaction_uid: 'tx-1' }),
  deposit({ status: 'refused', refused_reason: 'payment.genericfailure', transaction_uid: 'tx-1' }),
  deposit({ status: 'redirect', status_detail: 1, transaction_uid: 'tx-1', transaction_context: { issuer_url: '/sandbox/acs/3ds1', params: { MD: 'tx-1' } } }),
  deposit({
    status: 'pending',
    status_detail: 2,
    transaction_uid: 'tx-1',
    transaction_context: { threeDSMethodURL: '/sandbox/threeds/method', threeDSServerTransID: 's-1' },
  }),
  deposit({ status: 'pending', status_detail: 2, transaction_uid: 'tx-1', transaction_context: {} }),
  deposit({ status: 'pending', status_detail: 3, transaction_uid: 'tx-1', transaction_context: { acsURL: '/sandbox/threeds/acs', creq: 'e30' } }),
  deposit({ status: 'pending', status_detail: 4, transaction_uid: 'tx-1' }),
  deposit({ status: 'pending', status_detail: 6, transaction_uid: 'tx-1', transaction_context: { issuer_url: '/sandbox/issuer' } }),
  callEnded({ kind: 'refused', error: refusalError }),
  callEnded({ kind: 'sessionExpired' }),
  callEnded({ kind: 'unknown' }),
  { type: 'xstate.error.actor.depositCall', error: new Error('depositCall crashed') },
  { type: 'threeds.methodCompleted' },
  { type: 'xstate.done.actor.threeds2', output: { kind: 'fetched', result: { status: 'success', transaction_uid: 'tx-1' } } },
  { type: 'xstate.done.actor.threeds2', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.threeds2', output: { kind: 'cancelled' } },
  { type: 'xstate.done.actor.threeds2', output: { kind: 'failed' } },
  { type: 'xstate.done.actor.threeds2', output: { kind: 'unknown' } },
  { type: 'xstate.error.actor.threeds2', error: new Error('threeds2 crashed') },
  { type: 'wait.stopped' },
  { type: 'threeds.challengeCompleted' },
  { type: 'threeds.cancelConfirmed' },
  { type: 'threeds.cancelDismissed' },
  { type: 'card.cancelled' },
  { type: 'card.issuerReopened' },
  { type: 'navigation.back' },
];
