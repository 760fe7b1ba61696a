import type { BannerMessageLike, MissionLike } from '../src/domain/banner';
import type { BannerFeed } from './banner.machine';
import { httpError, sessionExpiredError } from './fixtures';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

/** Offers end 2 s after the fetch: two ticks, then expiry (keeps the traversal small). */
const message = (over: Partial<BannerMessageLike>): BannerMessageLike => ({
  template: 'banner_freebet',
  priority: 1,
  screens: ['Deposit'],
  expiration_delay: 2,
  user_mission_identifier: 'mission-1',
  action_text: 'Deposit 20 €',
  reward_text: '10 € freebet',
  ...over,
});
const mission = (over: Partial<MissionLike>): MissionLike => ({
  identifier: 'mission-1',
  status: 'STARTED',
  optin_type: 'MANUAL',
  opted_in: false,
  display: { banner_deposit: { title: 'Your freebet', subtitle: 'Deposit and play', should_display: true } },
  ...over,
});

/** A freebet banner, not opted in yet. */
export const freebetFeed: BannerFeed = { messages: [message({})], missions: [mission({})], now: NOW };
/** A welcome casino banner (no timer shown), already opted in. */
export const welcomeFeed: BannerFeed = {
  messages: [message({ template: 'banner_deposit_welcome_casino' })],
  missions: [mission({ type: 'WELCOME_OFFER', opted_in: true })],
  now: NOW,
};
/** Messages that SPEC 5 rejects: no banner. */
export const noBannerFeed: BannerFeed = {
  messages: [message({ screens: ['Home'] }), message({ template: 'banner_unknown' })],
  missions: [mission({})],
  now: NOW,
};

export const bannerEvents = [
  { type: 'xstate.done.actor.fetchBanner', output: freebetFeed },
  { type: 'xstate.done.actor.fetchBanner', output: welcomeFeed },
  { type: 'xstate.done.actor.fetchBanner', output: noBannerFeed },
  { type: 'xstate.error.actor.fetchBanner', error: httpError },
  { type: 'xstate.error.actor.fetchBanner', error: sessionExpiredError },
  { type: 'banner.optIn' },
  { type: 'xstate.done.actor.optIn' },
  { type: 'xstate.error.actor.optIn', error: httpError },
  { type: 'xstate.error.actor.optIn', error: sessionExpiredError },
  { type: 'banner.optOutRequested' },
  { type: 'banner.optOutCancelled' },
  { type: 'banner.optOutConfirmed' },
  { type: 'xstate.done.actor.optOut' },
  { type: 'xstate.error.actor.optOut', error: httpError },
  { type: 'xstate.error.actor.optOut', error: sessionExpiredError },
];
