// The MB Way flow against SPEC 4 MB Way ("pending with create-mandate gives a new-mandate pending outcome
// recorded as method MBWayOneClick with status pending. Otherwise success gives success, pending gives
// pending, redirect gives an app-to-app redirect, any other status fails with
// payment.genericfailurenoncard. App-to-app is allowed whenever the application type is not WEBAPP"),
// SPEC 4 Choice of deposit request (direct for an MB Way token) and SPEC 5 (missing phone number).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic, type AnyEventObject } from 'xstate';
import type { MbwayResponseLike } from '../src/methods/mbway/rules';
import { ApiFailure } from '../src/domain/failures';
import { mbwayMachine, type MbwayDepositInput } from './mbway.machine';
import { crashingActor, depositCallWith } from './fixtures';
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
        depositCall: depositCallWith(async (i: MbwayDepositInput) => (calls.push(i), answer())),
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
    expect(calls).toEqual([
      { amount: 30, tokenId: null, phoneDigits: '912345678', createMandate: true, appToApp: false, returnApp: null, correlationId: 'intent-0', attempt: 0 },
    ]);
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

  it('pending without a mandate: pending MBWAY, not yet confirmed, once the wait ends unanswered', async () => {
    const { actor, clock } = run(newWeb, async () => ({ status: 'pending', transaction_uid: 'tx-1' }));
    submit(actor, false);
    await flush();
    clock.increment(5 * 60_000);
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: 'tx-1', unconfirmed: true });
  });

  // docs/decisions.md "MB Way · The wait": the screen counts 5 minutes down, and nothing ends the wait before.
  it('an unanswered wait lasts the 5 minutes its countdown shows, then ends pending, unconfirmed', async () => {
    const inputs: unknown[] = [];
    const silent = fromPromise(({ input }: { input: unknown }) => (inputs.push(input), new Promise<never>(() => {})));
    const { actor, clock } = run(newWeb, pendingAnswer, silent);
    submit(actor, true);
    await flush();
    expect((inputs[0] as { limitMs: number }).limitMs).toBeGreaterThan(5 * 60_000);
    clock.increment(5 * 60_000 - 1000);
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWayOneClick', amount: 30, transactionId: 'tx-1', unconfirmed: true });
  });

  it('the approval read while waiting: success', async () => {
    const { actor } = run(newWeb, async () => ({ status: 'pending', transaction_uid: 'tx-1' }), polling(true, { status: 'SUCCESS', reason: null }));
    submit(actor, false);
    await flush();
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'success', method: 'MBWAY' });
  });

  it('redirect in a native app: app-to-app through the bridge (paymentRedirectAppToApp); a saved MB Way is paid directly', async () => {
    const { calls, emitted } = run(tokenIos, async () => ({
      status: 'redirect',
      transaction_uid: 'tx-1',
      transaction_context: { redirect_url: 'https://mbway.example/app' },
    }));
    await flush();
    expect(calls).toEqual([
      {
        amount: 30,
        tokenId: 'tok-mbway',
        phoneDigits: '',
        createMandate: false,
        appToApp: true,
        returnApp: { brand: 'kestrel', universe: 'sports' },
        correlationId: 'intent-0',
        attempt: 0,
      },
    ]);
    expect(emitted).toContainEqual({ type: 'bridge.paymentRedirectAppToApp', payload: { url: 'https://mbway.example/app' } });
  });

  it('refused: payment.genericfailurenoncard', async () => {
    const { actor } = run(tokenIos, async () => ({ status: 'refused' }));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'failure', reason: 'payment.genericfailurenoncard' });
  });

  // docs/decisions.md "Unknown is not failed": a status not known may still be a deposit.
  it('weird: pending, unconfirmed, never a failure', async () => {
    const { actor } = run(tokenIos, async () => ({ status: 'weird' }));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: null, unconfirmed: true });
  });
});

/** A polling that ends at once with `output`, recording what it was asked for. */
function polled(output: unknown) {
  const inputs: unknown[] = [];
  const logic = fromPromise(async ({ input }: { input: unknown }) => (inputs.push(input), output));
  return { logic, inputs };
}
const pendingAnswer = async () => ({ status: 'pending', transaction_uid: 'tx-1' });

describe("MB Way form: leaving and the call's errors (SPEC 2, 8)", () => {
  it('close and back on the form return to the amount page, with no call', () => {
    for (const type of ['mbway.cancelled', 'navigation.back'] as const) {
      const { actor, calls } = run(newWeb, pendingAnswer);
      actor.send({ type });
      expect(actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
      expect(calls).toHaveLength(0);
    }
  });

  it('a refused call fails with its error code; without one, or no answer, sent again then pending; a lost session is session timeout', async () => {
    const coded = run(tokenIos, async () => Promise.reject(new ApiFailure('HTTP', 'DEP_FraudCheckRefused', '422', 422)));
    const uncoded = run(tokenIos, async () => Promise.reject(new ApiFailure('HTTP', null, '400', 400)));
    const bug = run(tokenIos, async () => Promise.reject(new Error('bug')));
    const lost = run(tokenIos, async () => Promise.reject(new ApiFailure('SESSION_EXPIRED', null, 'refresh failed')));
    await flush();
    expect(coded.actor.getSnapshot().output).toEqual({ kind: 'failure', reason: 'DEP_FraudCheckRefused' });
    expect(lost.actor.getSnapshot().output).toEqual({ kind: 'sessionExpired' });
    for (const r of [uncoded, bug]) {
      r.clock.increment(1000);
      await flush();
      r.clock.increment(3000);
      await flush();
      expect(r.calls.map((c) => c.correlationId)).toEqual(['intent-0', 'intent-0', 'intent-0']);
      expect(r.actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: null, unconfirmed: true });
    }
  });

  it('a redirect with no usable URL is pending, unconfirmed, and opens nothing', async () => {
    const { actor, emitted } = run(tokenIos, async () => ({ status: 'redirect', transaction_uid: 'tx-1' }));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: 'tx-1', unconfirmed: true });
    expect(emitted.filter((e) => e.type === 'bridge.paymentRedirectAppToApp')).toEqual([]);
  });

  it('back from the app-to-app redirect: pending (the player approves in the MB Way app)', async () => {
    const { actor } = run(tokenIos, async () => ({
      status: 'redirect',
      transaction_uid: 'tx-1',
      transaction_context: { redirect_url: 'https://mbway.example/app' },
    }));
    await flush();
    expect(actor.getSnapshot().value).toBe('appToApp');
    actor.send({ type: 'navigation.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: 'tx-1' });
  });
});

describe('MB Way wait: what the polling is asked for and how it ends (SPEC 4 MB Way, 8)', () => {
  it("the wait polls the deposit's transaction at the default interval (1000 ms, SPEC 7 and 9)", async () => {
    const poll = polled({ kind: 'fetched', result: { status: 'SUCCESS', reason: null } });
    const { actor } = run(tokenIos, pendingAnswer, poll.logic);
    await flush();
    expect(poll.inputs).toEqual([{ transactionId: 'tx-1', intervalMs: 1000, limitMs: expect.any(Number) }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'success', method: 'MBWAY', amount: 30, transactionId: 'tx-1' });
  });

  it('a pending answer without a transaction id still waits, on no transaction', async () => {
    const poll = polled({ kind: 'failed' });
    const { actor } = run(tokenIos, async () => ({ status: 'pending' }), poll.logic);
    await flush();
    expect(poll.inputs).toEqual([{ transactionId: '', intervalMs: 1000, limitMs: expect.any(Number) }]);
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: null });
  });

  it('a refused approval read while waiting: payment.genericfailurenoncard', async () => {
    const { actor } = run(tokenIos, pendingAnswer, polled({ kind: 'fetched', result: { status: 'FAILURE', reason: 'REFUSED' } }).logic);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'failure', reason: 'payment.genericfailurenoncard' });
  });

  it('the deposit status is read whatever its case and spacing', async () => {
    const ok = run(tokenIos, pendingAnswer, polled({ kind: 'fetched', result: { status: ' success ', reason: null } }).logic);
    const ko = run(tokenIos, pendingAnswer, polled({ kind: 'fetched', result: { status: 'failure', reason: null } }).logic);
    await flush();
    expect(ok.actor.getSnapshot().output).toEqual({ kind: 'success', method: 'MBWAY', amount: 30, transactionId: 'tx-1' });
    expect(ko.actor.getSnapshot().output).toEqual({ kind: 'failure', reason: 'payment.genericfailurenoncard' });
  });

  it('a session lost while polling is session timeout (SPEC 8), not pending', async () => {
    const { actor } = run(tokenIos, pendingAnswer, polled({ kind: 'sessionExpired' }).logic);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'sessionExpired' });
  });

  it('a polling that read nothing, or a status still pending, ends pending (never failed)', async () => {
    for (const output of [{ kind: 'unknown' }, { kind: 'failed' }, { kind: 'cancelled' }, { kind: 'fetched', result: { status: 'PENDING' } }]) {
      const { actor } = run(tokenIos, pendingAnswer, polled(output).logic);
      await flush();
      expect(actor.getSnapshot().output).toMatchObject({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: 'tx-1' });
    }
  });

  it('back while waiting: pending', async () => {
    const { actor } = run(tokenIos, pendingAnswer);
    await flush();
    actor.send({ type: 'navigation.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: 'tx-1' });
  });
});

describe('MB Way saved mean (SPEC 3: token variant detail.token_id; SPEC 4 direct for a token)', () => {
  it('a saved MB Way whose token id is only in its detail is paid directly with that id', async () => {
    const input = { ...tokenIos, mean: { ...tokenIos.mean, tokenId: null, detail: { minAmount: 10, maxAmount: 1000, id: 'tok-detail' } } };
    const { calls } = run(input, pendingAnswer);
    await flush();
    expect(calls).toEqual([
      {
        amount: 30,
        tokenId: 'tok-detail',
        phoneDigits: '',
        createMandate: false,
        appToApp: true,
        returnApp: { brand: 'kestrel', universe: 'sports' },
        correlationId: 'intent-0',
        attempt: 0,
      },
    ]);
  });

  it('a new MB Way (not a token) opens the phone form even when its detail carries an id', () => {
    const input = { ...newWeb, mean: { ...newWeb.mean, detail: { minAmount: 10, maxAmount: 1000, id: 'm-mbway-detail' } } };
    const { actor, calls } = run(input, pendingAnswer);
    expect(actor.getSnapshot().value).toBe('form');
    expect(calls).toHaveLength(0);
  });
});

describe('MB Way: one intent, one deposit; unknown is not failed', () => {
  const lost = () => Promise.reject(new ApiFailure('NETWORK', null, 'network failure'));

  it('an unreadable answer is sent again with the same correlation id after 1 s and 3 s, then pending unconfirmed', async () => {
    const { actor, calls, clock } = run(newWeb, lost);
    submit(actor, true);
    await flush();
    expect(calls).toHaveLength(1);
    clock.increment(1000);
    await flush();
    expect(calls).toHaveLength(2);
    clock.increment(3000);
    await flush();
    expect(calls.map((c) => [c.correlationId, c.attempt])).toEqual([
      ['intent-0', 0],
      ['intent-0', 1],
      ['intent-0', 2],
    ]);
    // SPEC 4: asked with a mandate, a pending MB Way is MBWayOneClick.
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWayOneClick', amount: 30, transactionId: null, unconfirmed: true });
  });

  it('an answer read on the send again is the answer: success', async () => {
    let n = 0;
    const { actor, clock } = run(newWeb, () => (n++ === 0 ? lost() : Promise.resolve({ status: 'success', transaction_uid: 'tx-2' })));
    submit(actor, false);
    await flush();
    clock.increment(1000);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'success', method: 'MBWAY', amount: 30, transactionId: 'tx-2' });
  });

  it('an unreadable poll is pending, unconfirmed (never failed)', async () => {
    const { actor } = run(tokenIos, pendingAnswer, polled({ kind: 'unknown' }).logic);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: 'tx-1', unconfirmed: true });
  });

  it('the call and the wait are recorded for a reload, and cleared when they end', async () => {
    const { actor, emitted } = run(tokenIos, pendingAnswer);
    await flush();
    const records = emitted.filter((e) => e.type.startsWith('deposit.pending'));
    expect(records.map((e) => [e.type, e.deposit?.stage, e.deposit?.transactionId])).toEqual([
      ['deposit.pendingSaved', 'calling', null],
      ['deposit.pendingCleared', undefined, undefined],
      ['deposit.pendingSaved', 'polling', 'tx-1'],
    ]);
    expect(records[0]!.deposit).toMatchObject({ flow: 'mbway', method: 'MBWAY', amount: 30, correlationId: 'intent-0', token: true });
    actor.send({ type: 'navigation.back' });
    expect(emitted.at(-1)).toEqual({ type: 'deposit.pendingCleared' });
  });

  it('a reload while waiting polls the same transaction again, with no new deposit call; during the call: unconfirmed', async () => {
    const [, , duringCall, whileWaiting] = mbwayInputs;
    const poll = polled({ kind: 'fetched', result: { status: 'SUCCESS', reason: null } });
    const waiting = run(whileWaiting!, pendingAnswer, poll.logic);
    const calling = run(duringCall!, pendingAnswer);
    await flush();
    expect(waiting.calls).toHaveLength(0);
    expect(poll.inputs).toEqual([{ transactionId: 'tx-0', intervalMs: 1000, limitMs: expect.any(Number) }]);
    expect(waiting.actor.getSnapshot().output).toEqual({ kind: 'success', method: 'MBWAY', amount: 30, transactionId: 'tx-0' });
    expect(calling.calls).toHaveLength(0);
    expect(calling.actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWayOneClick', amount: 30, transactionId: null, unconfirmed: true });
  });
});

describe('MB Way: a child that throws (DESIGN 7: after the deposit call, only a refusal is a failure)', () => {
  it("the wait's polling throws: pending, unconfirmed, never failed; the cause logged", async () => {
    const { actor, emitted } = run(tokenIos, pendingAnswer, crashingActor('transactionPolling'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: 'tx-1', unconfirmed: true });
    expect(emitted).toContainEqual({ type: 'app.warning', message: 'transactionPolling failed: transactionPolling crashed' });
  });

  it('the deposit call child throws: pending, unconfirmed, never failed; the cause logged', async () => {
    const actor = createActor(mbwayMachine.provide({ actors: { depositCall: crashingActor('depositCall') as never } }), { input: tokenIos });
    const emitted: AnyEventObject[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MBWAY', amount: 30, transactionId: null, unconfirmed: true });
    expect(emitted).toContainEqual({ type: 'app.warning', message: 'depositCall failed: depositCall crashed' });
  });
});
