// DESIGN 3 (docs/architecture.md): side effects are named actors whose default fails loudly until src/app
// (or a test) provides the real one; a lost session (SPEC 4 Authentication) is read the same way everywhere.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { callbackNotProvided, errorOf, notProvided, sessionExpired } from './side-effects';
import { httpError, sessionExpiredError } from './fixtures';

describe('side effects not provided fail, naming themselves', () => {
  it('a promise actor', async () => {
    await expect(toPromise(createActor(notProvided<number>('fetchThing')).start())).rejects.toThrow('fetchThing is provided by src/app');
  });

  it('a callback actor', () => {
    const actor = createActor(callbackNotProvided('watchThing'));
    actor.subscribe({ error: () => {} });
    actor.start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(String(snapshot.error)).toContain('watchThing is provided by src/app');
  });
});

describe('a lost session (the refresh failed) is told apart from any other failure', () => {
  it("reads the error of an actor's error event", () => {
    expect(errorOf({ event: { error: sessionExpiredError } })).toEqual({ error: sessionExpiredError });
    expect(sessionExpired(null, errorOf({ event: { error: sessionExpiredError } }))).toBe(true);
    expect(sessionExpired(null, { error: httpError })).toBe(false);
    expect(sessionExpired(null, { error: new Error('network') })).toBe(false);
  });
});
