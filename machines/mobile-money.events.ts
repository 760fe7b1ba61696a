import type { PaymentMean } from '../src/domain/payment-means';
import type { FlowInput } from './flow-output';
import { pendingRecord, refusalError, webApp } from './fixtures';

const ciApp = { ...webApp, legislation: 'CI' as const, currencyCode: 'XOF' as const };
const mean = (over: Partial<PaymentMean>): PaymentMean => ({
  id: 'm-momo',
  type: 'MOBILE_MONEY',
  method: 'MOBILEMONEY',
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: 'MOBILEMONEY',
  status: 'enabled',
  detail: { minAmount: 200, maxAmount: 500_000 },
  providersRef: [],
  tokenId: null,
  ...over,
});
const flags = { 'payment-f-gordon-async-deposit-enabled': true };

/** A new mean (operator chosen by the player), a saved Orange Money (code), a saved MTN, a Wave mean (flag off). */
export const mobileMoneyInputs: FlowInput[] = [
  // The server lists MTN then Orange Money for the method (SPEC 3 operators with display_order).
  { mean: mean({ detail: { minAmount: 200, maxAmount: 500_000, operators: ['MTN', 'ORANGE_MONEY'] } }), amount: 5000, app: ciApp, flags, intentId: 'intent-1' },
  {
    mean: mean({
      id: 'tok-1',
      format: 'TOKEN',
      tokenId: 'tok-1',
      detail: { minAmount: 200, maxAmount: 500_000, operator: 'orange_money', prefix: '225', phoneNumber: '0701020304' },
    }),
    amount: 5000,
    app: ciApp,
    flags,
    intentId: 'intent-1',
  },
  {
    mean: mean({
      id: 'tok-2',
      format: 'TOKEN',
      tokenId: 'tok-2',
      detail: { minAmount: 200, maxAmount: 500_000, operator: 'mtn', prefix: '225', phoneNumber: '0501020304' },
    }),
    amount: 5000,
    app: ciApp,
    flags,
    intentId: 'intent-1',
  },
  { mean: mean({ method: 'wave', name: 'wave' }), amount: 5000, app: ciApp, flags: {}, intentId: 'intent-1' },
  // Reloaded while waiting on the phone (realtime, polling), and during the call.
  ...(['monitoring', 'polling', 'calling'] as const).map((stage) => ({
    mean: mean({}),
    amount: 5000,
    app: ciApp,
    flags,
    intentId: 'intent-0',
    resume: pendingRecord('mobileMoney', 'MOBILEMONEY', stage, 5000),
  })),
];

/** The deposit call child's ends (machines/deposit-call.machine.ts). */
const created = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });

export const mobileMoneyEvents = [
  { type: 'momo.operatorSelected', operator: 'ORANGE_MONEY' },
  { type: 'momo.operatorSelected', operator: 'MTN' },
  // Not listed by the server for the method: never taken.
  { type: 'momo.operatorSelected', operator: 'WAVE' },
  { type: 'momo.phoneSubmitted', phoneNumber: '0701020304' },
  { type: 'momo.phoneSubmitted', phoneNumber: '123' },
  { type: 'momo.codeSubmitted', code: '1234' },
  { type: 'momo.codeSubmitted', code: '12' },
  { type: 'momo.back' },
  { type: 'momo.cancelled' },
  { type: 'wait.stopped' },
  { type: 'navigation.back' },
  created({ status: 'success', transaction_uid: 'tx-1' }),
  created({ status: 'pending', transaction_uid: 'tx-1' }),
  created({ status: 'pending', transaction_uid: 'tx-1', deposit_id: 'dep-1', update_protocol: 'gordon' }),
  created({ status: 'pending', deposit_id: 'dep-2', update_protocol: 'gordon' }),
  created({ status: 'pending', transaction_uid: 'tx-1', update_protocol: 'polling' }),
  created({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { post_form_url: 'https://operator.example/pay', token: 'abc' } }),
  created({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_qrcode_wave: 'https://pay.wave.example/c/1' } }),
  created({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: 'https://operator.example/confirm' } }),
  created({ status: 'refused', refused_reason: 'payment.insufficientfunds.momo' }),
  callEnded({ kind: 'refused', error: refusalError }),
  callEnded({ kind: 'sessionExpired' }),
  callEnded({ kind: 'unknown' }),
  { type: 'xstate.error.actor.depositCall', error: new Error('depositCall crashed') },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'success', token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'timeout', token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'redirect', context: { redirect_url: 'https://operator.example/confirm' }, token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'redirect', context: {}, token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'failure', token: false } },
  { type: 'xstate.done.actor.depositMonitor', output: { kind: 'error', code: 'OTHER', token: false } },
  { type: 'xstate.error.actor.depositMonitor', error: new Error('depositMonitor crashed') },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'fetched', result: { status: 'SUCCESS', reason: null } } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'fetched', result: { status: 'FAILURE', reason: 'payment.insufficientfunds.momo' } } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'failed' } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'unknown' } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'cancelled' } },
  { type: 'xstate.done.actor.transactionPolling', output: { kind: 'sessionExpired' } },
  { type: 'xstate.error.actor.transactionPolling', error: new Error('transactionPolling crashed') },
  { type: 'xstate.done.actor.wavePolling', output: { kind: 'fetched', result: { status: 'SUCCESS', reason: null } } },
  { type: 'xstate.done.actor.wavePolling', output: { kind: 'fetched', result: { status: 'FAILURE', reason: 'payment.playercancel.momo' } } },
  { type: 'xstate.done.actor.wavePolling', output: { kind: 'failed' } },
  { type: 'xstate.done.actor.wavePolling', output: { kind: 'unknown' } },
  { type: 'xstate.done.actor.wavePolling', output: { kind: 'sessionExpired' } },
  { type: 'xstate.done.actor.wavePolling', output: { kind: 'cancelled' } },
  { type: 'xstate.error.actor.wavePolling', error: new Error('wavePolling crashed') },
];
