// The native bridge messages (SPEC 7 "Native bridge events"): what a machine emits as bridge.<name>
// reaches the transport as { name, contractVersion, payload } (docs/bridge.md: the version is in every message).
import { describe, expect, it } from 'vitest';
import { toBridgeMessage } from './bridge-events';
import { BRIDGE_EVENT_NAMES } from './bridge-protocol';

describe('bridge messages (SPEC 7)', () => {
  it('the SPEC 7 event names the app sends', () => {
    for (const name of [
      'paymentDepositSuccess',
      'paymentWithdrawalSuccess',
      'paymentCloseApplication',
      'paymentCancelRedirectInApp',
      'paymentRedirectInApp',
      'paymentRedirectInMobileBrowser',
      'paymentRedirectAppToApp',
      'paymentSetCloseNavigationIcon',
      'appInitialized',
      'isDarkStatusBar',
      'statusBarHeight',
    ]) {
      expect(BRIDGE_EVENT_NAMES).toContain(name);
    }
  });
  it('bridge.<name> becomes the message <name> with the same payload and the contract version 1.0.0', () => {
    const payload = { status: 'pending' as const, method: 'MOBILEMONEY', amount: 5000, transactionId: 'tx-1' };
    expect(toBridgeMessage({ type: 'bridge.paymentDepositSuccess', payload })).toStrictEqual({
      name: 'paymentDepositSuccess',
      contractVersion: '1.0.0',
      payload,
    });
    expect(toBridgeMessage({ type: 'bridge.paymentCloseApplication', payload: { reason: null } })).toStrictEqual({
      name: 'paymentCloseApplication',
      contractVersion: '1.0.0',
      payload: { reason: null },
    });
  });
});
