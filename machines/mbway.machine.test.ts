// The MB Way flow against SPEC 4 MB Way ("pending with create-mandate gives a new-mandate pending outcome
// recorded as method MBWayOneClick with status pending. Otherwise success gives success, pending gives
// pending, redirect gives an app-to-app redirect, any other status fails with
// payment.genericfailurenoncard. App-to-app is allowed whenever the application type is not WEBAPP"),
// SPEC 4 Choice of deposit request (direct for an MB Way token) and SPEC 5 (missing phone number).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic, type AnyEventObject } from 'xstate';
import type { MbwayResponseLike } from '../src/domain/mbway';
import { mbwayMachine, type MbwayDepositInput } from './mbway.machine';
import { mbwayInputs } from './mbway.events';
import { transactionPollingMachine, type TransactionCheck } from './transaction-polling.machine';

const [newWeb, tokenIos] = mbwayInputs as [(typeof mbwayInputs)[0], (typeof mbwayInputs)[0]];
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
};
const polling = (ready: boolean, status: unknown) =>
  transactionPollingMachine.provide({
    actors: {
      checkTransaction: fromPromise(async (): Promise<TransactionCheck> => ({ ready, intervalMs: 1000 })),
      fetchResult: fromPromise(async () => status),
    },
  });

function run(input: typeof newWeb, answer: () => Promise<MbwayResponseLike>, poll: AnyActorLogic = polling(false, null)) {
  const calls: MbwayDepositInput[] = [];
  const emitted: AnyEventObject[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    mbwayMachine.provide({
      actors: {
        createMbwayDeposit: fromPromise(async ({ input: i }: { input: MbwayDepositInput }) => (calls.push(i), answer())),
        transactionPolling: poll as typeof transactionPollingMachine,
      },
    }),
    { input, clock },
  );
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted, clock };
}
const submit = (actor: ReturnType<typeof run>['actor'], createMandate: boolean, phoneDigits = '912345678') =>
  actor.send({ type: 'mbway.submitted', phoneDigits, createMandate });

describe('MB Way phone form (SPEC 2, 5)', () => {
  it('a new MB Way opens the phone form at /mbway; a missing or non-mobile number makes no call', () => {
    const { actor, calls } = run(newWeb, async () => ({ status: 'success' }));
    expect(actor.getSnapshot().getMeta()['mbway.form']).toEqual({ route: '/mbway' });
    submit(actor, false, '');
    submit(actor, false, '212345678');
    expect(actor.getSnapshot().value).toBe('form');
    expect(calls).toHaveLength(0);
  });

  it('the web app sends the phone and the mandate choice, without app-to-app', async () => {
    const { actor, calls } = run(newWeb, async () => ({ status: 'success' }));
    submit(actor, true);
    await flush();
    expect(calls).toEqual([{ amount: 30, tokenId: null, phoneDigits: '912345678', createMandate: true, appToApp: false, correlationId: 'intent-0' }]);
  });
});

describe('MB Way answers (SPEC 4)', () => {
  it('success: success, method MBWAY', async () => {
    const { actor } = run(newWeb, async () => ({ status: 'success', transaction_uid: 'tx-1' }));
    submit(actor, false);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'success', method: 'MBWAY', amount: 30, transactionId: 'tx-1' });
  });

  it('pending with a new mandate: pending recorded as MBWayOneClick (the player leaves the wait)', async () => {
    const { actor } = run(newWeb, async () => ({ status: 'pending', transaction_uid: 'tx-1' }));
    submit(actor, true);
    await flush();
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    actor.send({ type: 'mbway.cancelled' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWayOneClick', amount: 30, transactionId: 'tx-1' });
  });

  it('pending without a mandate: pending MBWAY once the wait ends unanswered', async () => {
    const { actor, clock } = run(newWeb, async () => ({ status: 'pending', transaction_uid: 'tx-1' }));
    submit(actor, false);
    await flush();
    clock.increment(5 * 60_000);
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: 'tx-1' });
  });

  it('the approval read while waiting: success', async () => {
    const { actor } = run(newWeb, async () => ({ status: 'pending', transaction_uid: 'tx-1' }), polling(true, { status: 'SUCCESS', reason: null }));
    submit(actor, false);
    await flush();
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'success', method: 'MBWAY' });
  });

  it('redirect in a native app: app-to-app through the bridge (paymentRedirectAppToApp); a saved MB Way is paid directly', async () => {
    const { actor, calls, emitted } = run(tokenIos, async () => ({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: 'https://mbway.example/app' } }));
    await flush();
    expect(calls).toEqual([{ amount: 30, tokenId: 'tok-mbway', phoneDigits: '', createMandate: false, appToApp: true, correlationId: 'intent-0' }]);
    expect(emitted).toContainEqual({ type: 'bridge.paymentRedirectAppToApp', payload: { url: 'https://mbway.example/app' } });
  });

  it.each(['refused', 'weird'])('%s: payment.genericfailurenoncard', async (status) => {
    const { actor } = run(tokenIos, async () => ({ status }));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'failure', reason: 'payment.genericfailurenoncard' });
  });
});
