// The shared transaction polling and how its parents read it, against SPEC 4 (mobile money polling
// variant, 3DS2 polling, callback), SPEC 7 (HEAD /kong/v4/me/transactions/{id}: X-Poll-Interval,
// X-Transaction-IsReady; GET /kong/v4/me/deposits/status) and SPEC 8/9 (reasons, default intervals).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorLogic } from 'xstate';
import type { AcquirerPayloads } from '../src/methods/card/rules';
import { ApiFailure } from '../src/domain/failures';
import { callbackMachine } from './callback.machine';
import { cardMachine, type EncryptInput } from './card.machine';
import { cardInput } from './card.events';
import { mobileMoneyMachine } from './mobile-money.machine';
import { mobileMoneyInputs } from './mobile-money.events';
import { transactionPollingMachine, type CheckInput, type TransactionCheck } from './transaction-polling.machine';
import { depositCallWith } from './fixtures';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
};
const sessionLost = new ApiFailure('SESSION_EXPIRED', null, 'refresh failed');
/** A 4xx on a read: SPEC's failed status fetch, which refuses nothing (docs/decisions.md "Unknown is not failed"). */
const refused = new ApiFailure('HTTP', 'payment.forbidden', 'HTTP 403', 403);
/** Answers that cannot be read (docs/decisions.md "A result that cannot be read is pending, never failed", "Unreadable vs refused"): no answer, a time-out, a 5xx, a body not as asked. */
const unreadable = {
  'a network failure (reset)': new ApiFailure('NETWORK'),
  'a time-out': new ApiFailure('TIMEOUT'),
  'a 500': new ApiFailure('HTTP', 'payment.internal.error', 'HTTP 500', 500),
  'a malformed or incomplete body': new ApiFailure('MALFORMED'),
  'an unexpected error': new TypeError('Failed to fetch'),
};
const serverError = unreadable['a 500'];

/** A polling whose HEAD answers `checks` in turn (the last one repeats) and whose fetch gives `fetch`. */
function polling(checks: Array<TransactionCheck | Error>, fetch: () => Promise<unknown>) {
  const calls = { check: 0, fetch: 0 };
  const logic = transactionPollingMachine.provide({
    actors: {
      checkTransaction: fromPromise(async () => {
        const answer = checks[Math.min(calls.check, checks.length - 1)]!;
        calls.check++;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      fetchResult: fromPromise(async () => {
        calls.fetch++;
        return fetch();
      }),
    },
  });
  return { logic, calls };
}

describe('transaction polling (SPEC 4 polling, SPEC 7 HEAD)', () => {
  it('not ready: waits the server X-Poll-Interval, then checks again; ready: fetches the result', async () => {
    const { logic, calls } = polling(
      [
        { ready: false, intervalMs: 1500 },
        { ready: true, intervalMs: 1500 },
      ],
      async () => ({ status: 'SUCCESS', reason: null }),
    );
    const clock = new SimulatedClock();
    const actor = createActor(logic, { input: { transactionId: 'tx-1', intervalMs: 1000 }, clock }).start();
    await flush();
    expect(calls.check).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    clock.increment(1499);
    await flush();
    expect(calls.check).toBe(1);
    clock.increment(1);
    await flush();
    expect(calls.check).toBe(2);
    expect(calls.fetch).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'fetched', result: { status: 'SUCCESS', reason: null } });
  });

  it('with a deadline (the callback, 10 s): a transaction still not ready is read anyway, once; without one it waits on', async () => {
    const run = (readAfterMs: number | null) => {
      const { logic, calls } = polling([{ ready: false, intervalMs: 1000 }], async () => ({ status: 'PENDING', reason: null }));
      const clock = new SimulatedClock();
      const actor = createActor(logic, { input: { transactionId: 'tx-1', intervalMs: 1000, readAfterMs }, clock }).start();
      return { actor, calls, clock };
    };
    const withDeadline = run(10_000);
    for (let t = 0; t < 10; t++) {
      await flush();
      withDeadline.clock.increment(1000);
    }
    await flush();
    expect(withDeadline.calls.fetch).toBe(1);
    expect(withDeadline.actor.getSnapshot().output).toEqual({ kind: 'fetched', result: { status: 'PENDING', reason: null } });
    // Without a deadline it waits on, up to the polling's 25 s limit (DESIGN 7), then ends unknown.
    const without = run(null);
    for (let t = 0; t < 24; t++) {
      await flush();
      without.clock.increment(1000);
    }
    await flush();
    expect(without.calls.fetch).toBe(0);
    expect(without.actor.getSnapshot().status).toBe('active');
    without.clock.increment(1000);
    await flush();
    expect(without.calls.fetch).toBe(0);
    expect(without.actor.getSnapshot().output).toEqual({ kind: 'unknown' });
  });

  it('without a server interval, keeps the default it was given (card 2000 ms)', async () => {
    const { logic, calls } = polling(
      [
        { ready: false, intervalMs: null },
        { ready: false, intervalMs: 0 },
        { ready: true, intervalMs: null },
      ],
      async () => ({}),
    );
    const clock = new SimulatedClock();
    const actor = createActor(logic, { input: { transactionId: 'tx-1', intervalMs: 2000 }, clock }).start();
    await flush();
    clock.increment(1999);
    await flush();
    expect(calls.check).toBe(1);
    clock.increment(1);
    await flush();
    expect(calls.check).toBe(2);
    // an interval of 0 is no interval either: still 2000 ms
    clock.increment(1);
    await flush();
    expect(calls.check).toBe(2);
    clock.increment(1999);
    await flush();
    expect(calls.check).toBe(3);
    expect(actor.getSnapshot().output).toEqual({ kind: 'fetched', result: {} });
  });

  it('passes the transaction id to both calls, and the HEAD its query (SPEC 7) when the parent gives one', async () => {
    const seen: string[] = [];
    const logic = transactionPollingMachine.provide({
      actors: {
        checkTransaction: fromPromise<TransactionCheck, CheckInput>(async ({ input }) => {
          seen.push(`head ${input.transactionId} ${input.query ? `${input.query.status}/${input.query.status_detail}` : 'no query'}`);
          return { ready: true, intervalMs: null };
        }),
        fetchResult: fromPromise<unknown, { transactionId: string }>(async ({ input }) => {
          seen.push(`fetch ${input.transactionId}`);
          return null;
        }),
      },
    });
    const actor = createActor(logic, { input: { transactionId: 'tx-9', intervalMs: 1000 } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(seen).toEqual(['head tx-9 no query', 'fetch tx-9']);
    seen.length = 0;
    const card = createActor(logic, { input: { transactionId: 'tx-3', intervalMs: 2000, query: { status: 'pending', status_detail: '3' } } }).start();
    await waitFor(card, (s) => s.status === 'done');
    expect(seen).toEqual(['head tx-3 pending/3', 'fetch tx-3']);
  });

  it('a 4xx on the HEAD or the fetch refuses nothing: asked again after 1 s, 2 s, 4 s, then unknown', async () => {
    for (const [checks, fetch] of [
      [[refused], async () => ({})],
      [[{ ready: true, intervalMs: null }], async () => Promise.reject(refused)],
    ] as const) {
      const { logic, calls } = polling([...checks], fetch);
      const clock = new SimulatedClock();
      const actor = createActor(logic, { input: { transactionId: 'tx-1', intervalMs: 1000 }, clock }).start();
      for (const wait of [0, 1000, 2000, 4000]) {
        clock.increment(wait);
        await flush();
      }
      expect(calls.check + calls.fetch).toBe(checks[0] instanceof Error ? 4 : 5);
      expect(actor.getSnapshot().output).toEqual({ kind: 'unknown' });
    }
  });

  it.each([
    ['a lost session on the HEAD', [sessionLost], async () => ({}), { kind: 'sessionExpired' }],
    ['a lost session on the fetch', [{ ready: true, intervalMs: null }], async () => Promise.reject(sessionLost), { kind: 'sessionExpired' }],
  ] as const)('%s ends it: %j', async (_, checks, fetch, output) => {
    const { logic } = polling([...checks], fetch);
    const actor = createActor(logic, { input: { transactionId: 'tx-1', intervalMs: 1000 } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual(output);
  });

  it.each(Object.entries(unreadable))('%s on the HEAD is asked again after 1 s, 2 s, 4 s, then the result is unknown (never failed)', async (_, error) => {
    const { logic, calls } = polling([error], async () => ({}));
    const clock = new SimulatedClock();
    const actor = createActor(logic, { input: { transactionId: 'tx-1', intervalMs: 1000 }, clock }).start();
    await flush();
    for (const [wait, checks] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      clock.increment(wait - 1);
      await flush();
      expect(calls.check).toBe(checks - 1);
      expect(actor.getSnapshot().status).toBe('active');
      clock.increment(1);
      await flush();
      expect(calls.check).toBe(checks);
    }
    expect(actor.getSnapshot().output).toEqual({ kind: 'unknown' });
  });

  it('an unreadable fetch is fetched again (1 s, 2 s, 4 s), then unknown; a later readable answer is the result', async () => {
    let fetches = 0;
    const flaky = polling([{ ready: true, intervalMs: null }], async () => (++fetches < 3 ? Promise.reject(serverError) : { status: 'SUCCESS' }));
    const clock = new SimulatedClock();
    const actor = createActor(flaky.logic, { input: { transactionId: 'tx-1', intervalMs: 1000 }, clock }).start();
    await flush();
    clock.increment(1000);
    await flush();
    clock.increment(2000);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'fetched', result: { status: 'SUCCESS' } });
    expect(flaky.calls.fetch).toBe(3);

    const never = polling([{ ready: true, intervalMs: null }], async () => Promise.reject(unreadable['a malformed or incomplete body']));
    const clock2 = new SimulatedClock();
    const actor2 = createActor(never.logic, { input: { transactionId: 'tx-1', intervalMs: 1000 }, clock: clock2 }).start();
    for (const wait of [0, 1000, 2000, 4000]) {
      clock2.increment(wait);
      await flush();
    }
    expect(never.calls.fetch).toBe(4);
    expect(actor2.getSnapshot().output).toEqual({ kind: 'unknown' });
  });

  it('a result read that never answers ends unknown within 25 s of ready, past any longer limit the parent set (DESIGN 7: 30 s, with the call and the confirmation before it)', async () => {
    // BLIK sets its limit past the code's 2 minutes: the reads, not the limit, must end a silent status.
    const silent = polling([{ ready: true, intervalMs: null }], () => new Promise<never>(() => {}));
    const clock = new SimulatedClock();
    const actor = createActor(silent.logic, { input: { transactionId: 'tx-1', intervalMs: 1000, limitMs: 120_000 }, clock }).start();
    await flush();
    for (let t = 0; t < 25_000 && actor.getSnapshot().status === 'active'; t += 500) {
      clock.increment(500);
      await flush();
    }
    expect(actor.getSnapshot().output).toEqual({ kind: 'unknown' });
    expect(silent.calls.fetch).toBe(4);
  });

  it('a readable HEAD in between starts the count again', async () => {
    const { logic, calls } = polling(
      [serverError, serverError, { ready: false, intervalMs: 1000 }, serverError, serverError, serverError, serverError],
      async () => ({}),
    );
    const clock = new SimulatedClock();
    const actor = createActor(logic, { input: { transactionId: 'tx-1', intervalMs: 1000 }, clock }).start();
    for (const wait of [0, 1000, 2000, 1000, 1000, 2000, 4000]) {
      clock.increment(wait);
      await flush();
    }
    expect(calls.check).toBe(7);
    expect(actor.getSnapshot().output).toEqual({ kind: 'unknown' });
  });

  it('polling.cancelled ends it while waiting, and nothing is checked any more', async () => {
    const { logic, calls } = polling([{ ready: false, intervalMs: 1000 }], async () => ({}));
    const clock = new SimulatedClock();
    const actor = createActor(logic, { input: { transactionId: 'tx-1', intervalMs: 1000 }, clock }).start();
    await flush();
    actor.send({ type: 'polling.cancelled' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
    clock.increment(5000);
    await flush();
    expect(calls.check).toBe(1);
  });
});

/** A parent's flow output once its polling child (the real machine) ran with these calls. */
async function runParent(logic: AnyActorLogic, input: unknown, drive: (actor: ReturnType<typeof createActor>) => void = () => {}) {
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input, clock });
  actor.start();
  drive(actor);
  // Simulated time: the read retries (1 s, 2 s, 4 s) and the poll intervals pass at once.
  for (let i = 0; i < 40 && actor.getSnapshot().status !== 'done'; i++) {
    await flush();
    clock.increment(500);
  }
  await waitFor(actor, (s) => s.status === 'done', { timeout: 2000 });
  return actor.getSnapshot().output;
}

describe('card 3DS2 polling (SPEC 4 "Card response")', () => {
  const card = (fetch: () => Promise<unknown>) =>
    cardMachine.provide({
      actors: {
        lookupBrands: fromPromise(async () => ['CB', 'VISA']),
        encryptCard: fromPromise<AcquirerPayloads, EncryptInput>(async () => ({ worldline: 'enc', dalenys: null, keypayment: null })),
        // Detail 2 without a method URL: straight to the polling.
        depositCall: depositCallWith(async () => ({ status: 'pending', status_detail: 2, transaction_uid: 'tx-1', transaction_context: {} })),
        threeDs2: polling([{ ready: true, intervalMs: null }], fetch).logic,
      },
    });
  const submitCvv = (actor: ReturnType<typeof createActor>) => {
    const sub = actor.subscribe((s) => {
      if ((s as { matches(v: string): boolean }).matches('cvvForm')) {
        sub.unsubscribe();
        actor.send({ type: 'cvv.submitted', cvv: '123' });
      }
    });
  };

  it('a fetched success is a deposit success', async () => {
    const output = await runParent(
      card(async () => ({ status: 'success', transaction_uid: 'tx-1' })),
      cardInput,
      submitCvv,
    );
    expect(output).toMatchObject({ kind: 'success', method: 'CARD', amount: 25 });
  });

  it('a 4xx on the transaction status fetch is pending, unconfirmed, not payment.internal.error (a read refuses nothing)', async () => {
    const output = await runParent(
      card(async () => Promise.reject(refused)),
      cardInput,
      submitCvv,
    );
    expect(output).toEqual({ kind: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-1', unconfirmed: true });
  });

  it('a result that cannot be read (retries included) is pending, unconfirmed, with the transaction', async () => {
    const output = await runParent(
      card(async () => Promise.reject(serverError)),
      cardInput,
      submitCvv,
    );
    expect(output).toEqual({ kind: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-1', unconfirmed: true });
  });
});

describe('mobile money polling variant (SPEC 4 "Mobile money")', () => {
  const savedMtn = mobileMoneyInputs[2];
  const momo = (fetch: () => Promise<unknown>) =>
    mobileMoneyMachine.provide({
      actors: {
        depositCall: depositCallWith(async () => ({ status: 'pending', transaction_uid: 'tx-1', update_protocol: 'polling' })),
        transactionPolling: polling([{ ready: true, intervalMs: null }], fetch).logic,
      },
    });

  it('SUCCESS is a deposit success with method MOBILEMONEY and the amount', async () => {
    const output = await runParent(
      momo(async () => ({ status: 'SUCCESS', reason: null })),
      savedMtn,
    );
    expect(output).toEqual({ kind: 'success', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-1' });
  });

  it('another status fails with its reason, or payment.genericfailure.momo without one', async () => {
    expect(
      await runParent(
        momo(async () => ({ status: 'FAILURE', reason: 'payment.insufficientfunds.momo' })),
        savedMtn,
      ),
    ).toEqual({
      kind: 'failure',
      reason: 'payment.insufficientfunds.momo',
    });
    expect(
      await runParent(
        momo(async () => ({ status: 'FAILURE', reason: null })),
        savedMtn,
      ),
    ).toEqual({ kind: 'failure', reason: 'payment.genericfailure.momo' });
  });

  it('a 4xx on the status fetch is pending, unconfirmed, not payment.genericfailure.momo (a read refuses nothing)', async () => {
    const output = await runParent(
      momo(async () => Promise.reject(refused)),
      savedMtn,
    );
    expect(output).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-1', unconfirmed: true });
  });

  it('a status that cannot be read is pending, unconfirmed, never failed', async () => {
    const output = await runParent(
      momo(async () => Promise.reject(serverError)),
      savedMtn,
    );
    expect(output).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-1', unconfirmed: true });
  });
});

describe('callback polling flow (SPEC 4 "Callback")', () => {
  const params = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 } as const;
  const callback = (fetch: () => Promise<unknown>, checks: TransactionCheck[] = [{ ready: true, intervalMs: null }]) => {
    const p = polling(checks, fetch);
    return { logic: callbackMachine.provide({ actors: { transactionPolling: p.logic } }), calls: p.calls };
  };

  it('polls until ready, then reads the deposit status: success, redirect as pending, aborted', async () => {
    const c = callback(
      async () => ({ status: 'success', reason: null }),
      [
        { ready: false, intervalMs: 10 },
        { ready: true, intervalMs: null },
      ],
    );
    expect(await runParent(c.logic, params)).toEqual({ kind: 'success' });
    expect(c.calls).toEqual({ check: 2, fetch: 1 });
    expect(await runParent(callback(async () => ({ status: 'redirect', reason: null })).logic, params)).toEqual({ kind: 'pending' });
    expect(await runParent(callback(async () => ({ status: 'aborted', reason: null })).logic, params)).toEqual({ kind: 'failure', reason: 'Deposit aborted' });
  });

  it('a status that cannot be read is pending, unconfirmed', async () => {
    expect(await runParent(callback(async () => Promise.reject(serverError)).logic, params)).toEqual({ kind: 'pending', unconfirmed: true });
  });

  it('a 4xx on the status fetch is pending, unconfirmed (a read refuses nothing)', async () => {
    expect(await runParent(callback(async () => Promise.reject(refused)).logic, params)).toEqual({ kind: 'pending', unconfirmed: true });
  });

  it('SPEC 4 Apple Pay: a session failure redirects to callback with payment.internal.error: read nothing, fail with it', async () => {
    const c = callback(async () => ({ status: 'success', reason: null }));
    expect(await runParent(c.logic, { ...params, transactionUid: null, refusal: 'payment.internal.error' })).toEqual({
      kind: 'failure',
      reason: 'payment.internal.error',
    });
    expect(c.calls).toEqual({ check: 0, fetch: 0 });
  });
});
