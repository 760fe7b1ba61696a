// Premium ticket deposits (docs/decisions.md "Premium ticket"): POST /kong/v6/me/deposits/premiumticket
// with detail.code. The body is checked against the contract first (server.ts); the code chooses the
// outcome (sandbox/premium-ticket.ts); the answer is final (success, pending or refused), no redirect.
import { openDeposit } from '../open-deposit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DepositResponse } from '../contract/types';
import { REFUSED_REASON_BY_AMOUNT, settleDeposit, UNEXPECTED_STATUS } from '../deposit-flow';
import { idempotentDeposit } from '../idempotency';
import { TICKET_REFUSALS, ticketScenarioOf } from '../premium-ticket';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

export async function premiumTicketRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  /** Codes already spent in this sandbox run. */
  const spent = new Set<string>();

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const { player } = authOf(request);
    const body = request.body as { amount: number; correlation_id: string; detail: { code: string } };
    const opened = openDeposit(deps.store, reply, { player, method: 'PREMIUM_TICKET', amount: body.amount, correlationId: body.correlation_id });
    if (!opened) return reply;
    const { outcome, deposit: d, ids } = opened;
    if (outcome === 'unexpected') return { status: UNEXPECTED_STATUS, ...ids };
    const scenario = outcome === 'refused' ? 'refusedByAmount' : ticketScenarioOf(body.detail.code, spent);
    if (scenario === 'accepted') {
      spent.add(body.detail.code);
      settleDeposit(deps.store, d, 'success', null);
      return { status: 'success', ...ids } satisfies DepositResponse;
    }
    if (scenario === 'pending') return { status: 'pending', ...ids } satisfies DepositResponse;
    const reason = scenario === 'refusedByAmount' ? REFUSED_REASON_BY_AMOUNT : TICKET_REFUSALS[scenario];
    settleDeposit(deps.store, d, 'failure', reason);
    return { status: 'refused', ...ids, refused_reason: reason } satisfies DepositResponse;
  }

  app.post('/kong/v6/me/deposits/premiumticket', (request, reply) => idempotentDeposit(deps.store, request, reply, () => handle(request, reply)));
}
