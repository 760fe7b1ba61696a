// The return from a provider (SPEC 4 "Callback"; SPEC 8 callback failure reasons): flow type 'gordon' if the
// query holds deposit_id (the deposit is synced), otherwise 'polling' (the transaction polled every 1000 ms,
// SPEC 7, then its status read: success, pending or redirect as pending, aborted, else the reason or 'Unknown
// error'); a failed status fetch is payment.internal.error (SPEC 8).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';
import type { CallbackParams } from '../src/domain/callback';
import { callbackMachine } from './callback.machine';
import { crashingActor, warningsOf } from './fixtures';

function run(params: CallbackParams, answers: { monitor?: unknown; polling?: unknown } = {}) {
  const seen = { monitors: [] as unknown[], polls: [] as unknown[] };
  const actor = createActor(
    callbackMachine.provide({
      actors: {
        depositMonitor: fromPromise(async ({ input }) => (seen.monitors.push(input), answers.monitor)) as unknown as AnyActorLogic as never,
        transactionPolling: fromPromise(async ({ input }) => (seen.polls.push(input), answers.polling)) as unknown as AnyActorLogic as never,
      },
    }),
    { input: params },
  );
  return { seen, result: toPromise(actor.start()) };
}

const polling: CallbackParams = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 };
const gordon: CallbackParams = { flow: 'gordon', transactionUid: null, depositId: 'dep-1', method: 'MOBILEMONEY', amount: 5000 };

describe('polling flow', () => {
  it('polls the transaction_uid every 1000 ms, never the stream', async () => {
    const { seen, result } = run(polling, { polling: { kind: 'fetched', result: { status: 'success', reason: null } } });
    expect(await result).toEqual({ kind: 'success' });
    expect(seen.polls).toMatchObject([{ transactionId: 'tx-1', intervalMs: 1000 }]);
    expect(seen.monitors).toEqual([]);
  });

  it.each([
    [{ status: 'pending', reason: null }, { kind: 'pending' }],
    [{ status: 'redirect', reason: null }, { kind: 'pending' }],
    [
      { status: 'aborted', reason: null },
      { kind: 'failure', reason: 'Deposit aborted' },
    ],
    [
      { status: 'refused', reason: 'payment.insufficientfunds' },
      { kind: 'failure', reason: 'payment.insufficientfunds' },
    ],
    [
      { status: 'refused', reason: null },
      { kind: 'failure', reason: 'Unknown error' },
    ],
  ])('status %j reads as %j', async (status, want) => {
    expect(await run(polling, { polling: { kind: 'fetched', result: status } }).result).toEqual(want);
  });

  // docs/decisions.md "Unknown is not failed": a read never refuses by failing.
  it('a lost session ends as such; a failed status fetch is pending, unconfirmed (never a failure)', async () => {
    expect(await run(polling, { polling: { kind: 'sessionExpired' } }).result).toEqual({ kind: 'sessionExpired' });
    expect(await run(polling, { polling: { kind: 'failed' } }).result).toEqual({ kind: 'pending', unconfirmed: true });
  });

  it('a return that names no deposit (no transaction_uid, no deposit_id) and no error: nothing to read, pending unconfirmed, never failed', async () => {
    const { seen, result } = run({ ...polling, transactionUid: null });
    expect(await result).toEqual({ kind: 'pending', unconfirmed: true });
    expect(seen.polls).toEqual([]);
  });

  it('SPEC 8: an Apple Pay failure without a transaction (status=error and a reason) fails with that reason, nothing polled', async () => {
    const { seen, result } = run({ ...polling, transactionUid: null, method: 'APPLEPAY', refusal: 'payment.insufficientfunds' });
    expect(await result).toEqual({ kind: 'failure', reason: 'payment.insufficientfunds' });
    expect(seen.polls).toEqual([]);
  });

  it('an error return that names its transaction is read from the server (its record is the truth)', async () => {
    const { seen, result } = run(
      { ...polling, refusal: 'payment.internal.error' },
      { polling: { kind: 'fetched', result: { status: 'success', reason: null } } },
    );
    expect(await result).toEqual({ kind: 'success' });
    expect(seen.polls).toHaveLength(1);
  });

  it('a gordon return without deposit_id is polled', async () => {
    const { seen, result } = run({ ...polling, flow: 'gordon' }, { polling: { kind: 'fetched', result: { status: 'success', reason: null } } });
    await result;
    expect(seen.monitors).toEqual([]);
    expect(seen.polls).toHaveLength(1);
  });

  it('a polling return holding a deposit id is still polled (the flow type says polling)', async () => {
    const { seen, result } = run({ ...polling, depositId: 'dep-9' }, { polling: { kind: 'fetched', result: { status: 'success', reason: null } } });
    await result;
    expect(seen.monitors).toEqual([]);
  });
});

describe('gordon flow (deposit_id)', () => {
  it('syncs the deposit by its id (not a token deposit); success when Success', async () => {
    const { seen, result } = run(gordon, { monitor: { kind: 'success', token: false } });
    expect(await result).toEqual({ kind: 'success' });
    expect(seen.monitors).toEqual([{ depositId: 'dep-1', token: false }]);
    expect(seen.polls).toEqual([]);
  });

  it.each([
    [{ kind: 'redirect', context: {}, token: false }, { kind: 'pending' }],
    [
      { kind: 'failure', token: false },
      { kind: 'failure', reason: 'Gordon Deposit failed' },
    ],
    // docs/decisions.md "A result that cannot be read is pending, never failed": a stream that times out or fails says nothing of the deposit's fate,
    // so the return is pending, unconfirmed, where SPEC 4 has 'Gordon Timeout' and 'Gordon Sync Failed'.
    [
      { kind: 'timeout', token: false },
      { kind: 'pending', unconfirmed: true },
    ],
    [
      { kind: 'error', code: 'OTHER', token: false },
      { kind: 'pending', unconfirmed: true },
    ],
  ])('%j reads as %j', async (monitor, want) => {
    expect(await run(gordon, { monitor }).result).toEqual(want);
  });
});

// DESIGN 7 "pending after one status read" (docs/decisions.md "Silence is a fault"): a return that names its
// transaction has its status read when the stream times out or fails (a silent stream included).
describe('gordon flow with a transaction_uid: the stream read nothing, the status is read', () => {
  const named: CallbackParams = { ...gordon, transactionUid: 'tx-9' };
  it.each([[{ kind: 'timeout', token: false }], [{ kind: 'error', code: 'UNAVAILABLE', token: false }]])(
    '%j: the transaction is polled and its status decides',
    async (monitor) => {
      const { seen, result } = run(named, { monitor, polling: { kind: 'fetched', result: { status: 'success', reason: null } } });
      expect(await result).toEqual({ kind: 'success' });
      expect(seen.polls).toEqual([{ transactionId: 'tx-9', intervalMs: 1000, readAfterMs: 10_000 }]);
    },
  );
});

// DESIGN 7: the player comes back from a provider's page, so money may have moved; a child that throws
// read nothing about the deposit: pending, unconfirmed ("we are confirming"), never failed; the cause logged.
describe('a child that throws', () => {
  const runCrashing = (params: CallbackParams, child: 'depositMonitor' | 'transactionPolling') => {
    const actor = createActor(callbackMachine.provide({ actors: { [child]: crashingActor(child) as never } }), { input: params });
    const warnings = warningsOf(actor);
    return { warnings, result: toPromise(actor.start()) };
  };

  it.each([
    ['the gordon flow', 'depositMonitor', gordon],
    ['the polling flow', 'transactionPolling', polling],
  ] as const)('%s: its %s throws, pending, unconfirmed', async (_, child, params) => {
    const { warnings, result } = runCrashing(params, child);
    expect(await result).toEqual({ kind: 'pending', unconfirmed: true });
    expect(warnings).toEqual([`${child} failed: ${child} crashed`]);
  });
});
