import { describe, expect, it } from 'vitest';
import { parseCallback } from './callback';

describe('parseCallback', () => {
  it('is null away from the callback route', () => {
    expect(parseCallback('/', { transaction_uid: 't' })).toBeNull();
    expect(parseCallback('/callbacks', {})).toBeNull();
  });
  it('reads a polling return with method and amount', () => {
    expect(parseCallback('/callback', { transaction_uid: 'tx-1', method: 'PAYSAFECARD', amount: '25' })).toEqual({
      flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25,
    });
  });
  it('is a gordon return when the query holds deposit_id', () => {
    expect(parseCallback('/callback/', { deposit_id: 'd-9' })?.flow).toBe('gordon');
  });
  it('drops an amount that is not a positive number', () => {
    expect(parseCallback('/callback', { amount: 'abc' })?.amount).toBeNull();
    expect(parseCallback('/callback', { amount: '-5' })?.amount).toBeNull();
  });
});
