import type { PaymentMean } from '../src/domain/payment-means';
import type { FlowInput } from './flow-output';
import { httpError, pendingRecord, refusalError, webApp } from './fixtures';

const mean = (over: Partial<PaymentMean> = {}): PaymentMean => ({
  id: '4',
  type: 'PAYPAL',
  method: 'PAYPAL',
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: 'PAYPAL',
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 5000, clientToken: 'ct-1', paypalSaved: false },
  providersRef: [],
  tokenId: null,
  ...over,
});

/** A new PayPal with the consent flag on, one with it off (and no token yet), a saved PayPal, a reload during the call. */
export const paypalInputs: FlowInput[] = [
  { mean: mean(), amount: 30, app: webApp, flags: { 'payment-f-paypal-consent-enabled': true }, intentId: 'intent-1' },
  { mean: mean({ detail: { minAmount: 10, maxAmount: 5000 } }), amount: 30, app: webApp, flags: {}, intentId: 'intent-1' },
  {
    mean: mean({ id: 'tok-pp', format: 'TOKEN', tokenId: 'tok-pp', detail: { minAmount: 10, maxAmount: 5000, id: 'tok-pp', email: 'a@b.fr' } }),
    amount: 30,
    app: webApp,
    flags: {},
    intentId: 'intent-1',
  },
  { mean: mean(), amount: 30, app: webApp, flags: {}, intentId: 'intent-0', resume: pendingRecord('paypal', 'PAYPAL', 'calling') },
];

/** The deposit call child's ends (machines/deposit-call.machine.ts). */
const created = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });

export const paypalEvents = [
  { type: 'xstate.done.actor.setupCheckout' },
  { type: 'xstate.error.actor.setupCheckout', error: new Error('SDK failed to load') },
  { type: 'paypal.consentChanged', consent: true },
  { type: 'paypal.approved', nonce: 'nonce-1', email: 'a@b.fr', payerId: 'PAYER1' },
  { type: 'paypal.cancelled' },
  { type: 'paypal.failed' },
  created({ status: 'success', transaction_uid: 'tx-1' }),
  created({ status: 'pending', transaction_uid: 'tx-2' }),
  created({ status: 'refused', transaction_uid: 'tx-3', refused_reason: 'PAYPAL_REFUSED' }),
  created({ status: 'refused', transaction_uid: 'tx-5', refused_reason: 'payment.deposit.paypalrefusal' }),
  created({ status: 'weird', transaction_uid: 'tx-4' }),
  callEnded({ kind: 'refused', error: refusalError }),
  callEnded({ kind: 'sessionExpired' }),
  callEnded({ kind: 'unknown' }),
  { type: 'xstate.error.actor.depositCall', error: new Error('depositCall crashed') },
];

export const paypalClientTokenEvents = [
  { type: 'clientToken.requested', request: { customerId: 'cust_1' } },
  { type: 'clientToken.requested', request: { customerId: null } },
  { type: 'xstate.done.actor.fetchClientToken', output: 'ct-1' },
  { type: 'xstate.error.actor.fetchClientToken', error: httpError },
];
