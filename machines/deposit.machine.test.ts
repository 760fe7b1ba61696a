// The root's orchestration of a payment, from SPEC 4 "Choice of deposit request" and SPEC 5, and the
// flow contract (flow-output.ts): the Pay rule refuses what no flow pays or what the bounds refuse, the
// registry picks the flow, a flow's emitted messages leave through the root, back goes to the flow.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, emit, fromPromise, setup, waitFor, type AnyEventObject } from 'xstate';
import type { FlowKind } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import { depositMachine } from './deposit.machine';
import type { LastDeposit } from './deposit.types';
import { eligibleData, webApp } from './fixtures';
import type { FlowInput, FlowOutput } from './flow-output';

const mean = (method: string, min = 10, max = 5000): PaymentMean => ({
  id: `m-${method}`, type: 'VOUCHER', method, displayOrder: 1, format: 'PAYMENT_METHOD', features: [], name: method,
  status: 'enabled', detail: { minAmount: min, maxAmount: max }, providersRef: [], tokenId: null,
});

/** A stand-in flow: records its input, emits what it is told, ends with what it is told. */
const fakeFlow = (seen: FlowInput[]) =>
  setup({
    types: { input: {} as FlowInput, events: {} as { type: 'end'; output: FlowOutput } | { type: 'say'; emitted: AnyEventObject } | { type: 'navigation.back' } },
  }).createMachine({
    context: ({ input }) => (seen.push(input), { output: { kind: 'cancelled' } as FlowOutput }),
    initial: 'running',
    states: {
      running: {
        on: {
          say: { actions: emit(({ event }) => event.emitted) },
          end: { target: 'done', actions: ({ context, event }) => Object.assign(context, { output: event.output }) },
          'navigation.back': { target: 'done', actions: ({ context }) => Object.assign(context, { output: { kind: 'cancelled' } }) },
        },
      },
      done: { type: 'final' },
    },
    output: ({ context }) => context.output,
  });

function start() {
  const loaded: string[] = [];
  const seen: FlowInput[] = [];
  const flow = fakeFlow(seen);
  const actor = createActor(
    depositMachine.provide({
      actors: {
        contextInit: fromPromise(async () => ({ app: webApp, sessionInvalid: false, callback: null })) as never,
        eligibility: fromPromise(async () => ({ kind: 'eligible', data: eligibleData })) as never,
        paymentMeans: createMachine({}) as never,
        banner: createMachine({}) as never,
        amount: createMachine({}) as never,
        fetchLastDeposit: fromPromise<LastDeposit | null>(async () => null),
        fetchFeatureFlags: fromPromise(async () => ({})),
        loadFlow: fromPromise<void, { kind: FlowKind }>(async ({ input }) => void loaded.push(input.kind)),
        card: flow as never,
        mobileMoney: flow as never,
        direct: flow as never,
        blik: flow as never,
      },
    }),
  );
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, loaded, seen, emitted };
}

/** The root runs this flow (its states come from the registry, so the state value type does not name them). */
const inFlow = (kind: FlowKind) => (s: { matches(v: never): boolean }) => s.matches({ active: { ready: { flow: kind } } } as never);
const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'idle' } } }));

describe('the root deposit actor runs a payment through the method registry', () => {
  it('pays a direct method through the direct flow, with the mean and amount asked for', async () => {
    const { actor, loaded, seen } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('PAYSAFECARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('direct'));
    expect(loaded).toEqual(['direct']);
    expect(seen[0]).toMatchObject({ amount: 25, mean: { method: 'PAYSAFECARD' } });
  });

  it('picks the card flow for a card and the mobile money flow for an operator method', async () => {
    const { actor, loaded } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('CARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('card'));
    actor.getSnapshot().children.flow!.send({ type: 'navigation.back' });
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('orange_money', 200, 500), amount: 300, intentId: 'intent-1' });
    await waitFor(actor, inFlow('mobileMoney'));
    expect(loaded).toEqual(['card', 'mobileMoney']);
  });

  it('pays BLIK through the BLIK flow (issue 13: BLIK can pay)', async () => {
    const { actor, loaded, seen } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('BLIK'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('blik'));
    expect(loaded).toEqual(['blik']);
    expect(seen[0]).toMatchObject({ amount: 25, mean: { method: 'BLIK' } });
  });

  it.each([
    ['a method no flow pays (PayPal today)', mean('PAYPAL'), 25],
    ['an amount under the method minimum', mean('PAYSAFECARD', 30), 25],
    ['an amount under the player minimum (10)', mean('PAYSAFECARD', 1), 5],
    ['an amount over the player maximum (1000)', mean('PAYSAFECARD', 10, 5000), 1500],
    ['no amount', mean('PAYSAFECARD'), 0],
    ['a disabled mean', { ...mean('PAYSAFECARD'), status: 'disabled' as const }, 25],
  ])('refuses to start a payment for %s', async (_, m, amount) => {
    const { actor, loaded } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: m, amount, intentId: 'intent-1' });
    expect(actor.getSnapshot().matches({ active: { ready: { flow: 'idle' } } })).toBe(true);
    expect(loaded).toEqual([]);
  });

  it('emits what the flow emits (a bridge message), and hands back to the flow', async () => {
    const { actor, emitted } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('CARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('card'));
    const message = { type: 'bridge.paymentRedirectInApp', payload: { url: 'https://issuer.example', reason: 'CARD_3DS1', navigationStrategy: 'MANY' } };
    actor.getSnapshot().children.flow!.send({ type: 'say', emitted: message });
    await waitFor(actor, () => emitted.some((e) => e.type === 'bridge.paymentRedirectInApp'));
    expect(emitted.find((e) => e.type === 'bridge.paymentRedirectInApp')).toEqual(message);
  });

  it('sends back to the running flow: the flow decides, here back to the amount page', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('SKRILL'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('direct'));
    actor.send({ type: 'navigation.back' });
    await ready(actor);
  });

  it('reads a flow failure as the error dialog with its reason, and a redirect as leaving for the provider', async () => {
    const { actor, emitted } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('PAYSAFECARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('direct'));
    actor.getSnapshot().children.flow!.send({ type: 'end', output: { kind: 'failure', reason: 'payment.insufficientfunds' } });
    const failed = await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'failed' } } }));
    expect(failed.context.failure).toBe('payment.insufficientfunds');
    actor.send({ type: 'dialog.closed' });
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('PAYSAFECARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('direct'));
    actor.getSnapshot().children.flow!.send({ type: 'end', output: { kind: 'redirect', url: 'https://provider.example/pay' } });
    await waitFor(actor, () => emitted.some((e) => e.type === 'app.redirect'));
    expect(emitted.filter((e) => e.type === 'app.redirect')).toEqual([{ type: 'app.redirect', url: 'https://provider.example/pay' }]);
  });

  it('hands a flow success to success handling: the return URL with the method, amount and status', async () => {
    const { actor, emitted } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('CARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('card'));
    actor.getSnapshot().children.flow!.send({ type: 'end', output: { kind: 'success', method: 'CARD', amount: 25, transactionId: 'tx-1' } });
    await waitFor(actor, () => emitted.some((e) => e.type === 'app.redirect'));
    const url = new URL(emitted.find((e) => e.type === 'app.redirect')!.url, 'https://x.example');
    expect(url.searchParams.get('method')).toBe('CARD');
    expect(url.searchParams.get('status')).toBe('success');
    expect(url.searchParams.get('amount')).toBe('25');
  });
});
