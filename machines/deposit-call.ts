// What the flows share about their deposit call (src/domain/deposit-call.ts, verdict.ts): one correlation
// id per intent, sent again after an answer that is not an explicit refusal (back-off `depositRetry`,
// then pending unconfirmed), a time limit on each send (`depositSendTimeout`), and the record of a
// deposit under way emitted for src/app to keep over a reload.
import { answerUnreadable, DEPOSIT_RETRY_DELAYS_MS, DEPOSIT_SEND_TIMEOUT_MS, depositRefused, type PendingDeposit, type PendingStage } from '../src/domain/deposit-call';
import type { FlowKind } from '../src/domain/methods';
import type { PendingDepositEmitted, UnderWayEmitted } from './flow-output';
import { errorOf } from './side-effects';

/** The part of a flow's context about its deposit intent. */
export interface IntentContext {
  /**
   * The current intent's correlation id: the Pay button's intent id (FlowInput.intentId), or the card
   * form's own for each submission (a refused card submitted again is a new intent).
   */
  correlationId: string;
  /** Sends of the current intent's call that met an unreadable answer. */
  attempt: number;
  resume: PendingDeposit | null;
}

/** A resumed flow's intent was made before the reload: its id is the record's (the root's intentId). */
export const intentContext = (input: { intentId: string; resume?: PendingDeposit | null }): IntentContext => ({
  correlationId: input.intentId,
  attempt: 0,
  resume: input.resume ?? null,
});

export const correlationIdFor = (c: IntentContext): string => c.correlationId;

/** Entering the deposit call: no send of this intent yet. */
export const nextIntent = () => ({ attempt: 0 });
export const nextAttempt = ({ context }: { context: IntentContext }) => ({ attempt: context.attempt + 1 });

/** Guard: an unknown answer (verdict.ts) with a send left. */
export const canSendAgain = ({ context }: { context: IntentContext }, params: { error: unknown }) =>
  answerUnreadable(params.error, context.attempt) && context.attempt < DEPOSIT_RETRY_DELAYS_MS.length;
/** Guard: an unknown answer (no send left: pending, unconfirmed). */
export const unreadable = ({ context }: { context: IntentContext }, params: { error: unknown }) => answerUnreadable(params.error, context.attempt);
/** Guard: the deposit call's failure refuses the deposit (verdict.ts: a 4xx with its code on the first send). */
export const refusedByServer = ({ context }: { context: IntentContext }, params: { error: unknown }) => depositRefused(params.error, context.attempt);
/** Guard: the intent has a send left (a send that went unanswered for `depositSendTimeout`). */
export const sendsLeft = ({ context }: { context: IntentContext }) => context.attempt < DEPOSIT_RETRY_DELAYS_MS.length;

/** The time limit of one send of the deposit call. */
export const depositSendTimeout = DEPOSIT_SEND_TIMEOUT_MS;

/** The back-off before the next send (1 s, then 3 s). */
export const depositRetry = ({ context }: { context: IntentContext }) =>
  DEPOSIT_RETRY_DELAYS_MS[Math.min(Math.max(context.attempt - 1, 0), DEPOSIT_RETRY_DELAYS_MS.length - 1)]!;

/** The resumed deposit waits at this stage. */
export const resumedAt = ({ context }: { context: IntentContext }, params: { stage: PendingStage }) => context.resume?.stage === params.stage;

export interface PendingFacts {
  flow: FlowKind;
  method: string;
  amount: number;
  stage: PendingStage;
  transactionId: string | null;
  depositId: string | null;
  token: boolean;
  challenge?: PendingDeposit['challenge'];
}

export const pendingSaved = (c: IntentContext, facts: PendingFacts): PendingDepositEmitted => ({
  type: 'deposit.pendingSaved',
  deposit: { ...facts, correlationId: correlationIdFor(c) },
});
export const PENDING_CLEARED: PendingDepositEmitted = { type: 'deposit.pendingCleared' };
/** A wallet's deposit call sent: under way for the root until the flow ends, not kept over a reload. */
export const depositSent = (flow: FlowKind, method: string, amount: number, correlationId: string): UnderWayEmitted => ({
  type: 'deposit.sent',
  deposit: { flow, method, amount, correlationId, stage: 'calling', transactionId: null, depositId: null, token: false },
});
/** A refusal put the player back on the flow's form: nothing is under way. */
export const REFUSED_ON_FORM: UnderWayEmitted = { type: 'deposit.refusedOnForm' };

/**
 * The deposit call's `onError`, the same in every flow (verdict.ts): a lost session ends the flow; an
 * explicit refusal is decided as a failure (state `decide`, action `failFromError`); anything else is
 * sent again after the back-off (state `retry`), then ends pending-unconfirmed. `end` and
 * `endUnconfirmed` are the flow's own action names. The flow registers the guards `sessionExpired`,
 * `refusedByServer` and `canSendAgain` and the action `countAttempt`.
 */
export const depositCallErrors = <const Id extends string, const Decide extends string, const End extends string, const Unconfirmed extends string, const Retry extends string>(
  flow: { id: Id; decide: Decide; end: End; endUnconfirmed: Unconfirmed; retry: Retry },
) => [
  { guard: { type: 'sessionExpired' as const, params: errorOf }, target: `#${flow.id}.done` as const, actions: { type: flow.end, params: { kind: 'sessionExpired' as const } } },
  { guard: { type: 'refusedByServer' as const, params: errorOf }, target: `#${flow.id}.${flow.decide}` as const, actions: { type: 'failFromError' as const, params: errorOf } },
  { guard: { type: 'canSendAgain' as const, params: errorOf }, target: flow.retry, actions: 'countAttempt' as const },
  { target: `#${flow.id}.done` as const, actions: flow.endUnconfirmed },
];

/** The deposit call's `after`: a send unanswered for `depositSendTimeout` is sent again, then pending. */
export const depositCallTimeout = <const Id extends string, const Unconfirmed extends string, const Retry extends string>(
  flow: { id: Id; endUnconfirmed: Unconfirmed; retry: Retry },
) => ({
  depositSendTimeout: [
    { guard: 'sendsLeft' as const, target: flow.retry, actions: 'countAttempt' as const },
    { target: `#${flow.id}.done` as const, actions: flow.endUnconfirmed },
  ],
});

/** A wallet's deposit call (Apple Pay, Google Pay): the sheet's token goes from its event to the call, never into context. */
export interface WalletDepositInput {
  amount: number;
  token: string;
  correlationId: string;
}
