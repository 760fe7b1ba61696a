// The realtime monitoring of an asynchronous deposit, read from SPEC 3 "Async deposit message" and
// "Transaction status message", SPEC 4 "Async monitoring" and "Realtime sync stream", SPEC 8 "Sync stream",
// SPEC 9 time-outs. Expected values are SPEC's, written by hand.
import { describe, expect, it } from 'vitest';
import {
  depositChannel,
  finalStateOf,
  isRetryable,
  parseDepositMessage,
  randomResubscribeDelay,
  syncBackoffMs,
  type DepositStateMessage,
} from './mobile-money-sync';

const message = (data: unknown): string => JSON.stringify(data);

describe('the deposit channel (SPEC 4 Async monitoring)', () => {
  it('subscribes to payment.deposit.{deposit_id}.state.update', () => {
    expect(depositChannel('dep-42')).toBe('payment.deposit.dep-42.state.update');
  });
});

describe('retries of the sync stream (SPEC 8 Sync stream)', () => {
  it('retries on UNAVAILABLE or INTERNAL only', () => {
    expect(isRetryable('UNAVAILABLE')).toBe(true);
    expect(isRetryable('INTERNAL')).toBe(true);
    expect(isRetryable('UNAUTHENTICATED')).toBe(false);
    expect(isRetryable('OTHER')).toBe(false);
  });
  it('backs off exponentially: 1 s, 2 s, 4 s, ...', () => {
    expect([1, 2, 3, 4, 5, 6].map(syncBackoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
  });
});

describe('resubscribe delay (SPEC 4 Realtime sync stream, SPEC 9: random, up to 5 s)', () => {
  it('spreads a random draw over 0 to 5000 ms', () => {
    expect(randomResubscribeDelay(() => 0)).toBe(0);
    expect(randomResubscribeDelay(() => 0.5)).toBe(2500);
    expect(randomResubscribeDelay(() => 0.9999)).toBe(4999);
  });
  it('is never negative nor 5 s or more with Math.random', () => {
    for (let i = 0; i < 50; i++) {
      const d = randomResubscribeDelay();
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThan(5000);
    }
  });
});

describe('reading an update (SPEC 3 Async deposit message / Transaction status message)', () => {
  it('reads deposit.status, transaction.status_detail and transaction.context', () => {
    const body = message({
      deposit: { id: 'd', status: 'PENDING', created_at: 'x', updated_at: 'y' },
      transaction: { id: 't', status: 'PENDING', status_detail: 'REDIRECT', context: { redirect_url: 'https://op.example/' } },
    });
    expect(parseDepositMessage(body)).toStrictEqual({
      status: 'PENDING',
      statusDetail: 'REDIRECT',
      context: { redirect_url: 'https://op.example/' },
    });
  });

  it('knows the three deposit statuses PENDING, SUCCESS, FAILURE', () => {
    expect(parseDepositMessage(message({ deposit: { status: 'SUCCESS' } }))?.status).toBe('SUCCESS');
    expect(parseDepositMessage(message({ deposit: { status: 'FAILURE' } }))?.status).toBe('FAILURE');
    expect(parseDepositMessage(message({ deposit: { status: 'PENDING' } }))?.status).toBe('PENDING');
  });

  it('reads a status or a status detail whatever its case or surrounding blanks', () => {
    const m = parseDepositMessage(message({ deposit: { status: ' success ' }, transaction: { status_detail: ' redirect ' } }));
    expect(m).toStrictEqual({ status: 'SUCCESS', statusDetail: 'REDIRECT', context: null });
  });

  it('without a transaction, or with one lacking detail or context: no detail, no context', () => {
    const none = { status: 'PENDING', statusDetail: null, context: null };
    expect(parseDepositMessage(message({ deposit: { status: 'PENDING' } }))).toStrictEqual(none);
    expect(parseDepositMessage(message({ deposit: { status: 'PENDING' }, transaction: null }))).toStrictEqual(none);
    expect(parseDepositMessage(message({ deposit: { status: 'PENDING' }, transaction: {} }))).toStrictEqual(none);
    expect(parseDepositMessage(message({ deposit: { status: 'PENDING' }, transaction: 'REDIRECT' }))).toStrictEqual(none);
    expect(parseDepositMessage(message({ deposit: { status: 'PENDING' }, transaction: ['REDIRECT'] }))).toStrictEqual(none);
    expect(parseDepositMessage(message({ deposit: { status: 'PENDING' }, transaction: { status_detail: 6, context: 'x' } }))).toStrictEqual(none);
    expect(parseDepositMessage(message({ deposit: { status: 'PENDING' }, transaction: { status_detail: '', context: [1] } }))).toStrictEqual(none);
    expect(parseDepositMessage(message({ deposit: { status: 'PENDING' }, transaction: { context: null } }))).toStrictEqual(none);
  });

  it("anything that is not such a message is null ('Invalid message', SPEC 8)", () => {
    for (const body of [
      'not json',
      'null',
      '42',
      '"SUCCESS"',
      '[]',
      message([{ deposit: { status: 'SUCCESS' } }]),
      message({}),
      message({ transaction: { status_detail: 'REDIRECT' } }),
      message({ deposit: null }),
      message({ deposit: 'SUCCESS' }),
      message({ deposit: ['SUCCESS'] }),
      message({ deposit: {} }),
      message({ deposit: { status: 10 } }),
      message({ deposit: { status: '' } }),
      message({ deposit: { status: 'CAPTURED' } }),
    ]) {
      expect(parseDepositMessage(body), body).toBeNull();
    }
  });
});

describe('final states (SPEC 4 Async monitoring: ends on SUCCESS, FAILURE, or PENDING with detail REDIRECT)', () => {
  const m = (status: DepositStateMessage['status'], statusDetail: string | null): DepositStateMessage => ({ status, statusDetail, context: null });
  it('SUCCESS ends in success, FAILURE in failure, whatever the detail', () => {
    expect(finalStateOf(m('SUCCESS', null))).toBe('success');
    expect(finalStateOf(m('SUCCESS', 'REDIRECT'))).toBe('success');
    expect(finalStateOf(m('FAILURE', null))).toBe('failure');
    expect(finalStateOf(m('FAILURE', 'REDIRECT'))).toBe('failure');
  });
  it('PENDING with REDIRECT ends in a redirect; any other PENDING does not end', () => {
    expect(finalStateOf(m('PENDING', 'REDIRECT'))).toBe('redirect');
    expect(finalStateOf(m('PENDING', null))).toBeNull();
    expect(finalStateOf(m('PENDING', 'CREATED'))).toBeNull();
    expect(finalStateOf(m('PENDING', 'PENDING_PAYMENT'))).toBeNull();
  });
});
