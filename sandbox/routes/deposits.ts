// Deposit read endpoints (SPEC 7): eligibility and last successful deposit. Both sit behind the
// bearer and X-Correlation-Id rules (see wire.ts).
import type { FastifyInstance } from 'fastify';
import type { Eligibility, LastSuccessfulDeposit } from '../contract/types';
import { withFault } from '../faults';
import type { Profile } from '../profile';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

export function eligibilityOf(profile: Profile, now = new Date()): Eligibility {
  return {
    eligible: profile.eligibility.eligible,
    reason: profile.eligibility.reason,
    current_date: now.toISOString(),
    balance: profile.balance,
    max_deposit_amount: profile.limits.max_deposit_amount,
    technical_max_deposit_amount: profile.limits.technical_max_deposit_amount,
    min_deposit_amount: profile.limits.min_deposit_amount,
    user_limits: profile.limits.user_limits.map((l) => ({ ...l })),
  };
}

export async function depositRoutes(app: FastifyInstance, _deps: SandboxDeps): Promise<void> {
  app.get('/kong/v6/me/deposits/eligibility', async (request, reply) => {
    const { profile } = authOf(request).player;
    if (await withFault(reply, profile, 'eligibility')) return reply;
    return reply.send(eligibilityOf(profile));
  });

  app.get('/kong/v6/me/deposits/last-successful', async (request, reply) => {
    const { profile } = authOf(request).player;
    if (await withFault(reply, profile, 'last-successful')) return reply;
    if (!profile.last_deposit) return reply.code(204).send();
    const body: LastSuccessfulDeposit = { ...profile.last_deposit };
    return reply.send(body);
  });
}
