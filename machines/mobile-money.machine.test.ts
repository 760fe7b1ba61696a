// The mobile money flow against SPEC 4 "Mobile money", SPEC 3 (the deposit body: prefix, phone_number, code,
// operator; a token: token_id and an optional code), SPEC 5 (phone format per market, Orange Money code, OTP
// length) and SPEC 7/9 (default poll interval 1000 ms).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, type AnyActorLogic, type AnyEventObject } from 'xstate';
import type { MomoResponseLike } from '../src/methods/mobile-money/rules';
import type { PaymentMean } from '../src/domain/payment-means';
import { ApiFailure } from '../src/domain/failures';
import { depositCallWith, sessionExpiredError, webApp } from './fixtures';
import type { FlowInput } from './flow-output';
import { mobileMoneyMachine, type MobileMoneyDepositInput } from './mobile-money.machine';

const ciApp = { ...webApp, legislation: 'CI' as const, currencyCode: 'XOF' as const };
const mean = (over: Partial<PaymentMean> = {}): PaymentMean => ({
  id: 'm-momo',
  type: 'MOBILE_MONEY',
  method: 'MOBILEMONEY',
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: 'MOBILEMONEY',
  // The operators the server lists for the method (SPEC 3), on the new mean (src/methods/mobile-money/rules.ts).
  status: 'enabled',
  detail: { minAmount: 200, maxAmount: 500_000, operators: ['ORANGE_MONEY', 'MTN', 'MOOV', 'WAVE'] },
  providersRef: [],
  tokenId: null,
  ...over,
});
const savedMtn = mean({
  id: 'tok-2',
  format: 'TOKEN',
  tokenId: 'tok-2',
  detail: { minAmount: 200, maxAmount: 500_000, operator: 'mtn', prefix: '225', phoneNumber: '0501020304' },
});
const savedOrange = mean({
  id: 'tok-1',
  format: 'TOKEN',
  tokenId: 'tok-1',
  detail: { minAmount: 200, maxAmount: 500_000, operator: 'orange_money', prefix: '225', phoneNumber: '0701020304' },
});
const gordonOn = { 'payment-f-gordon-async-deposit-enabled': true };

interface Answers {
  deposit?: () => Promise<MomoResponseLike>;
  monitor?: () => Promise<unknown>;
  polling?: () => Promise<unknown>;
}

function momo(m: PaymentMean, answers: Answers = {}, flags: FlowInput['flags'] = {}) {
  const seen = { deposits: [] as MobileMoneyDepositInput[], monitors: [] as unknown[], polls: [] as unknown[] };
  const never = () => new Promise<never>(() => {});
  const actor = createActor(
    mobileMoneyMachine.provide({
      actors: {
        depositCall: depositCallWith<MobileMoneyDepositInput>(
          async (input) => (seen.deposits.push(input), (answers.deposit ?? (async () => ({ status: 'success', transaction_uid: 'tx-1' })))()),
        ),
        depositMonitor: fromPromise(async ({ input }) => (seen.monitors.push(input), (answers.monitor ?? never)())) as unknown as AnyActorLogic as never,
        transactionPolling: fromPromise(async ({ input }) => (seen.polls.push(input), (answers.polling ?? never)())) as unknown as AnyActorLogic as never,
      },
    }),
    { input: { mean: m, amount: 5000, app: ciApp, flags, intentId: 'intent-1' } },
  );
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, seen, emitted, done: toPromise(actor) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the forms (SPEC 2 operator selection, phone form, code form; SPEC 5)', () => {
  it('a new mean: operator, phone, then for Orange Money in CI the code; the body carries them all', async () => {
    const { actor, seen, done } = momo(mean());
    expect(actor.getSnapshot().value).toBe('operators');
    actor.send({ type: 'momo.operatorSelected', operator: 'ORANGE_MONEY' });
    expect(actor.getSnapshot().value).toBe('phone');
    actor.send({ type: 'momo.phoneSubmitted', phoneNumber: '123' });
    expect(actor.getSnapshot().value).toBe('phone');
    actor.send({ type: 'momo.phoneSubmitted', phoneNumber: '0701020304' });
    expect(actor.getSnapshot().value).toBe('code');
    actor.send({ type: 'momo.codeSubmitted', code: '12' });
    expect(actor.getSnapshot().value).toBe('code');
    actor.send({ type: 'momo.codeSubmitted', code: '1234' });
    expect(await done).toEqual({ kind: 'success', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-1' });
    expect(seen.deposits).toMatchObject([{ amount: 5000, tokenId: null, operator: 'ORANGE_MONEY', prefix: '225', phoneNumber: '0701020304', code: '1234' }]);
  });

  // SPEC 3: the selection offers the operators the server lists for the method, in its order.
  it('offers only the operators the server lists, in that order', () => {
    const listed = mean({ detail: { minAmount: 200, maxAmount: 500_000, operators: ['ORANGE_MONEY', 'MTN', 'MOOV', 'CELTIIS'] } });
    const { actor } = momo(listed);
    expect(actor.getSnapshot().context.operators).toEqual(['ORANGE_MONEY', 'MTN', 'MOOV', 'CELTIIS']);
    actor.send({ type: 'momo.operatorSelected', operator: 'WAVE' });
    expect(actor.getSnapshot().value).toBe('operators');
    actor.send({ type: 'momo.operatorSelected', operator: 'CELTIIS' });
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().context.operator).toBe('CELTIIS');
  });
  it('a mean that names its operator offers that one only', () => {
    const { actor } = momo(mean({ method: 'wave', name: 'wave', detail: { minAmount: 200, maxAmount: 500_000 } }));
    expect(actor.getSnapshot().context.operators).toEqual(['WAVE']);
    expect(actor.getSnapshot().value).toBe('phone');
  });

  it('MTN needs no code: phone, then the deposit', async () => {
    const { actor, seen, done } = momo(mean());
    actor.send({ type: 'momo.operatorSelected', operator: 'MTN' });
    actor.send({ type: 'momo.phoneSubmitted', phoneNumber: '0501020304' });
    await done;
    expect(seen.deposits).toMatchObject([{ amount: 5000, tokenId: null, operator: 'MTN', prefix: '225', phoneNumber: '0501020304', code: null }]);
  });

  it('back: code → phone → operators → out (cancelled)', async () => {
    const { actor, done } = momo(mean());
    actor.send({ type: 'momo.operatorSelected', operator: 'ORANGE_MONEY' });
    actor.send({ type: 'momo.phoneSubmitted', phoneNumber: '0701020304' });
    actor.send({ type: 'momo.back' });
    expect(actor.getSnapshot().value).toBe('phone');
    actor.send({ type: 'navigation.back' });
    expect(actor.getSnapshot().value).toBe('operators');
    actor.send({ type: 'navigation.back' });
    expect(await done).toEqual({ kind: 'cancelled' });
  });

  it('a mean that names its operator starts on the phone form, and back there leaves', async () => {
    const { actor, done } = momo(mean({ method: 'wave', name: 'wave' }));
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().context).toMatchObject({ operator: 'WAVE', operatorFixed: true, prefix: '225', phoneNumber: '' });
    actor.send({ type: 'momo.back' });
    expect(await done).toEqual({ kind: 'cancelled' });
  });

  it('a new Orange Money mean (the method names it) in CI: the phone first, then the code', async () => {
    const { actor } = momo(mean({ method: 'orange_money', name: 'orange_money' }));
    expect(actor.getSnapshot().value).toBe('phone');
    actor.send({ type: 'momo.phoneSubmitted', phoneNumber: '0701020304' });
    expect(actor.getSnapshot().value).toBe('code');
  });

  it('"Choose another method" on the operators leaves; the phone and code forms have only their back (SPEC 2)', async () => {
    const { actor, done } = momo(mean());
    actor.send({ type: 'momo.cancelled' });
    expect(await done).toEqual({ kind: 'cancelled' });
    for (const [steps, form] of [
      [[{ type: 'momo.operatorSelected', operator: 'ORANGE_MONEY' }], 'phone'],
      [
        [
          { type: 'momo.operatorSelected', operator: 'ORANGE_MONEY' },
          { type: 'momo.phoneSubmitted', phoneNumber: '0701020304' },
        ],
        'code',
      ],
    ] as const) {
      const { actor: onForm } = momo(mean());
      for (const e of steps) onForm.send(e as never);
      onForm.send({ type: 'momo.cancelled' });
      expect(onForm.getSnapshot().value).toBe(form);
    }
  });

  it('a saved MTN mean: straight to the deposit with its token', async () => {
    const { seen, done } = momo(savedMtn);
    await done;
    expect(seen.deposits).toMatchObject([{ amount: 5000, tokenId: 'tok-2', operator: 'MTN', prefix: '225', phoneNumber: '0501020304', code: null }]);
  });

  it('a saved Orange Money mean in CI: the one-time code first; back there leaves (no phone form behind)', async () => {
    const paid = momo(savedOrange);
    expect(paid.actor.getSnapshot().value).toBe('code');
    paid.actor.send({ type: 'momo.codeSubmitted', code: '4321' });
    await paid.done;
    expect(paid.seen.deposits[0]).toMatchObject({ tokenId: 'tok-1', operator: 'ORANGE_MONEY', code: '4321' });
    const left = momo(savedOrange);
    left.actor.send({ type: 'navigation.back' });
    expect(await left.done).toEqual({ kind: 'cancelled' });
  });

  it('a token without a token id uses its detail id', async () => {
    const { seen, done } = momo({ ...savedMtn, tokenId: null, detail: { ...savedMtn.detail, id: 'tok-detail' } });
    await done;
    expect(seen.deposits[0]!.tokenId).toBe('tok-detail');
  });
});

describe('the deposit answer (SPEC 4 Mobile money)', () => {
  const pay = (answers: Answers, flags: FlowInput['flags'] = {}) => momo(savedMtn, answers, flags);

  it('pending: pending with method MOBILEMONEY and the amount', async () => {
    expect(await pay({ deposit: async () => ({ status: 'pending', transaction_uid: 'tx-2' }) }).done).toEqual({
      kind: 'pending',
      method: 'MOBILEMONEY',
      amount: 5000,
      transactionId: 'tx-2',
    });
  });

  it('refused with a reason, or an API error with a code: failure with it; a lost session ends as such', async () => {
    expect(await pay({ deposit: async () => ({ status: 'refused', refused_reason: 'payment.insufficientfunds.momo' }) }).done).toEqual({
      kind: 'failure',
      reason: 'payment.insufficientfunds.momo',
    });
    expect(await pay({ deposit: async () => Promise.reject(new ApiFailure('HTTP', 'DEP_FraudCheckRefused', '422', 422)) }).done).toEqual({
      kind: 'failure',
      reason: 'DEP_FraudCheckRefused',
    });
    expect(await pay({ deposit: async () => Promise.reject(sessionExpiredError) }).done).toEqual({ kind: 'sessionExpired' });
  });

  it('redirect to the redirect URL', async () => {
    expect(
      await pay({
        deposit: async () => ({ status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: 'https://operator.example/confirm' } }),
      }).done,
    ).toEqual({
      kind: 'redirect',
      url: 'https://operator.example/confirm',
    });
  });

  it('redirect by post form: the form page, with what it posts', async () => {
    const { actor } = pay({
      deposit: async () => ({
        status: 'redirect',
        transaction_uid: 'tx-1',
        transaction_context: { post_form_url: 'https://operator.example/pay', token: 'abc' },
      }),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('postingForm');
    expect(actor.getSnapshot().context.redirect).toMatchObject({ kind: 'postForm', url: 'https://operator.example/pay' });
  });

  it('redirect to the Wave QR code page: the QR shown while the transaction is polled every 1000 ms; back is pending, unconfirmed (DESIGN 7)', async () => {
    const { actor, seen, done } = pay({
      deposit: async () => ({ status: 'redirect', transaction_uid: 'tx-w', transaction_context: { redirect_qrcode_wave: 'https://pay.wave.example/c/1' } }),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('waveQr');
    expect(actor.getSnapshot().context.redirect).toMatchObject({ kind: 'waveQr' });
    expect(seen.polls).toEqual([{ transactionId: 'tx-w', intervalMs: 1000 }]);
    actor.send({ type: 'navigation.back' });
    expect(await done).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-w', unconfirmed: true });
  });

  describe('polling variant', () => {
    const polled = (result: unknown) =>
      pay({ deposit: async () => ({ status: 'pending', transaction_uid: 'tx-p', update_protocol: 'polling' }), polling: async () => result });

    it('polls the transaction every 1000 ms; SUCCESS is a success with method MOBILEMONEY and the amount', async () => {
      const { seen, done } = polled({ kind: 'fetched', result: { status: 'SUCCESS', reason: null } });
      expect(await done).toEqual({ kind: 'success', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-p' });
      expect(seen.polls).toEqual([{ transactionId: 'tx-p', intervalMs: 1000 }]);
    });

    it.each([
      [
        { kind: 'fetched', result: { status: 'FAILURE', reason: 'payment.playercancel.momo' } },
        { kind: 'failure', reason: 'payment.playercancel.momo' },
      ],
      [
        { kind: 'fetched', result: { status: 'FAILURE', reason: null } },
        { kind: 'failure', reason: 'payment.genericfailure.momo' },
      ],
      // A read never refuses by failing (docs/decisions.md "Unknown is not failed").
      [{ kind: 'failed' }, { kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-p', unconfirmed: true }],
      [{ kind: 'sessionExpired' }, { kind: 'sessionExpired' }],
    ])('%j ends the flow %j', async (result, want) => {
      expect(await polled(result).done).toEqual(want);
    });

    // DESIGN 7: the operator holds the request; leaving the wait cannot cancel it, so it is never "cancelled".
    it.each(['wait.stopped', 'navigation.back'] as const)('%s while waiting: pending, unconfirmed', async (type) => {
      const { actor, done } = pay({ deposit: async () => ({ status: 'pending', transaction_uid: 'tx-p', update_protocol: 'polling' }) });
      await settle();
      expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
      actor.send({ type: 'momo.cancelled' });
      expect(actor.getSnapshot().hasTag('waiting'), 'no cancel once the operator asks').toBe(true);
      actor.send({ type });
      expect(await done).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-p', unconfirmed: true });
    });
  });

  describe('asynchronous protocol (gordon, flag on): monitoring by deposit id', () => {
    const gordon = { status: 'pending', transaction_uid: 'tx-g', deposit_id: 'dep-1', update_protocol: 'gordon' };
    const monitored = (output: unknown, m: PaymentMean = savedMtn, polling?: () => Promise<unknown>) =>
      momo(m, { deposit: async () => gordon, monitor: async () => output, ...(polling ? { polling } : {}) }, gordonOn);

    it('monitors the deposit id (a token deposit says so); success is a success', async () => {
      const { seen, done } = monitored({ kind: 'success', token: true });
      expect(await done).toEqual({ kind: 'success', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-g' });
      expect(seen.monitors).toEqual([{ depositId: 'dep-1', token: true }]);
    });

    it('a new mean is monitored as such', async () => {
      const { actor, seen, done } = momo(mean(), { deposit: async () => gordon, monitor: async () => ({ kind: 'success', token: false }) }, gordonOn);
      actor.send({ type: 'momo.operatorSelected', operator: 'MTN' });
      actor.send({ type: 'momo.phoneSubmitted', phoneNumber: '0501020304' });
      await done;
      expect(seen.monitors).toEqual([{ depositId: 'dep-1', token: false }]);
    });

    it.each([
      [
        { kind: 'redirect', context: { redirect_url: 'https://operator.example/confirm' }, token: true },
        { kind: 'redirect', url: 'https://operator.example/confirm' },
      ],
      // A redirect naming nothing usable cannot be acted on: not known yet (docs/decisions.md "Unknown is not failed").
      [
        { kind: 'redirect', context: {}, token: true },
        { kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-g', unconfirmed: true },
      ],
      [
        { kind: 'failure', token: true },
        { kind: 'failure', reason: 'payment.genericfailurenoncard' },
      ],
    ])('%j ends the flow %j', async (output, want) => {
      expect(await monitored(output).done).toEqual(want);
    });

    // SPEC 4 "streaming with polling fallback" (docs/decisions.md "Unknown is not failed"): the stream
    // failing says nothing of the deposit's fate; its transaction is polled, and a polling that ends
    // without an answer leaves it pending, unconfirmed.
    it('the stream failing falls back to polling the transaction: its answer decides, else pending unconfirmed', async () => {
      const confirmed = monitored({ kind: 'error', code: 'OTHER', token: true }, savedMtn, async () => ({
        kind: 'fetched',
        result: { status: 'SUCCESS', reason: null },
      }));
      expect(await confirmed.done).toEqual({ kind: 'success', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-g' });
      expect(confirmed.seen.polls).toEqual([{ transactionId: 'tx-g', intervalMs: 1000 }]);
      const unread = monitored({ kind: 'error', code: 'OTHER', token: true }, savedMtn, async () => ({ kind: 'failed' }));
      expect(await unread.done).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-g', unconfirmed: true });
    });

    // DESIGN 7 "pending after one status read" (docs/decisions.md "Silence is a fault"): the 10 s without a
    // final state hand over nothing unread; the transaction is polled and its answer decides.
    it('the 10 s without a final state: the transaction is read; its answer decides, a read still pending is pending unconfirmed', async () => {
      const paid = monitored({ kind: 'timeout', token: true }, savedMtn, async () => ({ kind: 'fetched', result: { status: 'SUCCESS', reason: null } }));
      expect(await paid.done).toEqual({ kind: 'success', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-g' });
      expect(paid.seen.polls).toEqual([{ transactionId: 'tx-g', intervalMs: 1000 }]);
      const open = monitored({ kind: 'timeout', token: true }, savedMtn, async () => ({ kind: 'fetched', result: { status: 'PENDING', reason: null } }));
      expect(await open.done).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-g', unconfirmed: true });
    });

    it('the 10 s without a final state and no transaction to read: pending', async () => {
      const { transaction_uid: _, ...noTx } = gordon;
      const { seen, done } = momo(savedMtn, { deposit: async () => noTx, monitor: async () => ({ kind: 'timeout', token: true }) }, gordonOn);
      expect(await done).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: null });
      expect(seen.polls).toEqual([]);
    });

    it('with the flag off the same answer is polled', async () => {
      const { seen } = momo(savedMtn, { deposit: async () => gordon }, {});
      await settle();
      expect(seen.monitors).toEqual([]);
      expect(seen.polls).toEqual([{ transactionId: 'tx-g', intervalMs: 1000 }]);
    });
  });
});

describe('one intent, one deposit (docs/decisions.md "One intent, one deposit"): the retry, the pending record, a reload', () => {
  const flushAll = async () => {
    for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
  };
  function clocked(m: PaymentMean, deposit: () => Promise<MomoResponseLike>, over: Partial<FlowInput> = {}) {
    const seen = { deposits: [] as MobileMoneyDepositInput[], monitors: [] as unknown[], polls: [] as unknown[], events: [] as AnyEventObject[] };
    const never = () => new Promise<never>(() => {});
    const clock = new SimulatedClock();
    const actor = createActor(
      mobileMoneyMachine.provide({
        actors: {
          depositCall: depositCallWith<MobileMoneyDepositInput>(async (input) => (seen.deposits.push(input), deposit())),
          depositMonitor: fromPromise(async ({ input }) => (seen.monitors.push(input), never())) as unknown as AnyActorLogic as never,
          transactionPolling: fromPromise(async ({ input }) => (seen.polls.push(input), never())) as unknown as AnyActorLogic as never,
        },
      }),
      { input: { mean: m, amount: 5000, app: ciApp, flags: {}, intentId: 'intent-1', ...over }, clock },
    );
    actor.on('*', (e) => seen.events.push(e));
    actor.start();
    return { actor, seen, clock };
  }
  const records = (events: AnyEventObject[]) => events.filter((e) => e.type.startsWith('deposit.pending'));

  it('an unreadable answer is sent again with the same correlation id after 1 s, then 3 s; still unreadable: pending, unconfirmed', async () => {
    const { actor, seen, clock } = clocked(savedMtn, async () => Promise.reject(new ApiFailure('HTTP', null, '503', 503)));
    await flushAll();
    expect(seen.deposits.map((d) => [d.correlationId, d.attempt])).toEqual([['intent-1', 0]]);
    clock.increment(999);
    await flushAll();
    expect(seen.deposits).toHaveLength(1);
    clock.increment(1);
    await flushAll();
    clock.increment(2999);
    await flushAll();
    expect(seen.deposits.map((d) => [d.correlationId, d.attempt])).toEqual([
      ['intent-1', 0],
      ['intent-1', 1],
    ]);
    clock.increment(1);
    await flushAll();
    expect(seen.deposits.map((d) => [d.correlationId, d.attempt])).toEqual([
      ['intent-1', 0],
      ['intent-1', 1],
      ['intent-1', 2],
    ]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: null, unconfirmed: true });
  });

  it('the call under way is recorded (flow mobileMoney, stage calling, saved mean or not) and cleared when it ends', async () => {
    const saved = clocked(savedMtn, async () => ({ status: 'success', transaction_uid: 'tx-1' }));
    await flushAll();
    expect(records(saved.seen.events)).toEqual([
      {
        type: 'deposit.pendingSaved',
        deposit: {
          flow: 'mobileMoney',
          method: 'MOBILEMONEY',
          amount: 5000,
          stage: 'calling',
          transactionId: null,
          depositId: null,
          token: true,
          correlationId: 'intent-1',
          sentTo: { operator: 'MTN', phoneNumber: '0501020304' },
        },
      },
      { type: 'deposit.pendingCleared' },
    ]);
    const fresh = clocked(mean(), async () => ({ status: 'success', transaction_uid: 'tx-1' }));
    fresh.actor.send({ type: 'momo.operatorSelected', operator: 'MTN' });
    fresh.actor.send({ type: 'momo.phoneSubmitted', phoneNumber: '0501020304' });
    await flushAll();
    expect(records(fresh.seen.events)).toEqual([
      {
        type: 'deposit.pendingSaved',
        deposit: {
          flow: 'mobileMoney',
          method: 'MOBILEMONEY',
          amount: 5000,
          stage: 'calling',
          transactionId: null,
          depositId: null,
          token: false,
          correlationId: 'intent-1',
          sentTo: { operator: 'MTN', phoneNumber: '0501020304' },
        },
      },
      { type: 'deposit.pendingCleared' },
    ]);
  });

  const record = (stage: 'calling' | 'monitoring' | 'polling') => ({
    flow: 'mobileMoney' as const,
    method: 'MOBILEMONEY',
    amount: 5000,
    correlationId: 'intent-r',
    stage,
    transactionId: 'tx-r',
    depositId: 'dep-r',
    token: true,
  });

  it('a reload during the call: pending, unconfirmed, on the recorded transaction, with no new call', async () => {
    const { actor, seen } = clocked(savedMtn, async () => ({ status: 'success' }), { intentId: 'intent-r', resume: record('calling') });
    await flushAll();
    expect(seen.deposits).toHaveLength(0);
    expect(actor.getSnapshot().output).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-r', unconfirmed: true });
  });

  // docs/decisions.md "A reloaded wait says where the request went": the waiting screen's operator and number.
  it('a reload while waiting shows where the request went: the recorded operator and number', async () => {
    const resumed = clocked(mean(), async () => ({ status: 'success' }), {
      intentId: 'intent-r',
      resume: { ...record('monitoring'), token: false, sentTo: { operator: 'MTN', phoneNumber: '0701020304' } },
    });
    await flushAll();
    expect(resumed.actor.getSnapshot().context).toMatchObject({ operator: 'MTN', phoneNumber: '0701020304' });
  });

  it('a reload while monitoring or polling waits on the recorded deposit again, with no new call', async () => {
    const monitoring = clocked(savedMtn, async () => ({ status: 'success' }), { intentId: 'intent-r', resume: record('monitoring') });
    const polling = clocked(savedMtn, async () => ({ status: 'success' }), { intentId: 'intent-r', resume: record('polling') });
    await flushAll();
    expect(monitoring.seen.deposits).toHaveLength(0);
    expect(monitoring.seen.monitors).toEqual([{ depositId: 'dep-r', token: true }]);
    expect(polling.seen.deposits).toHaveLength(0);
    expect(polling.seen.polls).toEqual([{ transactionId: 'tx-r', intervalMs: 1000 }]);
  });
});

// DESIGN 7: after the deposit call, only a refusal is a failure. A child that throws read nothing about the
// deposit: the flow ends pending, unconfirmed (a monitor that threw is a stream that failed: SPEC 4's
// polling fallback first), and the cause is logged.
describe('a child that throws after the deposit call', () => {
  const crash = (child: string) => async (): Promise<never> => {
    throw new Error(`${child} crashed`);
  };
  const unconfirmed = (transactionId: string | null) => ({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId, unconfirmed: true });
  const warning = (child: string) => ({ type: 'app.warning', message: `${child} failed: ${child} crashed` });

  it('the monitor: its transaction is polled instead, else pending, unconfirmed', async () => {
    const withTx = momo(
      savedMtn,
      {
        deposit: async () => ({ status: 'pending', transaction_uid: 'tx-g', deposit_id: 'dep-1', update_protocol: 'gordon' }),
        monitor: crash('depositMonitor'),
        polling: async () => ({ kind: 'failed' }),
      },
      gordonOn,
    );
    expect(await withTx.done).toEqual(unconfirmed('tx-g'));
    expect(withTx.seen.polls).toEqual([{ transactionId: 'tx-g', intervalMs: 1000 }]);
    expect(withTx.emitted).toContainEqual(warning('depositMonitor'));
    const noTx = momo(
      savedMtn,
      { deposit: async () => ({ status: 'pending', deposit_id: 'dep-1', update_protocol: 'gordon' }), monitor: crash('depositMonitor') },
      gordonOn,
    );
    expect(await noTx.done).toEqual(unconfirmed(null));
    expect(noTx.seen.polls).toEqual([]);
    expect(noTx.emitted).toContainEqual(warning('depositMonitor'));
  });

  it("the waiting screen's polling: pending, unconfirmed, never failed", async () => {
    const { done, emitted } = momo(savedMtn, {
      deposit: async () => ({ status: 'pending', transaction_uid: 'tx-p', update_protocol: 'polling' }),
      polling: crash('transactionPolling'),
    });
    expect(await done).toEqual(unconfirmed('tx-p'));
    expect(emitted).toContainEqual(warning('transactionPolling'));
  });

  it("the Wave QR page's polling: pending, unconfirmed, never failed", async () => {
    const { done, emitted } = momo(savedMtn, {
      deposit: async () => ({ status: 'redirect', transaction_uid: 'tx-w', transaction_context: { redirect_qrcode_wave: 'https://pay.wave.example/c/1' } }),
      polling: crash('wavePolling'),
    });
    expect(await done).toEqual(unconfirmed('tx-w'));
    expect(emitted).toContainEqual(warning('wavePolling'));
  });
});

// One intent is one deposit (DESIGN 7), and every wait has a way out (docs/decisions.md "Unknown is not failed").
describe('the Wave QR page: kept over a reload, with its "Stop waiting"', () => {
  const wave = () =>
    momo(savedMtn, {
      deposit: async () => ({ status: 'redirect', transaction_uid: 'tx-w', transaction_context: { redirect_qrcode_wave: 'https://pay.wave.example/c/1' } }),
    });

  it('the accepted Wave deposit is kept as the wait on its transaction (stage polling), cleared when the page is left', async () => {
    const { actor, emitted } = wave();
    await settle();
    expect(actor.getSnapshot().value).toBe('waveQr');
    expect(emitted.filter((e) => e.type === 'deposit.pendingSaved').at(-1)).toMatchObject({
      deposit: { flow: 'mobileMoney', method: 'MOBILEMONEY', amount: 5000, stage: 'polling', transactionId: 'tx-w' },
    });
    actor.send({ type: 'wait.stopped' });
    expect(emitted.at(-1)).toEqual({ type: 'deposit.pendingCleared' });
  });

  it('"Stop waiting": pending, unconfirmed, with the Wave transaction', async () => {
    const { actor, done } = wave();
    await settle();
    actor.send({ type: 'wait.stopped' });
    expect(await done).toEqual({ kind: 'pending', method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-w', unconfirmed: true });
  });
});
