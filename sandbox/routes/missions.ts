// The promotional banner's endpoints (SPEC 7): GET /kong/v2/me/messages, GET /kong/v2/me/missions, and
// the mission opt-in POST / opt-out DELETE /kong/v1/me/missions/{id}/optin (204; 404 for an unknown
// mission). Per player, from the profile field `banner` (sandbox/banner.ts). The opt-in state lives on the
// player until its profile is patched.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BannerMessage, Mission } from '../contract/types';
import { ERROR_CODES, sendError } from '../errors';
import { withFault } from '../faults';
import type { Player } from '../store';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

/** The banner's mission id: one per player. */
export const missionIdOf = (player: Pick<Player, 'id'>): string => `deposit-mission-${player.id}`;

/**
 * The player's messages: the deposit banner's, and the same mission advertised on the Home screen
 * with a better (lower) priority, which the app must ignore (SPEC 5: screens include Deposit).
 */
export function messagesOf(player: Player): BannerMessage[] {
  const banner = player.profile.banner;
  if (!banner) return [];
  const mission = missionIdOf(player);
  const deposit: BannerMessage = {
    template: banner.template,
    priority: banner.priority,
    screens: ['Deposit'],
    expiration_delay: banner.expiration_delay,
    user_mission_identifier: mission,
    action_text: banner.action_text,
    reward_text: banner.reward_text,
  };
  const home: BannerMessage = { ...deposit, priority: banner.priority - 1, screens: ['Home'] };
  return [home, deposit];
}

export function missionsOf(player: Player): Mission[] {
  const banner = player.profile.banner;
  if (!banner) return [];
  return [
    {
      identifier: missionIdOf(player),
      status: banner.mission_status,
      optin_type: 'MANUAL',
      ...(banner.mission_type === null ? {} : { type: banner.mission_type }),
      opted_in: banner.opted_in,
      display: {
        type: 'BANNER',
        banner_deposit: { title: banner.title, subtitle: banner.subtitle, should_display: banner.should_display },
      },
    },
  ];
}

type MissionParams = { Params: { id: string } };

export async function missionRoutes(app: FastifyInstance, _deps: SandboxDeps): Promise<void> {
  app.get('/kong/v2/me/messages', async (request, reply) => {
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'messages')) return reply;
    return reply.send({ messages: messagesOf(player) });
  });

  app.get('/kong/v2/me/missions', async (request, reply) => {
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'missions')) return reply;
    return reply.send({ missions: missionsOf(player) });
  });

  /** Idempotent: opting in twice (or out twice) answers 204 both times. */
  const setOptIn = (optedIn: boolean) => async (request: FastifyRequest<MissionParams>, reply: FastifyReply) => {
    const { player } = authOf(request);
    if (await withFault(reply, player.profile, 'optin')) return reply;
    const banner = player.profile.banner;
    if (!banner || request.params.id !== missionIdOf(player)) {
      return sendError(reply, 404, ERROR_CODES.notFound, `No mission ${request.params.id}`);
    }
    banner.opted_in = optedIn;
    return reply.code(204).send();
  };
  app.post<MissionParams>('/kong/v1/me/missions/:id/optin', setOptIn(true));
  app.delete<MissionParams>('/kong/v1/me/missions/:id/optin', setOptIn(false));
}
