// Context init (SPEC 4 "Context init"): Ongoing, then Succeeded or Failed. A token and a refresh token in the
// URL are exchanged for a JWT (failure: technical error); without them the session cookie decides; an invalid
// token deletes the cookies; a session read from the claims (SPEC 3 "Session token claims") logs the user in.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { parseQueryOptions, type ContextSources } from '../src/domain/context';
import type { CallbackParams } from '../src/domain/callback';
import { contextInitMachine, type SessionSources, type TokenExchangeInput } from './context-init.machine';
import { httpError, sampleJwt } from './fixtures';

const sources = (query: Record<string, string>, userAgent = 'Mozilla/5.0'): ContextSources => ({
  query: parseQueryOptions(query),
  stored: { hasHeader: null, isDarkMode: null, isFirstDeposit: null },
  userAgent,
  browserLanguage: 'pt-PT',
  nowIso: '2026-11-22T10:00:00.000Z',
});

const callback: CallbackParams = { flow: 'polling', transactionUid: 'tx-1', depositId: null, method: 'PAYSAFECARD', amount: 25 };

function run(
  read: () => Promise<SessionSources>,
  exchange: (input: TokenExchangeInput) => Promise<{ accessToken: string }> = async () => ({ accessToken: sampleJwt() }),
) {
  const exchanged: TokenExchangeInput[] = [];
  const actor = createActor(
    contextInitMachine.provide({
      actors: {
        readSession: fromPromise(read),
        exchangeToken: fromPromise<{ accessToken: string }, TokenExchangeInput>(async ({ input }) => (exchanged.push(input), exchange(input))),
      },
    }),
  );
  return { exchanged, output: toPromise(actor.start()) };
}

describe('with a token and a refresh token in the URL', () => {
  it('they are exchanged for a JWT, whose claims make the session: Succeeded, logged in', async () => {
    const { exchanged, output } = run(
      async () => ({
        sources: sources({ token: 'single-use-1', refreshtoken: 'refresh-1' }),
        sessionToken: null,
        callback: null,
      }),
      async () => ({ accessToken: sampleJwt({ rzn: 'PT', lng: 'pt', cur: 'EUR', sub: 'player-7' }) }),
    );
    const out = await output;
    expect(exchanged).toEqual([{ token: 'single-use-1', refreshToken: 'refresh-1' }]);
    expect(out.sessionInvalid).toBe(false);
    expect(out.app).toMatchObject({ initStatus: 'Succeeded', isUserLoggedIn: true, legislation: 'PT', language: 'pt', userId: 'player-7' });
  });

  it('the token alone is not enough: no exchange, the session cookie decides', async () => {
    const { exchanged, output } = run(async () => ({
      sources: sources({ token: 'single-use-1' }),
      sessionToken: sampleJwt({ sub: 'player-cookie' }),
      callback: null,
    }));
    const out = await output;
    expect(exchanged).toEqual([]);
    expect(out.app).toMatchObject({ initStatus: 'Succeeded', userId: 'player-cookie' });
  });

  it('a failed exchange fails context init and deletes the stored session', async () => {
    const out = await run(
      async () => ({ sources: sources({ token: 't', refreshtoken: 'r' }), sessionToken: null, callback: null }),
      async () => {
        throw httpError;
      },
    ).output;
    expect(out.app).toMatchObject({ initStatus: 'Failed', isUserLoggedIn: false });
    expect(out.sessionInvalid).toBe(true);
  });

  it('an exchanged token that is no JWT is an invalid token: Failed, cookies deleted', async () => {
    const out = await run(
      async () => ({ sources: sources({ token: 't', refreshtoken: 'r' }), sessionToken: null, callback: null }),
      async () => ({ accessToken: 'garbage' }),
    ).output;
    expect(out.app).toMatchObject({ initStatus: 'Failed', isUserLoggedIn: false });
    expect(out.sessionInvalid).toBe(true);
  });
});

describe('without tokens in the URL, the session cookie decides', () => {
  it('a valid session cookie: Succeeded, logged in, with its claims', async () => {
    const out = await run(async () => ({ sources: sources({}), sessionToken: sampleJwt({ rzn: 'PL', cur: 'PLN', lng: 'pl' }), callback: null })).output;
    expect(out.app).toMatchObject({ initStatus: 'Succeeded', isUserLoggedIn: true, legislation: 'PL', currencyCode: 'PLN', language: 'pl' });
    expect(out.sessionInvalid).toBe(false);
  });

  it('the application type reads the user agent (SPEC 6 launcher detection)', async () => {
    const out = await run(async () => ({ sources: sources({}, 'Mozilla/5.0 PokerLauncher/iOS'), sessionToken: sampleJwt({ plt: 'IOS' }), callback: null }))
      .output;
    expect(out.app.applicationType).toBe('LAUNCHER_POKER_IOS');
  });

  it('an invalid session cookie: Failed, and the cookies are deleted', async () => {
    const out = await run(async () => ({ sources: sources({}), sessionToken: 'not-a-jwt', callback: null })).output;
    expect(out.app).toMatchObject({ initStatus: 'Failed', isUserLoggedIn: false });
    expect(out.sessionInvalid).toBe(true);
  });

  it('no session cookie: Failed, nothing to delete', async () => {
    const out = await run(async () => ({ sources: sources({}), sessionToken: null, callback: null })).output;
    expect(out.app).toMatchObject({ initStatus: 'Failed', isUserLoggedIn: false });
    expect(out.sessionInvalid).toBe(false);
  });

  it('on failure the rest of what the page said is kept (default language, the back URL to leave by)', async () => {
    const out = await run(async () => ({ sources: sources({ url_back: 'https://www.kestrelbet.fr/back' }), sessionToken: null, callback: null })).output;
    expect(out.app).toMatchObject({
      initStatus: 'Failed',
      language: 'pt',
      urlBack: 'https://www.kestrelbet.fr/back',
      clientCurrentDate: '2026-11-22T10:00:00.000Z',
    });
  });

  it('a page that cannot be read: Failed', async () => {
    const out = await run(async () => {
      throw new Error('no document');
    }).output;
    expect(out).toMatchObject({ app: { initStatus: 'Failed', isUserLoggedIn: false }, sessionInvalid: false, callback: null });
  });
});

describe('the callback parameters (SPEC 4: eligibility is not fetched on the callback route)', () => {
  it('are handed to the root as read', async () => {
    expect((await run(async () => ({ sources: sources({}), sessionToken: sampleJwt(), callback })).output).callback).toEqual(callback);
    expect((await run(async () => ({ sources: sources({}), sessionToken: sampleJwt(), callback: null })).output).callback).toBeNull();
  });
});

describe('a page opened on a withdrawal fragment (SPEC 2 route pending)', () => {
  const pending = {
    flow: 'mobileMoney' as const,
    method: 'MOBILEMONEY',
    amount: 25,
    correlationId: 'c-1',
    stage: 'polling' as const,
    transactionId: 'tx-0',
    depositId: null,
    token: false,
  };
  it('is handed on to the root in `resume`', async () => {
    const out = await run(async () => ({ sources: sources({}), sessionToken: sampleJwt(), callback: null, fragment: 'pending' })).output;
    expect(out.resume).toEqual({ fragment: 'pending' });
  });
  it("a deposit under way in the tab comes first; a provider's return has none", async () => {
    const first = await run(async () => ({ sources: sources({}), sessionToken: sampleJwt(), callback: null, fragment: 'pending', pendingDeposit: pending }))
      .output;
    expect(first.resume).toEqual(pending);
    const back = await run(async () => ({ sources: sources({}), sessionToken: sampleJwt(), callback, fragment: 'pending' })).output;
    expect(back.resume).toBeNull();
  });
});
