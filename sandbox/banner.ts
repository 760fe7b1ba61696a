// The deposit banner of a player (SPEC 5, 7): the profile field `banner`, declared and resolved here (profile.ts
// only wires it in), with the market's default freebet texts. Its endpoints (routes/missions.ts) read the resolved
// banner from the player; kept apart from them so that the profile imports no route (a route imports the store,
// which imports the profile).
import { z } from 'zod';
import type { Currency, Language, Legislation } from './spec';

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
