// The deposit under way, kept for this browser tab (sessionStorage) so that a reload shows it rather
// than a fresh amount page. Written and cleared on the flows' `deposit.pendingSaved` and
// `deposit.pendingCleared` (src/app/effects.ts), read once at start by context init (page-session.ts).
// It holds ids, the method and the amount: never a token, a card number, a CVV or a code.
// A copy is shared with the browser's other tabs of the same player (localStorage), so that a new tab
// shows the deposit under way instead of a fresh amount page (docs/decisions.md "A deposit under way, seen
// from another tab").
import { parsePaymentDraft, parsePendingDeposit, readAt, type PaymentDraft, type PendingDeposit } from '../domain/deposit-call';

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

/** The copy of a tab's deposit under way for the browser's other tabs. */
export const SHARED_DEPOSIT_KEY = 'cashier-deposit-under-way';
/** Past this, a shared copy is a tab closed mid-deposit long ago, not a deposit under way: dropped. */
export const SHARED_DEPOSIT_MAX_AGE_MS = 30 * 60 * 1000;

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: another tab shows the amount page
  }
};

interface SharedDeposit {
  player: string;
  savedAt: number;
  deposit: PendingDeposit;
}

function readShared(storage: Storage | null): SharedDeposit | null {
  try {
    const v = JSON.parse(storage?.getItem(SHARED_DEPOSIT_KEY) ?? 'null') as Partial<SharedDeposit> | null;
    if (!v || typeof v.player !== 'string' || typeof v.savedAt !== 'number') return null;
    const deposit = parsePendingDeposit(JSON.stringify(v.deposit));
    return deposit && { player: v.player, savedAt: v.savedAt, deposit };
  } catch {
    return null;
  }
}

/**
 * Shares this tab's deposit under way with the player's other tabs. Not shared: the mobile-money number
 * (the player's own, in this tab only) and a 3DS2 challenge (its one page is this tab's): another tab reads
 * a challenged deposit as sent, not known yet.
 */
export function shareDepositUnderWay(deposit: PendingDeposit, player: string | null, now: number, storage: Storage | null = browserStorage()): void {
  if (!player) return;
  const { sentTo: _sentTo, challenge: _challenge, ...shared } = deposit;
  const record: SharedDeposit = { player, savedAt: now, deposit: deposit.stage === 'challenge' ? { ...shared, stage: 'calling' } : shared };
  try {
    storage?.setItem(SHARED_DEPOSIT_KEY, JSON.stringify(record));
  } catch {
    // quota or disabled storage: other tabs show the amount page
  }
}

/** The deposit of this correlation id is no longer under way (answered, or left): other tabs stop showing it. */
export function forgetSharedDeposit(correlationId: string, storage: Storage | null = browserStorage()): void {
  try {
    if (readShared(storage)?.deposit.correlationId === correlationId) storage?.removeItem(SHARED_DEPOSIT_KEY);
  } catch {
    // nothing to forget
  }
}

/** The deposit under way in another tab of this player, shared less than SHARED_DEPOSIT_MAX_AGE_MS ago. */
export function readSharedDeposit(player: string | null, now: number, storage: Storage | null = browserStorage()): PendingDeposit | null {
  const shared = readShared(storage);
  if (!shared || !player || shared.player !== player) return null;
  if (now - shared.savedAt > SHARED_DEPOSIT_MAX_AGE_MS || shared.savedAt > now + 60_000) {
    forgetSharedDeposit(shared.deposit.correlationId, storage);
    return null;
  }
  return shared.deposit;
}

/** The deposit a page of this tab resumes: the tab's own, else one under way in another tab of the same player. */
export function readDepositUnderWay(player: string | null, now: number): PendingDeposit | null {
  const deposit = readPendingDeposit() ?? readSharedDeposit(player, now);
  return deposit && readAt(deposit, now);
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
