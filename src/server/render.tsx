// The first screen on the server (docs/decisions.md "The first screen on the server"): the same root
// deposit actor as the browser's, with the server's side effects and SPEC's server rules (the banner's
// 150 ms time-out, no wallet on the server, no stream, no analytics, no bridge message: nothing listens to
// what the actor emits here), run until the first screen is what it stays until the player acts; React
// renders it to HTML. Built by `vite build --ssr` (vite.config.ts) and called by the front server
// (server/front.ts). Every answer it read goes into the page, for the browser's actor to read the same.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import type { SessionSources } from '../../machines/context-init.machine';
import { createApiClient } from '../api/client';
import { recordingFetch, type RecordedAnswer } from '../api/recorded-answers';
import { SERVER_BANNER_FETCH_TIMEOUT_MS } from '../api/banner';
import type { SessionStore } from '../api/session-store';
import { DepositActorProvider, type DepositSnapshot } from '../app/actor-context';
import { provideDepositMachine } from '../app/actors';
import { App } from '../app/App';
import { firstScreenKey, firstScreenSettled } from '../app/first-screen';
import { sessionSourcesOf } from '../app/page-session';
import { selectDark, selectLanguage } from '../app/selectors';
import type { Language } from '../domain/context';
import { catalogOf, i18n } from '../i18n';

export interface FirstScreenRequest {
  /** The page's URL as asked for, the launch tokens taken out (the server exchanged them). */
  href: string;
  /** The flag cookies of the request (page-session.ts), by name. */
  cookies: Readonly<Record<string, string>>;
  userAgent: string;
  acceptLanguage: string | null;
  /** The player's access token (the front server's session), or null: the page then has no session. */
  accessToken: string | null;
}

export interface FirstScreenOptions {
  /** Where the server reaches the operator API (/kong). */
  apiBase: string;
  /** How long the server waits for the first screen before it hands the boot to the browser. */
  budgetMs: number;
  fetch?: typeof fetch;
}

export interface FirstScreen {
  /** The markup of #root; null when the first screen was not there within the budget (the browser boots). */
  markup: string | null;
  /** What both sides must agree on before the browser hydrates (first-screen.ts). */
  key: string | null;
  answers: RecordedAnswer[];
  language: Language | null;
  dark: boolean;
}

/** The server's session: the access token for this request, nothing kept. */
function requestStore(accessToken: string | null): SessionStore {
  let access = accessToken;
  return {
    accessToken: () => access,
    refreshToken: () => null,
    save: (token) => {
      access = token;
    },
    clear: () => {
      access = null;
    },
    forgetRefresh: () => {},
  };
}

/** Settles when the actor's first screen is there, or with null after `ms`. */
function firstScreenOf(actor: { getSnapshot(): DepositSnapshot; subscribe(f: () => void): { unsubscribe(): void } }, ms: number) {
  return new Promise<DepositSnapshot | null>((resolve) => {
    const check = () => {
      const snapshot = actor.getSnapshot();
      if (!firstScreenSettled(snapshot)) return false;
      done(snapshot);
      return true;
    };
    const timer = setTimeout(() => done(null), ms);
    const watching = actor.subscribe(() => void check());
    // A child's transitions make no new root snapshot: the means and the banner are watched through the system.
    const polling = setInterval(() => void check(), 5);
    function done(result: DepositSnapshot | null) {
      clearTimeout(timer);
      clearInterval(polling);
      watching.unsubscribe();
      resolve(result);
    }
    check();
  });
}

export async function renderFirstScreen(request: FirstScreenRequest, options: FirstScreenOptions): Promise<FirstScreen> {
  const answers: RecordedAnswer[] = [];
  const store = requestStore(request.accessToken);
  const api = createApiClient({
    baseUrls: { '/kong/': options.apiBase },
    store,
    fetch: recordingFetch(options.fetch ?? globalThis.fetch.bind(globalThis), answers),
  });
  const url = new URL(request.href);
  const readSession = async (): Promise<SessionSources> => ({
    ...sessionSourcesOf({
      url,
      flagCookie: (name) => (request.cookies[name] === 'true' ? true : request.cookies[name] === 'false' ? false : null),
      userAgent: request.userAgent,
      browserLanguage: request.acceptLanguage?.split(',')[0]?.trim() || null,
      nowIso: new Date().toISOString(),
      kept: { urlSuccess: null, urlBack: null, embedConfirmation: false },
      sessionToken: store.accessToken(),
    }),
    pendingDeposit: null,
    draft: null,
  });
  const actor = createActor(
    provideDepositMachine(api, store, {
      readSession,
      // SPEC 4: the wallets are the device's; on the server the check never answers, and the browser runs it.
      checkWallets: (_input, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      bannerTimeoutMs: SERVER_BANNER_FETCH_TIMEOUT_MS,
    }),
  );
  actor.start();
  const snapshot = await firstScreenOf(actor, options.budgetMs);
  try {
    if (!snapshot || snapshot.status !== 'active') return { markup: null, key: null, answers, language: null, dark: false };
    const language = selectLanguage(snapshot);
    const messages = await catalogOf(language);
    // Synchronous from here on: Lingui's active catalog is the process's, so nothing may run between its
    // activation and the render.
    i18n.loadAndActivate({ locale: language, messages });
    const markup = renderToString(
      <StrictMode>
        <DepositActorProvider actor={actor}>
          <App actor={actor} pathname={url.pathname} />
        </DepositActorProvider>
      </StrictMode>,
    );
    return { markup, key: firstScreenKey(snapshot), answers, language, dark: selectDark(snapshot) === true };
  } finally {
    actor.stop();
  }
}
