// The return from an external provider (SPEC 2 route "callback", SPEC 4 "Callback"): what the URL says.
// Flow type is 'gordon' when the query holds deposit_id, otherwise 'polling'.
import { refusalReason } from './errors';

export interface CallbackParams {
  flow: 'gordon' | 'polling';
  transactionUid: string | null;
  depositId: string | null;
  method: string | null;
  amount: number | null;
  /**
   * The refusal of a return marked `status=error` (SPEC 8: Apple Pay failures redirect to the callback with
   * status error and a reason), payment.internal.error when it names none; null (or absent) on any other.
   */
  refusal?: string | null;
}

export const CALLBACK_PATH = '/callback';

export function parseCallback(pathname: string, query: Readonly<Record<string, string>>): CallbackParams | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path !== CALLBACK_PATH) return null;
  const text = (k: string) => (query[k] && query[k].trim() !== '' ? query[k].trim() : null);
  const amount = Number(text('amount'));
  const depositId = text('deposit_id');
  return {
    flow: depositId ? 'gordon' : 'polling',
    transactionUid: text('transaction_uid'),
    depositId,
    method: text('method'),
    amount: Number.isFinite(amount) && amount > 0 ? amount : null,
    refusal: text('status') === 'error' ? refusalReason(text('reason')) : null,
  };
}

/**
 * How long the return page waits for the provider's transaction to be decided (HEAD ready) before it
 * reads the deposit status anyway: a still-open transaction then reads as pending, never as a spinner
 * without end (the same 10 s as the realtime monitoring, SPEC 9).
 */
export const CALLBACK_READ_AFTER_MS = 10_000;
