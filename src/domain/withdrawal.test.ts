// SPEC 2 (route segment `pending`: pending withdrawals), SPEC 9 (flag payment-f-new-withdrawal-flow-enabled;
// SPEC 7: an unknown or failed flag is off).
import { describe, expect, it } from 'vitest';
import { withdrawalEnabled, withdrawalFragmentOf } from './withdrawal';

describe('withdrawal fragments', () => {
  it('/pending opens the pending withdrawals; any other path none', () => {
    expect(withdrawalFragmentOf('/pending')).toBe('pending');
    expect(withdrawalFragmentOf('/pending/')).toBe('pending');
    for (const path of ['/', '/pending/x', '/pendings', '/card', '/callback']) expect(withdrawalFragmentOf(path)).toBeNull();
  });
  it('behind payment-f-new-withdrawal-flow-enabled: on only when the flag says true', () => {
    expect(withdrawalEnabled({ 'payment-f-new-withdrawal-flow-enabled': true })).toBe(true);
    expect(withdrawalEnabled({ 'payment-f-new-withdrawal-flow-enabled': false })).toBe(false);
    expect(withdrawalEnabled({})).toBe(false);
  });
});
