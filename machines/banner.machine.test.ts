// The promotional banner (SPEC 4 "Banner": opt-in sets opted-in true; opt-out, after confirmation, sets false;
// no banner, an expired banner or a failure clears it. "Timer": counts down each second to 0, then the offer
// ends. SPEC 8: a banner failure means no banner, logged).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { bannerMachine, type BannerFeed, type MissionCall } from './banner.machine';
import { freebetFeed, noBannerFeed, welcomeFeed } from './banner.events';

interface Answers {
  feed?: () => Promise<BannerFeed>;
  optIn?: () => Promise<void>;
  optOut?: () => Promise<void>;
}

function start(answers: Answers = {}) {
  const clock = new SimulatedClock();
  const calls: Array<[string, MissionCall]> = [];
  const actor = createActor(
    bannerMachine.provide({
      actors: {
        fetchBanner: fromPromise(answers.feed ?? (async () => freebetFeed)),
        optIn: fromPromise<void, MissionCall>(async ({ input }) => (calls.push(['optIn', input]), (answers.optIn ?? (async () => {}))())),
        optOut: fromPromise<void, MissionCall>(async ({ input }) => (calls.push(['optOut', input]), (answers.optOut ?? (async () => {}))())),
      },
    }),
    { clock },
  );
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, calls, emitted };
}
const settle = () => new Promise((r) => setTimeout(r, 0));
const mission = (actor: ReturnType<typeof start>['actor']) => (actor.getSnapshot().value as { shown?: { mission: string } }).shown?.mission;

describe('the banner (SPEC 4 Banner)', () => {
  it('a banner to show: shown with its mission, not opted in, on the fetch time', async () => {
    const { actor } = start();
    await settle();
    const { context } = actor.getSnapshot();
    expect(mission(actor)).toBe('optedOut');
    expect(context.banner).toMatchObject({ missionId: 'mission-1', optedIn: false, template: 'banner_freebet' });
    expect(context.now).toBe(freebetFeed.now);
    expect(context.failed).toBeNull();
  });

  it('a mission already opted in starts opted in', async () => {
    const { actor } = start({ feed: async () => welcomeFeed });
    await settle();
    expect(mission(actor)).toBe('optedIn');
  });

  it('no acceptable banner: none', async () => {
    const { actor } = start({ feed: async () => noBannerFeed });
    await settle();
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.banner).toBeNull();
  });

  it.each([
    [new Error('HTTP 500'), 'banner unavailable: HTTP 500'],
    ['timeout', 'banner unavailable: timeout'],
    [{ status: 500 }, 'banner unavailable: unknown error'],
  ])('a failed fetch: no banner, logged (%s)', async (error, message) => {
    const { actor, emitted } = start({ feed: async () => Promise.reject(error) });
    await settle();
    expect(actor.getSnapshot().value).toBe('none');
    expect(emitted).toEqual([{ type: 'app.warning', message }]);
  });

  it("opt-in calls the mission's opt-in and sets opted-in", async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'banner.optIn' });
    expect(mission(actor)).toBe('optingIn');
    await settle();
    expect(calls).toEqual([['optIn', { missionId: 'mission-1' }]]);
    expect(mission(actor)).toBe('optedIn');
  });

  // SPEC 6, 7: the banner shown and a successful opt-in are tracked with the mission id (the edge removes it without consent); a failed call tracks nothing.
  it('tracks the banner shown and the opt-in, with the mission id', async () => {
    const { actor, emitted } = start();
    await settle();
    actor.send({ type: 'banner.optIn' });
    await settle();
    expect(emitted.filter((e) => e.type === 'analytics.track')).toEqual([
      {
        type: 'analytics.track',
        event: { name: 'banner_displayed', params: { template: 'banner_freebet', mission_id: 'mission-1', message_concrete_mission_id: 'mission-1' } },
      },
      { type: 'analytics.track', event: { name: 'banner_opt_in', params: { mission_id: 'mission-1' } } },
    ]);
  });

  it('a failed opt-in leaves it opted out, says which call failed and logs it; the next call clears the failure', async () => {
    let fail = true;
    const { actor, emitted } = start({ optIn: async () => (fail ? Promise.reject(new Error('HTTP 503')) : undefined) });
    await settle();
    actor.send({ type: 'banner.optIn' });
    await settle();
    expect(mission(actor)).toBe('optedOut');
    expect(actor.getSnapshot().context.failed).toBe('optIn');
    expect(emitted.filter((e) => e.type === 'app.warning')).toEqual([{ type: 'app.warning', message: 'mission opt-in failed: HTTP 503' }]);
    fail = false;
    actor.send({ type: 'banner.optIn' });
    expect(actor.getSnapshot().context.failed).toBeNull();
    await settle();
    expect(mission(actor)).toBe('optedIn');
  });

  it('opt-out asks for confirmation first (a dialog); cancelling keeps it opted in', async () => {
    const { actor, calls } = start({ feed: async () => welcomeFeed });
    await settle();
    actor.send({ type: 'banner.optOutRequested' });
    expect(mission(actor)).toBe('confirmingOptOut');
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'banner.optOutCancelled' });
    expect(mission(actor)).toBe('optedIn');
    expect(calls).toEqual([]);
  });

  it("a confirmed opt-out calls the mission's opt-out and sets opted-out", async () => {
    const { actor, calls } = start({ feed: async () => welcomeFeed });
    await settle();
    actor.send({ type: 'banner.optOutRequested' });
    actor.send({ type: 'banner.optOutConfirmed' });
    await settle();
    expect(calls).toEqual([['optOut', { missionId: 'mission-1' }]]);
    expect(mission(actor)).toBe('optedOut');
  });

  it('a failed opt-out leaves it opted in, says so and logs it', async () => {
    const { actor, emitted } = start({ feed: async () => welcomeFeed, optOut: async () => Promise.reject(new Error('HTTP 500')) });
    await settle();
    actor.send({ type: 'banner.optOutRequested' });
    actor.send({ type: 'banner.optOutConfirmed' });
    await settle();
    expect(mission(actor)).toBe('optedIn');
    expect(actor.getSnapshot().context.failed).toBe('optOut');
    expect(emitted.filter((e) => e.type === 'app.warning')).toEqual([{ type: 'app.warning', message: 'mission opt-out failed: HTTP 500' }]);
  });
});

describe('the countdown (SPEC 4 Timer: each second, to 0; an expired banner is cleared)', () => {
  it('advances one second per tick and clears the banner when the offer ends (2 s here)', async () => {
    const { actor, clock } = start();
    await settle();
    clock.increment(999);
    expect(actor.getSnapshot().context.now).toBe(freebetFeed.now);
    clock.increment(1);
    expect(actor.getSnapshot().context.now).toBe(freebetFeed.now + 1000);
    expect(mission(actor)).toBe('optedOut');
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.banner).toBeNull();
  });
});
