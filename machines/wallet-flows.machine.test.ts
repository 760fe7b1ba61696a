// The Apple Pay and Google Pay flows against SPEC 3 ("Google Pay and Apple Pay: detail.token,
// store_token false"), SPEC 4 "Apple Pay" (start, merchant validation: fetch merchant session, complete
// validation; payment authorised; deposit call; success or failure; cancel by the player reloads; a
// session fetch failure aborts the session and redirects to callback with payment.internal.error),
// SPEC 4 "Google Pay" (the button shows the loader, gets payment data on the web or Android, then the
// deposit; a payment-data error hides the loader; success -> success handling; failure -> error dialog),
// SPEC 8 (Apple Pay failures redirect to callback with status error and a reason). Written by hand.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import type { BridgeAnswered } from '../src/domain/bridge-events';
import { ApiFailure } from '../src/domain/failures';
import type { WalletResponseLike } from '../src/domain/wallets';
import { applePayMachine, type ApplePaySessionCommand, type ApplePaySessionInput, type ApplePaySheetEvent } from './apple-pay.machine';
import type { WalletDepositInput } from './deposit-call';
import { googlePayMachine } from './google-pay.machine';
import { applePayInputs, googlePayInputs } from './wallets.events';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
};
const [applePayInput] = applePayInputs as [(typeof applePayInputs)[0]];
const [googleWeb, googleAndroid] = googlePayInputs as [(typeof googlePayInputs)[0], (typeof googlePayInputs)[0]];

function runApplePay(opts: { merchant?: () => Promise<unknown>; deposit?: () => Promise<WalletResponseLike> } = {}) {
  const commands: ApplePaySessionCommand[] = [];
  const deposits: WalletDepositInput[] = [];
  let sheet: ((e: ApplePaySheetEvent) => void) | null = null;
  const actor = createActor(
    applePayMachine.provide({
      actors: {
        applePaySession: fromCallback<ApplePaySessionCommand, ApplePaySessionInput>(({ sendBack, receive }) => {
          sheet = (e) => sendBack(e);
          receive((c) => void commands.push(c));
        }),
        fetchMerchantSession: fromPromise(() => (opts.merchant ?? (async () => ({ merchantSessionIdentifier: 'ms-1' })))()),
        createApplePayDeposit: fromPromise(async ({ input }: { input: WalletDepositInput }) => {
          deposits.push(input);
          return (opts.deposit ?? (async () => ({ status: 'success', transaction_uid: 'tx-1' })))();
        }),
      },
    }),
    { input: applePayInput },
  );
  actor.start();
  return { actor, commands, deposits, sheet: (e: ApplePaySheetEvent) => sheet?.(e) };
}

async function payWithApplePay(r: ReturnType<typeof runApplePay>) {
  r.sheet({ type: 'applePay.validateMerchant', validationURL: 'https://apple.example/startSession' });
  await flush();
  r.sheet({ type: 'applePay.authorized', token: 'apple-token' });
  await flush();
}

describe('Apple Pay flow (SPEC 4)', () => {
  it('merchant validation completes with the fetched merchant session', async () => {
    const r = runApplePay();
    r.sheet({ type: 'applePay.validateMerchant', validationURL: 'https://apple.example/startSession' });
    await flush();
    expect(r.commands).toEqual([{ type: 'completeMerchantValidation', merchantSession: { merchantSessionIdentifier: 'ms-1' } }]);
  });

  it('payment authorised: one deposit with the token, the amount and the intent; success handling for APPLEPAY', async () => {
    const r = runApplePay();
    await payWithApplePay(r);
    expect(r.deposits).toEqual([{ amount: 50, token: 'apple-token', correlationId: 'intent-0' }]);
    expect(r.commands.at(-1)).toEqual({ type: 'completePayment', success: true });
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'success', method: 'APPLEPAY', amount: 50, transactionId: 'tx-1' });
  });

  it('a refused deposit: the sheet fails, then the callback route with status error and the reason', async () => {
    const r = runApplePay({ deposit: async () => ({ status: 'refused', transaction_uid: 'tx-9', refused_reason: 'payment.insufficientfunds' }) });
    await payWithApplePay(r);
    expect(r.commands.at(-1)).toEqual({ type: 'completePayment', success: false });
    const out = r.actor.getSnapshot().output as { kind: string; url: string };
    expect(out.kind).toBe('redirect');
    const url = new URL(out.url, 'https://app.example');
    expect(url.pathname).toBe('/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'error',
      reason: 'payment.insufficientfunds',
      method: 'APPLEPAY',
      amount: '50',
      transaction_uid: 'tx-9',
    });
  });

  it('a merchant session failure aborts the session and goes to the callback with payment.internal.error', async () => {
    const r = runApplePay({ merchant: async () => Promise.reject(new ApiFailure('HTTP', null, '502', 502)) });
    r.sheet({ type: 'applePay.validateMerchant', validationURL: 'https://apple.example/startSession' });
    await flush();
    expect(r.commands).toEqual([{ type: 'abort' }]);
    expect(r.deposits).toEqual([]);
    const out = r.actor.getSnapshot().output as { kind: string; url: string };
    const url = new URL(out.url, 'https://app.example');
    expect([out.kind, url.pathname, url.searchParams.get('status'), url.searchParams.get('reason')]).toEqual([
      'redirect',
      '/callback',
      'error',
      'payment.internal.error',
    ]);
  });

  it('cancel by the player reloads the page, no deposit', async () => {
    const r = runApplePay();
    r.sheet({ type: 'applePay.cancelled' });
    await flush();
    expect(r.deposits).toEqual([]);
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'redirect', url: '/' });
  });

  it('cancel while the merchant session is fetched also reloads: the late session is never handed to the sheet', async () => {
    let answer: (v: unknown) => void = () => {};
    const r = runApplePay({ merchant: () => new Promise((resolve) => (answer = resolve)) });
    r.sheet({ type: 'applePay.validateMerchant', validationURL: 'https://apple.example/startSession' });
    await flush();
    r.sheet({ type: 'applePay.cancelled' });
    await flush();
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'redirect', url: '/' });
    answer({ merchantSessionIdentifier: 'ms-late' });
    await flush();
    expect(r.commands).toEqual([]);
    expect(r.deposits).toEqual([]);
  });
});

function runGooglePay(input: typeof googleWeb, opts: { data?: () => Promise<string>; deposit?: () => Promise<WalletResponseLike> } = {}) {
  const deposits: WalletDepositInput[] = [];
  const emitted: AnyEventObject[] = [];
  const clock = new SimulatedClock();
  let answer: ((e: BridgeAnswered) => void) | null = null;
  let dataCalls = 0;
  const actor = createActor(
    googlePayMachine.provide({
      actors: {
        loadPaymentData: fromPromise(() => (dataCalls++, (opts.data ?? (async () => 'gpay-token'))())),
        bridgeAnswers: fromCallback(({ sendBack }) => {
          answer = (e) => sendBack(e);
        }),
        createGooglePayDeposit: fromPromise(async ({ input: i }: { input: WalletDepositInput }) => {
          deposits.push(i);
          return (opts.deposit ?? (async () => ({ status: 'success', transaction_uid: 'tx-2' })))();
        }),
      },
    }),
    { input, clock },
  );
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  return { actor, clock, deposits, emitted, dataCalls: () => dataCalls, answer: (e: BridgeAnswered) => answer?.(e) };
}

describe('Google Pay flow (SPEC 4)', () => {
  it('the button shows the loader while the payment data are asked', () => {
    const r = runGooglePay(googleWeb, { data: () => new Promise(() => {}) });
    expect(r.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('web: payment data, then one deposit with the token; success handling for GOOGLEPAY', async () => {
    const r = runGooglePay(googleWeb);
    await flush();
    expect(r.deposits).toEqual([{ amount: 50, token: 'gpay-token', correlationId: 'intent-0' }]);
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'success', method: 'GOOGLEPAY', amount: 50, transactionId: 'tx-2' });
  });

  it('a payment-data error hides the loader: back to the amount page, no deposit, no dialog', async () => {
    const r = runGooglePay(googleWeb, { data: async () => Promise.reject(new Error('CANCELED')) });
    await flush();
    expect(r.deposits).toEqual([]);
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
  });

  it('a refused deposit: failure with the refused reason (the error dialog)', async () => {
    const r = runGooglePay(googleWeb, { deposit: async () => ({ status: 'refused', refused_reason: 'payment.insufficientfunds' }) });
    await flush();
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'failure', reason: 'payment.insufficientfunds' });
  });

  it('Android: the payment data come from the bridge, not the script', async () => {
    const r = runGooglePay(googleAndroid);
    // Asked on the next tick (the root listens to the flow once it has started).
    expect(r.emitted).toEqual([]);
    r.clock.increment(0);
    await flush();
    expect(r.dataCalls()).toBe(0);
    expect(r.emitted).toContainEqual({
      type: 'bridge.googlePayPaymentData',
      payload: { request: { totalPrice: '50.00', currencyCode: 'EUR', countryCode: 'FR' } },
    });
    r.answer({ type: 'bridge.answered', name: 'googlePayPaymentData', payload: { token: 'android-token' } });
    await flush();
    expect(r.deposits).toEqual([{ amount: 50, token: 'android-token', correlationId: 'intent-0' }]);
    expect(r.actor.getSnapshot().output).toMatchObject({ kind: 'success', method: 'GOOGLEPAY' });
  });

  it('Android: an answer heard before the question (a late answer to an earlier sheet) makes no deposit', async () => {
    const r = runGooglePay(googleAndroid);
    await flush();
    r.answer({ type: 'bridge.answered', name: 'googlePayPaymentData', payload: { token: 'stale-token' } });
    await flush();
    expect(r.deposits).toEqual([]);
    expect(r.actor.getSnapshot().status).toBe('active');
  });

  it('Android: an error answer hides the loader', async () => {
    const r = runGooglePay(googleAndroid);
    r.clock.increment(0);
    await flush();
    r.answer({ type: 'bridge.answered', name: 'googlePayPaymentData', payload: { error: 'DEVELOPER_ERROR' } });
    await flush();
    expect(r.deposits).toEqual([]);
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
  });
});
