// Fail closed (DESIGN 3, 7): a child of the root that throws instead of ending never stops the root (an
// actor in `error` makes @xstate/react throw: a blank page). Each child in turn throws; the root shows the
// technical error page with its way on, or, after a provider's return, "we are confirming" (money may have
// moved, DESIGN 7). Written from DESIGN 3 ("every invoke has onError: a failure is a state").
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import type { CallbackParams } from '../src/domain/callback';
import { depositMachine } from './deposit.machine';
import { eligibleData, webApp } from './fixtures';
import { routeFor, ROUTES } from './routes';

const throws = (what: string) =>
  fromPromise(async () => {
    throw new Error(`${what} crashed`);
  });
const idle = createMachine({});
const callbackParams: CallbackParams = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 };

/** The root with well-behaved children, but for `crashing`. */
function start(crashing: string, callback: CallbackParams | null = null) {
  const warnings: string[] = [];
  const children: Record<string, AnyActorLogic> = {
    contextInit: fromPromise(async () => ({ app: webApp, sessionInvalid: false, callback })),
    eligibility: fromPromise(async () => ({ kind: 'eligible', data: eligibleData })),
    paymentMeans: idle,
    banner: idle,
    amount: idle,
    callback: fromPromise(() => new Promise(() => {})),
    fetchLastDeposit: fromPromise(async () => null),
    fetchFeatureFlags: fromPromise(async () => ({})),
    loadFlow: fromPromise(async () => {}),
    listenToFlow: fromCallback(() => {}),
  };
  children[crashing] = throws(crashing);
  const actor = createActor(depositMachine.provide({ actors: children as never }));
  actor.on('app.warning', (e) => warnings.push(e.message));
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
