// The deposit under way, kept for this browser tab (sessionStorage) so that a reload shows it rather
// than a fresh amount page. Written and cleared on the flows' `deposit.pendingSaved` and
// `deposit.pendingCleared` (src/app/effects.ts), read once at start by context init (page-session.ts).
// It holds ids, the method and the amount: never a token, a card number, a CVV or a code.
import { parsePaymentDraft, parsePendingDeposit, type PaymentDraft, type PendingDeposit } from '../domain/deposit-call';

export const PENDING_DEPOSIT_KEY = 'cashier-pending-deposit';
/** The amount page's choice (mean id and amount), kept over a reload of this tab (payment-draft.ts). */
export const PAYMENT_DRAFT_KEY = 'cashier-payment-draft';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
const tabStorage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: a reload shows the amount page, as before
  }
};

export function readPendingDeposit(storage: Storage | null = tabStorage()): PendingDeposit | null {
  try {
    return parsePendingDeposit(storage?.getItem(PENDING_DEPOSIT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function savePendingDeposit(deposit: PendingDeposit, storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(PENDING_DEPOSIT_KEY, JSON.stringify(deposit));
  } catch {
    // quota or disabled storage: nothing survives a reload
  }
}

export function clearPendingDeposit(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(PENDING_DEPOSIT_KEY);
  } catch {
    // nothing to clear
  }
}

export function readPaymentDraft(storage: Storage | null = tabStorage()): PaymentDraft | null {
  try {
    return parsePaymentDraft(storage?.getItem(PAYMENT_DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function savePaymentDraft(draft: PaymentDraft, storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(PAYMENT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // quota or disabled storage: a reload shows the defaults
  }
}

export function clearPaymentDraft(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(PAYMENT_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
