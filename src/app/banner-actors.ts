// The banner machine with its real side effects (DESIGN 3), for the root's `banner` child, and the
// forwarding of its warnings to the effects (a child's emitted events do not reach the root's `on`).
import { assign, fromPromise, type AnyActorRef } from 'xstate';
import { bannerMachine, type BannerEmitted, type MissionCall } from '../../machines/banner.machine';
import { fetchBannerFeed, optInMission, optOutMission } from '../api/banner';
import type { ApiClient } from '../api/client';

export function provideBannerMachine(api: ApiClient) {
  return bannerMachine.provide({
    actors: {
      fetchBanner: fromPromise(({ signal }) => fetchBannerFeed(api, signal)),
      optIn: fromPromise(({ input, signal }: { input: MissionCall; signal: AbortSignal }) => optInMission(api, input.missionId, signal)),
      optOut: fromPromise(({ input, signal }: { input: MissionCall; signal: AbortSignal }) => optOutMission(api, input.missionId, signal)),
    },
    actions: {
      // The countdown reads the real clock on each tick, so a throttled background tab catches up at once.
      advanceClock: assign({ now: () => Date.now() }),
    },
  });
}

/**
 * Calls `warn` for every `app.warning` the root's `banner` child emits, whenever that child runs.
 * Call once, before `actor.start()`; returns the unsubscribe.
 */
export function forwardBannerWarnings(root: AnyActorRef, warn: (message: string) => void): () => void {
  let child: AnyActorRef | undefined;
  let listening: { unsubscribe(): void } | undefined;
  const follow = (next: AnyActorRef | undefined) => {
    if (next === child) return;
    listening?.unsubscribe();
    child = next;
    listening = next?.on('app.warning', (event: Extract<BannerEmitted, { type: 'app.warning' }>) => warn(event.message));
  };
  const watching = root.subscribe((snapshot: { children?: Record<string, AnyActorRef | undefined> }) =>
    follow(snapshot.children?.banner),
  );
  return () => {
    watching.unsubscribe();
    listening?.unsubscribe();
  };
}
