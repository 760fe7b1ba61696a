import { describe, expect, it } from 'vitest';
import {
  BANNER_TEMPLATES,
  bannerExpiry,
  chooseBanner,
  defaultTimerExpiry,
  isAcceptedMessage,
  missionCounts,
  showsTimer,
  type BannerMessageLike,
  type MissionLike,
} from './banner';

const NOW = Date.parse('2026-11-22T10:00:37.250Z');

const message = (over: Partial<BannerMessageLike> = {}): BannerMessageLike => ({
  template: 'banner_freebet',
  priority: 1,
  screens: ['Home', 'Deposit'],
  expiration_delay: 3600,
  user_mission_identifier: 'm-1',
  action_text: 'Deposit 20 €',
  reward_text: '10 € freebet',
  ...over,
});

const mission = (over: Partial<MissionLike> = {}, display: Partial<NonNullable<MissionLike['display']['banner_deposit']>> = {}): MissionLike => ({
  identifier: 'm-1',
  status: 'STARTED',
  optin_type: 'MANUAL',
  display: {
    type: 'DEPOSIT',
    banner_deposit: { title: 'Your freebet', subtitle: 'Deposit and play', background_image: 'https://img/x.png', should_display: true, ...display },
  },
  ...over,
});

describe('templates (SPEC 5) and timer (SPEC 9)', () => {
  it('accepts exactly the six banner templates', () => {
    expect(BANNER_TEMPLATES).toEqual([
      'banner_freebet',
      'banner_bonusmoney',
      'banner_virtualmoneycasino',
      'banner_rewardgamecasino',
      'banner_deposit_welcome_casino',
      'banner_freespin',
    ]);
    for (const template of BANNER_TEMPLATES) expect(isAcceptedMessage(message({ template }))).toBe(true);
    for (const template of ['banner_other', 'BANNER_FREEBET', '', 'banner_freebet ']) {
      expect(isAcceptedMessage(message({ template }))).toBe(false);
    }
  });

  it('hides the timer for banner_deposit_welcome_casino and banner_rewardgamecasino only', () => {
    expect(showsTimer('banner_deposit_welcome_casino')).toBe(false);
    expect(showsTimer('banner_rewardgamecasino')).toBe(false);
    for (const t of ['banner_freebet', 'banner_bonusmoney', 'banner_virtualmoneycasino', 'banner_freespin']) {
      expect(showsTimer(t)).toBe(true);
    }
    expect(showsTimer('banner_unknown')).toBe(false);
  });
});

describe('isAcceptedMessage (SPEC 5)', () => {
  it('needs the Deposit screen (exact name)', () => {
    expect(isAcceptedMessage(message({ screens: ['Deposit'] }))).toBe(true);
    expect(isAcceptedMessage(message({ screens: ['Home'] }))).toBe(false);
    expect(isAcceptedMessage(message({ screens: [] }))).toBe(false);
    expect(isAcceptedMessage(message({ screens: ['deposit'] }))).toBe(false);
  });
  it('needs an expiration delay above 0', () => {
    expect(isAcceptedMessage(message({ expiration_delay: 1 }))).toBe(true);
    expect(isAcceptedMessage(message({ expiration_delay: 0.5 }))).toBe(true);
    expect(isAcceptedMessage(message({ expiration_delay: 0 }))).toBe(false);
    expect(isAcceptedMessage(message({ expiration_delay: -60 }))).toBe(false);
    expect(isAcceptedMessage(message({ expiration_delay: Number.NaN }))).toBe(false);
  });
});

describe('missionCounts (SPEC 5)', () => {
  it('excludes FINISHED, READY_TO_CLAIM, ERROR and EXPIRED', () => {
    for (const status of ['FINISHED', 'READY_TO_CLAIM', 'ERROR', 'EXPIRED']) expect(missionCounts(mission({ status }))).toBe(false);
  });
  it('keeps any other status of an ordinary mission', () => {
    for (const status of ['STARTED', 'NOT_STARTED', 'PENDING', 'IN_PROGRESS']) expect(missionCounts(mission({ status }))).toBe(true);
  });
  it('counts welcome offers (WELCOME_OFFER, WELCOME_OFFER_V2) only while STARTED', () => {
    for (const type of ['WELCOME_OFFER', 'WELCOME_OFFER_V2']) {
      expect(missionCounts(mission({ type, status: 'STARTED' }))).toBe(true);
      expect(missionCounts(mission({ type, status: 'NOT_STARTED' }))).toBe(false);
      expect(missionCounts(mission({ type, status: 'FINISHED' }))).toBe(false);
    }
    expect(missionCounts(mission({ type: 'CHALLENGE', status: 'NOT_STARTED' }))).toBe(true);
  });
});

describe('expiry (SPEC 4 Timer)', () => {
  it('a message expires expiration_delay seconds after now (decision: seconds)', () => {
    expect(bannerExpiry(3600, NOW)).toBe(NOW + 3_600_000);
    expect(bannerExpiry(1, NOW)).toBe(NOW + 1000);
  });
  it('the default expiry is now + 20 minutes with seconds zeroed', () => {
    expect(new Date(defaultTimerExpiry(NOW)).toISOString()).toBe('2026-11-22T10:20:00.000Z');
    expect(new Date(defaultTimerExpiry(Date.parse('2026-11-22T23:59:59.999Z'))).toISOString()).toBe('2026-11-23T00:19:00.000Z');
    expect(new Date(defaultTimerExpiry(Date.parse('2026-11-22T10:00:00.000Z'))).toISOString()).toBe('2026-11-22T10:20:00.000Z');
  });
  it('an unusable delay falls back to the default expiry', () => {
    expect(bannerExpiry(0, NOW)).toBe(defaultTimerExpiry(NOW));
    expect(bannerExpiry(Number.NaN, NOW)).toBe(defaultTimerExpiry(NOW));
  });
});

describe('chooseBanner (SPEC 5)', () => {
  it('maps the winning message and its mission', () => {
    expect(chooseBanner([message()], [mission({ opted_in: true })], NOW)).toEqual({
      template: 'banner_freebet',
      missionId: 'm-1',
      title: 'Your freebet',
      subtitle: 'Deposit and play',
      backgroundImage: 'https://img/x.png',
      rewardText: '10 € freebet',
      actionText: 'Deposit 20 €',
      optedIn: true,
      showsTimer: true,
      expiresAt: NOW + 3_600_000,
    });
  });

  it('no messages, or no missions: no banner', () => {
    expect(chooseBanner([], [mission()], NOW)).toBeNull();
    expect(chooseBanner([message()], [], NOW)).toBeNull();
  });

  it('the lowest priority number wins; a tie keeps the server order', () => {
    const missions = [mission(), mission({ identifier: 'm-2' }, { title: 'Two' }), mission({ identifier: 'm-3' }, { title: 'Three' })];
    const msgs = [message({ priority: 5 }), message({ priority: 2, user_mission_identifier: 'm-2' }), message({ priority: 2, user_mission_identifier: 'm-3' })];
    expect(chooseBanner(msgs, missions, NOW)?.missionId).toBe('m-2');
    expect(chooseBanner([message({ priority: 0 }), ...msgs], missions, NOW)?.missionId).toBe('m-1');
  });

  it('a rejected message does not win even with the lowest priority', () => {
    const missions = [mission(), mission({ identifier: 'm-2' })];
    const good = message({ priority: 9, user_mission_identifier: 'm-2' });
    for (const bad of [
      message({ priority: 0, template: 'banner_unknown' }),
      message({ priority: 0, screens: ['Home'] }),
      message({ priority: 0, expiration_delay: 0 }),
    ]) {
      expect(chooseBanner([bad, good], missions, NOW)?.missionId).toBe('m-2');
    }
  });

  it('a message whose mission is missing, excluded or not to be displayed gives way to the next', () => {
    const good = message({ priority: 9, user_mission_identifier: 'm-2' });
    const m2 = mission({ identifier: 'm-2' });
    expect(chooseBanner([message({ priority: 0, user_mission_identifier: 'nope' }), good], [mission(), m2], NOW)?.missionId).toBe('m-2');
    expect(chooseBanner([message({ priority: 0, user_mission_identifier: undefined }), good], [mission(), m2], NOW)?.missionId).toBe('m-2');
    for (const status of ['FINISHED', 'READY_TO_CLAIM', 'ERROR', 'EXPIRED']) {
      expect(chooseBanner([message({ priority: 0 }), good], [mission({ status }), m2], NOW)?.missionId).toBe('m-2');
    }
    expect(chooseBanner([message({ priority: 0 }), good], [mission({}, { should_display: false }), m2], NOW)?.missionId).toBe('m-2');
    const noDisplay: MissionLike = { identifier: 'm-1', status: 'STARTED', display: {} };
    expect(chooseBanner([message({ priority: 0 }), good], [noDisplay, m2], NOW)?.missionId).toBe('m-2');
  });

  it('a welcome offer shows while STARTED, not otherwise', () => {
    for (const type of ['WELCOME_OFFER', 'WELCOME_OFFER_V2']) {
      expect(chooseBanner([message()], [mission({ type, status: 'STARTED' })], NOW)).not.toBeNull();
      expect(chooseBanner([message()], [mission({ type, status: 'NOT_STARTED' })], NOW)).toBeNull();
    }
  });

  it('timer shown or hidden by template; the banner expires in every case', () => {
    const welcome = chooseBanner([message({ template: 'banner_deposit_welcome_casino', expiration_delay: 60 })], [mission()], NOW)!;
    expect(welcome.showsTimer).toBe(false);
    expect(welcome.expiresAt).toBe(NOW + 60_000);
    expect(chooseBanner([message({ template: 'banner_rewardgamecasino' })], [mission()], NOW)!.showsTimer).toBe(false);
    expect(chooseBanner([message({ template: 'banner_freespin' })], [mission()], NOW)!.showsTimer).toBe(true);
  });

  it('optional texts become null; opted in only when the mission says so', () => {
    const b = chooseBanner(
      [message({ action_text: undefined, reward_text: '' })],
      [mission({ opted_in: undefined }, { subtitle: undefined, background_image: undefined })],
      NOW,
    )!;
    expect(b).toMatchObject({ subtitle: null, backgroundImage: null, rewardText: null, actionText: null, optedIn: false });
    expect(chooseBanner([message()], [mission({ opted_in: false })], NOW)!.optedIn).toBe(false);
  });
});
