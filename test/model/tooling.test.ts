import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { negativeFixtures, fixtureRegistry } from './fixtures/registry';
import { paymentMachine } from './fixtures/payment.machine';
import { afterEventType, buildModel, type ModelPath } from './paths';
import { ReplayDivergence, replayPath } from './replay';
import { listTransitions, verifyTransitionListing } from './transitions';
import type { MachineEntry } from './types';
import { ExpectationFailure, type Rule } from './expectations/rule';

const payment = fixtureRegistry.find((e) => e.name === 'payment')!;

async function coverageOf(entry: MachineEntry) {
  const model = buildModel(entry);
  const covered = new Set<string>();
  for (const path of model.paths) (await replayPath(entry, path)).covered.forEach((id) => covered.add(id));
  return { model, uncovered: model.transitions.filter((t) => !covered.has(t.id)).map((t) => t.id) };
}

describe('model tooling', () => {
  it('checks SPEC expectations at every step and names the broken rule and its section', async () => {
    const model = buildModel(payment);
    const path = model.paths.find((p) => p.steps.length > 0)!;
    const seen: number[] = [];
    const watch: Rule = { id: 'sees-every-step', spec: 'test', says: 'applies everywhere', when: (s) => (seen.push(s.index), true), then: () => null };
    const result = await replayPath(payment, path, { rules: [watch] });
    expect(seen).toEqual([0, ...path.steps.map((_, i) => i + 1)]);
    expect(result.applied.get('sees-every-step')).toBe(path.steps.length + 1);

    const broken: Rule = { id: 'never-holds', spec: 'SPEC 0 Nowhere', says: 'nothing ever holds', when: (s) => s.index === 1, then: () => 'it did not' };
    await expect(replayPath(payment, path, { rules: [broken] })).rejects.toThrow(ExpectationFailure);
    await expect(replayPath(payment, path, { rules: [broken] })).rejects.toThrow(/'never-holds' \(SPEC 0 Nowhere\) broken at step 1[\s\S]*got:  it did not/);
  });

  it('names delayed events xstate.after.<delay>.<stateNodeId> (numeric ms or delay name)', () => {
    const ids = listTransitions(paymentMachine)
      .filter((t) => t.kind === 'after')
      .map((t) => t.eventType);
    expect(ids).toEqual([
      afterEventType('submitTimeout', 'payment.submitting'),
      afterEventType(9000, 'payment.polling'),
      afterEventType('pollInterval', 'payment.polling.waiting'),
    ]);
  });

  it('lists guarded alternatives separately with readable ids', () => {
    const ids = listTransitions(paymentMachine).map((t) => t.id);
    expect(ids).toContain('payment.init --xstate.done.actor.tokenFlow [sessionOk]--> payment.ready');
    expect(ids).toContain('payment.init --xstate.done.actor.tokenFlow--> payment.failed');
    expect(ids).toContain('payment.ready --deposit.submitted [amountValid && consented]--> payment.submitting');
    expect(ids).toContain('payment.polling --always [tooManyPolls]--> payment.failed');
    expect(new Set(ids).size).toBe(ids.length);
    expect(verifyTransitionListing(paymentMachine)).toEqual([]);
  });

  it('reports a transition no path can take as uncovered', async () => {
    const { uncovered } = await coverageOf(negativeFixtures.unreachable);
    expect(uncovered).toEqual(['unreachable.idle --go [never]--> unreachable.hidden', 'unreachable.hidden --back--> unreachable.idle']);
  });

  it('fails a replay when the real actor diverges from the model (a stub that settles)', async () => {
    const model = buildModel(negativeFixtures.settlingStub);
    const path = model.paths.find((p) => p.steps.at(-1)?.state.hasTag('submitting'))!;
    await expect(replayPath(negativeFixtures.settlingStub, path)).rejects.toThrow(ReplayDivergence);
    await expect(replayPath(negativeFixtures.settlingStub, path)).rejects.toThrow(/expected "submitting" \(active\)\n  actual   "succeeded"/);
  });

  it('fails a replay whose expected state is wrong', async () => {
    const model = buildModel(payment);
    const original = model.paths.find((p) => p.steps.length >= 2)!;
    const tampered: ModelPath = {
      ...original,
      steps: original.steps.map((s, i) => (i === 1 ? { ...s, state: { ...s.state, value: 'nowhere' } as any } : s)),
    };
    await expect(replayPath(payment, original)).resolves.toBeDefined();
    await expect(replayPath(payment, tampered)).rejects.toThrow(/after step 2/);
  });

  it('drives timers through the simulated clock and rejects infeasible timings', async () => {
    const model = buildModel(payment);
    const viaTimeout = model.paths.find((p) => p.steps.some((s) => s.event.type === afterEventType(9000, 'payment.polling')))!;
    const result = await replayPath(payment, viaTimeout);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(9000);
    // the model never offers the 9 s timeout while the 2 s poll timer is pending...
    expect(viaTimeout.steps.at(-2)?.state.hasTag('checking')).toBe(true);
    // ...and the replay refuses a path that asks for it
    const toPolling = model.paths.find((p) => p.steps.at(-1)?.state.hasTag('pollWaiting'))!;
    const bad: ModelPath = {
      ...toPolling,
      steps: [...toPolling.steps, { event: { type: afterEventType(9000, 'payment.polling') }, state: toPolling.steps.at(-1)!.state, transitions: [] }],
    };
    await expect(replayPath(payment, bad)).rejects.toThrow(/not feasible in real time/);
  });

  it('collects emitted events', async () => {
    const model = buildModel(payment);
    const path = model.paths.find((p) => p.steps.at(-1)?.state.hasTag('succeeded'))!;
    const { emitted } = await replayPath(payment, path);
    expect(emitted.map((e) => e.type)).toContain('bridge.paymentDepositSuccess');
  });

  it('reports misnamed and missing event fixtures', () => {
    const broken: MachineEntry = {
      ...payment,
      events: [
        ...(payment.events as any[]).filter((e) => e.type !== 'xstate.error.actor.checkStatus'),
        { type: 'xstate.after.2000.payment.polling.waiting' }, // wrong: the key is the delay's name
      ],
    };
    const messages = buildModel(broken).problems.map((p) => p.message);
    expect(messages).toContain("fixture event 'xstate.after.2000.payment.polling.waiting' matches no transition of payment (misnamed?)");
    expect(messages.some((m) => m.startsWith("no fixture event 'xstate.error.actor.checkStatus'"))).toBe(true);
  });

  it('records a fixture whose payload makes a transition throw', () => {
    const machine = setup({
      types: { context: {} as { value: number } },
      actors: { load: fromPromise<{ value: number }>(() => new Promise(() => {})) },
      actions: { keep: assign({ value: ({ event }) => (event as any).output.value as number }) },
    }).createMachine({
      id: 'thrower',
      context: { value: 0 },
      initial: 'a',
      states: { a: { invoke: { id: 'load', src: 'load', onDone: { target: 'b', actions: 'keep' } } }, b: {} },
    });
    const broken: MachineEntry = { name: 'thrower', machine, events: [{ type: 'xstate.done.actor.load' }] };
    const problems = buildModel(broken).problems.filter((p) => p.kind === 'transition-threw');
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^xstate.done.actor.load in "a": .*value/)]);
  });

  it('keeps the traversal finite (limit)', () => {
    expect(() => buildModel(payment, { limit: 5 })).toThrow(/Traversal limit exceeded/);
  });
});
