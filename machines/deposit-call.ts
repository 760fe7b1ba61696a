// What the flows share about their deposit intent (src/domain/deposit-call.ts): one correlation id per
// intent, and the record of a deposit under way emitted for src/app to keep over a reload. The deposit
// call itself (send, send again, time limit, refusal) is one machine: deposit-call.machine.ts.
import type { PendingDeposit, PendingStage } from '../src/domain/deposit-call';
import type { FlowKind } from '../src/domain/methods';
import type { PendingDepositEmitted, UnderWayEmitted } from './flow-output';

/** The part of a flow's context about its deposit intent. */
export interface IntentContext {
  /**
   * The current intent's correlation id: the Pay button's intent id (FlowInput.intentId), or the card
   * form's own for each submission (a refused card submitted again is a new intent).
   */
  correlationId: string;
  resume: PendingDeposit | null;
}

/** A resumed flow's intent was made before the reload: its id is the record's (the root's intentId). */
export const intentContext = (input: { intentId: string; resume?: PendingDeposit | null }): IntentContext => ({
  correlationId: input.intentId,
  resume: input.resume ?? null,
});

export const correlationIdFor = (c: IntentContext): string => c.correlationId;

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
  sentTo?: PendingDeposit['sentTo'];
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

/** A wallet's deposit call (Apple Pay, Google Pay): the sheet's token goes from its event to the call, never into context. */
export interface WalletDepositInput {
  amount: number;
  token: string;
  correlationId: string;
}
