// Wallet eligibility against SPEC 4 "Apple Pay" (compatibility not checked -> compatible or
// notCompatible; the sports app on iOS and the poker app on macOS read apple_pay; the turf app on iOS
// asks the native bridge, 500 ms time-out, false on time-out; otherwise canMakePaymentsWithActiveCard),
// SPEC 4 "Google Pay" (the script loads only when enabled; script failure: not compatible; the bridge on
// Android, the web check elsewhere; a failed check retried once after 600 ms), SPEC 8 ("an eligibility time-out logs an
// error and means not compatible"), SPEC 9 (500 ms, 600 ms). Expected values written by hand.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import type { BridgeAnswered } from '../src/domain/bridge-events';
import type { WalletCheckInput, WalletReadiness } from '../src/domain/wallets';
import { walletEligibilityMachine } from './wallet-eligibility.machine';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
};

const input = (over: { applePay?: Partial<WalletCheckInput['applePay']>; googlePay?: Partial<WalletCheckInput['googlePay']> } = {}): WalletCheckInput => ({
  applePay: { enabled: true, path: { kind: 'session' }, merchantId: 'merchant.test', ...over.applePay },
  googlePay: { enabled: true, throughBridge: false, readyRequest: { apiVersion: 2 }, ...over.googlePay },
});

interface Stubs {
  canMake?: () => Promise<boolean>;
  script?: () => Promise<void>;
  ready?: Array<() => Promise<WalletReadiness>>;
}

function run(i: WalletCheckInput, stubs: Stubs = {}) {
  const clock = new SimulatedClock();
  const calls = { canMake: 0, script: 0, ready: 0 };
  const emitted: AnyEventObject[] = [];
  let answer: ((e: BridgeAnswered) => void) | null = null;
  const actor = createActor(
    walletEligibilityMachine.provide({
      actors: {
        canMakeApplePayments: fromPromise(() => (calls.canMake++, (stubs.canMake ?? (async () => true))())),
        loadGooglePayScript: fromPromise(() => (calls.script++, (stubs.script ?? (async () => undefined))())),
        isReadyToPay: fromPromise(() => {
          const next = stubs.ready?.[calls.ready] ?? (async () => ({ ready: true, hasCard: true }));
          calls.ready++;
          return next();
        }),
        bridgeAnswers: fromCallback(({ sendBack }) => {
          answer = (e) => sendBack(e);
        }),
      },
    }),
    { input: i, clock },
  );
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  return { actor, clock, calls, emitted, answer: (e: BridgeAnswered) => answer?.(e) };
}

describe('Apple Pay eligibility (SPEC 4)', () => {
  it('the sports app on iOS and the poker app on macOS: apple_pay true is compatible, without a device check', async () => {
    const { actor, calls } = run(input({ applePay: { path: { kind: 'flag', value: true } } }));
    await flush();
    expect(actor.getSnapshot().output?.applePay).toBe('compatible');
    expect(calls.canMake).toBe(0);
  });

  it('apple_pay not true: not compatible', async () => {
    const { actor } = run(input({ applePay: { path: { kind: 'flag', value: false } } }));
    await flush();
    expect(actor.getSnapshot().output?.applePay).toBe('notCompatible');
  });

  it('the turf app on iOS asks the bridge: an eligible answer is compatible', async () => {
    const { actor, emitted, answer } = run(input({ applePay: { path: { kind: 'bridge' } } }));
    await flush();
    expect(emitted).toContainEqual({ type: 'bridge.applePayEligibility', payload: { merchantId: 'merchant.test' } });
    answer({ type: 'bridge.answered', name: 'applePayEligibility', payload: { eligible: true } });
    await flush();
    expect(actor.getSnapshot().output?.applePay).toBe('compatible');
  });

  // The bridge's answers share one channel: only the answer to this question decides it.
  it('an answer to the Google Pay question does not decide Apple Pay', async () => {
    const { actor, answer } = run(input({ applePay: { path: { kind: 'bridge' } }, googlePay: { enabled: false } }));
    await flush();
    answer({ type: 'bridge.answered', name: 'googlePayEligibility', payload: { eligible: true, ready: true } });
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    answer({ type: 'bridge.answered', name: 'applePayEligibility', payload: { eligible: false } });
    await flush();
    expect(actor.getSnapshot().output?.applePay).toBe('notCompatible');
  });

  it('the bridge says not eligible: not compatible', async () => {
    const { actor, answer } = run(input({ applePay: { path: { kind: 'bridge' } } }));
    await flush();
    answer({ type: 'bridge.answered', name: 'applePayEligibility', payload: { eligible: false } });
    await flush();
    expect(actor.getSnapshot().output?.applePay).toBe('notCompatible');
  });

  it('no bridge answer in 500 ms: not compatible, and an error is logged', async () => {
    const { actor, clock, emitted } = run(input({ applePay: { path: { kind: 'bridge' } } }));
    await flush();
    clock.increment(499);
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot().output?.applePay).toBe('notCompatible');
    expect(emitted.some((e) => e.type === 'app.warning')).toBe(true);
  });

  it('elsewhere: canMakePaymentsWithActiveCard decides', async () => {
    const yes = run(input());
    const no = run(input(), { canMake: async () => false });
    const fails = run(input(), { canMake: async () => Promise.reject(new Error('no session')) });
    await flush();
    expect(yes.actor.getSnapshot().output?.applePay).toBe('compatible');
    expect(no.actor.getSnapshot().output?.applePay).toBe('notCompatible');
    expect(fails.actor.getSnapshot().output?.applePay).toBe('notCompatible');
  });

  it('Apple Pay not enabled: not compatible, nothing asked', async () => {
    const { actor, calls } = run(input({ applePay: { enabled: false } }));
    await flush();
    expect(actor.getSnapshot().output?.applePay).toBe('notCompatible');
    expect(calls.canMake).toBe(0);
  });
});

describe('Google Pay eligibility (SPEC 4)', () => {
  it('not enabled: the script never loads, not compatible', async () => {
    const { actor, calls } = run(input({ googlePay: { enabled: false } }));
    await flush();
    expect(calls.script).toBe(0);
    expect(actor.getSnapshot().output?.googlePay).toBe('notCompatible');
  });

  it('the script fails: not compatible, no readiness check', async () => {
    const { actor, calls } = run(input(), { script: async () => Promise.reject(new Error('404')) });
    await flush();
    expect(actor.getSnapshot().output?.googlePay).toBe('notCompatible');
    expect(calls.ready).toBe(0);
  });

  it('isReadyToPay ready with a card: compatible, a card in the wallet', async () => {
    const { actor } = run(input());
    await flush();
    expect(actor.getSnapshot().output).toMatchObject({ googlePay: 'compatible', googlePayHasCardInWallet: true });
  });

  it('the web check fails: retried once after 600 ms, then compatible', async () => {
    const { actor, clock, calls } = run(input(), {
      ready: [async () => Promise.reject(new Error('not yet')), async () => ({ ready: true, hasCard: false })],
    });
    await flush();
    expect(calls.ready).toBe(1);
    clock.increment(599);
    await flush();
    expect(calls.ready).toBe(1);
    clock.increment(1);
    await flush();
    expect(calls.ready).toBe(2);
    expect(actor.getSnapshot().output).toMatchObject({ googlePay: 'compatible', googlePayHasCardInWallet: false });
  });

  it('the retry fails too: not compatible (one retry only)', async () => {
    const fails = async () => Promise.reject(new Error('no client'));
    const { actor, clock, calls } = run(input(), { ready: [fails, fails, fails] });
    await flush();
    clock.increment(600);
    await flush();
    clock.increment(600);
    await flush();
    expect(calls.ready).toBe(2);
    expect(actor.getSnapshot().output?.googlePay).toBe('notCompatible');
  });

  it('"not ready" is an answer, not a failure: not compatible at once, no retry', async () => {
    const notReady = async () => ({ ready: false, hasCard: false });
    const { actor, clock, calls } = run(input(), { ready: [notReady, async () => ({ ready: true, hasCard: true })] });
    await flush();
    expect(actor.getSnapshot().output?.googlePay).toBe('notCompatible');
    clock.increment(600);
    await flush();
    expect(calls.ready).toBe(1);
    expect(actor.getSnapshot().output?.googlePay).toBe('notCompatible');
  });

  it('on Android an answer to the Apple Pay question does not decide Google Pay', async () => {
    const { actor, answer } = run(input({ applePay: { enabled: false }, googlePay: { throughBridge: true } }));
    await flush();
    answer({ type: 'bridge.answered', name: 'applePayEligibility', payload: { eligible: true, ready: true, hasCard: true } });
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    answer({ type: 'bridge.answered', name: 'googlePayEligibility', payload: { ready: false } });
    await flush();
    expect(actor.getSnapshot().output?.googlePay).toBe('notCompatible');
  });

  it('on Android the bridge is asked, not isReadyToPay', async () => {
    const { actor, calls, emitted, answer } = run(input({ googlePay: { throughBridge: true, readyRequest: { apiVersion: 2 } } }));
    await flush();
    expect(emitted).toContainEqual({ type: 'bridge.googlePayEligibility', payload: { request: { apiVersion: 2 } } });
    answer({ type: 'bridge.answered', name: 'googlePayEligibility', payload: { ready: true, hasCard: true } });
    await flush();
    expect(calls.ready).toBe(0);
    expect(actor.getSnapshot().output).toMatchObject({ googlePay: 'compatible', googlePayHasCardInWallet: true });
  });
});
