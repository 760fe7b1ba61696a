// SPEC 7 HEAD /kong/v4/me/transactions/{id} headers, SPEC 9 default interval, SPEC 7 deposit status.
import { describe, expect, it } from 'vitest';
import { CARD_POLL_INTERVAL_MS } from '../methods/card/rules';
import { DEFAULT_POLL_INTERVAL_MS, depositStatusOf, isReadyHeader, pollIntervalHeader } from './transactions';

describe('transaction polling headers', () => {
  it('default interval 1000 ms, card 2000 ms (SPEC 9)', () => {
    expect(DEFAULT_POLL_INTERVAL_MS).toBe(1000);
    expect(CARD_POLL_INTERVAL_MS).toBe(2000);
  });
  it('X-Poll-Interval: a positive number of ms, else none (the poller keeps its default)', () => {
    expect(pollIntervalHeader('2500')).toBe(2500);
    expect(pollIntervalHeader(null)).toBeNull();
    expect(pollIntervalHeader('')).toBeNull();
    expect(pollIntervalHeader('x')).toBeNull();
    // docs/decisions.md "Unknown is not failed": a floor of 500 ms (a header of 1 ms made a page poll in a loop).
    expect(pollIntervalHeader('1')).toBe(500);
    expect(pollIntervalHeader('499')).toBe(500);
    expect(pollIntervalHeader('500')).toBe(500);
    expect(pollIntervalHeader('0')).toBeNull();
    expect(pollIntervalHeader('-5')).toBeNull();
    expect(pollIntervalHeader('999999')).toBe(60_000);
    // not a number of ms: Infinity is not finite, so the poller keeps its default
    expect(pollIntervalHeader('Infinity')).toBeNull();
    expect(pollIntervalHeader('NaN')).toBeNull();
  });
  it('X-Transaction-IsReady: true only when it says so', () => {
    expect(isReadyHeader('true')).toBe(true);
    expect(isReadyHeader(' TRUE ')).toBe(true);
    expect(isReadyHeader('false')).toBe(false);
    expect(isReadyHeader(null)).toBeNull();
    expect(isReadyHeader('')).toBeNull();
    expect(isReadyHeader('yes')).toBeNull();
  });
});

describe('depositStatusOf', () => {
  it('reads status and reason, anything else as none', () => {
    expect(depositStatusOf({ status: 'SUCCESS', reason: null })).toEqual({ status: 'SUCCESS', reason: null });
    expect(depositStatusOf({ status: 'FAILURE', reason: 'payment.insufficientfunds.momo' })).toEqual({
      status: 'FAILURE',
      reason: 'payment.insufficientfunds.momo',
    });
    expect(depositStatusOf(null)).toEqual({ status: '', reason: null });
    // SPEC 4 transaction status codes may come as numbers: kept as their text (docs/decisions.md "Unknown is not failed").
    expect(depositStatusOf({ status: 10, reason: 3 })).toEqual({ status: '10', reason: null });
    expect(depositStatusOf({ status: {}, reason: 3 })).toEqual({ status: '', reason: null });
  });
});
