import type { PaymentMean } from '../src/domain/payment-means';
import type { FlowInput } from './flow-output';
import { iosApp, pendingRecord, refusalError, webApp } from './fixtures';

const ptApp = { ...webApp, legislation: 'PT' as const };
const mean = (over: Partial<PaymentMean> = {}): PaymentMean => ({
  id: 'm-mbway',
  type: 'MBWAY',
  method: 'MBWAY',
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [{ name: 'mbway_with_mandate', enabled: true }],
  name: 'MBWAY',
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 1000 },
  providersRef: [],
  tokenId: null,
  ...over,
});

/** The record of an MB Way deposit under way before a reload, asked with a mandate. */
const mbwayRecord = (stage: 'calling' | 'polling') => pendingRecord('mbway', 'MBWayOneClick', stage, 30);

/**
 * A new MB Way in the web app, a saved MB Way in the iOS app (app-to-app allowed), and reloads during
 * the call and during the wait.
 */
export const mbwayInputs: FlowInput[] = [
  { mean: mean(), amount: 30, app: ptApp, flags: {}, intentId: 'intent-0' },
  {
    mean: mean({
      id: 'tok-mbway',
      format: 'TOKEN',
      tokenId: 'tok-mbway',
      detail: { minAmount: 10, maxAmount: 1000, id: 'tok-mbway', phoneNumber: '+351912345678' },
    }),
    amount: 30,
    app: { ...iosApp, legislation: 'PT' as const },
    flags: {},
    intentId: 'intent-0',
  },
  {
    mean: mean({ id: 'resumed-MBWayOneClick', method: 'MBWayOneClick' }),
    amount: 30,
    app: ptApp,
    flags: {},
    intentId: 'intent-0',
    resume: mbwayRecord('calling'),
  },
  {
    mean: mean({ id: 'resumed-MBWayOneClick', method: 'MBWayOneClick' }),
    amount: 30,
    app: ptApp,
    flags: {},
    intentId: 'intent-0',
    resume: mbwayRecord('polling'),
  },
];

/** The deposit call child's ends (machines/deposit-call.machine.ts). */
const created = (answer: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output: { kind: 'answered', answer } });
const callEnded = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.depositCall', output });
const polled = (output: Record<string, unknown>) => ({ type: 'xstate.done.actor.transactionPolling', output });

export const mbwayEvents = [
  { type: 'mbway.submitted', phoneDigits: '912345678', createMandate: true },
  { type: 'mbway.submitted', phoneDigits: '912345678', createMandate: false },
  { type: 'mbway.submitted', phoneDigits: '', createMandate: false },
  { type: 'mbway.submitted', phoneDigits: '212345678', createMandate: false },
  { type: 'mbway.cancelled' },
  { type: 'navigation.back' },
  created({ status: 'success', transaction_uid: 'tx-1' }),
  created({ status: 'pending', transaction_uid: 'tx-1' }),
  created({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: 'https://mbway.example/app' } }),
  created({ status: 'refused', transaction_uid: 'tx-1' }),
  created({ status: 'SOMETHING_NEW', transaction_uid: 'tx-1' }),
  callEnded({ kind: 'refused', error: refusalError }),
  callEnded({ kind: 'sessionExpired' }),
  callEnded({ kind: 'unknown' }),
  { type: 'xstate.error.actor.depositCall', error: new Error('depositCall crashed') },
  polled({ kind: 'fetched', result: { status: 'success', reason: null } }),
  polled({ kind: 'fetched', result: { status: 'failure', reason: null } }),
  polled({ kind: 'failed' }),
  polled({ kind: 'unknown' }),
  polled({ kind: 'cancelled' }),
  polled({ kind: 'sessionExpired' }),
  { type: 'xstate.error.actor.transactionPolling', error: new Error('transactionPolling crashed') },
];
