// Boot: the API client, the root deposit actor with its real side effects, then React.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor, type InspectionEvent } from 'xstate';
import { createApiClient } from './api/client';
import { answersHandoff } from './api/recorded-answers';
import { takeFirstScreenState } from './app/first-screen-state';
import { replayEarlyTaps } from './app/early-taps';
import { endServerSession, firstScreenOf, markHydrated, SESSION_REFRESH_PATH } from './app/hydration';
import { earlyFetch, takeEarlyHandoff } from './api/early-fetch';
import { createBrowserSessionStore } from './api/session-store';
import { listenForStatusBarHeight } from './bridge/status-bar';
import { detectTransport } from './bridge/transport';
import { provideDepositMachine } from './app/actors';
import { DepositActorProvider } from './app/actor-context';
import { App } from './app/App';
import { CrashBoundary } from './app/CrashBoundary';
import { analyticsCollectorUrl, APP_VERSION, baseUrls, pageDeployConfig } from './app/config';
import { setDeployConfig } from './domain/run-config';
import { withWaitStart } from './domain/deposit-call';
import { wireTracking } from './analytics';
import { wireEffects } from './app/effects';
import { FIRST_DEPOSIT_COOKIE, playerOf } from './app/page-session';
import {
  clearPendingDeposit,
  forgetSharedDeposit,
  readDepositUnderWay,
  readPaymentDraft,
  readPendingDeposit,
  savePaymentDraft,
  savePendingDeposit,
  shareDepositUnderWay,
} from './app/pending-deposit';
import { keepPaymentDraft } from './app/payment-draft';
import { inspectionRequested, pageStorage } from './app/inspect-flag';
import { startOverlayLoader } from './app/overlay-loader-start';
import { reportUnhandledErrors } from './app/error-reporting';
import './ui/theme.css';
import './ui/focus-ring.css';

// The CSP nonce of this answer (index.html's meta, filled in by the front server; docs/deployment.md):
// react-style-singleton, under Radix's scroll lock, reads it as __webpack_nonce__ for its <style>.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
// What throws or rejects unhandled goes to the operator's error hook too (docs/deployment.md "Production errors").
reportUnhandledErrors(window);
// The deployment's configuration, which the front server put in the page (docs/decisions.md "Configuration at
// run time"): known before anything reads a value. A page without it was not served by the front server.
const deploy = pageDeployConfig(document);
if (!deploy) throw new Error('The page carries no deployment configuration (#cashier-config): serve it with the front server (docs/deployment.md)');
setDeployConfig(deploy);

/** Starts the root actor and renders the app; `inspect` is the QA inspector when ?inspect=1 (inspect.ts). */
function boot(inspect: ((event: InspectionEvent) => void) | null): void {
  // The front server's state (server/front.ts): the access token of its session and every answer its actor
  // read for the first screen. Else the early start of index.html (src/boot/early-start.ts) may have
  // exchanged the token and started the first calls already. Either way the client takes those answers
  // instead of calling again, until the boot is over.
  const served = takeFirstScreenState(document);
  const early = served ? answersHandoff(served.answers, window.location.href) : takeEarlyHandoff();
  const store = createBrowserSessionStore(Date.now, endServerSession);
  if (served?.accessToken) store.save(served.accessToken, null);
  const api = createApiClient({ baseUrls: baseUrls(), store, fetch: earlyFetch(early), sessionRefreshUrl: SESSION_REFRESH_PATH });
  const actor = createActor(
    provideDepositMachine(api, store, { launchHref: served ? undefined : early?.launchHref, launchedThroughServer: served?.launched === true }),
    inspect ? { inspect } : {},
  );
  // What only this tab keeps (a deposit under way, the amount page's choice) is not the server's first screen.
  const tabKeepsItsOwn = !served?.launched && (readDepositUnderWay(playerOf(store.accessToken()), Date.now()) !== null || readPaymentDraft() !== null);
  if (early) {
    const booting = actor.subscribe((snapshot) => {
      if (snapshot.hasTag('initializing') || snapshot.hasTag('loading')) return;
      early.close();
      booting.unsubscribe();
    });
  }
  // Usage tracking, one edge; its sender loads on the first event (src/analytics).
  const tracking = wireTracking(actor, { collectorUrl: analyticsCollectorUrl(), appVersion: APP_VERSION });
  wireEffects(actor, {
    transport: detectTransport(),
    store,
    redirect: (url) => window.location.assign(url),
    warn: (message) => console.warn(`[cashier] ${message}`),
    clearFirstDeposit: () => {
      document.cookie = `${FIRST_DEPOSIT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    },
    pendingDeposit: {
      save: (deposit) => {
        const player = actor.getSnapshot().context.app?.userId ?? null;
        const now = Date.now();
        const kept = withWaitStart(deposit, readDepositUnderWay(player, now), now);
        savePendingDeposit(kept);
        shareDepositUnderWay(kept, player, now);
      },
      clear: () => {
        const own = readPendingDeposit();
        clearPendingDeposit();
        if (own) forgetSharedDeposit(own.correlationId);
      },
    },
    beforeLeaving: () => tracking.beforeLeaving(),
  });
  keepPaymentDraft(actor, (draft) => savePaymentDraft(draft)); // the amount page's choice over a reload
  listenForStatusBarHeight(); // the native app's answer to statusBarHeight (docs/bridge.md)
  // The global overlay loader (SPEC 2): shown on hand-offs, hidden by the page's events (overlay-loader.ts).
  startOverlayLoader(actor as unknown as Parameters<typeof startOverlayLoader>[0], document, window);
  // Fail closed (DESIGN 3, 7): an error that stops the root actor is logged here (not thrown at the page);
  // React's useSelector then throws it and the boundary below shows the technical error page.
  const logCrash = (error: unknown) => console.warn('[cashier] crashed:', error);
  actor.subscribe({ error: logCrash });
  actor.start();

  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <CrashBoundary>
        <DepositActorProvider actor={actor}>
          <App actor={actor} />
        </DepositActorProvider>
      </CrashBoundary>
    </StrictMode>
  );
  // The server's markup is hydrated once this actor, fed the server's answers, shows the same first screen
  // (first-screen.ts) in the same language; a tab that differs (a deposit under way here, a kept draft) or
  // a first screen not there in time gets the browser's own render, which replaces the server's markup
  // only once it has its catalog: never a blank page between the two (docs/decisions.md).
  if (served?.key && !tabKeepsItsOwn) {
    void firstScreenOf(actor).then((key) => {
      if (key === served.key) {
        hydrateRoot(container, app, { onCaughtError: logCrash, onRecoverableError: (error) => console.error('[cashier] hydration:', error) });
        markHydrated(document);
        // After React's commit, so the replayed taps meet the app's handlers.
        requestAnimationFrame(() => replayEarlyTaps(window));
      } else {
        createRoot(container, { onCaughtError: logCrash }).render(app);
        markHydrated(document);
        requestAnimationFrame(() => requestAnimationFrame(() => replayEarlyTaps(window)));
      }
    });
    return;
  }
  createRoot(container, { onCaughtError: logCrash }).render(app);
  // The page's own script (src/app/early-taps.ts) holds Pay only until the app owns the page.
  markHydrated(document);
}

// The inspector (QA only) is its own chunk, loaded only when asked for.
if (inspectionRequested(window.location, pageStorage())) void import('./app/inspect').then((m) => boot(m.createPageInspector()));
else boot(null);

// A page restored from the back-forward cache reloads (SPEC 2), so it never shows a stale state.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});
