// The direct methods' flow against SPEC 4 ("Bank transfer", "Skrill", "Przelewy24", "Multibanco",
// "Paysafecard") and SPEC 3 (Skrill's credentials in the request), through the flow contract.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, toPromise } from 'xstate';
import type { DepositResponseLike } from '../src/domain/deposit-outcome';
import type { PaymentMean } from '../src/domain/payment-means';
import { directDepositMachine, type DirectDepositInput } from './direct-deposit.machine';
import { ApiFailure } from '../src/domain/failures';
import { crashingActor, depositCallWith, sessionExpiredError, warningsOf, webApp } from './fixtures';

const mean = (method: string, detail: Partial<PaymentMean['detail']> = {}): PaymentMean => ({
  id: `m-${method}`,
  type: 'VOUCHER',
  method,
  displayOrder: 1,
  format: 'PAYMENT_METHOD',
  features: [],
  name: method,
  status: 'enabled',
  detail: { minAmount: 10, maxAmount: 1000, ...detail },
  providersRef: [],
  tokenId: null,
});

function run(method: string, answer: () => Promise<DepositResponseLike>, detail: Partial<PaymentMean['detail']> = {}, clock?: SimulatedClock) {
  const calls: DirectDepositInput[] = [];
  const actor = createActor(
    directDepositMachine.provide({
      actors: { depositCall: depositCallWith(async (input: DirectDepositInput) => (calls.push(input), answer())) },
    }),
    { input: { mean: mean(method, detail), amount: 45, app: webApp, flags: {}, intentId: 'intent-1' }, ...(clock ? { clock } : {}) },
  );
  actor.start();
  return { actor, calls, done: toPromise(actor) };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
};
/** A call whose answer is not known: sent again after 1 s and 3 s (simulated), then the flow ends. */
async function runUnknown(method: string, answer: () => Promise<DepositResponseLike>) {
  const clock = new SimulatedClock();
  const r = run(method, answer, {}, clock);
  await flush();
  clock.increment(1000);
  await flush();
  clock.increment(3000);
  await flush();
  return { ...r, output: await r.done };
}
const unconfirmed = (method: string) => ({ kind: 'pending', method, amount: 45, transactionId: null, unconfirmed: true });

const redirect = { status: 'redirect', transaction_uid: 'tx-1', transaction_context: { redirect_url: 'https://provider.example/pay' } };

describe('direct methods (SPEC 4)', () => {
  it.each(['PAYSAFECARD', 'PRZELEWY24', 'BANKTRANSFER_DEPOSIT', 'BANKTRANSFER'])('%s: one call with the amount, then the provider page', async (method) => {
    const { calls, done } = run(method, async () => redirect);
    expect(await done).toEqual({ kind: 'redirect', url: 'https://provider.example/pay' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ amount: 45, credentials: null });
  });

  it('a refused deposit fails with its refusal reason', async () => {
    const { done } = run('PAYSAFECARD', async () => ({ status: 'refused', refused_reason: 'payment.insufficientfunds' }));
    expect(await done).toEqual({ kind: 'failure', reason: 'payment.insufficientfunds' });
  });

  // docs/decisions.md "Unknown is not failed": an answer the flow cannot act on may still be a deposit.
  it('bank transfer: anything but a redirect is pending, unconfirmed, never a failure', async () => {
    const { done } = run('BANKTRANSFER_DEPOSIT', async () => ({ status: 'success' }));
    expect(await done).toEqual(unconfirmed('BANKTRANSFER_DEPOSIT'));
  });

  it('no answer, or a 4xx without an error code: sent again (same intent), then pending unconfirmed; a lost session ends the flow as such', async () => {
    const network = await runUnknown('PAYSAFECARD', async () => Promise.reject(new Error('network')));
    expect(network.output).toEqual(unconfirmed('PAYSAFECARD'));
    expect(network.calls).toHaveLength(3);
    expect(await run('PAYSAFECARD', async () => Promise.reject(sessionExpiredError)).done).toEqual({ kind: 'sessionExpired' });
    const bare400 = await runUnknown('PAYSAFECARD', async () => Promise.reject(new ApiFailure('HTTP', null, 'HTTP 400', 400)));
    expect(bare400.output).toEqual(unconfirmed('PAYSAFECARD'));
  });

  it('Skrill: the form first (login prefilled), the credentials go to the call and are never kept', async () => {
    const { actor, calls, done } = run('SKRILL', async () => redirect, { login: 'saved@example.com' });
    expect(actor.getSnapshot().value).toBe('skrillForm');
    expect(actor.getSnapshot().context.login).toBe('saved@example.com');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'skrill.submitted', login: 'player@example.com', password: 'secret' });
    expect(await done).toEqual({ kind: 'redirect', url: 'https://provider.example/pay' });
    expect(calls[0]!.credentials).toEqual({ login: 'player@example.com', password: 'secret' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('secret');
  });

  it('premium ticket: the code form first; a 16-digit code goes to the call, never kept; success is a success', async () => {
    const { actor, calls, done } = run('PREMIUM_TICKET', async () => ({ status: 'success', transaction_uid: 'tx-9' }));
    expect(actor.getSnapshot().value).toBe('ticketForm');
    actor.send({ type: 'ticket.submitted', code: '123' });
    expect(actor.getSnapshot().value).toBe('ticketForm');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'ticket.submitted', code: '1234567890123456' });
    expect(await done).toEqual({ kind: 'success', method: 'PREMIUM_TICKET', amount: 45, transactionId: 'tx-9' });
    expect(calls).toMatchObject([{ method: 'PREMIUM_TICKET', amount: 45, code: '1234567890123456', credentials: null }]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('1234567890123456');
  });

  it('premium ticket: a refused ticket fails with its reason; pending is pending; close cancels', async () => {
    const refused = run('PREMIUM_TICKET', async () => ({ status: 'refused', refused_reason: 'DEP_VoucherAlreadyUsed' }));
    refused.actor.send({ type: 'ticket.submitted', code: '1234567890123456' });
    expect(await refused.done).toEqual({ kind: 'failure', reason: 'DEP_VoucherAlreadyUsed' });
    const pending = run('PREMIUM_TICKET', async () => ({ status: 'pending', transaction_uid: 'tx-8' }));
    pending.actor.send({ type: 'ticket.submitted', code: '1234567890123456' });
    expect(await pending.done).toEqual({ kind: 'pending', method: 'PREMIUM_TICKET', amount: 45, transactionId: 'tx-8' });
    const closed = run('PREMIUM_TICKET', async () => ({ status: 'success' }));
    closed.actor.send({ type: 'ticket.cancelled' });
    expect(await closed.done).toEqual({ kind: 'cancelled' });
  });

  it('Skrill: a non-redirect answer is pending, unconfirmed, not payment.genericfailurenoncard', async () => {
    const { actor, done } = run('SKRILL', async () => ({ status: 'pending' }));
    actor.send({ type: 'skrill.submitted', login: 'p@example.com', password: 'x' });
    expect(await done).toEqual(unconfirmed('SKRILL'));
  });

  it.each([['skrill.cancelled'], ['navigation.back']] as const)('Skrill: %s on the form goes back without a call', async (type) => {
    const { actor, calls, done } = run('SKRILL', async () => redirect);
    actor.send({ type });
    expect(await done).toEqual({ kind: 'cancelled' });
    expect(calls).toHaveLength(0);
  });

  it('Multibanco: the reference is shown until closed, then the flow ends closed', async () => {
    const { actor, done } = run('MULTIBANCO', async () => ({ status: 'pending', transaction_context: { entity: '12345', reference: '123 456 789' } }));
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('showingReference');
    expect(actor.getSnapshot().context.reference).toEqual({ entity: '12345', reference: '123 456 789', amount: 45, expiresInDays: 3 });
    actor.send({ type: 'reference.closed' });
    expect(await done).toEqual({ kind: 'closed' });
  });

  it('an API failure with an error code fails with that code (SPEC 8 "Refusal reason on an API failure is the response error_code")', async () => {
    const refused = new ApiFailure('HTTP', 'DEP_FraudCheckRefused', '422', 422);
    expect(await run('PRZELEWY24', async () => Promise.reject(refused)).done).toEqual({ kind: 'failure', reason: 'DEP_FraudCheckRefused' });
  });

  it('Przelewy24 and Paysafecard: a success also goes to the redirect_url', async () => {
    const success = { status: 'success', transaction_context: { redirect_url: 'https://p24.example/pay' } };
    expect(await run('PRZELEWY24', async () => success).done).toEqual({ kind: 'redirect', url: 'https://p24.example/pay' });
    expect(await run('PAYSAFECARD', async () => success).done).toEqual({ kind: 'redirect', url: 'https://p24.example/pay' });
  });

  it('Skrill without a saved login: an empty form', () => {
    const { actor } = run('SKRILL', async () => redirect);
    expect(actor.getSnapshot().context.login).toBeNull();
  });

  it('Multibanco: back on the reference closes it too', async () => {
    const { actor, done } = run('MULTIBANCO', async () => ({ status: 'pending', transaction_context: { entity: '12345', reference: '123 456 789' } }));
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'navigation.back' });
    expect(await done).toEqual({ kind: 'closed' });
  });

  it('the call is given the method and the amount', async () => {
    const { calls, done } = run('BANKTRANSFER_DEPOSIT', async () => redirect);
    await done;
    expect(calls).toMatchObject([{ method: 'BANKTRANSFER_DEPOSIT', amount: 45, credentials: null }]);
  });

  it('the deposit call child throws: pending, unconfirmed, never failed; the cause logged', async () => {
    const actor = createActor(directDepositMachine.provide({ actors: { depositCall: crashingActor('depositCall') as never } }), {
      input: { mean: mean('PAYSAFECARD'), amount: 45, app: webApp, flags: {}, intentId: 'intent-1' },
    });
    const warnings = warningsOf(actor);
    actor.start();
    expect(await toPromise(actor)).toEqual({ kind: 'pending', method: 'PAYSAFECARD', amount: 45, transactionId: null, unconfirmed: true });
    expect(warnings).toEqual(['depositCall failed: depositCall crashed']);
  });
});
