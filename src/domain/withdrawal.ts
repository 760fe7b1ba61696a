// Withdrawal fragments (SPEC 2 route `pending`, SPEC 8 withdrawal codes, SPEC 9 flag
// payment-f-new-withdrawal-flow-enabled): what the page was opened on, the pending withdrawal as the
// app reads it, and the stand-in mean the fragment runs with as the root's `flow` child
// (docs/decisions.md "Withdrawal fragments").
import type { FeatureFlagName, FeatureFlagValues } from './feature-flags';
import type { PaymentMean } from './payment-means';

export const WITHDRAWAL_FLAG = 'payment-f-new-withdrawal-flow-enabled' satisfies FeatureFlagName;

/** The withdrawal fragments Cashier opens on (SPEC 2 route segments): today the pending withdrawals. */
export type WithdrawalFragment = 'pending';
/** The page was opened on a withdrawal fragment: it runs once the page is ready (the root's `resume`). */
export interface FragmentOpening {
  fragment: WithdrawalFragment;
}

/** The fragment a path opens, or null: `/pending` (a trailing slash allowed). */
export function withdrawalFragmentOf(pathname: string): WithdrawalFragment | null {
  return pathname.replace(/\/+$/, '') === '/pending' ? 'pending' : null;
}

/** SPEC 9: the new withdrawal flow is behind its flag; off (or unknown), the fragment is not shown. */
export const withdrawalEnabled = (flags: FeatureFlagValues): boolean => flags[WITHDRAWAL_FLAG] === true;

/** A pending withdrawal (GET /kong/v6/me/withdrawals?status=pending, docs/decisions.md). */
export interface PendingWithdrawal {
  id: string;
  amount: number;
  /** ISO date-time the withdrawal was asked. */
  createdDate: string;
  /** The IBAN it is paid to (masked by the server), if any. */
  iban: string | null;
  /** The player may still cancel it (the money goes back to the balance). */
  cancellable: boolean;
}

/** The method name the fragment's stand-in mean carries (no payment method: nothing is paid). */
export const WITHDRAWAL_METHOD = 'WITHDRAWAL';

/** A flow starts from a mean (machines/flow-output.ts FlowInput); a withdrawal fragment has none. */
export const WITHDRAWAL_MEAN: PaymentMean = {
  id: 'withdrawal',
  type: 'BANK_ACCOUNT',
  method: WITHDRAWAL_METHOD,
  displayOrder: 0,
  format: 'PAYMENT_METHOD',
  features: [],
  name: WITHDRAWAL_METHOD,
  status: 'enabled',
  detail: { minAmount: 0, maxAmount: 0 },
  providersRef: [],
  tokenId: null,
};
