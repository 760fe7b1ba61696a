// A method flow that throws after its deposit call was sent, in whichever state it then is (DESIGN 7, "money
// is never guessed"; docs/decisions.md "Unknown is not failed"): only an explicit refusal is a failure, so the
// root ends pending, unconfirmed ("we are confirming"), never failed with the flow's crash reason. The real
// flows run inside the root; an action or guard of theirs is made to throw where the state runs it. A throw
// in a state passed through in one step (routing, deciding) loses that step's own emitted events with it, so
// those cases held before too; the states a flow waits in are where the record used to be dropped.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, emit, fromCallback, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { AppContext } from '../src/domain/context';
import type { FlowKind } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import { applePayMachine } from './apple-pay.machine';
import { cardMachine } from './card.machine';
import { cardInput } from './card.events';
import { directDepositMachine } from './direct-deposit.machine';
import { depositCallWith, iosApp, rootWith, warningsOf, webApp } from './fixtures';
import { googlePayMachine } from './google-pay.machine';
import { mbwayMachine } from './mbway.machine';
import { mobileMoneyMachine } from './mobile-money.machine';

const never = () => new Promise<never>(() => {});
/** The deposit call's answer lost (a reset): the wallet reads it as not known yet, where it throws. */
const lost = async () => {
  await new Promise((r) => setTimeout(r, 0));
  throw new Error('connection reset');
};
const crash = () => {
  throw new Error('flow crashed');
};

/** The root with well-behaved children on `app`, the flow of `kind` being `flow`. */
function root(app: AppContext, kind: FlowKind, flow: AnyActorLogic) {
  const actor = createActor(rootWith({ contextInit: fromPromise(async () => ({ app, sessionInvalid: false, callback: null })), [kind]: flow }));
  const warnings = warningsOf(actor);
  actor.start();
  return { actor, warnings };
}

const meanOf = (method: string, type: PaymentMean['type'], over: Partial<PaymentMean> = {}): PaymentMean => ({
  id: `m-${method}`,
  type,
  method,
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: method,
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 5000 },
  providersRef: [],
  tokenId: null,
  ...over,
});

/** Pays 25 with `mean` on the root; `drive` plays the player's part in the flow until it throws. */
async function pay(app: AppContext, kind: FlowKind, flow: AnyActorLogic, mean: PaymentMean, drive: (flow: AnyActorRef) => Promise<void> | void = () => {}) {
  const { actor, warnings } = root(app, kind, flow);
  await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'idle' } } }));
  actor.send({ type: 'deposit.requested', amount: 25, intentId: 'intent-1', mean });
  const running = await waitFor(actor, (s) => s.matches({ active: { ready: { flow: kind } } }));
  await drive((running.children as Record<string, AnyActorRef>).flow!);
  const snapshot = await waitFor(actor, (s) => !s.matches({ active: { ready: { flow: kind } } }));
  return { snapshot, warnings };
}

function endsPendingUnconfirmed(run: Awaited<ReturnType<typeof pay>>, method: string) {
  expect(run.snapshot.matches({ active: { succeeded: 'unconfirmed' } })).toBe(true);
  expect(run.snapshot.context.success).toMatchObject({ status: 'pending', method, amount: 25, unconfirmed: true });
  expect(run.snapshot.context.failure).toBeNull();
  expect(run.warnings).toContain('flow failed: flow crashed');
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const reached = (flow: AnyActorRef, state: string) => waitFor(flow, (s) => s.value === state);

describe('a flow that throws after its deposit call was sent: pending, unconfirmed, never failed', () => {
  it('Apple Pay, during its deposit call', async () => {
    const flow = applePayMachine.provide({
      actors: {
        applePaySession: fromCallback(() => {}) as never,
        fetchMerchantSession: fromPromise(async () => ({})) as never,
        createApplePayDeposit: fromPromise(lost) as never,
      },
      actions: { finishUnconfirmed: crash },
    });
    const run = await pay(webApp, 'applePay', flow, meanOf('APPLEPAY', 'APPLEPAY'), async (f) => {
      f.send({ type: 'applePay.validateMerchant', validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
      await reached(f, 'awaitingPayment');
      f.send({ type: 'applePay.authorized', token: '{"paymentData":{}}' });
    });
    endsPendingUnconfirmed(run, 'APPLEPAY');
  });

  it('Google Pay, during its deposit call', async () => {
    const flow = googlePayMachine.provide({
      actors: { loadPaymentData: fromPromise(async () => 'gpay-token') as never, createGooglePayDeposit: fromPromise(lost) as never },
      actions: { finishUnconfirmed: crash },
    });
    endsPendingUnconfirmed(await pay(webApp, 'googlePay', flow, meanOf('GOOGLEPAY', 'GOOGLEPAY')), 'GOOGLEPAY');
  });

  describe('mobile money', () => {
    const saved = meanOf('MOBILEMONEY', 'MOBILE_MONEY', {
      id: 'tok-2',
      format: 'TOKEN',
      tokenId: 'tok-2',
      detail: { minAmount: 10, maxAmount: 5000, operator: 'mtn', prefix: '225', phoneNumber: '0501020304' },
    });
    const momo = (answer: unknown, over: Parameters<typeof mobileMoneyMachine.provide>[0] = {}) =>
      mobileMoneyMachine.provide({
        ...over,
        actors: {
          depositCall: depositCallWith(async () => answer),
          transactionPolling: fromPromise(never) as never,
          depositMonitor: fromPromise(never) as never,
        },
      });

    it('routing its answer', async () => {
      const flow = momo({ status: 'pending', transaction_uid: 'tx-1' }, { guards: { outcomeIs: crash } });
      endsPendingUnconfirmed(await pay(webApp, 'mobileMoney', flow, saved), 'MOBILEMONEY');
    });

    it('on the Wave QR page', async () => {
      const flow = momo(
        { status: 'redirect', transaction_uid: 'tx-w', transaction_context: { redirect_qrcode_wave: 'https://pay.wave.example/c/1' } },
        { actions: { finishUnconfirmed: crash } },
      );
      const run = await pay(webApp, 'mobileMoney', flow, saved, async (f) => {
        await reached(f, 'waveQr');
        f.send({ type: 'wait.stopped' });
      });
      endsPendingUnconfirmed(run, 'MOBILEMONEY');
    });

    it('posting the operator form', async () => {
      const flow = momo(
        { status: 'redirect', transaction_uid: 'tx-1', transaction_context: { post_form_url: 'https://operator.example/pay', token: 'abc' } },
        { actions: { takeRedirect: crash } },
      );
      endsPendingUnconfirmed(await pay(webApp, 'mobileMoney', flow, saved), 'MOBILEMONEY');
    });
  });

  it('MB Way, sent to the MB Way app (app-to-app)', async () => {
    const flow = mbwayMachine.provide({
      actors: {
        depositCall: depositCallWith(async () => ({
          status: 'redirect',
          transaction_uid: 'tx-1',
          transaction_context: { redirect_url: 'https://mbway.example/app' },
        })),
        transactionPolling: fromPromise(never) as never,
      },
      actions: { finishPending: crash },
    });
    const mean = meanOf('MBWAY', 'MBWAY', { format: 'TOKEN', tokenId: 'tok-mbway' });
    const run = await pay(iosApp, 'mbway', flow, mean, async (f) => {
      await reached(f, 'appToApp');
      f.send({ type: 'mbway.cancelled' });
    });
    endsPendingUnconfirmed(run, 'MBWAY');
  });

  describe('card', () => {
    const savedCard = { ...cardInput.mean, detail: { ...cardInput.mean.detail, minAmount: 10, maxAmount: 5000, availableSchemes: ['visa'] } };
    const card = (answer: unknown, over: Parameters<typeof cardMachine.provide>[0] = {}) =>
      cardMachine.provide({
        ...over,
        actors: {
          lookupBrands: fromPromise(async () => ['visa']) as never,
          encryptCard: fromPromise(async () => ({ cse_dalenys: 'enc' })) as never,
          depositCall: depositCallWith(async () => answer),
          threeDs2: fromPromise(never) as never,
        },
      });
    const payCvv = (f: AnyActorRef) => f.send({ type: 'cvv.submitted', cvv: '123', intentId: 'intent-1' });

    it('deciding on its answer', async () => {
      const flow = card({ status: 'success', transaction_uid: 'tx-1' }, { guards: { outcomeIs: crash } });
      endsPendingUnconfirmed(await pay(webApp, 'card', flow, savedCard, payCvv), 'CARD');
    });

    it('fingerprinting (the 3DS method), throwing when the method reports back', async () => {
      const answer = { status: 'pending', status_detail: 2, transaction_uid: 'tx-2', transaction_context: { threeDSMethodURL: 'https://acs.example/method' } };
      // The record the card flow keeps at the send; the next stage's record throws.
      const remember = emit((_, params: { stage: string }) => {
        if (params.stage !== 'calling') crash();
        return {
          type: 'deposit.pendingSaved',
          deposit: { flow: 'card', method: 'CARD', amount: 25, correlationId: 'intent-1', stage: 'calling', transactionId: null, depositId: null, token: true },
        } as never;
      });
      const flow = card(answer, { actions: { rememberDeposit: remember as never } });
      const run = await pay(webApp, 'card', flow, savedCard, async (f) => {
        payCvv(f);
        await reached(f, 'fingerprinting');
        f.send({ type: 'threeds.methodCompleted' });
      });
      endsPendingUnconfirmed(run, 'CARD');
    });

    it('refused back on its form, then throwing: the error dialog (nothing is under way)', async () => {
      let refused = false;
      const flow = card(
        { status: 'refused', refused_reason: 'payment.genericfailure', transaction_uid: 'tx-1' },
        {
          guards: {
            // The flow's own refusal puts it back on the CVV form; the next submit throws.
            validCvv: () => {
              if (refused) crash();
              return true;
            },
          },
        },
      );
      const { snapshot } = await pay(webApp, 'card', flow, savedCard, async (f) => {
        payCvv(f);
        await settle();
        await reached(f, 'cvvForm');
        refused = true;
        payCvv(f);
      });
      expect(snapshot.matches({ active: { ready: { flow: 'failed' } } })).toBe(true);
      expect(snapshot.context.failure).toBe('payment.internal.error');
      expect(snapshot.context.success).toBeNull();
    });
  });

  it('Multibanco, showing its reference', async () => {
    const flow = directDepositMachine.provide({
      actors: { depositCall: depositCallWith(async () => ({ status: 'pending', transaction_context: { entity: '12345', reference: '123 456 789' } })) },
      actions: { end: crash },
    });
    const run = await pay(webApp, 'direct', flow, meanOf('MULTIBANCO', 'MULTIBANCO'), async (f) => {
      await reached(f, 'showingReference');
      f.send({ type: 'reference.closed' });
    });
    endsPendingUnconfirmed(run, 'MULTIBANCO');
  });
});

// The close (desktop ✕, a native close) with a deposit under way: it goes on whatever the player does, so it
// ends as after a crash, pending unconfirmed, then success handling; before the send, close leaves (SPEC 4).
describe('close with a deposit under way', () => {
  const record = {
    flow: 'card',
    method: 'CARD',
    amount: 25,
    correlationId: 'intent-1',
    stage: 'threeDs2',
    transactionId: 'tx-3',
    depositId: null,
    token: false,
  } as const;
  const waiting = (emits: ReadonlyArray<object>) => createMachine({ entry: emits.map((e) => emit(e as never)) });

  async function closeWhile(emits: ReadonlyArray<object>) {
    const { actor } = root(webApp, 'card', waiting(emits));
    const redirects: string[] = [];
    actor.on('app.redirect', (e) => redirects.push(e.url));
    await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'idle' } } }));
    actor.send({
      type: 'deposit.requested',
      amount: 25,
      intentId: 'intent-1',
      mean: { ...cardInput.mean, detail: { ...cardInput.mean.detail, minAmount: 10, maxAmount: 5000 } },
    });
    await waitFor(actor, (s) => s.matches({ active: { ready: { flow: 'card' } } }));
    actor.send({ type: 'app.close' });
    return { actor, redirects };
  }

  it('the bank confirming the payment: "we are confirming", then the return URL with status pending', async () => {
    const { actor, redirects } = await closeWhile([{ type: 'deposit.pendingSaved', deposit: record }]);
    expect(actor.getSnapshot().matches({ active: { succeeded: 'unconfirmed' } })).toBe(true);
    expect(actor.getSnapshot().context.success).toEqual({ status: 'pending', method: 'CARD', amount: 25, transactionId: 'tx-3', unconfirmed: true });
    actor.send({ type: 'confirmation.closed' });
    expect(redirects).toHaveLength(1);
    expect(new URL(redirects[0]!).searchParams.get('status')).toBe('pending');
  });

  it('nothing sent yet: close leaves the app', async () => {
    const { actor } = await closeWhile([]);
    expect(actor.getSnapshot().matches('leaving')).toBe(true);
    expect(actor.getSnapshot().context.success).toBeNull();
  });
});
