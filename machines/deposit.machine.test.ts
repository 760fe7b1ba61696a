// The root's orchestration of a payment, from SPEC 4 "Choice of deposit request" and SPEC 5, and the
// flow contract (flow-output.ts): the Pay rule refuses what no flow pays or what the bounds refuse, the
// registry picks the flow, a flow's emitted messages leave through the root, back goes to the flow.
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, emit, fromPromise, setup, waitFor, type AnyEventObject, type AnyStateMachine } from 'xstate';
import type { CallbackParams } from '../src/domain/callback';
import type { AppContext } from '../src/domain/context';
import type { FeatureFlagValues } from '../src/domain/feature-flags';
import type { AmountInput } from './amount.machine';
import type { CallbackResult } from './callback.machine';
import type { EligibilityOutput } from './eligibility.machine';
import type { FlowKind } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import type { LastDeposit } from './deposit.types';
import { eligibleData, embeddedWebApp, failedApp, httpError, iosApp, rootWith, sessionExpiredError, webApp } from './fixtures';
import type { FlowInput, FlowOutput } from './flow-output';

const mean = (method: string, min = 10, max = 5000): PaymentMean => ({
  id: `m-${method}`,
  type: 'VOUCHER',
  method,
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: method,
  status: 'enabled',
  detail: { minAmount: min, maxAmount: max },
  providersRef: [],
  tokenId: null,
});

/** A stand-in flow: records its input, emits what it is told, ends with what it is told. */
const fakeFlow = (seen: FlowInput[]) =>
  setup({
    types: {
      input: {} as FlowInput,
      events: {} as { type: 'end'; output: FlowOutput } | { type: 'say'; emitted: AnyEventObject } | { type: 'navigation.back' },
    },
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

interface Options {
  app?: AppContext;
  callback?: CallbackParams | null;
  eligibility?: () => Promise<EligibilityOutput>;
  lastDeposit?: () => Promise<LastDeposit | null>;
  flags?: () => Promise<FeatureFlagValues>;
  callbackResult?: () => Promise<CallbackResult>;
  loadFlow?: (kind: FlowKind) => Promise<void>;
  flow?: AnyStateMachine;
  sessionInvalid?: boolean;
}

function start(options: Options = {}) {
  const loaded: string[] = [];
  const seen: FlowInput[] = [];
  const flow = options.flow ?? fakeFlow(seen);
  /** What the stand-in children were given: the means child's events, the amount child's inputs, the callback's input. */
  const meansGot: AnyEventObject[] = [];
  const amountInputs: AmountInput[] = [];
  const callbackInputs: unknown[] = [];
  const actor = createActor(
    rootWith({
      contextInit: fromPromise(async () => ({
        app: options.app ?? webApp,
        sessionInvalid: options.sessionInvalid ?? false,
        callback: options.callback ?? null,
      })),
      ...(options.eligibility ? { eligibility: fromPromise(options.eligibility) } : {}),
      paymentMeans: createMachine({ on: { '*': { actions: ({ event }) => meansGot.push(event) } } }),
      amount: createMachine({ context: ({ input }) => (amountInputs.push(input as AmountInput), {}) }),
      callback: fromPromise(
        async ({ input }) => (callbackInputs.push(input), (options.callbackResult ?? (async () => ({ kind: 'success' }) as CallbackResult))()),
      ),
      ...(options.lastDeposit ? { fetchLastDeposit: fromPromise(options.lastDeposit) } : {}),
      ...(options.flags ? { fetchFeatureFlags: fromPromise(options.flags) } : {}),
      loadFlow: fromPromise<void, { kind: FlowKind }>(async ({ input }) => {
        loaded.push(input.kind);
        await options.loadFlow?.(input.kind);
      }),
      card: flow,
      mobileMoney: flow,
      direct: flow,
      blik: flow,
    }),
  );
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, loaded, seen, emitted, meansGot, amountInputs, callbackInputs };
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

  it('pays BLIK through the BLIK flow (BLIK can pay)', async () => {
    const { actor, loaded, seen } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('BLIK'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('blik'));
    expect(loaded).toEqual(['blik']);
    expect(seen[0]).toMatchObject({ amount: 25, mean: { method: 'BLIK' } });
  });

  it.each([
    ['a method no flow pays', mean('GIFT_CARD'), 25],
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

const failedDialog = (s: { matches(v: never): boolean }) => s.matches({ active: { ready: { flow: 'failed' } } } as never);

describe("context init and the page's first calls (SPEC 4 Context init, SPEC 7 bridge appInitialized)", () => {
  it('once the session is known the native app is told the app is initialised, with the market and language', async () => {
    const { actor, emitted } = start({ app: { ...iosApp, legislation: 'PT', language: 'pt' } });
    await ready(actor);
    expect(emitted.filter((e) => e.type === 'bridge.appInitialized')).toEqual([
      { type: 'bridge.appInitialized', payload: { legislation: 'PT', language: 'pt' } },
    ]);
  });

  it('an invalid token: the technical error page and the cookies deleted; a failure alone deletes nothing', async () => {
    const invalid = start({ app: failedApp, sessionInvalid: true });
    await waitFor(invalid.actor, (s) => s.matches('technicalError'));
    // SPEC 7: the technical-error route tracks feature initialization with type technical-error.
    const featureInit = { type: 'analytics.track', event: { name: 'feature_initialization', params: { type: 'technical-error' } } };
    expect(invalid.emitted).toEqual([{ type: 'session.cleared' }, featureInit]);
    const failed = start({ app: failedApp });
    await waitFor(failed.actor, (s) => s.matches('technicalError'));
    expect(failed.emitted).toEqual([featureInit]);
  });

  it('the eligibility answer is kept (its bounds rule the Pay button)', async () => {
    const { actor } = start();
    const snap = await ready(actor);
    expect(snap.context.eligibility).toEqual(eligibleData);
  });

  it('the default-mean rules get the last method; a player with no last deposit is a first depositor (SPEC 4 Default mean rules)', async () => {
    const known = start({ lastDeposit: async () => ({ paymentMethod: 'BLIK', amount: 20, createdDate: '2026-11-01' }) });
    await ready(known.actor);
    expect(known.meansGot.filter((e) => e.type === 'means.configure')).toEqual([
      { type: 'means.configure', config: { lastMethod: 'BLIK', isFirstDeposit: false, chosen: { method: null, meanId: null } } },
    ]);
    const first = start();
    await ready(first.actor);
    expect(first.meansGot.find((e) => e.type === 'means.configure')?.config).toMatchObject({ lastMethod: null, isFirstDeposit: true });
    const flagged = start({
      app: { ...webApp, isFirstDeposit: true },
      lastDeposit: async () => ({ paymentMethod: 'CARD', amount: 20, createdDate: '2026-11-01' }),
    });
    await ready(flagged.actor);
    expect(flagged.meansGot.find((e) => e.type === 'means.configure')?.config).toMatchObject({ lastMethod: 'CARD', isFirstDeposit: true });
  });

  it('the amount field starts on the first preset for the market and the last deposit (SPEC 9: FR EUR, last 20 → 20, 30, 50, 100)', async () => {
    const { actor, amountInputs } = start({ lastDeposit: async () => ({ paymentMethod: 'CARD', amount: 20, createdDate: '2026-11-01' }) });
    await ready(actor);
    // Written in the player's locale, market and currency (fr, FR, EUR: the fixtures' claims).
    expect(amountInputs).toEqual([{ presets: [20, 30, 50, 100], initialAmount: 20, format: { locale: 'fr-FR', legislation: 'FR', currency: 'EUR' } }]);
  });

  it('the feature flags reach the payment flow; a flag failure is logged and every flag is off', async () => {
    const on = start({ flags: async () => ({ 'payment-f-gordon-async-deposit-enabled': true }) });
    await ready(on.actor);
    on.actor.send({ type: 'deposit.requested', mean: mean('orange_money', 200, 500), amount: 300, intentId: 'intent-1' });
    await waitFor(on.actor, inFlow('mobileMoney'));
    expect(on.seen[0]!.flags).toEqual({ 'payment-f-gordon-async-deposit-enabled': true });
    expect(on.seen[0]!.app).toEqual(webApp);

    const off = start({ flags: async () => Promise.reject(new Error('flags down')) });
    await ready(off.actor);
    expect(off.emitted.filter((e) => e.type === 'app.warning')).toEqual([{ type: 'app.warning', message: 'feature flags unavailable: all flags off' }]);
    off.actor.send({ type: 'deposit.requested', mean: mean('orange_money', 200, 500), amount: 300, intentId: 'intent-1' });
    await waitFor(off.actor, inFlow('mobileMoney'));
    expect(off.seen[0]!.flags).toEqual({});
  });

  it('a last-deposit failure goes to the technical error page, a lost session to session timeout (SPEC 8)', async () => {
    const failed = start({ lastDeposit: async () => Promise.reject(httpError) });
    await waitFor(failed.actor, (s) => s.matches('technicalError'));
    const lost = start({ lastDeposit: async () => Promise.reject(sessionExpiredError) });
    await waitFor(lost.actor, (s) => s.matches('sessionTimeout'));
  });
});

describe('session timeout, ineligibility and leaving (SPEC 4 Authentication, Context init)', () => {
  it('a session timeout marks the user logged out and fires the session-timeout action', async () => {
    const { actor, emitted } = start({ eligibility: async () => ({ kind: 'sessionExpired' }) });
    const snap = await waitFor(actor, (s) => s.matches('sessionTimeout'));
    expect(snap.context.app.isUserLoggedIn).toBe(false);
    expect(snap.context.app.legislation).toBe(webApp.legislation);
    expect(emitted.filter((e) => e.type === 'session.timedOut')).toHaveLength(1);
  });

  it('not eligible: the dialog by reason, then the native app is closed with that reason', async () => {
    const { actor, emitted } = start({
      app: iosApp,
      eligibility: async () => ({ kind: 'ineligible', reason: 'DEP_UserTriedToDepositOverLimit', data: { ...eligibleData, eligible: false, balance: 42 } }),
    });
    const snap = await waitFor(actor, (s) => s.matches('ineligible'));
    expect(snap.context.ineligibleReason).toBe('DEP_UserTriedToDepositOverLimit');
    // The header keeps the balance over the dialog.
    expect(snap.context.eligibility?.balance).toBe(42);
    actor.send({ type: 'dialog.closed' });
    expect(emitted.filter((e) => e.type === 'bridge.paymentCloseApplication')).toEqual([
      { type: 'bridge.paymentCloseApplication', payload: { reason: 'DEP_UserTriedToDepositOverLimit' } },
    ]);
  });

  it('an eligibility failure goes to the technical error page', async () => {
    const { actor } = start({ eligibility: async () => ({ kind: 'failed' }) });
    await waitFor(actor, (s) => s.matches('technicalError'));
  });
});

describe("a payment's end, as the root reads it (flow contract, SPEC 4, SPEC 8)", () => {
  it('the request keeps the mean, the amount and the flow the registry chose', async () => {
    const { actor } = start();
    await ready(actor);
    const m = mean('PAYSAFECARD');
    actor.send({ type: 'deposit.requested', mean: m, amount: 25, intentId: 'intent-1' });
    const snap = await waitFor(actor, inFlow('direct'));
    expect(snap.context.request).toMatchObject({ mean: m, amount: 25, flow: 'direct' });
  });

  it('a failure is warned with its reason; closing the dialog clears it', async () => {
    const { actor, emitted } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('PAYSAFECARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('direct'));
    actor.getSnapshot().children.flow!.send({ type: 'end', output: { kind: 'failure', reason: 'payment.insufficientfunds' } });
    await waitFor(actor, failedDialog);
    expect(emitted.filter((e) => e.type === 'app.warning')).toEqual([{ type: 'app.warning', message: 'deposit failed: payment.insufficientfunds' }]);
    actor.send({ type: 'dialog.closed' });
    const snap = await ready(actor);
    expect(snap.context.failure).toBeNull();
    expect(snap.context.failedAmount).toBeNull();
  });

  it.each([
    ['card', 'CARD', 'payment.internal.error'],
    ['mobileMoney', 'orange_money', 'payment.genericfailurenoncard'],
    ['direct', 'PAYSAFECARD', 'payment.internal.error'],
  ] as const)('a %s flow that crashes ends in the error dialog with its reason', async (kind, method, reason) => {
    const crashing = setup({}).createMachine({
      entry: () => {
        throw new Error('boom');
      },
    });
    const { actor } = start({ flow: crashing });
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean(method, 200, 500), amount: 300, intentId: 'intent-1' });
    const snap = await waitFor(actor, failedDialog);
    expect(snap.context.failure).toBe(reason);
    expect(snap.context.request?.flow).toBe(kind);
  });

  it('a flow whose code cannot be loaded: the error dialog, payment.internal.error', async () => {
    const { actor } = start({ loadFlow: async () => Promise.reject(new Error('chunk failed')) });
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('PAYSAFECARD'), amount: 25, intentId: 'intent-1' });
    const snap = await waitFor(actor, failedDialog);
    expect(snap.context.failure).toBe('payment.internal.error');
  });

  it('a pending deposit goes to success handling with its status, method, amount and transaction', async () => {
    const { actor, emitted } = start({ app: iosApp });
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('CARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('card'));
    actor.getSnapshot().children.flow!.send({ type: 'end', output: { kind: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-2' } });
    await waitFor(actor, () => emitted.some((e) => e.type === 'app.redirect'));
    expect(emitted.find((e) => e.type === 'bridge.paymentDepositSuccess')).toEqual({
      type: 'bridge.paymentDepositSuccess',
      payload: { status: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-2' },
    });
  });

  it('with embedded confirmation the dialog comes first, the redirect on close', async () => {
    const { actor, emitted } = start({ app: embeddedWebApp });
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('CARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('card'));
    actor.getSnapshot().children.flow!.send({ type: 'end', output: { kind: 'success', method: 'CARD', amount: 25, transactionId: null } });
    await waitFor(actor, (s) => s.hasTag('dialog'));
    expect(emitted.some((e) => e.type === 'app.redirect')).toBe(false);
    actor.send({ type: 'confirmation.closed' });
    expect(emitted.filter((e) => e.type === 'app.redirect')).toHaveLength(1);
  });

  it('a lost session during a payment goes to session timeout', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'deposit.requested', mean: mean('CARD'), amount: 25, intentId: 'intent-1' });
    await waitFor(actor, inFlow('card'));
    actor.getSnapshot().children.flow!.send({ type: 'end', output: { kind: 'sessionExpired' } });
    await waitFor(actor, (s) => s.matches('sessionTimeout'));
  });

  it('the close button on the amount page leaves the app (web: the back URL or the operator home)', async () => {
    const { actor, emitted } = start();
    await ready(actor);
    actor.send({ type: 'app.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted.filter((e) => e.type === 'app.redirect')).toEqual([{ type: 'app.redirect', url: 'https://www.kestrelbet.fr/sports' }]);
  });
});

describe('the callback route (SPEC 4 Callback)', () => {
  const back: CallbackParams = { flow: 'polling', transactionUid: 'tx-5', depositId: null, method: 'PAYSAFECARD', amount: 35 };

  it('eligibility is not fetched; the callback reads the return it was given', async () => {
    let fetched = 0;
    const { actor, callbackInputs, emitted } = start({ callback: back, eligibility: async () => (fetched++, { kind: 'eligible', data: eligibleData }) });
    await waitFor(actor, () => emitted.some((e) => e.type === 'app.redirect'));
    expect(fetched).toBe(0);
    expect(callbackInputs).toEqual([back]);
  });

  it.each(['success', 'pending'] as const)('%s: success handling with the method, amount and transaction of the return', async (kind) => {
    const { actor, emitted } = start({ app: iosApp, callback: back, callbackResult: async () => ({ kind }) as CallbackResult });
    await waitFor(actor, () => emitted.some((e) => e.type === 'app.redirect'));
    expect(actor.getSnapshot().context.success).toEqual({ status: kind, method: 'PAYSAFECARD', amount: 35, transactionId: 'tx-5' });
    expect(emitted.find((e) => e.type === 'bridge.paymentDepositSuccess')?.payload).toEqual({
      status: kind,
      method: 'PAYSAFECARD',
      amount: 35,
      transactionId: 'tx-5',
    });
  });

  it('a return without method or amount still ends in success handling (UNKNOWN, 0, no transaction)', async () => {
    const bare: CallbackParams = { flow: 'polling', transactionUid: null, depositId: null, method: null, amount: null };
    const { actor, emitted } = start({ callback: bare });
    await waitFor(actor, () => emitted.some((e) => e.type === 'app.redirect'));
    expect(actor.getSnapshot().context.success).toEqual({ status: 'success', method: 'UNKNOWN', amount: 0, transactionId: null });
  });

  it('failure: warn, eligibility and the means again, then the error dialog over the amount page with the failed amount', async () => {
    let fetched = 0;
    const { actor, emitted, meansGot, amountInputs } = start({
      callback: back,
      callbackResult: async () => ({ kind: 'failure', reason: 'Deposit aborted' }),
      eligibility: async () => (fetched++, { kind: 'eligible', data: eligibleData }),
    });
    const snap = await waitFor(actor, failedDialog);
    expect(snap.context.failure).toBe('Deposit aborted');
    expect(snap.context.failedAmount).toBe(35);
    expect(snap.context.callback).toBeNull();
    expect(fetched).toBe(1);
    expect(meansGot.filter((e) => e.type === 'means.refetch')).toHaveLength(1);
    expect(emitted.filter((e) => e.type === 'app.warning')).toEqual([{ type: 'app.warning', message: 'deposit failed: Deposit aborted' }]);
    expect(amountInputs.at(-1)?.initialAmount).toBe(35);
    // the method the player chose comes back selected (docs/decisions.md "Page lifecycle")
    expect(meansGot.filter((e) => e.type === 'means.configure').at(-1)?.config).toMatchObject({ chosen: { method: back.method } });
    actor.send({ type: 'dialog.closed' });
    expect(actor.getSnapshot().context.failedAmount).toBeNull();
    expect(actor.getSnapshot().context.failedMethod).toBeNull();
  });

  it('a lost session while reading the callback goes to session timeout', async () => {
    const { actor } = start({ callback: back, callbackResult: async () => ({ kind: 'sessionExpired' }) });
    await waitFor(actor, (s) => s.matches('sessionTimeout'));
  });
});

describe('a payment means failure (SPEC 4 Payment methods: "a fetch failure goes to the technical error page")', () => {
  const meansFailing = (failure: string) =>
    createMachine({ context: { failure: null as string | null }, on: { fetchFailed: { actions: assign({ failure }) } } });

  it.each([
    ['failed', 'technicalError'],
    ['sessionExpired', 'sessionTimeout'],
  ] as const)('failure %s → %s', async (failure, state) => {
    const actor = createActor(rootWith({ paymentMeans: meansFailing(failure) })).start();
    await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'idle' } } }));
    // The stand-in means child records a failed fetch, as the payment-means machine does.
    actor.getSnapshot().children.paymentMeans!.send({ type: 'fetchFailed' } as never);
    await waitFor(actor, (s) => s.matches(state));
  });
});
