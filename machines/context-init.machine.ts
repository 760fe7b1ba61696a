// Context init (SPEC 4): Ongoing -> Succeeded | Failed. Tokens in the URL are exchanged for a JWT;
// without them the session cookie decides. Reading the page (readSession) also drops the URL secrets
// from the address bar; an unusable token is reported so that the stored session is deleted.
import { assign, setup } from 'xstate';
import { EMPTY_SOURCES, contextFromClaims, initialAppContext, type AppContext, type ContextSources } from '../src/domain/context';
import type { CallbackParams } from '../src/domain/callback';
import type { PaymentDraft, PendingDeposit } from '../src/domain/deposit-call';
import { decodeClaims } from '../src/domain/session';
import type { FragmentOpening, WithdrawalFragment } from '../src/domain/withdrawal';
import { notProvided } from './side-effects';
import type { EntryView } from './deposit.views';

/** What the page holds at start: URL query, stored preferences, user agent, and the session cookie. */
export interface SessionSources {
  sources: ContextSources;
  /** The access token kept in the session cookie, if any. */
  sessionToken: string | null;
  /** Set when the page is a provider's return to the callback route. */
  callback: CallbackParams | null;
  /** A deposit under way in this tab before a reload (sessionStorage). */
  pendingDeposit?: PendingDeposit | null;
  /** The withdrawal fragment the page was opened on (its path). */
  fragment?: WithdrawalFragment | null;
  /** The amount page's view the launch path asks for (/preferred, /methods). */
  entryView?: EntryView | null;
  /** The amount page's choice kept in this tab (sessionStorage): a reload or a return shows it again. */
  draft?: PaymentDraft | null;
}

export interface ContextInitOutput {
  app: AppContext;
  /** A token was present but unusable: the stored session must be deleted (SPEC 4). */
  sessionInvalid: boolean;
  callback: CallbackParams | null;
  /**
   * The deposit to resume; none on a provider's return (the callback reads that deposit). Without one,
   * the withdrawal fragment the page was opened on: a deposit under way comes first.
   */
  resume: PendingDeposit | FragmentOpening | null;
  /** The amount page's view to open once ready; none on a provider's return. */
  entryView?: EntryView | null;
  /** The amount page's choice before the page was loaded again (a reload, a provider's return). */
  draft?: PaymentDraft | null;
}

export interface TokenExchangeInput {
  token: string;
  refreshToken: string;
}

export const contextInitMachine = setup({
  types: {
    context: {} as { read: SessionSources | null; app: AppContext; sessionInvalid: boolean },
    output: {} as ContextInitOutput,
  },
  actors: {
    /** Reads the URL query, the user agent and the cookies of the page. */
    readSession: notProvided<SessionSources>('readSession'),
    /** Exchanges the single-use token for an access token (GET /kong/v3/single-use/{id}). */
    exchangeToken: notProvided<{ accessToken: string }, TokenExchangeInput>('exchangeToken'),
  },
  guards: {
    hasUrlTokens: ({ context }) => !!context.read?.sources.query.token && !!context.read.sources.query.refreshToken,
    hasSessionCookie: ({ context }) => !!context.read?.sessionToken,
    sessionCookieValid: ({ context }) => !!context.read?.sessionToken && decodeClaims(context.read.sessionToken) !== null,
    exchangedTokenValid: (_, params: { accessToken: string }) => decodeClaims(params.accessToken) !== null,
  },
  actions: {
    invalidateSession: assign({ sessionInvalid: true }),
    assignRead: assign((_, params: SessionSources) => ({ read: params, app: initialAppContext(params.sources) })),
    markFailed: assign({ app: ({ context }) => ({ ...context.app, initStatus: 'Failed' as const, isUserLoggedIn: false }) }),
    applyClaims: assign({
      app: ({ context }, params: { accessToken: string }) => {
        const claims = decodeClaims(params.accessToken);
        return claims ? contextFromClaims(context.app, claims, context.read?.sources.userAgent ?? '') : context.app;
      },
    }),
  },
}).createMachine({
  id: 'contextInit',
  context: { read: null, app: initialAppContext(EMPTY_SOURCES), sessionInvalid: false },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'readSession',
        id: 'readSession',
        onDone: { target: 'deciding', actions: { type: 'assignRead', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    deciding: {
      always: [{ guard: 'hasUrlTokens', target: 'exchanging' }, { guard: 'hasSessionCookie', target: 'restoring' }, { target: 'failed' }],
    },
    exchanging: {
      invoke: {
        src: 'exchangeToken',
        id: 'exchangeToken',
        input: ({ context }) => ({
          token: context.read?.sources.query.token ?? '',
          refreshToken: context.read?.sources.query.refreshToken ?? '',
        }),
        onDone: [
          {
            guard: { type: 'exchangedTokenValid', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: { type: 'applyClaims', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: 'invalidateSession' },
        ],
        onError: { target: 'failed', actions: 'invalidateSession' },
      },
    },
    restoring: {
      always: [
        {
          guard: 'sessionCookieValid',
          target: 'succeeded',
          actions: { type: 'applyClaims', params: ({ context }) => ({ accessToken: context.read?.sessionToken ?? '' }) },
        },
        { target: 'failed', actions: 'invalidateSession' },
      ],
    },
    succeeded: { type: 'final' },
    failed: { type: 'final', entry: 'markFailed' },
  },
  output: ({ context }) => ({
    app: context.app,
    sessionInvalid: context.sessionInvalid,
    callback: context.read?.callback ?? null,
    resume: context.read?.callback ? null : (context.read?.pendingDeposit ?? (context.read?.fragment ? { fragment: context.read.fragment } : null)),
    entryView: context.read?.callback ? null : (context.read?.entryView ?? null),
    draft: context.read?.draft ?? null,
  }),
});
