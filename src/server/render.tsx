// The first screen on the server (docs/decisions.md "The first screen on the server"): the same root
// deposit actor as the browser's, with the server's side effects and SPEC's server rules (the banner's
// 150 ms time-out, no wallet on the server, no stream, no analytics, no bridge message: nothing listens to
// what the actor emits here), run until the first screen is what it stays until the player acts; React
// renders it to HTML. Built by `vite build --ssr` (vite.config.ts) and called by the front server
// (server/front.ts). Every answer it read goes into the page, for the browser's actor to read the same.
import { Writable } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createActor, type AnyActorRef } from 'xstate';
import { googlePayThroughBridge, type AppContext } from '../domain/context';
import type { DeployConfig } from '../domain/deploy-config';
import { setDeployConfig } from '../domain/run-config';
import type { WalletState } from '../domain/default-mean';
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
import { walletsOffered } from '../domain/default-mean';
import type { MeansData } from '../../machines/payment-means.machine';
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
  /** The deployment's configuration, read by the front server at its start (docs/decisions.md "Configuration at run time"). */
  config: DeployConfig;
  /** How long the server waits for the first screen before it hands the boot to the browser. */
  budgetMs: number;
  /** The banner fetch's time-out on the server: SPEC 7's 150 ms unless configured otherwise. */
  bannerTimeoutMs?: number;
  fetch?: typeof fetch;
}

/** What the browser will fetch next, known from the first screen: the page asks for it with the HTML. */
export interface FirstScreenHints {
  /** The wallets' check runs in the browser (SPEC 4: never on the server): its code. */
  walletCheck: boolean;
  /** The Google Pay script the check loads (outside the Android app, which asks its bridge), or null. */
  googlePayScript: string | null;
}

const NO_HINTS: FirstScreenHints = { walletCheck: false, googlePayScript: null };

/** The wallets' check is still to run (the means wait for it, or show beside it): its code and script are next. */
function hintsOf(snapshot: DepositSnapshot, config: DeployConfig): FirstScreenHints {
  const means = (snapshot.children as Record<string, AnyActorRef | undefined>).paymentMeans?.getSnapshot() as
    | { context: { wallet: WalletState; data: MeansData | null; app: AppContext | null } }
    | undefined;
  if (!means?.context.data) return NO_HINTS;
  const offered = walletsOffered(means.context.data.means, means.context.data.methods);
  const pending =
    (offered.applePay && means.context.wallet.applePay === 'notChecked') || (offered.googlePay && means.context.wallet.googlePay === 'notChecked');
  if (!pending) return NO_HINTS;
  const viaBridge = means.context.app ? googlePayThroughBridge(means.context.app) : false;
  return { walletCheck: true, googlePayScript: offered.googlePay && !viaBridge ? config.googlePay.scriptUrl : null };
}

export interface FirstScreen {
  hints: FirstScreenHints;
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

let rendering: Promise<unknown> = Promise.resolve();
/** Runs renders one after the other (a few milliseconds each). */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const next = rendering.then(task, task);
  rendering = next.catch(() => undefined);
  return next;
}

/**
 * The whole markup once every lazy part has arrived (React's stream, read to its end): the server's HTML is
 * the first screen entire, with nothing left for the browser to render in its place.
 */
function renderAll(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}

export async function renderFirstScreen(request: FirstScreenRequest, options: FirstScreenOptions): Promise<FirstScreen> {
  // The app's code reads the configuration when it runs (src/domain/run-config.ts): a front server has one.
  setDeployConfig(options.config);
  const answers: RecordedAnswer[] = [];
  let closed = false;
  const store = requestStore(request.accessToken);
  const api = createApiClient({
    baseUrls: { '/kong/': options.apiBase },
    store,
    fetch: recordingFetch(options.fetch ?? globalThis.fetch.bind(globalThis), answers, () => closed),
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
      bannerTimeoutMs: options.bannerTimeoutMs ?? SERVER_BANNER_FETCH_TIMEOUT_MS,
    }),
  );
  actor.start();
  const snapshot = await firstScreenOf(actor, options.budgetMs);
  // What the server read ends here: a call still on its way is the browser's to make.
  closed = true;
  try {
    // A 401 is the browser's to cure (SPEC 4: one refresh, one retry, through the front server's refresh):
    // the page is then the browser's own, from the start.
    const unauthorised = answers.some((a) => a.status === 401);
    if (!snapshot || snapshot.status !== 'active' || unauthorised)
      return { markup: null, key: null, answers: unauthorised ? [] : answers, hints: NO_HINTS, language: null, dark: false };
    const language = selectLanguage(snapshot);
    const messages = await catalogOf(language);
    const markup = await oneAtATime(() => {
      // Lingui's active catalog is the process's: one render at a time, each with its player's language.
      i18n.loadAndActivate({ locale: language, messages });
      return renderAll(
        <StrictMode>
          <DepositActorProvider actor={actor}>
            <App actor={actor} pathname={url.pathname} />
          </DepositActorProvider>
        </StrictMode>,
      );
    });
    return { markup, key: firstScreenKey(snapshot), answers, hints: hintsOf(snapshot, options.config), language, dark: selectDark(snapshot) === true };
  } finally {
    actor.stop();
  }
}
