// The BLIK flow against SPEC 4 ("Choice of deposit request": direct for a BLIK token; "BLIK": pending
// gives deposit success with status pending, anything else payment.genericfailure), SPEC 5 ("BLIK code
// required; a missing ... BLIK code shows payment.null.information.error"), SPEC 3 (the code, the token
// id) and the waiting screen of docs/decisions.md "BLIK" (a BLIK code lives 2 minutes). Expected values written by hand.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import type { BlikResponseLike } from '../src/methods/blik/rules';
import { ApiFailure } from '../src/domain/failures';
import { blikMachine, type BlikDepositInput } from './blik.machine';
import { blikInputs } from './blik.events';
import { crashingActor, depositCallWith, warningsOf } from './fixtures';
import { transactionPollingMachine, type TransactionCheck } from './transaction-polling.machine';

const [byCode, oneClick] = blikInputs as [(typeof blikInputs)[0], (typeof blikInputs)[0]];
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
};
const TWO_MINUTES = 2 * 60 * 1000;

/** The transaction's HEAD answers `ready` each time; the status fetch gives `status` (or throws). */
function polling(ready: boolean, status: unknown) {
  return transactionPollingMachine.provide({
    actors: {
      checkTransaction: fromPromise(async (): Promise<TransactionCheck> => ({ ready, intervalMs: 1000 })),
      fetchResult: fromPromise(async () => {
        if (status instanceof Error) throw status;
        return status;
      }),
    },
  });
}

function run(input: typeof byCode, answer: () => Promise<BlikResponseLike>, poll: AnyActorLogic = polling(false, null)) {
  const calls: BlikDepositInput[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    blikMachine.provide({
      actors: {
        depositCall: depositCallWith(async (i: BlikDepositInput) => (calls.push(i), answer())),
        transactionPolling: poll as typeof transactionPollingMachine,
      },
    }),
    { input, clock },
  );
  actor.start();
  return { actor, calls, clock };
}

const pending = async () => ({ status: 'pending', transaction_uid: 'tx-1' });

describe('BLIK code form (SPEC 2, 5)', () => {
  it('a new BLIK opens the code form at /blik, with no deposit call', () => {
    const { actor, calls } = run(byCode, pending);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().getMeta()['blik.form']).toEqual({ route: '/blik' });
    expect(calls).toHaveLength(0);
  });

  it.each(['', '12345', '12a456'])('a missing or incomplete code (%j) makes no deposit call', (code) => {
    const { actor, calls } = run(byCode, pending);
    actor.send({ type: 'blik.submitted', code, oneClick: false });
    expect(actor.getSnapshot().value).toBe('form');
    expect(calls).toHaveLength(0);
  });

  it('a 6-digit code is sent with the amount and the one-click consent', async () => {
    const { actor, calls } = run(byCode, pending);
    actor.send({ type: 'blik.submitted', code: '777123', oneClick: true });
    await flush();
    expect(calls).toEqual([{ amount: 100, tokenId: null, code: '777123', oneClick: true, correlationId: 'intent-0', attempt: 0 }]);
  });

  it('close and back return to the amount page', () => {
    for (const type of ['blik.cancelled', 'navigation.back'] as const) {
      const { actor } = run(byCode, pending);
      actor.send({ type });
      expect(actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
    }
  });
});

describe('BLIK one-click (SPEC 4 Choice of deposit request: direct for a token)', () => {
  it('a saved BLIK is paid directly with its token id, no code and no form', async () => {
    const { actor, calls } = run(oneClick, pending);
    await flush();
    expect(calls).toEqual([{ amount: 100, tokenId: 'tok-blik', code: null, oneClick: false, correlationId: 'intent-0', attempt: 0 }]);
    expect(actor.getSnapshot().value).toBe('waiting');
  });
});

describe('BLIK answer (SPEC 4 BLIK, SPEC 8)', () => {
  it('refused: failure payment.genericfailure', async () => {
    const { actor } = run(oneClick, async () => ({ status: 'refused', refused_reason: 'payment.insufficientfunds' }));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'failure', reason: 'payment.genericfailure' });
  });

  // docs/decisions.md "Unknown is not failed": a status BLIK does not answer with may still be a deposit.
  it.each([[{ status: 'redirect' }], [{ status: 'weird' }]])('%j: pending, unconfirmed, never a failure', async (answer) => {
    const { actor } = run(oneClick, async () => answer);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'BLIK', amount: 100, transactionId: null, unconfirmed: true });
  });

  // How the flow reads each end of its deposit call (the call's own rules: deposit-call.machine.test.ts).
  it('a 4xx refusal with an error code fails with it; a call that ends unknown is pending, unconfirmed; a lost session is session timeout', async () => {
    const coded = run(oneClick, async () => Promise.reject(new ApiFailure('HTTP', 'DEP_FraudCheckRefused', '422', 422)));
    const bare = run(oneClick, async () => Promise.reject(new Error('network')));
    const lost = run(oneClick, async () => Promise.reject(new ApiFailure('SESSION_EXPIRED', null, 'refresh failed')));
    await flush();
    expect(coded.actor.getSnapshot().output).toEqual({ kind: 'failure', reason: 'DEP_FraudCheckRefused' });
    expect(lost.actor.getSnapshot().output).toEqual({ kind: 'sessionExpired' });
    // The unanswered call: its three sends (after 1 s and 3 s) end unknown.
    expect(bare.actor.getSnapshot().status).toBe('active');
    bare.clock.increment(1000);
    await flush();
    bare.clock.increment(3000);
    await flush();
    expect(bare.calls).toHaveLength(3);
    expect(bare.actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'BLIK', amount: 100, transactionId: null, unconfirmed: true });
  });

  it('a deposit call child that throws: pending, unconfirmed, never failed; the cause logged', async () => {
    const actor = createActor(blikMachine.provide({ actors: { depositCall: crashingActor('depositCall') as never } }), { input: oneClick });
    const warnings = warningsOf(actor);
    actor.start();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'BLIK', amount: 100, transactionId: null, unconfirmed: true });
    expect(warnings).toEqual(['depositCall failed: depositCall crashed']);
  });

  it('back is ignored while the deposit call runs (one intent is one deposit)', () => {
    const { actor } = run(oneClick, () => new Promise(() => {}));
    actor.send({ type: 'navigation.back' });
    expect(actor.getSnapshot().matches('depositing')).toBe(true);
  });
});

describe('BLIK waiting screen (pending: the player confirms in the banking app)', () => {
  it('pending: the waiting screen at /blik, then the confirmed deposit is a success', async () => {
    const { actor } = run(oneClick, pending, polling(true, { status: 'SUCCESS', reason: null }));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'success', method: 'BLIK', amount: 100, transactionId: 'tx-1' });
  });

  it('a refused or expired code read from the deposit status: payment.genericfailure', async () => {
    const { actor } = run(oneClick, pending, polling(true, { status: 'FAILURE', reason: 'EXPIRED' }));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'failure', reason: 'payment.genericfailure' });
  });

  // docs/decisions.md "BLIK · The wait": the screen counts the code's 2 minutes down and the wait lasts
  // them, past the shared polling's usual 25 s; then the bank's result is not known: pending, unconfirmed.
  it("no confirmation within the code's 2 minutes: the wait polls on past 25 s, then ends pending, unconfirmed", async () => {
    const { actor, clock } = run(oneClick, pending);
    await flush();
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(actor.getSnapshot().getMeta()['blik.waiting']).toEqual({ route: '/blik' });
    for (let t = 0; t < 119; t++) {
      clock.increment(1000);
      await flush();
    }
    // 1 s before the code's end: still waiting, still polling (the HEAD says not ready each second).
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(actor.getSnapshot().children.transactionPolling?.getSnapshot().status).toBe('active');
    clock.increment(1000);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'BLIK', amount: 100, transactionId: 'tx-1', unconfirmed: true });
  });

  it('the way back while waiting: deposit success with status pending (the deposit goes on at the bank)', async () => {
    for (const type of ['blik.cancelled', 'navigation.back'] as const) {
      const { actor } = run(oneClick, pending);
      await flush();
      actor.send({ type });
      expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'BLIK', amount: 100, transactionId: 'tx-1' });
    }
  });

  it('a status that cannot be read is pending, never failed', async () => {
    const { actor, clock } = run(oneClick, pending, polling(true, new ApiFailure('HTTP', null, '500', 500)));
    // The shared polling reads again after 1 s, 2 s and 4 s before it gives up (unreadable is not failed).
    for (const wait of [0, 1000, 2000, 4000]) {
      clock.increment(wait);
      await flush();
    }
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'pending', method: 'BLIK', amount: 100, unconfirmed: true });
  });
});

/** A polling that ends at once with `output`, recording what it was asked for. */
function polled(output: unknown) {
  const inputs: unknown[] = [];
  const logic = fromPromise(async ({ input }: { input: unknown }) => (inputs.push(input), output));
  return { logic, inputs };
}

describe('BLIK wait: what the polling is asked for and how it ends (SPEC 4 BLIK, 8)', () => {
  it("the wait polls the deposit's transaction at the default interval (1000 ms, SPEC 7 and 9)", async () => {
    const poll = polled({ kind: 'fetched', result: { status: 'SUCCESS', reason: null } });
    const { actor } = run(oneClick, pending, poll.logic);
    await flush();
    expect(poll.inputs).toEqual([{ transactionId: 'tx-1', intervalMs: 1000, limitMs: expect.any(Number) }]);
    // Its own limit is past the code's 2 minutes, so that the code's lifetime is what ends the wait.
    expect((poll.inputs[0] as { limitMs: number }).limitMs).toBeGreaterThan(TWO_MINUTES);
    expect(actor.getSnapshot().output).toEqual({ kind: 'success', method: 'BLIK', amount: 100, transactionId: 'tx-1' });
  });

  it('a pending answer without a transaction id still waits, on no transaction: pending, unconfirmed', async () => {
    const poll = polled({ kind: 'failed' });
    const { actor } = run(oneClick, async () => ({ status: 'pending' }), poll.logic);
    await flush();
    expect(poll.inputs).toEqual([{ transactionId: '', intervalMs: 1000, limitMs: expect.any(Number) }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'BLIK', amount: 100, transactionId: null, unconfirmed: true });
  });

  it('a session lost while polling is session timeout (SPEC 8), not pending', async () => {
    const { actor } = run(oneClick, pending, polled({ kind: 'sessionExpired' }).logic);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'sessionExpired' });
  });

  it('a polling that could not read the status, or was cancelled, ends pending, unconfirmed (never failed)', async () => {
    for (const output of [{ kind: 'unknown' }, { kind: 'failed' }, { kind: 'cancelled' }, { kind: 'fetched', result: { status: 'PENDING' } }]) {
      const { actor } = run(oneClick, pending, polled(output).logic);
      await flush();
      expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'BLIK', amount: 100, transactionId: 'tx-1', unconfirmed: true });
    }
  });
});

describe('BLIK saved mean (SPEC 3: token variant detail.token_id; SPEC 4 direct for a token)', () => {
  it('a saved BLIK whose token id is only in its detail is paid directly with that id', async () => {
    const input = { ...oneClick, mean: { ...oneClick.mean, tokenId: null, detail: { minAmount: 20, maxAmount: 5000, id: 'tok-detail' } } };
    const { actor, calls } = run(input, pending);
    await flush();
    expect(calls).toEqual([{ amount: 100, tokenId: 'tok-detail', code: null, oneClick: false, correlationId: 'intent-0', attempt: 0 }]);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('a new BLIK (not a token) opens the code form even when its detail carries an id', () => {
    const input = { ...byCode, mean: { ...byCode.mean, detail: { minAmount: 20, maxAmount: 5000, id: 'm-blik-detail' } } };
    const { actor, calls } = run(input, pending);
    expect(actor.getSnapshot().value).toBe('form');
    expect(calls).toHaveLength(0);
  });
});

describe('BLIK: a child that throws (DESIGN 7: after the deposit call, only a refusal is a failure)', () => {
  it("the wait's polling throws: pending, unconfirmed, never failed; the cause logged", async () => {
    const { actor } = run(byCode, pending, crashingActor('transactionPolling'));
    const warnings = warningsOf(actor);
    actor.send({ type: 'blik.submitted', code: '777123', oneClick: false });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'BLIK', amount: 100, transactionId: 'tx-1', unconfirmed: true });
    expect(warnings).toEqual(['transactionPolling failed: transactionPolling crashed']);
  });
});
