// One intent, one deposit. A deposit call whose answer cannot be read (the connection
// dropped, a 5xx, a body that is not the answer's) may have been recorded: it is sent again with the
// same correlation id (the server answers a repeated id with the deposit it recorded), after a short
// back-off, and if the answer still cannot be read the deposit is pending, unconfirmed: never failed.
// A clear refusal (a 4xx with its error body, a refused status) is a failure as before.
// What survives a reload while a deposit waits (the pending deposit record) is described here too.
import { ApiFailure, isUnreadable } from './failures';
import { FLOW_KINDS, type FlowKind } from './methods';
import { methodType, type PaymentMean } from './payment-means';

/** Back-off before each new send of an unanswered deposit call: two more sends, then pending. */
export const DEPOSIT_RETRY_DELAYS_MS = [1000, 3000] as const;

/** The answer of a deposit call could not be read: the deposit may or may not be recorded. */
export function answerUnreadable(error: unknown): boolean {
  // A read's rule (failures.ts isUnreadable), narrowed to answers the client really failed to read: a
  // thrown programming error or an HTTP failure of unknown status is the flow's failure, not a lost answer.
  return error instanceof ApiFailure && !(error.kind === 'HTTP' && error.status === null) && isUnreadable(error);
}

/** Where a deposit waits when the page may be reloaded. */
export type PendingStage = 'calling' | 'threeDs2' | 'monitoring' | 'polling';
const STAGES: readonly PendingStage[] = ['calling', 'threeDs2', 'monitoring', 'polling'];

/**
 * A deposit under way, kept in sessionStorage (this tab only) so that a reload shows it instead of a
 * fresh amount page: ids, method and amount, never a token, a card number or a code.
 */
export interface PendingDeposit {
  flow: FlowKind;
  /** The mean's method (wire name after renaming, e.g. CARD, MOBILEMONEY, PAYSAFECARD). */
  method: string;
  amount: number;
  correlationId: string;
  stage: PendingStage;
  transactionId: string | null;
  depositId: string | null;
  /** Mobile money: paid with a saved mean (the realtime request says so). */
  token: boolean;
}

const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= 200;
const textOrNull = (v: unknown): v is string | null => v === null || text(v);

/** Reads a stored record; anything else (another shape, a tampered value) is no record. */
export function parsePendingDeposit(raw: string | null): PendingDeposit | null {
  if (!raw) return null;
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const ok =
    FLOW_KINDS.includes(v.flow as FlowKind) &&
    text(v.method) &&
    typeof v.amount === 'number' && Number.isFinite(v.amount) && v.amount > 0 &&
    text(v.correlationId) &&
    STAGES.includes(v.stage as PendingStage) &&
    textOrNull(v.transactionId) &&
    textOrNull(v.depositId) &&
    typeof v.token === 'boolean';
  if (!ok) return null;
  const { flow, method, amount, correlationId, stage, transactionId, depositId, token } = v as unknown as PendingDeposit;
  return { flow, method, amount, correlationId, stage, transactionId, depositId, token };
}

/** The mean a resumed flow starts on: only its method (and, for mobile money, that it was saved). */
export function resumedMean(p: PendingDeposit): PaymentMean {
  return {
    id: `resumed-${p.method}`,
    type: methodType(p.method),
    method: p.method,
    displayOrder: 0,
    format: p.token ? 'TOKEN' : 'PAYMENT_METHOD',
    features: [],
    name: p.method,
    status: 'enabled',
    detail: { minAmount: 0, maxAmount: p.amount },
    providersRef: [],
    tokenId: p.token ? 'resumed' : null,
  };
}
