import type { PaymentMean } from '../src/domain/payment-means';
import type { FlowInput } from './flow-output';
import { pendingRecord, refusalError, webApp } from './fixtures';

const plApp = { ...webApp, legislation: 'PL' as const, currencyCode: 'PLN' as const };
const mean = (over: Partial<PaymentMean> = {}): PaymentMean => ({
  id: 'm-blik',
  type: 'BLIK',
  method: 'BLIK',
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: 'BLIK',
  status: 'enabled',
  detail: { minAmount: 20, maxAmount: 5000 },
  providersRef: [],
  tokenId: null,
  ...over,
});

/** A payment by code (the form), and BLIK one-click (a saved BLIK, paid directly). */
export const blikInputs: FlowInput[] = [
  { mean: mean(), amount: 100, app: plApp, flags: {}, intentId: 'intent-0' },
  {
    mean: mean({ id: 'tok-blik', format: 'TOKEN', tokenId: 'tok-blik', detail: { minAmount: 20, maxAmount: 5000, id: 'tok-blik' } }),
    amount: 100,
    app: plApp,
    flags: {},
    intentId: 'intent-0',
  },
  // Reloaded while the bank app was awaited, and during the call (docs/decisions.md "Unknown is not failed").
  { mean: mean({ id: 'resumed-BLIK' }), amount: 25, app: plApp, flags: {}, intentId: 'intent-0', resume: pendingRecord('blik', 'BLIK', 'polling') },
  { mean: mean({ id: 'resumed-BLIK' }), amount: 25, app: plApp, flags: {}, intentId: 'intent-0', resume: pendingRecord('blik', 'BLIK', 'calling') },
];

/** The deposit call child's ends (machines/deposit-call.machine.ts). */
const created = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });
const polled = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.transactionPolling', output });

export const blikEvents = [
  { type: 'blik.submitted', code: '777123', oneClick: true },
  { type: 'blik.submitted', code: '', oneClick: false },
  { type: 'blik.submitted', code: '1234', oneClick: false },
  { type: 'blik.cancelled' },
  { type: 'navigation.back' },
  created({ status: 'pending', transaction_uid: 'tx-1' }),
  created({ status: 'success', transaction_uid: 'tx-1' }),
  created({ status: 'refused', transaction_uid: 'tx-1', refused_reason: 'payment.insufficientfunds' }),
  created({ status: 'redirect', transaction_uid: 'tx-1' }),
  callEnded({ kind: 'refused', error: refusalError }),
  callEnded({ kind: 'sessionExpired' }),
  callEnded({ kind: 'unknown' }),
  { type: 'xstate.error.actor.depositCall', error: new Error('depositCall crashed') },
  polled({ kind: 'fetched', result: { status: 'success', reason: null } }),
  polled({ kind: 'fetched', result: { status: 'failure', reason: 'payment.genericfailure' } }),
  polled({ kind: 'fetched', result: { status: 'pending', reason: null } }),
  polled({ kind: 'failed' }),
  polled({ kind: 'sessionExpired' }),
  { type: 'xstate.error.actor.transactionPolling', error: new Error('transactionPolling crashed') },
];
