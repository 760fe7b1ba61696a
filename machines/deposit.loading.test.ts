// A method flow's code that does not arrive (DESIGN 7: no spinner without end; docs/decisions.md "A flow's
// code that does not arrive"): the busy overlay of `loadingFlow` ends after 10 s as a failed load does: the
// error dialog for a fresh payment, pending unconfirmed for a deposit resumed after a reload.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { PaymentMean } from '../src/domain/payment-means';
import { pendingRecord, rootWith, warningsOf, webApp } from './fixtures';

function root(resume: unknown = null) {
  const clock = new SimulatedClock();
  const actor = createActor(
    rootWith({
      contextInit: fromPromise(async () => ({ app: webApp, sessionInvalid: false, callback: null, resume })),
      loadFlow: fromPromise(() => new Promise(() => {})), // the chunk request stalls
    }),
    { clock },
  );
  const warnings = warningsOf(actor);
  actor.start();
  return { actor, clock, warnings };
}

const cardMean: PaymentMean = {
  id: 'm-card',
  type: 'CARD',
  method: 'CARD',
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: 'Card',
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 5000 },
  providersRef: [],
  tokenId: null,
};

describe("a flow's code that does not arrive", () => {
  it('a fresh payment: busy for at most 10 s, then the error dialog (payment.internal.error), the cause logged', async () => {
    const { actor, clock, warnings } = root();
    await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'idle' } } }));
    actor.send({ type: 'deposit.requested', amount: 25, intentId: 'intent-1', mean: cardMean });
    expect(actor.getSnapshot().matches({ active: { ready: { flow: 'loadingFlow' } } })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.increment(9_999);
    expect(actor.getSnapshot().matches({ active: { ready: { flow: 'loadingFlow' } } })).toBe(true);
    clock.increment(1);
    const s = actor.getSnapshot();
    expect(s.matches({ active: { ready: { flow: 'failed' } } })).toBe(true);
    expect(s.hasTag('busy')).toBe(false);
    expect(s.context.failure).toBe('payment.internal.error');
    expect(warnings.some((w) => w.startsWith('loadFlow failed'))).toBe(true);
  });

  it('a deposit resumed after a reload (its call was sent): pending, unconfirmed, never failed', async () => {
    const { actor, clock } = root(pendingRecord('mobileMoney', 'MOBILEMONEY', 'polling'));
    await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'loadingFlow' } } }));
    clock.increment(10_000);
    const s = actor.getSnapshot();
    expect(s.matches({ active: { succeeded: 'unconfirmed' } })).toBe(true);
    expect(s.context.success).toMatchObject({ status: 'pending', method: 'MOBILEMONEY', amount: 25, unconfirmed: true });
    expect(s.context.failure).toBeNull();
  });
});
