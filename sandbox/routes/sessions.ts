// Sandbox control API: create a player session from a profile, list the ready-made players, and
// change a live player's profile (e.g. switch a fault off mid-test).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES, sendError } from '../errors';
import { sessionCreated } from '../launch';
import { READY_MADE_PLAYERS } from '../players';
import { profileSchema, resolveProfile, type ProfileFields } from '../profile';
import type { SandboxDeps } from '../tokens';

function parseProfile(body: unknown, reply: FastifyReply): ProfileFields | null {
  const parsed = profileSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues.map((i) => `${i.path.join('.') || '(profile)'}: ${i.message}`).join('; ');
  sendError(reply, 400, ERROR_CODES.badRequest, `Invalid session profile: ${message}`);
  return null;
}

export async function sessionRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post('/sandbox/sessions', async (request, reply) => {
    const fields = parseProfile(request.body, reply);
    if (!fields) return reply;
    const player = deps.store.createPlayer(fields, resolveProfile(fields));
    const session = deps.store.createSession(player.id);
    return reply.code(201).send(sessionCreated(player.id, player.profile, session));
  });

  app.get('/sandbox/players', async () => READY_MADE_PLAYERS);

  /** Body: profile fields to change; they are merged over the player's fields (shallowly). */
  app.patch<{ Params: { id: string } }>('/sandbox/players/:id', async (request, reply) => {
    const player = deps.store.player(request.params.id);
    if (!player) return sendError(reply, 404, ERROR_CODES.notFound, `No player ${request.params.id}`);
    const patch = parseProfile(request.body, reply);
    if (!patch) return reply;
    player.fields = { ...player.fields, ...patch };
    player.profile = resolveProfile(player.fields);
    return { player_id: player.id, profile: player.profile };
  });
}
