// The promotional banner of the amount page (SPEC 4 "Banner", "Timer"; SPEC 5; SPEC 7 messages,
// missions, opt-in). Messages and missions are fetched together; the rules of src/domain/banner.ts
// choose the banner (or none). A shown banner lets the player opt in to its mission, or opt out after a
// confirmation; a failed call leaves the previous state and says so. A countdown ticks each second and
// clears the banner when the offer ends. A failed fetch means no banner and a warning. A lost session
// (SPEC 4 Authentication: the refresh failed) ends the machine, and the root goes to session timeout.
import { assign, emit, setup } from 'xstate';
import { BANNER_TICK_MS, chooseBanner, type BannerMessageLike, type ChosenBanner, type MissionLike } from '../src/domain/banner';
import { tracked, type TrackEmitted } from '../src/domain/tracking';
import { errorOf, notProvided, sessionExpired } from './side-effects';

/** What the fetch actor answers: both lists, and the client time once they arrived (ms since the epoch). */
export interface BannerFeed {
  messages: readonly BannerMessageLike[];
  missions: readonly MissionLike[];
  now: number;
}

/** Input of the opt-in and opt-out actors. */
export interface MissionCall {
  missionId: string;
}

export interface BannerContext {
  banner: ChosenBanner | null;
  /** The countdown's clock (ms since the epoch): the fetch time, advanced on every tick. */
  now: number;
  /** The opt-in or opt-out call that just failed, until the next call starts (the UI tells the player). */
  failed: 'optIn' | 'optOut' | null;
}

export type BannerEvent =
  | { type: 'banner.optIn' }
  | { type: 'banner.optOutRequested' }
  | { type: 'banner.optOutConfirmed' }
  | { type: 'banner.optOutCancelled' };

export type BannerEmitted = { type: 'app.warning'; message: string } | TrackEmitted;

const describeError = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error');

export const bannerMachine = setup({
  types: {
    context: {} as BannerContext,
    events: {} as BannerEvent,
    emitted: {} as BannerEmitted,
    /**
     * What the banner's view names (docs/decisions.md "State names stay in their machine"): its fetch under
     * way, a banner shown, the player signed up, a call under way, the opt-out asked (its dialog or its call).
     */
    tags: {} as 'loading' | 'shown' | 'optedIn' | 'busy' | 'optOutAsked' | 'dialog',
  },
  actors: {
    fetchBanner: notProvided<BannerFeed>('fetchBanner'),
    optIn: notProvided<void, MissionCall>('optIn'),
    optOut: notProvided<void, MissionCall>('optOut'),
  },
  delays: {
    tick: BANNER_TICK_MS,
  },
  guards: {
    hasBanner: (_, params: BannerFeed) => chooseBanner(params.messages, params.missions, params.now) !== null,
    startsOptedIn: ({ context }) => context.banner?.optedIn === true,
    expired: ({ context }) => context.banner === null || context.now >= context.banner.expiresAt,
    sessionExpired,
  },
  actions: {
    takeBanner: assign((_, params: BannerFeed) => ({
      banner: chooseBanner(params.messages, params.missions, params.now),
      now: params.now,
      failed: null,
    })),
    clearBanner: assign({ banner: null, failed: null }),
    /**
     * One tick of the countdown. Here: simulated time (the model-based tests run it on a simulated
     * clock); src/app provides the same action reading the real clock, so a throttled background tab
     * catches up at once.
     */
    advanceClock: assign(({ context }) => ({ now: context.now + BANNER_TICK_MS })),
    clearFailure: assign({ failed: null }),
    markFailed: assign((_, params: { call: 'optIn' | 'optOut' }) => ({ failed: params.call })),
    warn: emit((_, params: { message: string }) => ({ type: 'app.warning' as const, message: params.message })),
    /** The banner shown, the opt-in and the opt-out (src/app forwards the child's tracking). */
    track: emit(({ context }, params: { name: 'banner_displayed' | 'banner_opt_in' | 'banner_opt_out' }) => {
      const missionId = context.banner?.missionId ?? null;
      return params.name === 'banner_displayed'
        ? tracked(params.name, { template: context.banner?.template ?? null, mission_id: missionId, message_concrete_mission_id: missionId })
        : tracked(params.name, { mission_id: missionId });
    }),
  },
}).createMachine({
  id: 'banner',
  context: { banner: null, now: 0, failed: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchBanner',
        id: 'fetchBanner',
        onDone: [
          {
            guard: { type: 'hasBanner', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'takeBanner', params: ({ event }) => event.output },
          },
          { target: 'none' },
        ],
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'sessionExpired' },
          {
            target: 'none',
            actions: { type: 'warn', params: ({ event }) => ({ message: `banner unavailable: ${describeError(event.error)}` }) },
          },
        ],
      },
    },
    /** No banner: none to show, the fetch failed, or the offer ended. */
    none: {},
    /** The session is gone (a call met a 401 the refresh could not cure): the root times the session out. */
    sessionExpired: { type: 'final' },
    shown: {
      type: 'parallel',
      tags: ['shown'],
      entry: { type: 'track', params: { name: 'banner_displayed' } },
      states: {
        mission: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'startsOptedIn', target: 'optedIn' }, { target: 'optedOut' }],
            },
            optedOut: {
              on: { 'banner.optIn': 'optingIn' },
            },
            optingIn: {
              tags: ['busy'],
              entry: 'clearFailure',
              invoke: {
                src: 'optIn',
                id: 'optIn',
                input: ({ context }) => ({ missionId: context.banner?.missionId ?? '' }),
                onDone: { target: 'optedIn', actions: { type: 'track', params: { name: 'banner_opt_in' } } },
                onError: [
                  { guard: { type: 'sessionExpired', params: errorOf }, target: '#banner.sessionExpired' },
                  {
                    target: 'optedOut',
                    actions: [
                      { type: 'markFailed', params: { call: 'optIn' } },
                      { type: 'warn', params: ({ event }) => ({ message: `mission opt-in failed: ${describeError(event.error)}` }) },
                    ],
                  },
                ],
              },
            },
            optedIn: {
              tags: ['optedIn'],
              on: { 'banner.optOutRequested': 'confirmingOptOut' },
            },
            confirmingOptOut: {
              tags: ['dialog', 'optedIn', 'optOutAsked'],
              on: {
                'banner.optOutConfirmed': 'optingOut',
                'banner.optOutCancelled': 'optedIn',
              },
            },
            optingOut: {
              tags: ['busy', 'optedIn', 'optOutAsked'],
              entry: 'clearFailure',
              invoke: {
                src: 'optOut',
                id: 'optOut',
                input: ({ context }) => ({ missionId: context.banner?.missionId ?? '' }),
                onDone: { target: 'optedOut', actions: { type: 'track', params: { name: 'banner_opt_out' } } },
                onError: [
                  { guard: { type: 'sessionExpired', params: errorOf }, target: '#banner.sessionExpired' },
                  {
                    target: 'optedIn',
                    actions: [
                      { type: 'markFailed', params: { call: 'optOut' } },
                      { type: 'warn', params: ({ event }) => ({ message: `mission opt-out failed: ${describeError(event.error)}` }) },
                    ],
                  },
                ],
              },
            },
          },
        },
        /**
         * One second per state, alternating: each tick schedules a new timer (a state re-entering itself
         * would reuse its timer's id, which the model-based replay cannot follow). Checked after every tick.
         */
        countdown: {
          initial: 'tick',
          always: { guard: 'expired', target: '#banner.none', actions: 'clearBanner' },
          states: {
            tick: { after: { tick: { target: 'tock', actions: 'advanceClock' } } },
            tock: { after: { tick: { target: 'tick', actions: 'advanceClock' } } },
          },
        },
      },
    },
  },
});
