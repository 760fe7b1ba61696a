import type { PaymentMean } from '../src/domain/payment-means';
import type { FlowInput } from './flow-output';
import { httpError, lostAnswerError, malformedError, pendingRecord, refusalError, sessionExpiredError, webApp } from './fixtures';

const mean = (method: string, type: PaymentMean['type'], detail: Partial<PaymentMean['detail']> = {}): PaymentMean => ({
  id: `m-${method}`,
  type,
  method,
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: method,
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 1000, ...detail },
  providersRef: [],
  tokenId: null,
});

/** Paysafecard (straight to the call), Skrill (its form first, a saved login), Multibanco (a reference). */
export const directDepositInputs: FlowInput[] = [
  { mean: mean('PAYSAFECARD', 'VOUCHER'), amount: 25, app: webApp, flags: {}, intentId: 'intent-1' },
  { mean: mean('SKRILL', 'EWALLET', { login: 'player@example.com' }), amount: 25, app: webApp, flags: {}, intentId: 'intent-1' },
  { mean: mean('MULTIBANCO', 'MULTIBANCO'), amount: 25, app: { ...webApp, legislation: 'PT' }, flags: {}, intentId: 'intent-1' },
  // The premium ticket: its code form first, then a call paid at once (docs/decisions.md).
  { mean: mean('PREMIUM_TICKET', 'VOUCHER'), amount: 25, app: webApp, flags: {}, intentId: 'intent-1' },
  // Reloaded during the call.
  { mean: mean('PAYSAFECARD', 'VOUCHER'), amount: 25, app: webApp, flags: {}, intentId: 'intent-0', resume: pendingRecord('direct', 'PAYSAFECARD', 'calling') },
];

const created = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.createDeposit', output });

export const directDepositEvents = [
  { type: 'skrill.submitted', login: 'player@example.com', password: 'secret' },
  { type: 'skrill.cancelled' },
  { type: 'ticket.submitted', code: '1234567890123456' },
  { type: 'ticket.submitted', code: '12345' },
  { type: 'ticket.cancelled' },
  created({ status: 'success', transaction_uid: 'tx-3' }),
  created({ status: 'weird', transaction_uid: 'tx-4' }),
  created({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: '/sandbox/provider/paysafecard' } }),
  created({ status: 'pending', transaction_uid: 'tx-2', transaction_context: { entity: '12345', reference: '123 456 789', amount: 25 } }),
  created({ status: 'refused', refused_reason: 'payment.insufficientfunds' }),
  { type: 'xstate.error.actor.createDeposit', error: sessionExpiredError },
  { type: 'xstate.error.actor.createDeposit', error: httpError },
  { type: 'xstate.error.actor.createDeposit', error: refusalError },
  { type: 'xstate.error.actor.createDeposit', error: lostAnswerError },
  { type: 'xstate.error.actor.createDeposit', error: malformedError },
  { type: 'reference.closed' },
  { type: 'navigation.back' },
];
