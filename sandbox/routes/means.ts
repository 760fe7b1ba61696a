// Payment-means read endpoints (SPEC 7): deposit options, payment methods and saved tokens. All three
// sit behind the bearer and X-Correlation-Id rules (see wire.ts; the tokens path is checked here).
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, sendError } from '../errors';
import { withFault } from '../faults';
import { depositOptionsOf, paymentMethodsOf, tokensOf } from '../means';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

export async function meansRoutes(app: FastifyInstance, _deps: SandboxDeps): Promise<void> {
  app.get('/kong/v2/me/deposit/options', async (request, reply) => {
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'options')) return reply;
    return reply.send(depositOptionsOf(player.profile, player.id));
  });

  app.get('/kong/v7/me/payment-methods/deposit', async (request, reply) => {
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'payment-methods')) return reply;
    return reply.send(paymentMethodsOf(player.profile));
  });

  // SPEC 7 sends X-Correlation-Id on this call although its path is not one of the correlated ones.
  app.get('/kong/v7/me/tokens/deposit', async (request, reply) => {
    const id = request.headers['x-correlation-id'];
    if (typeof id !== 'string' || id.trim() === '') {
      return sendError(reply, 400, ERROR_CODES.badRequest, 'Missing X-Correlation-Id header');
    }
    reply.header('X-Correlation-Id', id);
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'tokens')) return reply;
    return reply.send(tokensOf(player.profile, player.id));
  });
}
