// What the root's `flow` region (deposit.machine.ts, built with its typed setup) reads and keeps of a
// method flow: the request it starts from, its end, and its deposit under way.
import { resumedMean, type PendingDeposit } from '../src/domain/deposit-call';
import { FLOW_KINDS, flowOf } from '../src/domain/methods';
import type { PaymentMean } from '../src/domain/payment-means';
import { WITHDRAWAL_MEAN } from '../src/domain/withdrawal';
import type { DepositContext, DepositRequest } from './deposit.types';
import { unconfirmedPending, type FlowInput, type FlowOutput, type PendingDepositEmitted, type UnderWayEmitted } from './flow-output';

/** What the root keeps of a method flow's end: the success to hand on, the provider page, or the failure to show. */
export function flowEndOf(output: FlowOutput): Partial<DepositContext> {
  switch (output.kind) {
    case 'success':
    case 'pending': {
      const { method, amount, transactionId } = output;
      return { success: { status: output.kind, method, amount, transactionId, ...(output.unconfirmed && { unconfirmed: true as const }) } };
    }
    case 'redirect':
      return { redirectUrl: output.url };
    case 'failure':
      return { failure: output.reason };
    default:
      return {};
  }
}

/** What a method flow starts from: the request (its guard made sure there is one) and the context. */
export const flowInput = ({ context }: { context: DepositContext }): FlowInput => ({
  mean: context.request!.mean,
  amount: context.request!.amount,
  app: context.app,
  flags: context.flags,
  intentId: context.request!.intentId,
  resume: context.request!.resume,
});

/** What the player asked to pay (`deposit.requested`), with the flow the registry chose. */
export const requestOf = (p: { mean: PaymentMean; amount: number; intentId: string }): DepositRequest => ({
  mean: p.mean,
  amount: p.amount,
  flow: flowOf(p.mean.method) ?? FLOW_KINDS[0]!,
  intentId: p.intentId,
  resume: null,
});

/** A reload during a deposit: its flow runs again on the record (the root's `takeResume`), resuming it. */
export const resumeRequest = ({ context }: { context: DepositContext }) => {
  const r = context.resume!;
  // A page opened on a withdrawal fragment runs the `withdrawal` flow (no mean, no amount).
  if ('fragment' in r) {
    return {
      request: { mean: WITHDRAWAL_MEAN, amount: 0, flow: 'withdrawal' as const, intentId: `withdrawal-${r.fragment}`, resume: null },
      resume: null,
      depositUnderWay: null,
      keptRecord: null,
      flowUnheard: false,
    };
  }
  // Its deposit call was sent before the reload: under way until the flow says otherwise.
  return {
    request: { mean: resumedMean(r), amount: r.amount, flow: r.flow, intentId: r.correlationId, resume: r },
    resume: null,
    depositUnderWay: r,
    keptRecord: r,
    flowUnheard: false,
  };
};

/**
 * The running flow's deposit under way: from the send of its deposit call (deposit-call.ts `pendingSaved`,
 * or a wallet's `deposit.sent`) until the flow ends (the root's idle, failed or success handling forget
 * it) or an explicit refusal puts the player back on its form (`deposit.refusedOnForm`). A stage's
 * `deposit.pendingCleared` only drops src/app's record kept over a reload: after the send the deposit
 * stays under way between stages (mobile money's routing, a card's deciding), DESIGN 7.
 */
export function underWayAfter(emitted: { type: string }, kept: PendingDeposit | null): PendingDeposit | null {
  if (emitted.type === 'deposit.pendingSaved' || emitted.type === 'deposit.sent')
    return (emitted as Extract<PendingDepositEmitted | UnderWayEmitted, { deposit: PendingDeposit }>).deposit;
  if (emitted.type === 'deposit.refusedOnForm') return null;
  return kept;
}

/** The record src/app keeps over a reload, as the root last heard it: a stage's clearing keeps it (above). */
export function keptAfter(emitted: { type: string }, kept: PendingDeposit | null): PendingDeposit | null {
  if (emitted.type === 'deposit.pendingSaved') return (emitted as Extract<PendingDepositEmitted, { deposit: PendingDeposit }>).deposit;
  if (emitted.type === 'deposit.sent' || emitted.type === 'deposit.refusedOnForm') return null;
  return kept;
}

/**
 * A flow that crashed with its deposit call sent (DESIGN 7: after the send, only an explicit refusal is a
 * failure): its deposit ends pending, unconfirmed, as a flow's unreadable answer does.
 */
export const crashedUnderWay = (d: PendingDeposit): Partial<DepositContext> => flowEndOf(unconfirmedPending(d.method, d.amount, d.transactionId));

/**
 * The end of a flow whose deposit may be under way: its record, else (its listener lost, `flowUnheard`) the
 * request's method and amount, with no transaction known. Pending, unconfirmed either way (DESIGN 7).
 */
export function endUnderWay(context: Pick<DepositContext, 'depositUnderWay' | 'request'>): Partial<DepositContext> {
  if (context.depositUnderWay) return crashedUnderWay(context.depositUnderWay);
  const request = context.request;
  return request?.mean ? flowEndOf(unconfirmedPending(request.mean.method, request.amount, null)) : {};
}
