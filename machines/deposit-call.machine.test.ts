// The deposit call, tested once for every flow, against docs/decisions.md "One intent, one deposit; an
// unreadable deposit answer" (sent again with the same correlation id after 1 s, then 3 s; then pending,
// unconfirmed), "Unknown is not failed" (only a 4xx with its deposit code on the first send refuses),
// "No wait without a limit" (each send 7 s) and SPEC 4 Authentication (a lost session). Values by hand.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiFailure } from '../src/domain/failures';
import { depositCallMachine, sendOf, type DepositSendInput } from './deposit-call.machine';

const lost = new ApiFailure('NETWORK');
const serverError = new ApiFailure('HTTP', 'payment.internal.error', '502', 502);
const refusal = new ApiFailure('HTTP', 'DEP_FraudCheckRefused', '422', 422);
const throttled = new ApiFailure('HTTP', 'payment.too.many', '429', 429);
const session = new ApiFailure('SESSION_EXPIRED');
const bare401 = new ApiFailure('HTTP', null, '401', 401);

type Answer = { kind: 'ok'; body: unknown } | { kind: 'throw'; error: unknown } | { kind: 'hang' };

/** A server whose answers to the sends are scripted; it records each send and when it came (simulated ms). */
function run(answers: Answer[]) {
  const clock = new SimulatedClock();
  const sends: Array<{ input: DepositSendInput; at: number }> = [];
  const machine = depositCallMachine.provide({
    actors: {
      send: fromPromise(async ({ input }: { input: DepositSendInput }) => {
        sends.push({ input, at: clock.now() });
        const a = answers[sends.length - 1] ?? { kind: 'hang' };
        if (a.kind === 'ok') return a.body;
        if (a.kind === 'throw') throw a.error;
        return new Promise(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input: { correlationId: 'intent-7', depositRequest: { amount: 25, code: '777123' } }, clock });
  actor.start();
  return { actor, clock, sends };
}

const flush = async () => {
  for (let i = 0; i < 4; i++) await new Promise<void>((r) => setImmediate(r));
};
/** Lets simulated time pass in small steps, as the clock of a page would. */
async function pass(clock: SimulatedClock, ms: number) {
  await flush();
  for (let t = 0; t < ms; t += 100) {
    clock.increment(100);
    await flush();
  }
}

describe('the deposit call: one intent, one correlation id', () => {
  it('an answer ends the call with that answer, after one send carrying the request, the correlation id and attempt 0', async () => {
    const { actor, sends } = run([{ kind: 'ok', body: { status: 'pending', transaction_uid: 'tx-1' } }]);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'answered', answer: { status: 'pending', transaction_uid: 'tx-1' } });
    expect(sends.map((s) => s.input)).toEqual([{ correlationId: 'intent-7', depositRequest: { amount: 25, code: '777123' }, attempt: 0 }]);
  });

  it("the flow's call reads a send as its request with the correlation id and attempt", () => {
    expect(sendOf<{ amount: number }>({ correlationId: 'intent-7', depositRequest: { amount: 25 }, attempt: 2 })).toEqual({
      amount: 25,
      correlationId: 'intent-7',
      attempt: 2,
    });
  });

  it('an answer not known is sent again with the same correlation id after 1 s, then 3 s', async () => {
    const { actor, clock, sends } = run([
      { kind: 'throw', error: lost },
      { kind: 'throw', error: serverError },
      { kind: 'ok', body: { status: 'success' } },
    ]);
    await flush();
    expect(sends).toHaveLength(1);
    await pass(clock, 900);
    expect(sends).toHaveLength(1); // not before the 1 s back-off
    await pass(clock, 100);
    expect(sends).toHaveLength(2);
    expect(sends[1]!.at).toBe(1000);
    await pass(clock, 2900);
    expect(sends).toHaveLength(2); // not before the 3 s back-off
    await pass(clock, 100);
    expect(sends.map((s) => [s.input.correlationId, s.input.attempt, s.at])).toEqual([
      ['intent-7', 0, 0],
      ['intent-7', 1, 1000],
      ['intent-7', 2, 4000],
    ]);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'answered', answer: { status: 'success' } });
  });

  it('three sends whose answers are not known end unknown (pending, unconfirmed), never a fourth send', async () => {
    const { actor, clock, sends } = run([
      { kind: 'throw', error: lost },
      { kind: 'throw', error: lost },
      { kind: 'throw', error: serverError },
    ]);
    await pass(clock, 10_000);
    expect(sends).toHaveLength(3);
    expect(new Set(sends.map((s) => s.input.correlationId))).toEqual(new Set(['intent-7']));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'unknown' });
  });
});

describe('the time limit of each send', () => {
  it('a send unanswered for 7 s counts as not known: sent again after the back-off', async () => {
    const { actor, clock, sends } = run([{ kind: 'hang' }, { kind: 'ok', body: { status: 'pending' } }]);
    await pass(clock, 6900);
    expect(sends).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('active');
    await pass(clock, 100 + 1000);
    expect(sends.map((s) => [s.input.correlationId, s.input.attempt, s.at])).toEqual([
      ['intent-7', 0, 0],
      ['intent-7', 1, 8000],
    ]);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'answered', answer: { status: 'pending' } });
  });

  it('three sends that never answer end unknown within 25 s (3 × 7 s and the 1 s and 3 s back-offs)', async () => {
    const { actor, clock, sends } = run([]);
    await pass(clock, 24_900);
    expect(actor.getSnapshot().status).toBe('active');
    await pass(clock, 100);
    expect(sends.map((s) => s.at)).toEqual([0, 8000, 18_000]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'unknown' });
  });
});

describe('refusal and lost session', () => {
  it('a 4xx with its deposit code on the first send is a refusal, carrying the error, never sent again', async () => {
    const { actor, clock, sends } = run([{ kind: 'throw', error: refusal }]);
    await pass(clock, 5000);
    expect(sends).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ kind: 'refused', error: refusal });
  });

  it('the same 4xx on a send again is not a refusal (it may be about the first send): sent again, then unknown', async () => {
    const { actor, clock, sends } = run([
      { kind: 'throw', error: lost },
      { kind: 'throw', error: refusal },
      { kind: 'throw', error: refusal },
    ]);
    await pass(clock, 10_000);
    expect(sends).toHaveLength(3);
    expect(actor.getSnapshot().output).toEqual({ kind: 'unknown' });
  });

  it('a 429 on the first send is not a refusal: sent again', async () => {
    const { actor, clock, sends } = run([
      { kind: 'throw', error: throttled },
      { kind: 'ok', body: { status: 'success' } },
    ]);
    await pass(clock, 1000);
    expect(sends).toHaveLength(2);
    expect(actor.getSnapshot().output).toEqual({ kind: 'answered', answer: { status: 'success' } });
  });

  it('a lost session (SESSION_EXPIRED, or a bare 401) ends the call sessionExpired, never sent again', async () => {
    for (const error of [session, bare401]) {
      const { actor, clock, sends } = run([{ kind: 'throw', error }]);
      await pass(clock, 5000);
      expect(sends).toHaveLength(1);
      expect(actor.getSnapshot().output).toEqual({ kind: 'sessionExpired' });
    }
  });

  it('a lost session on a send again ends sessionExpired too', async () => {
    const { actor, clock } = run([
      { kind: 'throw', error: lost },
      { kind: 'throw', error: session },
    ]);
    await pass(clock, 1000);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'sessionExpired' });
  });
});
