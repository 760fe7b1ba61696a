// Token exchange and refresh (SPEC 7): GET /kong/v3/single-use/{id}?refresh_token=… and
// POST /kong/v1/refresh {refresh_token}. Neither needs an access token.
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, sendError } from '../errors';
import { withFault } from '../faults';
import { accessTtl, issueTokenPair, type SandboxDeps } from '../tokens';

export async function authRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: { refresh_token?: string | string[] } }>('/kong/v3/single-use/:id', async (request, reply) => {
    const session = deps.store.sessionBySingleUse(request.params.id);
    const player = session && deps.store.player(session.playerId);
    if (!session || !player || session.singleUseConsumed) {
      return sendError(reply, 401, ERROR_CODES.sessionInvalid, 'Unknown or already used single-use token');
    }
    if (await withFault(reply, player.profile, 'single-use')) return reply;
    if (request.query.refresh_token !== session.refreshToken) {
      return sendError(reply, 401, ERROR_CODES.sessionInvalid, 'The refresh token does not belong to this session');
    }
    session.singleUseConsumed = true;
    return reply.send(await issueTokenPair(deps, player, session, accessTtl(player, true)));
  });

  // The refresh body is read leniently: no body, an empty body or a non-JSON body is a missing
  // refresh token (401, as SPEC 4 says), not a parser error.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(null, {});
      }
    });
    scope.post<{ Body: unknown }>('/kong/v1/refresh', async (request, reply) => {
      const body = request.body;
      const refreshToken =
        typeof body === 'object' && body !== null && 'refresh_token' in body ? (body as { refresh_token: unknown }).refresh_token : undefined;
      if (typeof refreshToken !== 'string' || refreshToken === '') {
        return sendError(reply, 401, ERROR_CODES.sessionInvalid, 'Missing refresh token');
      }
      const session = deps.store.sessionByRefreshToken(refreshToken);
      const player = session && deps.store.player(session.playerId);
      if (!session || !player) return sendError(reply, 401, ERROR_CODES.sessionInvalid, 'Unknown or revoked refresh token');
      if (await withFault(reply, player.profile, 'refresh')) return reply;
      if (player.profile.session_expired) return sendError(reply, 401, ERROR_CODES.sessionInvalid, 'The session has expired');
      return reply.send(await issueTokenPair(deps, player, session, accessTtl(player, false)));
    });
  });
}
