// Apple Pay and Google Pay in the sandbox: the test cards the stand-in payment sheets list
// (sandbox/wallet-stand-ins/googlepay-pay.js, sandbox/wallet-stand-ins/applepay-stand-in.js) and how a wallet token reads.
// A stand-in sheet puts `sandbox-card:<id>` in the token it returns; the deposit routes read the card
// from it, then the amount outcomes of deposit-flow.ts apply as for any deposit.

export interface WalletTestCard {
  id: string;
  label: string;
  /** success: the deposit succeeds; refused: refused with WALLET_REFUSED_REASON; pending: pending. */
  outcome: 'success' | 'refused' | 'pending';
}

export const WALLET_TEST_CARDS: readonly WalletTestCard[] = [
  { id: 'visa-success', label: 'Visa •••• 1111 (accepted)', outcome: 'success' },
  { id: 'mastercard-refused', label: 'Mastercard •••• 4444 (refused: insufficient funds)', outcome: 'refused' },
  { id: 'visa-pending', label: 'Visa •••• 0002 (pending)', outcome: 'pending' },
];

export const WALLET_REFUSED_REASON = 'payment.insufficientfunds';

/** The test card a wallet token names; a token without one (or an unknown card) is refused by the sandbox. */
export function walletCardOf(token: string): WalletTestCard | null {
  const id = /sandbox-card:([a-z-]+)/.exec(token)?.[1];
  return WALLET_TEST_CARDS.find((c) => c.id === id) ?? null;
}

/** The merchant session the sandbox hands out (Apple's shape; the app passes it through as is). */
export function merchantSession(now: number) {
  return {
    epochTimestamp: now,
    expiresAt: now + 3_600_000,
    merchantSessionIdentifier: `SSH-sandbox-${now}`,
    nonce: 'sandbox-nonce',
    merchantIdentifier: 'merchant.com.cashier.sandbox',
    domainName: 'localhost',
    displayName: 'Cashier sandbox',
    signature: 'sandbox-signature',
  };
}
