// The promotional banner's endpoints (SPEC 7): GET /kong/v2/me/messages, GET /kong/v2/me/missions, and
// the mission opt-in POST / opt-out DELETE /kong/v1/me/missions/{id}/optin (204; 404 for an unknown
// mission). Per player, from the profile field `banner`, declared and resolved here (profile.ts only
// wires it in). The opt-in state lives on the player until its profile is patched.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BannerMessage, Mission } from '../contract/types';
import type { Currency, Language, Legislation } from '../spec';
import { ERROR_CODES, sendError } from '../errors';
import { withFault } from '../faults';
import type { Player } from '../store';
import type { SandboxDeps } from '../tokens';
import { authOf } from '../wire';

/**
 * Profile field `banner`: the deposit banner's message and mission. Every field is optional (defaults:
 * the market's freebet banner); `null` means no banner. `template` and `mission_status` take any
 * string, so the app's rejection rules (SPEC 5) can be exercised.
 */
export const bannerField = z
  .strictObject({
    template: z.string().min(1).optional(),
    priority: z.number().int().optional(),
    /** Seconds until the offer ends (0 or less: the app must not show the banner). */
    expiration_delay: z.number().optional(),
    title: z.string().min(1).optional(),
    subtitle: z.string().optional(),
    reward_text: z.string().optional(),
    action_text: z.string().optional(),
    opted_in: z.boolean().optional(),
    mission_status: z.string().min(1).optional(),
    /** Mission type, e.g. WELCOME_OFFER (counts only while STARTED). Default: none. */
    mission_type: z.string().min(1).optional(),
    /** display.banner_deposit.should_display. */
    should_display: z.boolean().optional(),
  })
  .nullable();
export type BannerField = z.output<typeof bannerField>;

/** The banner with every default applied; `opted_in` changes with the opt-in calls. */
export interface ResolvedBanner {
  template: string;
  priority: number;
  expiration_delay: number;
  title: string;
  subtitle: string;
  reward_text: string;
  action_text: string;
  opted_in: boolean;
  mission_status: string;
  mission_type: string | null;
  should_display: boolean;
}

/** Markets whose players get the freebet banner by default. */
export const BANNER_MARKETS: readonly Legislation[] = ['FR', 'PT', 'PL'];
/** Default time left on the offer: 30 minutes, so the countdown shows minutes and seconds. */
export const DEFAULT_EXPIRATION_DELAY_SECONDS = 1800;

const OFFER_AMOUNTS: Readonly<Record<Currency, { reward: number; deposit: number }>> = {
  EUR: { reward: 10, deposit: 20 },
  USD: { reward: 10, deposit: 20 },
  CHF: { reward: 10, deposit: 20 },
  PLN: { reward: 40, deposit: 80 },
  XOF: { reward: 5_000, deposit: 10_000 },
  CDF: { reward: 20_000, deposit: 40_000 },
};

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT', pl: 'pl-PL' };

/** The operator's texts, in the player's language (the server localises them, not the app). */
function freebetTexts(language: Language, currency: Currency) {
  const money = (n: number) => new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency, maximumFractionDigits: 0 }).format(n);
  const reward = money(OFFER_AMOUNTS[currency].reward);
  const deposit = money(OFFER_AMOUNTS[currency].deposit);
  switch (language) {
    case 'fr':
      return {
        title: 'Votre freebet vous attend',
        subtitle: 'Déposez maintenant et recevez un freebet pour votre prochain pari.',
        reward_text: `Freebet de ${reward}`,
        action_text: `Déposez ${deposit} ou plus`,
      };
    case 'pt':
      return {
        title: 'A sua freebet está à espera',
        subtitle: 'Deposite agora e receba uma freebet para a sua próxima aposta.',
        reward_text: `Freebet de ${reward}`,
        action_text: `Deposite ${deposit} ou mais`,
      };
    case 'pl':
      return {
        title: 'Twój freebet czeka',
        subtitle: 'Wpłać teraz i odbierz freebet na następny zakład.',
        reward_text: `Freebet ${reward}`,
        action_text: `Wpłać ${deposit} lub więcej`,
      };
    default:
      return {
        title: 'Your freebet is waiting',
        subtitle: 'Deposit now and get a freebet for your next bet.',
        reward_text: `${reward} freebet`,
        action_text: `Deposit ${deposit} or more`,
      };
  }
}

/** `undefined`: the market's default (a freebet banner in FR, PT and PL, none elsewhere); `null`: none. */
export function resolveBanner(
  field: BannerField | undefined,
  market: { legislation: Legislation; language: Language; currency: Currency },
): ResolvedBanner | null {
  if (field === null) return null;
  if (field === undefined && !BANNER_MARKETS.includes(market.legislation)) return null;
  const f = field ?? {};
  return {
    template: f.template ?? 'banner_freebet',
    priority: f.priority ?? 1,
    expiration_delay: f.expiration_delay ?? DEFAULT_EXPIRATION_DELAY_SECONDS,
    ...freebetTexts(market.language, market.currency),
    ...(f.title === undefined ? {} : { title: f.title }),
    ...(f.subtitle === undefined ? {} : { subtitle: f.subtitle }),
    ...(f.reward_text === undefined ? {} : { reward_text: f.reward_text }),
    ...(f.action_text === undefined ? {} : { action_text: f.action_text }),
    opted_in: f.opted_in ?? false,
    mission_status: f.mission_status ?? 'STARTED',
    mission_type: f.mission_type ?? null,
    should_display: f.should_display ?? true,
  };
}

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
