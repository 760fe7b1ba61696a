// A resumed wait keeps its deadline (docs/decisions.md "A resumed wait keeps its deadline"): a BLIK code lives
// 2 minutes and an MB Way request is awaited 5 minutes from when the wait began (docs/decisions.md "BLIK · The
// wait", "MB Way · The wait"); a page reloaded, or a second tab opened, 100 s into that wait ends it when the
// first page would have, not a whole lifetime later. Expected times written by hand from those entries.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { FlowInput } from './flow-output';
import { blikMachine } from './blik.machine';
import { blikInputs } from './blik.events';
import { mbwayMachine } from './mbway.machine';
import { mbwayInputs } from './mbway.events';
import { transactionPollingMachine, type TransactionCheck } from './transaction-polling.machine';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
};
/** The transaction is never ready: only the wait's own deadline can end it. */
const neverReady = transactionPollingMachine.provide({
  actors: {
    checkTransaction: fromPromise(async (): Promise<TransactionCheck> => ({ ready: false, intervalMs: 1000 })),
    fetchResult: fromPromise(async (): Promise<unknown> => null),
  },
});

const resumedWait = (inputs: FlowInput[]) => inputs.find((i) => i.resume?.stage === 'polling')!;
const cases = [
  { name: 'BLIK', machine: blikMachine, input: resumedWait(blikInputs), lifetimeMs: 2 * 60_000 },
  { name: 'MB Way', machine: mbwayMachine, input: resumedWait(mbwayInputs), lifetimeMs: 5 * 60_000 },
] as const;

describe('a resumed wait ends at the deadline it had before the reload', () => {
  for (const { name, machine, input, lifetimeMs } of cases) {
    it.each([
      ['a fresh record (no time kept)', undefined, lifetimeMs],
      ['100 s into the wait', 100_000, lifetimeMs - 100_000],
      ['past its end', lifetimeMs + 5_000, 0],
    ])(`${name}, %s: pending, unconfirmed after the time left`, async (_, waitedMs, leftMs) => {
      const clock = new SimulatedClock();
      const resume = { ...input.resume!, ...(waitedMs === undefined ? {} : { waitingSince: 1, waitedMs }) };
      const actor = createActor((machine as typeof blikMachine).provide({ actors: { transactionPolling: neverReady } }), {
        input: { ...input, resume },
        clock,
      }).start();
      await flush();
      if (leftMs > 0) {
        clock.increment(leftMs - 1);
        await flush();
        expect(actor.getSnapshot().status, 'still waiting a millisecond before').toBe('active');
        clock.increment(1);
      } else clock.increment(0);
      await flush();
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toMatchObject({ kind: 'pending', unconfirmed: true });
    });
  }
});
