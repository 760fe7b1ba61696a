// The banner's calls and a lost session (SPEC 4 Authentication: a 401 refreshes once and retries; when the
// refresh fails the session is over). The banner machine ends so that the root can time the session out,
// whichever of its calls met it; any other failure only hides the banner or keeps the mission as it was.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bannerMachine, type BannerFeed } from './banner.machine';
import { freebetFeed } from './banner.events';
import { httpError, sessionExpiredError } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands in for any of the three actors
const failing = (error: unknown) => fromPromise<any>(async () => Promise.reject(error));
const answering = <T>(value: T) => fromPromise<T>(async () => value);

function start(actors: Partial<Record<'fetchBanner' | 'optIn' | 'optOut', ReturnType<typeof fromPromise<any, any>>>>) {
  const actor = createActor(bannerMachine.provide({ actors: { fetchBanner: answering<BannerFeed>(freebetFeed), ...actors } }));
  actor.start();
  return actor;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('banner: a lost session ends it', () => {
  it('the messages/missions fetch losing the session ends the machine (done), not "no banner"', async () => {
    const actor = start({ fetchBanner: failing(sessionExpiredError) });
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('any other fetch failure means no banner and the machine stays up', async () => {
    const actor = start({ fetchBanner: failing(httpError) });
    await settled();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.banner).toBeNull();
  });

  it('an opt-in that loses the session ends the machine', async () => {
    const actor = start({ optIn: failing(sessionExpiredError) });
    await settled();
    actor.send({ type: 'banner.optIn' });
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('an opt-out that loses the session ends the machine; a failing one keeps the player opted in', async () => {
    const lost = start({ optIn: answering(undefined), optOut: failing(sessionExpiredError) });
    await settled();
    lost.send({ type: 'banner.optIn' });
    await settled();
    lost.send({ type: 'banner.optOutRequested' });
    lost.send({ type: 'banner.optOutConfirmed' });
    await settled();
    expect(lost.getSnapshot().status).toBe('done');

    const failed = start({ optIn: answering(undefined), optOut: failing(httpError) });
    await settled();
    failed.send({ type: 'banner.optIn' });
    await settled();
    failed.send({ type: 'banner.optOutRequested' });
    failed.send({ type: 'banner.optOutConfirmed' });
    await settled();
    expect(failed.getSnapshot().status).toBe('active');
    expect(failed.getSnapshot().context.failed).toBe('optOut');
  });
});
