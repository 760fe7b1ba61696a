// Expectations per machine (registry name -> rules), written by hand from the product rules (docs/product-rules.md); see rule.ts.
import type { Rule } from './rule';
import { blikRules } from './blik';
import { cardBridgeRules, depositBridgeRules } from './bridge';
import { depositRules } from './deposit';
import { flowCallTrackingRules, recordedCallRules, trackingRules } from './tracking';
import { depositCallMachineRules, depositCallRules as callChildRules, resumeRules } from './deposit-call';
import { inlineDepositCallRules as depositCallRules } from './inline-deposit-call';
import { mandateAsked, mbwayRules } from './mbway';
import { paypalClientTokenRules, paypalRules } from './paypal';
import { cardRules, directDepositRules, mobileMoneyRules, paymentMeansRules } from './flows';
import { depositMonitorRules } from './monitor';
import { overlayLoaderRules } from './overlay';
import { callbackRules, transactionPollingRules } from './polling';
import { contextInitRules, eligibilityRules } from './session';
import { applePayRules, googlePayRules, walletEligibilityRules } from './wallets';
import { withdrawalRules } from './withdrawal';

export const machineExpectations: Record<string, readonly Rule[]> = {
  'deposit-call': depositCallMachineRules,
  deposit: [...depositRules, ...depositBridgeRules, ...trackingRules],
  eligibility: eligibilityRules,
  'context-init': contextInitRules,
  callback: callbackRules,
  'transaction-polling': transactionPollingRules,
  'deposit-monitor': depositMonitorRules,
  'mobile-money': [
    ...mobileMoneyRules,
    ...callChildRules(() => 'MOBILEMONEY'),
    ...resumeRules({ monitoring: { child: 'depositMonitor', key: 'depositId' }, polling: { child: 'transactionPolling', key: 'transactionId' } }),
  ],
  card: [...cardRules, ...cardBridgeRules, ...callChildRules(() => 'CARD'), ...resumeRules({ threeDs2: { child: 'threeds2', key: 'transactionId' } })],
  'direct-deposit': [...directDepositRules, ...callChildRules((s) => (s.input as { mean: { method: string } }).mean.method)],
  'payment-means': paymentMeansRules,
  blik: [...blikRules, ...recordedCallRules('depositCall'), ...callChildRules(() => 'BLIK'), ...resumeRules({ polling: { child: 'transactionPolling', key: 'transactionId' } })],
  mbway: [
    ...mbwayRules,
    // A pending MB Way asked with a mandate is recorded as MBWayOneClick (SPEC 4), so is its record; a resumed one keeps its record's method.
    ...callChildRules((s) => (s.input as { resume?: { method: string } | null }).resume?.method ?? (mandateAsked(s) ? 'MBWayOneClick' : 'MBWAY')),
    ...resumeRules({ polling: { child: 'transactionPolling', key: 'transactionId' } }),
  ],
  paypal: [...paypalRules, ...callChildRules(() => 'PAYPAL')],
  'paypal-client-token': paypalClientTokenRules,
  // The global overlay loader of SPEC 2.
  'overlay-loader': overlayLoaderRules,
  // Wallets. They send a deposit call once (no send again): of inline-deposit-call.ts, the rules that do
  // not assume a second send or a record kept for a reload; the wallets' own unreadable rule is in wallets.ts.
  'wallet-eligibility': walletEligibilityRules,
  'apple-pay': [...applePayRules, ...flowCallTrackingRules('createApplePayDeposit', 'APPLEPAY'), ...depositCallRules('createApplePayDeposit', () => 'APPLEPAY').filter((r) => ['one-intent→one-correlation-id', 'never-failed-while-unknown'].includes(r.id))],
  withdrawal: withdrawalRules,
  'google-pay': [
    ...googlePayRules,
    ...flowCallTrackingRules('createGooglePayDeposit', 'GOOGLEPAY'),
    ...depositCallRules('createGooglePayDeposit', () => 'GOOGLEPAY').filter((r) => ['one-intent→one-correlation-id', 'never-failed-while-unknown', 'clear-refusal→failure'].includes(r.id)),
  ],
};
