// The promotional banner of the amount page (SPEC 3 "Banner", "Mission"; SPEC 4 "Banner", "Timer";
// SPEC 5 banner rules; SPEC 9 timer hidden for two templates). Pure: the time is always a parameter.
//
// Decisions (where SPEC is silent):
// - `expiration_delay` is in SECONDS, counted from the moment the messages were fetched:
//   expiresAt = now + expiration_delay * 1000.
// - A banner needs its mission (title and subtitle come from `mission.display.banner_deposit`): a message
//   whose `user_mission_identifier` matches no counting mission, or whose mission says
//   `should_display: false`, is not a candidate. The lowest priority number among the candidates wins;
//   on a tie, the first in the server's order.
// - Missions in FINISHED, READY_TO_CLAIM, ERROR or EXPIRED never count. Welcome offers (type
//   WELCOME_OFFER or WELCOME_OFFER_V2) count only while STARTED; any other mission counts in any other
//   status.
// - The opt-in state starts from `mission.opted_in` (absent: not opted in).

/** The templates the deposit banner can show (SPEC 5). */
export const BANNER_TEMPLATES = [
  'banner_freebet',
  'banner_bonusmoney',
  'banner_virtualmoneycasino',
  'banner_rewardgamecasino',
  'banner_deposit_welcome_casino',
  'banner_freespin',
] as const;
export type BannerTemplate = (typeof BANNER_TEMPLATES)[number];

/** Templates whose countdown is not shown (SPEC 9). The banner still expires. */
export const TIMERLESS_TEMPLATES: readonly BannerTemplate[] = ['banner_deposit_welcome_casino', 'banner_rewardgamecasino'];

/** The screen name a message must list to appear on the deposit page. */
export const DEPOSIT_SCREEN = 'Deposit';

export const EXCLUDED_MISSION_STATUSES = ['FINISHED', 'READY_TO_CLAIM', 'ERROR', 'EXPIRED'] as const;
export const WELCOME_OFFER_TYPES = ['WELCOME_OFFER', 'WELCOME_OFFER_V2'] as const;
export const WELCOME_OFFER_COUNTING_STATUS = 'STARTED';

/** The countdown's step (SPEC 4 Timer: counts down each second). */
export const BANNER_TICK_MS = 1000;
/** Default countdown length (SPEC 4 Timer): now + 20 minutes, seconds zeroed. */
export const DEFAULT_TIMER_MINUTES = 20;

const MINUTE_MS = 60_000;

/** A message of GET /kong/v2/me/messages, as far as the banner reads it (wire names). */
export interface BannerMessageLike {
  template: string;
  priority: number;
  screens: readonly string[];
  expiration_delay: number;
  user_mission_identifier?: string | undefined;
  action_text?: string | undefined;
  reward_text?: string | undefined;
}

/** A mission of GET /kong/v2/me/missions, as far as the banner reads it (wire names). */
export interface MissionLike {
  identifier: string;
  status: string;
  type?: string | undefined;
  optin_type?: string | undefined;
  opted_in?: boolean | undefined;
  display: {
    type?: string | undefined;
    banner_deposit?:
      | {
          title: string;
          subtitle?: string | undefined;
          background_image?: string | undefined;
          should_display: boolean;
        }
      | undefined;
  };
}

/** The banner the amount page shows. */
export interface ChosenBanner {
  template: BannerTemplate;
  missionId: string;
  title: string;
  subtitle: string | null;
  backgroundImage: string | null;
  rewardText: string | null;
  actionText: string | null;
  /** Opt-in state when the banner was fetched. */
  optedIn: boolean;
  showsTimer: boolean;
  /** When the offer ends, ms since the epoch. */
  expiresAt: number;
}

export const isBannerTemplate = (template: string): template is BannerTemplate => (BANNER_TEMPLATES as readonly string[]).includes(template);

/** SPEC 9: the timer is hidden for banner_deposit_welcome_casino and banner_rewardgamecasino. */
export const showsTimer = (template: string): boolean => isBannerTemplate(template) && !TIMERLESS_TEMPLATES.includes(template);

export type AcceptedMessage = BannerMessageLike & { template: BannerTemplate };

/** SPEC 5: known template, listed for the Deposit screen, positive expiration delay. */
export function isAcceptedMessage(message: BannerMessageLike): message is AcceptedMessage {
  return (
    isBannerTemplate(message.template) && message.screens.includes(DEPOSIT_SCREEN) && Number.isFinite(message.expiration_delay) && message.expiration_delay > 0
  );
}

/** SPEC 5: excluded when FINISHED, READY_TO_CLAIM, ERROR or EXPIRED; welcome offers count while STARTED. */
export function missionCounts(mission: MissionLike): boolean {
  if ((EXCLUDED_MISSION_STATUSES as readonly string[]).includes(mission.status)) return false;
  if (mission.type !== undefined && (WELCOME_OFFER_TYPES as readonly string[]).includes(mission.type)) {
    return mission.status === WELCOME_OFFER_COUNTING_STATUS;
  }
  return true;
}

/** Default countdown end (SPEC 4 Timer): now + 20 minutes, seconds and milliseconds zeroed. */
export function defaultTimerExpiry(now: number): number {
  return Math.floor((now + DEFAULT_TIMER_MINUTES * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
}

/** When a message's offer ends: now + expiration_delay seconds; the default expiry when the delay is unusable. */
export function bannerExpiry(expirationDelaySeconds: number, now: number): number {
  return Number.isFinite(expirationDelaySeconds) && expirationDelaySeconds > 0 ? now + expirationDelaySeconds * 1000 : defaultTimerExpiry(now);
}

/** The banner to show (SPEC 5), or null. */
export function chooseBanner(messages: readonly BannerMessageLike[], missions: readonly MissionLike[], now: number): ChosenBanner | null {
  let best: { message: AcceptedMessage; mission: MissionLike } | null = null;
  for (const message of messages) {
    if (!isAcceptedMessage(message)) continue;
    const id = message.user_mission_identifier;
    if (id === undefined) continue;
    const mission = missions.find((m) => m.identifier === id && missionCounts(m));
    if (!mission?.display.banner_deposit?.should_display) continue;
    if (best === null || message.priority < best.message.priority) {
      best = { message, mission };
    }
  }
  if (!best) return null;
  const { message, mission } = best;
  const display = mission.display.banner_deposit!;
  return {
    template: message.template,
    missionId: mission.identifier,
    title: display.title,
    subtitle: display.subtitle || null,
    backgroundImage: display.background_image || null,
    rewardText: message.reward_text || null,
    actionText: message.action_text || null,
    optedIn: mission.opted_in === true,
    showsTimer: showsTimer(message.template),
    expiresAt: bannerExpiry(message.expiration_delay, now),
  };
}
