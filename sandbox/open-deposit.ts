// The start every direct deposit call of the sandbox shares: the amount's test outcome answered at once
// where it ends the call (fraud check 422, server error 500), else a pending deposit recorded for the
// player, which the method's route then settles by its own test data.
import type { FastifyReply } from 'fastify';
import { FRAUD_ERROR_CODE, outcomeOfAmount, type AmountOutcome } from './deposit-flow';
import { sendError } from './errors';
import type { Deposit, Player, Store } from './store';

export interface OpenedDeposit {
  outcome: AmountOutcome;
  deposit: Deposit;
  ids: { transaction_uid: string; deposit_id: string };
}

/** null when the amount's outcome has answered the call (the route returns the reply). */
export function openDeposit(
  store: Store,
  reply: FastifyReply,
  a: { player: Player; method: Deposit['method']; amount: number; correlationId: string; returnUrl?: string | null },
): OpenedDeposit | null {
  const outcome = outcomeOfAmount(a.amount);
  if (outcome === 'fraud') {
    sendError(reply, 422, FRAUD_ERROR_CODE, 'The fraud check refused the deposit (sandbox amount outcome)');
    return null;
  }
  if (outcome === 'server-error') {
    reply.code(500).send({ message: 'Internal server error (sandbox amount outcome)' });
    return null;
  }
  const deposit = store.createDeposit({
    player_id: a.player.id,
    method: a.method,
    amount: a.amount,
    currency: a.player.profile.currency,
    status: 'pending',
    reason: null,
    return_url: a.returnUrl ?? null,
    correlation_id: a.correlationId,
  });
  return { outcome, deposit, ids: { transaction_uid: deposit.transaction_uid, deposit_id: deposit.deposit_id } };
}
