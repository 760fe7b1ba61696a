// The app's withdrawal wire (api.ts) against the contract written from the spec
// (sandbox/contract withdrawals, withdrawal-iban.request): the example list parses, the body conforms.
import { describe, expect, it } from 'vitest';
import { contract, exampleOf } from '../../../sandbox/contract';
import { ibanRequest, withdrawalsResponse } from './api';

describe('withdrawal wire', () => {
  it('the contract example of the pending list parses with the app schema and conforms to its JSON Schema', () => {
    expect(contract('withdrawals').safeParse(exampleOf('withdrawals')).success).toBe(true);
    expect(withdrawalsResponse.safeParse(exampleOf('withdrawals')).success).toBe(true);
  });
  it('the IBAN body: electronic format and country code, conforming to the contract', () => {
    const body = ibanRequest({ iban: 'gb82 west 1234 5698 7654 32' });
    expect(body).toEqual({ iban: 'GB82WEST12345698765432', country_code: 'GB' });
    expect(contract('withdrawal-iban.request').safeParse(body)).toEqual({ success: true, data: body });
    expect(contract('withdrawal-iban.request').safeParse(exampleOf('withdrawal-iban.request')).success).toBe(true);
  });
});
