import type { PaymentMean } from '../src/domain/payment-means';
import type { FlowInput } from './flow-output';
import { pendingRecord, refusalError, webApp } from './fixtures';

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

/** The deposit call child's ends (machines/deposit-call.machine.ts). */
const created = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });

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
  callEnded({ kind: 'refused', error: refusalError }),
  callEnded({ kind: 'sessionExpired' }),
  callEnded({ kind: 'unknown' }),
  { type: 'xstate.error.actor.depositCall', error: new Error('depositCall crashed') },
  { type: 'reference.closed' },
  { type: 'navigation.back' },
];
