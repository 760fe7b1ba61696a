// Asynchronous deposit monitoring over the realtime sync stream (SPEC 3 "Transaction status message",
// "Async deposit message", SPEC 4 "Async monitoring", "Realtime sync stream", SPEC 8 "Sync stream",
// SPEC 9 time-outs): the channel, how a message reads, and the timing constants.

/** SPEC 9: no final state within this time -> pending (the callback's gordon flow: 'Gordon Timeout'). */
export const MONITOR_TIMEOUT_MS = 10_000;
/** SPEC 8: retries on UNAVAILABLE or INTERNAL, with backoff 1 s, 2 s, 4 s... */
export const SYNC_MAX_RETRIES = 6;
export const SYNC_BACKOFF_BASE_MS = 1000;
export const syncBackoffMs = (attempt: number): number => SYNC_BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1);
/** SPEC 9: the stream resubscribes after a random delay of up to 5 s when the page is visible or online again. */
export const SYNC_RESUBSCRIBE_MAX_MS = 5000;
export const randomResubscribeDelay = (random: () => number = Math.random): number => Math.floor(random() * SYNC_RESUBSCRIBE_MAX_MS);

/**
 * The heartbeat period of the sync stream: the sandbox's Front v1 (sandbox/sync.ts HEARTBEAT_MS) sends one
 * every 2 s while the deposit does not change; SPEC 4 says only that heartbeats are ignored (as states).
 */
export const SYNC_HEARTBEAT_MS = 2000;
/**
 * A stream that sends nothing, heartbeats included, for longer than its heartbeat period (plus 1 s for the
 * network) is a broken one: the monitoring ends in error and the parents read the status (docs/decisions.md
 * "Silence is a fault").
 */
export const SYNC_SILENCE_MS = SYNC_HEARTBEAT_MS + 1000;

export const depositChannel = (depositId: string): string => `payment.deposit.${depositId}.state.update`;

/** Callback failure reasons of the gordon flow (SPEC 8). */
export const GORDON_TIMEOUT = 'Gordon Timeout';
export const GORDON_DEPOSIT_FAILED = 'Gordon Deposit failed';
export const GORDON_SYNC_FAILED = 'Gordon Sync Failed';
export const GORDON_SYNC_ERROR = 'GORDON_SYNC_ERROR';
export const INVALID_MESSAGE = 'Invalid message';

/** gRPC codes the monitoring reads (SPEC 8); anything else is 'OTHER'. */
export type SyncErrorCode = 'UNAVAILABLE' | 'INTERNAL' | 'UNAUTHENTICATED' | 'OTHER';
export const isRetryable = (code: SyncErrorCode): boolean => code === 'UNAVAILABLE' || code === 'INTERNAL';

export type AsyncDepositStatus = 'PENDING' | 'SUCCESS' | 'FAILURE';

/** One update of the deposit channel (SPEC 3 "Async deposit message"). */
export interface DepositStateMessage {
  status: AsyncDepositStatus;
  statusDetail: string | null;
  context: Record<string, unknown> | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads the JSON body of an update: { deposit: { id, status, ... }, transaction: { id, status,
 * status_detail, context, ... } }. Null for anything else ('Invalid message').
 */
export function parseDepositMessage(body: string): DepositStateMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(data) || !isRecord(data.deposit)) return null;
  const status = typeof data.deposit.status === 'string' ? data.deposit.status.trim().toUpperCase() : '';
  if (status !== 'PENDING' && status !== 'SUCCESS' && status !== 'FAILURE') return null;
  const tx = isRecord(data.transaction) ? data.transaction : null;
  const detail = tx && typeof tx.status_detail === 'string' ? tx.status_detail.trim().toUpperCase() : null;
  return { status, statusDetail: detail || null, context: tx && isRecord(tx.context) ? tx.context : null };
}

/** SPEC 4: the stream ends on SUCCESS, FAILURE, or PENDING with detail REDIRECT. */
export type FinalState = 'success' | 'failure' | 'redirect' | null;
export function finalStateOf(m: DepositStateMessage): FinalState {
  if (m.status === 'SUCCESS') return 'success';
  if (m.status === 'FAILURE') return 'failure';
  return m.statusDetail === 'REDIRECT' ? 'redirect' : null;
}
