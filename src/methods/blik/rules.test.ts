// SPEC 3 (BLIK: detail.code; token variant detail.token_id), SPEC 4 BLIK, SPEC 5 (BLIK code required;
// a missing code shows payment.null.information.error), SPEC 8 (BLIK non-success: payment.genericfailure).
import { describe, expect, it } from 'vitest';
import { blikCodeError, blikDigits, blikOutcome, blikPolledOutcome, newBlikRequest, tokenBlikRequest } from './rules';

describe('BLIK code (SPEC 5)', () => {
  it('a missing code is payment.null.information.error', () => {
    expect(blikCodeError('')).toBe('payment.null.information.error');
    expect(blikCodeError('   ')).toBe('payment.null.information.error');
  });
  it('6 digits are valid; fewer, more or other characters are not', () => {
    expect(blikCodeError('777123')).toBeNull();
    expect(blikCodeError('77712')).not.toBeNull();
    expect(blikCodeError('7771234')).not.toBeNull();
    expect(blikCodeError('77a123')).not.toBeNull();
  });
  it('typing keeps digits only, at most 6', () => {
    expect(blikDigits('777 123')).toBe('777123');
    expect(blikDigits('1234567')).toBe('123456');
    expect(blikDigits('ab')).toBe('');
  });
});

describe('BLIK request detail (SPEC 3)', () => {
  it('by code: detail {code}; store_token is the one-click consent', () => {
    expect(newBlikRequest({ code: '777123', oneClick: true })).toEqual({ storeToken: true, detail: { code: '777123' } });
    expect(newBlikRequest({ code: '777123', oneClick: false })).toEqual({ storeToken: false, detail: { code: '777123' } });
  });
  it('one-click: detail {token_id}, store_token false', () => {
    expect(tokenBlikRequest({ tokenId: 'tok-1' })).toEqual({ storeToken: false, detail: { token_id: 'tok-1' } });
  });
});

describe('BLIK answer (SPEC 4, 8)', () => {
  it('pending is pending, whatever the case', () => {
    expect(blikOutcome({ status: 'pending' })).toEqual({ kind: 'pending' });
    expect(blikOutcome({ status: 'PENDING' })).toEqual({ kind: 'pending' });
  });
  it('refused is payment.genericfailure, whatever its reason', () => {
    expect(blikOutcome({ status: 'refused', refused_reason: 'payment.insufficientfunds' })).toEqual({ kind: 'failure', reason: 'payment.genericfailure' });
  });
  // docs/decisions.md "Unknown is not failed": a status BLIK does not answer with is not known yet.
  it.each(['redirect', 'weird', ''])('%j is not known yet, never a failure', (status) => {
    expect(blikOutcome({ status, refused_reason: 'payment.insufficientfunds' })).toEqual({ kind: 'unknown' });
  });
  it('a success answer is never reported as failed', () => {
    expect(blikOutcome({ status: 'success' })).toEqual({ kind: 'success' });
  });
  it('a polled status: SUCCESS succeeds, FAILURE fails generically, anything else stays pending', () => {
    expect(blikPolledOutcome('SUCCESS')).toEqual({ kind: 'success' });
    expect(blikPolledOutcome('failure')).toEqual({ kind: 'failure', reason: 'payment.genericfailure' });
    expect(blikPolledOutcome('pending')).toEqual({ kind: 'pending' });
    expect(blikPolledOutcome('')).toEqual({ kind: 'pending' });
  });
});
