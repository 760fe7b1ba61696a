// The banner machine with its real side effects (DESIGN 3), for the root's `banner` child (its warnings
// reach the log through child-warnings.ts).
import { assign, fromPromise } from 'xstate';
import { bannerMachine, type MissionCall } from '../../machines/banner.machine';
import { fetchBannerFeed, optInMission, optOutMission } from '../api/banner';
import type { ApiClient } from '../api/client';

/** `timeoutMs`: the feed's time-out, the browser's unless the server renders (SPEC 7). */
export function provideBannerMachine(api: ApiClient, timeoutMs?: number) {
  return bannerMachine.provide({
    actors: {
      fetchBanner: fromPromise(({ signal }) => fetchBannerFeed(api, signal, Date.now, timeoutMs)),
      optIn: fromPromise(({ input, signal }: { input: MissionCall; signal: AbortSignal }) => optInMission(api, input.missionId, signal)),
      optOut: fromPromise(({ input, signal }: { input: MissionCall; signal: AbortSignal }) => optOutMission(api, input.missionId, signal)),
    },
    actions: {
      // The countdown reads the real clock on each tick, so a throttled background tab catches up at once.
      advanceClock: assign({ now: () => Date.now() }),
    },
  });
}
