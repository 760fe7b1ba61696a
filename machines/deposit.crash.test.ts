// Fail closed (DESIGN 3, 7): a child of the root that throws instead of ending never stops the root (an
// actor in `error` makes @xstate/react throw: a blank page). Each child in turn throws; the root shows the
// technical error page with its way on, or, after a provider's return, "we are confirming" (money may have
// moved, DESIGN 7). Written from DESIGN 3 ("every invoke has onError: a failure is a state").
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, emit, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { CallbackParams } from '../src/domain/callback';
import { directDepositMachine } from './direct-deposit.machine';
import type { DepositEvent } from './deposit.types';
import { crashingActor, depositCallWith, rootWith, warningsOf, webApp } from './fixtures';
import { routeFor, ROUTES } from './routes';

const callbackParams: CallbackParams = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 };

/** The root with well-behaved children, but for `crashing`; `flows` stand for the method flows. */
function start(crashing: string | null, callback: CallbackParams | null = null, flows: Record<string, AnyActorLogic> = {}, resume: unknown = null) {
  const actor = createActor(
    rootWith({
      contextInit: fromPromise(async () => ({ app: webApp, sessionInvalid: false, callback, resume })),
      callback: fromPromise(() => new Promise(() => {})),
      ...flows,
      // The flows' messages reach the root through its own listener (flow-output.ts), unless it is the one crashing.
      ...(crashing ? { [crashing]: crashingActor(crashing) } : {}),
    }),
  );
  const warnings = warningsOf(actor);
  actor.start();
  return { actor, warnings };
}

describe('a child of the root that throws', () => {
  for (const child of ['contextInit', 'eligibility', 'paymentMeans', 'amount'] as const) {
    it(`${child}: the technical error page, the cause logged, the root still running`, async () => {
      const { actor, warnings } = start(child);
      const snapshot = await waitFor(actor, (s) => s.matches('technicalError'));
      expect(snapshot.status).toBe('active');
      expect(routeFor(snapshot)).toBe(ROUTES.ERROR_TECHNICAL);
      expect(warnings).toContain(`${child} failed: ${child} crashed`);
      // The page's way on still works: close leaves the app.
      actor.send({ type: 'app.close' });
      expect(actor.getSnapshot().matches('leaving')).toBe(true);
    });
  }

  it('callback, after a provider page: pending, unconfirmed ("we are confirming"), never failed', async () => {
    const { actor, warnings } = start('callback', callbackParams);
    const snapshot = await waitFor(actor, (s) => s.matches({ active: { succeeded: 'unconfirmed' } }));
    expect(snapshot.status).toBe('active');
    expect(snapshot.context.success).toMatchObject({ status: 'pending', unconfirmed: true, method: 'PAYSAFECARD', amount: 25, transactionId: 'tx-1' });
    expect(snapshot.context.failure).toBeNull();
    expect(warnings).toContain('callback failed: callback crashed');
  });
});

/** A card deposit of 25 the Pay button asked for (SPEC 4 Amount validation: within the fixture's bounds). */
const cardDeposit: Extract<DepositEvent, { type: 'deposit.requested' }> = {
  type: 'deposit.requested',
  amount: 25,
  intentId: 'intent-1',
  mean: {
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
  },
};
/** Its record once the call is sent (machines/deposit-call.ts `pendingSaved`, stage calling). */
const sentRecord = {
  flow: 'card',
  method: 'CARD',
  amount: 25,
  correlationId: 'intent-1',
  stage: 'calling',
  transactionId: null,
  depositId: null,
  token: false,
} as const;

/**
 * A card flow that emits what it is told to on its first screen and throws when told to (`crash`): it
 * stands for any method flow (the root reads only its emitted records and its end).
 */
const cardFlow = (emits: ReadonlyArray<{ type: string }>) =>
  createMachine({
    entry: emits.map((e) => emit(e as never)),
    on: {
      crash: {
        actions: () => {
          throw new Error('card flow crashed');
        },
      },
    },
  });

async function payThenCrash(emits: ReadonlyArray<{ type: string }>, resume: unknown = null) {
  const { actor, warnings } = start(null, null, { card: cardFlow(emits) }, resume);
  if (!resume) {
    await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'idle' } } }));
    actor.send(cardDeposit);
  }
  const running = await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'card' } } }));
  (running.children as Record<string, AnyActorRef | undefined>).flow!.send({ type: 'crash' });
  return { snapshot: await waitFor(actor, (s) => !s.matches({ active: { ready: { flow: 'card' } } })), warnings };
}

// DESIGN 7 ("money is never guessed"): after the deposit call is sent, only an explicit refusal is a failure.
describe('a method flow that throws', () => {
  it("before its deposit call was sent: the error dialog with the flow's crash reason, the cause logged", async () => {
    const { snapshot, warnings } = await payThenCrash([]);
    expect(snapshot.matches({ active: { ready: { flow: 'failed' } } })).toBe(true);
    expect(snapshot.context.failure).toBe('payment.internal.error');
    expect(snapshot.context.success).toBeNull();
    expect(warnings).toContain('flow failed: card flow crashed');
  });

  it('after its deposit call was sent: pending, unconfirmed ("we are confirming"), never failed', async () => {
    const { snapshot, warnings } = await payThenCrash([{ type: 'deposit.pendingSaved', deposit: sentRecord } as { type: string }]);
    expect(snapshot.matches({ active: { succeeded: 'unconfirmed' } })).toBe(true);
    expect(snapshot.context.success).toEqual({ status: 'pending', method: 'CARD', amount: 25, transactionId: null, unconfirmed: true });
    expect(snapshot.context.failure).toBeNull();
    expect(warnings).toContain('flow failed: card flow crashed');
  });

  it('resumed after a reload (its call was sent before it): pending, unconfirmed, never failed', async () => {
    const { snapshot } = await payThenCrash([], { ...sentRecord, correlationId: 'intent-0', transactionId: 'tx-0', stage: 'threeDs2' });
    expect(snapshot.matches({ active: { succeeded: 'unconfirmed' } })).toBe(true);
    expect(snapshot.context.success).toEqual({ status: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-0', unconfirmed: true });
  });

  it('after its listener failed, whatever it emitted is not heard: its crash is pending, unconfirmed, never failed', async () => {
    // The listener throws: the flow's record of its sent call never reaches the root, which cannot know.
    const { actor, warnings } = start('listenToFlow', null, { card: cardFlow([{ type: 'deposit.pendingSaved', deposit: sentRecord } as { type: string }]) });
    await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'idle' } } }));
    actor.send(cardDeposit);
    const running = await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'card' } } }));
    expect(running.context.depositUnderWay).toBeNull();
    expect(warnings).toContain('flowListener failed: listenToFlow crashed');
    (running.children as Record<string, AnyActorRef | undefined>).flow!.send({ type: 'crash' });
    const snapshot = await waitFor(actor, (s) => !s.matches({ active: { ready: { flow: 'card' } } }));
    expect(snapshot.matches({ active: { succeeded: 'unconfirmed' } })).toBe(true);
    expect(snapshot.context.success).toEqual({ status: 'pending', method: 'CARD', amount: 25, transactionId: null, unconfirmed: true });
    expect(snapshot.context.failure).toBeNull();
  });

  it('a flow that makes no deposit call (the withdrawal fragment), its listener failed: its crash is its own error, no payment to guess', async () => {
    const { actor } = start('listenToFlow', null, { withdrawal: cardFlow([]) }, { fragment: 'pending' });
    const running = await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'withdrawal' } } }));
    (running.children as Record<string, AnyActorRef | undefined>).flow!.send({ type: 'crash' });
    const snapshot = await waitFor(actor, (s) => !s.matches({ active: { ready: { flow: 'withdrawal' } } }));
    expect(snapshot.matches({ active: { succeeded: 'unconfirmed' } })).toBe(false);
    expect(snapshot.context.success).toBeNull();
    expect(snapshot.context.failure).toBe('payment.withdrawal.genericfailure');
  });

  it('after an explicit refusal cleared its deposit (back on its form): the error dialog, nothing is under way', async () => {
    const { snapshot } = await payThenCrash([
      { type: 'deposit.pendingSaved', deposit: sentRecord } as { type: string },
      { type: 'deposit.pendingCleared' },
      { type: 'deposit.refusedOnForm' },
    ]);
    expect(snapshot.matches({ active: { ready: { flow: 'failed' } } })).toBe(true);
    expect(snapshot.context.failure).toBe('payment.internal.error');
  });

  it("resumed, its flow's code fails to load: pending, unconfirmed; a fresh payment's: the error dialog", async () => {
    const resumed = start('loadFlow', null, {}, { ...sentRecord, correlationId: 'intent-0', transactionId: 'tx-0', stage: 'threeDs2' });
    const pending = await waitFor(resumed.actor, (s) => s.matches({ active: 'succeeded' }));
    expect(pending.context.success).toEqual({ status: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-0', unconfirmed: true });
    expect(resumed.warnings).toContain('loadFlow failed: loadFlow crashed');

    const fresh = start('loadFlow');
    await waitFor(fresh.actor, (s) => s.matches({ active: { ready: { flow: 'idle' } } }));
    fresh.actor.send(cardDeposit);
    const failed = await waitFor(fresh.actor, (s) => s.matches({ active: { ready: { flow: 'failed' } } }));
    expect(failed.context.failure).toBe('payment.internal.error');
    expect(failed.context.success).toBeNull();
  });

  it("a voucher's call is sent on its flow's first step: the root hears its record (kept over a reload, tracked)", async () => {
    const voucher = directDepositMachine.provide({ actors: { depositCall: depositCallWith(() => new Promise(() => {})) } });
    const { actor } = start(null, null, { direct: voucher });
    const heard: string[] = [];
    actor.on('*', (e) => heard.push(e.type === 'analytics.track' ? (e as { event: { name: string } }).event.name : e.type));
    await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'idle' } } }));
    actor.send({ ...cardDeposit, mean: { ...cardDeposit.mean, id: 'm-psc', type: 'VOUCHER', method: 'PAYSAFECARD', name: 'Paysafecard' } });
    const running = await waitFor(actor, (s) => s.context.depositUnderWay !== null);
    expect(running.context.depositUnderWay).toMatchObject({ flow: 'direct', method: 'PAYSAFECARD', amount: 25, correlationId: 'intent-1', stage: 'calling' });
    expect(heard).toContain('deposit.pendingSaved');
    expect(heard).toContain('payment_deposit_request'); // SPEC 7 tracking events
  });
});
