import { describe, expect, it } from 'vitest';
import { parseCallback } from './callback';

describe('parseCallback', () => {
  it('is null away from the callback route', () => {
    expect(parseCallback('/', { transaction_uid: 't' })).toBeNull();
    expect(parseCallback('/callbacks', {})).toBeNull();
  });
  it('reads a polling return with method and amount', () => {
    expect(parseCallback('/callback', { transaction_uid: 'tx-1', method: 'PAYSAFECARD', amount: '25' })).toEqual({
      flow: 'polling',
      transactionUid: 'tx-1',
      depositId: null,
      method: 'PAYSAFECARD',
      amount: 25,
      refusal: null,
    });
  });
  it('is a gordon return when the query holds deposit_id', () => {
    expect(parseCallback('/callback/', { deposit_id: 'd-9' })?.flow).toBe('gordon');
  });
  it('drops an amount that is not a positive number', () => {
    expect(parseCallback('/callback', { amount: 'abc' })?.amount).toBeNull();
    expect(parseCallback('/callback', { amount: '-5' })?.amount).toBeNull();
  });
  it('a zero amount is no amount (SPEC 5: the minimum deposit is 1)', () => {
    expect(parseCallback('/callback', { amount: '0' })?.amount).toBeNull();
    expect(parseCallback('/callback', { amount: '0.5' })?.amount).toBe(0.5);
  });
  it('the callback route with any number of trailing slashes (SPEC 2 route callback)', () => {
    expect(parseCallback('/callback//', { transaction_uid: 'tx' })?.transactionUid).toBe('tx');
    expect(parseCallback('/callback///', {})).not.toBeNull();
  });
  it('query values are trimmed; a blank value counts as absent (SPEC 4 Callback: deposit_id decides the flow)', () => {
    expect(parseCallback('/callback', { transaction_uid: ' tx-1 ', method: ' PAYSAFECARD ', amount: ' 25 ', deposit_id: '   ' })).toStrictEqual({
      flow: 'polling',
      transactionUid: 'tx-1',
      depositId: null,
      method: 'PAYSAFECARD',
      amount: 25,
      refusal: null,
    });
    expect(parseCallback('/callback', { deposit_id: ' d-9 ', transaction_uid: '' })).toStrictEqual({
      flow: 'gordon',
      transactionUid: null,
      depositId: 'd-9',
      method: null,
      amount: null,
      refusal: null,
    });
  });
  it('SPEC 8: a return marked status=error carries its reason, payment.internal.error when it names none', () => {
    expect(parseCallback('/callback', { status: 'error', reason: 'payment.insufficientfunds', method: 'APPLEPAY', amount: '25' })?.refusal).toBe(
      'payment.insufficientfunds',
    );
    expect(parseCallback('/callback', { status: 'error', method: 'APPLEPAY' })?.refusal).toBe('payment.internal.error');
    expect(parseCallback('/callback', { status: 'success', reason: 'payment.insufficientfunds' })?.refusal).toBeNull();
    expect(parseCallback('/callback', { reason: 'payment.insufficientfunds' })?.refusal).toBeNull();
  });
});
