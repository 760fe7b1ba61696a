// The app root: Lingui with the language of the app context, and the screen the actor declares. The
// amount page and the two error pages render straight from the snapshot; the router (router.tsx, its own
// chunk) joins the first time the actor declares another route, and from then on follows the actor
// (nothing on the first screen's path that can wait).
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { I18nProvider } from '@lingui/react';
import { normalisePath, ROUTES, type Route } from '../../machines/routes';
import { activateLanguage, i18n } from '../i18n';
import { preloadAfterReady } from '../screens/amount/after-ready';
import { AmountScreen, PreferredScreen } from '../screens/amount/AmountScreen';
import { TechnicalErrorScreen } from '../screens/error-technical/TechnicalErrorScreen';
import { SessionTimeoutScreen } from '../screens/session-timeout/SessionTimeoutScreen';
import { Spinner } from '../ui/Spinner';
import { useDeposit, type DepositActor } from './actor-context';
import { Layout } from './Layout';
import { loadRouter, type RouterModule } from './router-loader';
import { selectLanguage } from './selectors';
import { useRoute } from './use-route';

/** What renders without the router: the first screen, and the pages that must show when the network is gone. */
const DIRECT: Partial<Record<Route, ComponentType>> = {
  [ROUTES.AMOUNT]: AmountScreen,
  [ROUTES.PREFERRED_METHODS]: PreferredScreen, // the amount page focused on the preferred means
  [ROUTES.SESSION_TIMEOUT]: SessionTimeoutScreen,
  [ROUTES.ERROR_TECHNICAL]: TechnicalErrorScreen,
};

// Fetched when the amount page is ready and the main thread idle (after-ready.ts), before they are needed.
preloadAfterReady(() => {
  void loadRouter();
  void import('./overlay-loader'); // ready for the first hand-off (overlay-loader-start.ts)
});

/** index.html's first paint. */
export const BOOT_SKELETON_ID = 'boot-skeleton';

/**
 * `pathname`: the page's path, given on the server (src/server/render.tsx), read from the window in the browser.
 */
export function App({ actor, pathname }: { actor: DepositActor; pathname?: string }) {
  // No catalog before the context is known: the player's language comes with the token (one catalog
  // fetched, the player's; the early start of index.html has usually preloaded it already). A page the
  // server rendered has its catalog active before it hydrates (main.tsx): ready from the first render.
  const language = useDeposit((s) => (s.hasTag('initializing') ? null : selectLanguage(s)));
  const [ready, setReady] = useState(() => language !== null && i18n.locale === language);
  const route = useRoute();
  const [routed, setRouted] = useState<{ module: RouterModule; router: ReturnType<RouterModule['createAppRouter']> } | null>(null);
  const direct = routed === null && (route === null || DIRECT[route] !== undefined);

  useEffect(() => {
    if (language === null) return;
    let live = true;
    void activateLanguage(language).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [language]);

  // Another route: the router joins, pushing the flow's history entry as it always did (joinRouter).
  useEffect(() => {
    if (direct || routed || route === null) return;
    let live = true;
    void loadRouter().then((module) => {
      if (live) setRouted({ module, router: module.joinRouter(actor, route) });
    });
    return () => {
      live = false;
    };
  }, [direct, routed, route, actor]);

  // Without the router the URL still follows the actor (an unknown path or a stale flow path: the root).
  useEffect(() => {
    if (!direct || route === null || window.location.pathname === route) return;
    window.history.replaceState(window.history.state, '', route);
  }, [direct, route]);

  // The skeleton of index.html goes in the frame the app first paints (a layout effect runs before it).
  useLayoutEffect(() => {
    if (ready) document.getElementById(BOOT_SKELETON_ID)?.remove();
  }, [ready]);

  // Before any catalog is loaded there is no text to show: index.html's skeleton stays (a bare spinner
  // where a page has none), announced as busy.
  if (!ready) {
    return typeof document === 'undefined' || document.getElementById(BOOT_SKELETON_ID) ? null : (
      <div role="status" aria-busy="true" data-testid="boot-loader">
        <Spinner size="lg" />
      </div>
    );
  }
  if (routed) {
    return (
      <I18nProvider i18n={i18n}>
        <routed.module.RoutedApp router={routed.router} />
      </I18nProvider>
    );
  }
  const Screen = route === null ? null : DIRECT[route];
  return (
    <I18nProvider i18n={i18n}>
      <Layout pathname={route !== null && Screen ? route : normalisePath(pathname ?? window.location.pathname)}>{Screen ? <Screen /> : null}</Layout>
    </I18nProvider>
  );
}
