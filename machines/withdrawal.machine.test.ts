// The withdrawal fragment and the header's balance (SPEC 2: the header shows the user balance; a cancelled
// withdrawal's money is back in it). What the header shows is the server's balance read after the cancel,
// never the old one: run alone, then as the root's flow with the balance the header reads.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import type { PendingWithdrawal } from '../src/domain/withdrawal';
import type { EligibilityOutput } from './eligibility.machine';
import { eligibleData, httpError, rootWith, webApp } from './fixtures';
import { withdrawalMachine } from './withdrawal.machine';
import { withdrawalInputs } from './withdrawal.events';

const pending: PendingWithdrawal[] = [{ id: 'wd_1', amount: 50, createdDate: '2026-11-21T09:30:00.000Z', iban: null, cancellable: true }];
/** The server: 42.50 € on the account, 92.50 € once the 50 € withdrawal is cancelled. */
function server() {
  const state = { balance: 42.5, reads: 0 };
  const actors = {
    fetchPendingWithdrawals: fromPromise(async () => pending),
    cancelWithdrawal: fromPromise<void, { id: string }>(async () => {
      state.balance = 92.5;
    }),
    fetchBalance: fromPromise<number | null>(async () => (state.reads++, state.balance)),
  };
  return { state, actors };
}

const cancelFirst = (flow: { send(e: never): void }) => {
  flow.send({ type: 'withdrawal.cancelRequested', id: 'wd_1' } as never);
  flow.send({ type: 'cancel.confirmed' } as never);
};

describe('withdrawal fragment: the balance after a cancel', () => {
  it('reads the balance again once a cancel succeeds and hands it on (balance.read)', async () => {
    const { state, actors } = server();
    const actor = createActor(withdrawalMachine.provide({ actors }), { input: withdrawalInputs[0] });
    const emitted: AnyEventObject[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    await waitFor(actor, (s) => s.matches({ pending: 'list' }));
    expect(state.reads).toBe(0);
    cancelFirst(actor);
    await waitFor(actor, (s) => s.matches({ pending: { list: 'idle' } }) && s.context.cancelled !== null);
    expect(emitted.map((e) => e.type)).toEqual(['bridge.paymentWithdrawalSuccess', 'balance.read']);
    expect(emitted[1]).toEqual({ type: 'balance.read', balance: 92.5 });
    expect(actor.getSnapshot().matches({ pending: 'list' })).toBe(true);
  });

  it('a balance that cannot be read leaves the list as it is and hides the stale one (balance.read null)', async () => {
    const { actors } = server();
    const actor = createActor(
      withdrawalMachine.provide({
        actors: {
          ...actors,
          fetchBalance: fromPromise<number | null>(async () => {
            throw httpError;
          }),
        },
      }),
      { input: withdrawalInputs[0] },
    );
    const emitted: AnyEventObject[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    await waitFor(actor, (s) => s.matches({ pending: 'list' }));
    cancelFirst(actor);
    await waitFor(actor, (s) => s.matches({ pending: { list: 'idle' } }) && s.context.cancelled !== null);
    expect(emitted).toEqual([expect.objectContaining({ type: 'bridge.paymentWithdrawalSuccess' }), { type: 'balance.read', balance: null }]);
    expect(actor.getSnapshot().context.withdrawals).toEqual([]);
  });

  it("the root: the header balance is the server's after a cancel (not the one read when the page opened)", async () => {
    const { actors } = server();
    const root = createActor(
      rootWith({
        contextInit: fromPromise(async () => ({ app: webApp, sessionInvalid: false, callback: null, resume: { fragment: 'pending' as const } })),
        eligibility: fromPromise(async () => ({ kind: 'eligible', data: { ...eligibleData, balance: 42.5 } }) as EligibilityOutput),
        fetchFeatureFlags: fromPromise(async () => ({ 'payment-f-new-withdrawal-flow-enabled': true })),
        withdrawal: withdrawalMachine.provide({ actors }),
      }),
    );
    root.start();
    const header = () => root.getSnapshot().context.eligibility?.balance;
    await waitFor(root, (s) => s.matches({ active: { ready: { flow: 'withdrawal' } } } as never));
    const flow = root.getSnapshot().children.flow as unknown as ReturnType<typeof createActor<typeof withdrawalMachine>>;
    await waitFor(flow, (s) => s.matches({ pending: 'list' }));
    expect(header()).toBe(42.5);
    cancelFirst(flow);
    await waitFor(flow, (s) => s.matches({ pending: { list: 'idle' } }) && s.context.cancelled !== null);
    expect(header()).toBe(92.5);
  });
});
