// What the root deposit actor tracks (SPEC 7 tracking events), as pure functions of its context and
// event: the root's one `track` action (deposit.machine.ts) emits what `trackingAt` returns at each point,
// and `withTracking` adds the events a flow's own emitted event implies (the deposit call sent). The edge
// (src/analytics) adds the common fields, applies consent and sends. Catalogue: src/domain/analytics.ts.
import { tracked, type TrackEmitted } from '../src/domain/tracking';
import type { PaymentMean } from '../src/domain/payment-means';
import type { DepositContext, DepositEmitted } from './deposit.types';
import { ROUTES } from './routes';

/** The points of the root's chart where it tracks (the `track` action's params). */
export type TrackPoint = 'depositRequested' | 'failed' | 'succeeded' | 'technicalError' | 'ineligible' | 'redirecting' | 'cancelled';

const meanKind = (mean: PaymentMean | undefined) => (mean?.format === 'TOKEN' ? 'token' : 'new');

export function trackingAt(at: TrackPoint, context: DepositContext): TrackEmitted[] {
  const currency = context.app.currencyCode;
  const request = context.request;
  const method = request?.mean.method ?? context.callback?.method ?? 'UNKNOWN';
  switch (at) {
    case 'depositRequested':
      return [
        tracked('deposit_request', {
          method,
          mean: meanKind(request?.mean),
          amount: request?.amount ?? null,
          currency,
          correlation_id: request?.intentId ?? null,
        }),
      ];
    // Every failure the root shows ends here (a flow's failure or crash, a failed provider return).
    case 'failed':
      return failureTracking({
        method,
        amount: request?.amount ?? context.failedAmount,
        currency,
        reason: context.failure ?? 'unknown',
        screen: ROUTES.AMOUNT,
      });
    case 'succeeded': {
      const s = context.success;
      return s
        ? [
            tracked('deposit_front_success', {
              method: s.method,
              amount: s.amount,
              currency,
              status: s.status,
              unconfirmed: s.unconfirmed === true,
              transaction_id: s.transactionId,
            }),
          ]
        : [];
    }
    case 'technicalError':
      return [tracked('feature_initialization', { type: 'technical-error' })];
    case 'ineligible':
      return [tracked('error_displayed', { error_code: context.ineligibleReason ?? 'unknown', screen: ROUTES.AMOUNT })];
    case 'redirecting':
      return [tracked('provider_redirect', { method })];
    case 'cancelled':
      return [tracked('deposit_cancelled', { method })];
  }
}

/** A failure and the error it shows ('deposit failed', SPEC 7 and 8), at the root or in a flow that recovers (a refused card on its form). */
export const failureTracking = (f: { method: string; amount: number | null; currency: string; reason: string; screen: string }): TrackEmitted[] => [
  tracked('deposit_failed', { method: f.method, amount: f.amount, currency: f.currency, reason: f.reason }),
  tracked('error_displayed', { error_code: f.reason, screen: f.screen }),
];

/**
 * A flow's emitted event, and the tracking it implies: a flow records its deposit call under way
 * (`deposit.pendingSaved`, stage `calling`) exactly when it sends the call, so that is the
 * payment_deposit_request of every flow that keeps its deposit over a reload.
 */
export function withTracking(emitted: DepositEmitted, context: DepositContext): DepositEmitted[] {
  if (emitted.type !== 'deposit.pendingSaved' || emitted.deposit.stage !== 'calling') return [emitted];
  const d = emitted.deposit;
  return [
    emitted,
    tracked('payment_deposit_request', {
      method: d.method,
      mean: d.token ? 'token' : 'new',
      amount: d.amount,
      currency: context.app.currencyCode,
      flow: d.flow,
      correlation_id: d.correlationId,
    }),
  ];
}
