import { describe, expect, it } from 'vitest';
import { allErrorKeys, errorDialogFor } from '../domain/errors';
import { ERROR_MESSAGES } from './error-messages';

describe('error dialog texts', () => {
  it('has an English text for every key the error dialog can show', () => {
    const missing = allErrorKeys().filter((k) => !ERROR_MESSAGES[k]);
    expect(missing).toEqual([]);
  });
  it('uses the key itself as the message id', () => {
    for (const [key, descriptor] of Object.entries(ERROR_MESSAGES)) expect(descriptor.id).toBe(key);
  });
  it('shows the eligibility texts for an ineligible player', () => {
    const keys = errorDialogFor('DEP_UserNotEligibleForDeposit');
    expect(ERROR_MESSAGES[keys.titleKey]?.message).toBe('Deposits unavailable');
  });
});
