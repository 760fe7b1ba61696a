// Routing derived from the actor (DESIGN 4): the URL follows routeFor(snapshot), and the route guards
// read the same function, so a path the state does not allow redirects to the one it does.
import { useEffect } from 'react';
import {
  createBrowserHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  RouterProvider,
  useRouter,
  useRouterState,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { normalisePath, routeFor, ROUTES, type Route } from '../../machines/routes';
import { useRoute } from './use-route';
import { historyStep } from './history-step';
import { AmountScreen, PreferredScreen } from '../screens/amount/AmountScreen';
import { SessionTimeoutScreen } from '../screens/session-timeout/SessionTimeoutScreen';
import { TechnicalErrorScreen } from '../screens/error-technical/TechnicalErrorScreen';
// Code split by route (docs/performance.md): the amount page and the two error pages are in the initial
// chunk (the error pages are tiny and must show even when the network is gone); a provider's return
// and each method's own screens (its module's routes.ts, method-modules.ts) load when their route is entered.
const CallbackScreen = lazyRouteComponent(() => import('../screens/callback/CallbackScreen'), 'CallbackScreen');
// The amount page's views (machines/deposit.views.ts).
const MethodsScreen = lazyRouteComponent(() => import('../screens/methods/MethodsScreen'), 'MethodsScreen');
import { FLOW_KINDS } from '../domain/methods';
import type { DepositActor } from './actor-context';
import { manifestPath, type MethodRoutes, type RouteKey } from './method-modules';
import { Layout } from './Layout';

interface RouterContext {
  actor: DepositActor;
  history: HistorySync;
}

interface HistorySync {
  /** Follows the actor's route: push, replace or pop (history-step.ts). */
  follow(route: Route): void;
  /** Starts answering the browser's back (RouteSync, once mounted); returns the stop. */
  attach(): () => void;
}

/**
 * The browser history of the app (DESIGN 4): entering a flow pushes one entry, so the browser's back
 * (or Android's hardware back in a webview) stays in the app; a back below that entry that we did not
 * cause is sent to the actor as `navigation.back`, and if the actor still shows a flow screen (e.g. the
 * 3DS cancel question) the entry is pushed again. Forward pops send nothing.
 */
function createHistorySync(history: RouterHistory, navigate: (to: Route, replace: boolean) => void, actor: DepositActor): HistorySync {
  /** The __TSR_index of the entry pushed on entering a flow, while it is the current one. */
  let entry: number | null = null;
  /** We popped the entry ourselves (the actor left the flow): its popstate is not a back. */
  let ownPop = false;
  /** The browser's history.length once the entry was pushed. */
  let lengthAtEntry = 0;
  /** Only the mounted router answers (StrictMode may build a second one that never mounts). */
  let attached = false;
  /** A document navigation is on its way (a provider, the issuer, the way out): a traversal would cancel it. */
  let leaving = false;
  actor.on('app.redirect', () => {
    leaving = true;
  });

  const follow = (route: Route, push: (to: Route) => void) => {
    if (leaving) return;
    switch (historyStep(history.location.pathname, route, entry !== null)) {
      case 'push':
        push(route);
        history.flush(); // the pushState now, so history.length counts the entry
        entry = history.location.state.__TSR_index;
        lengthAtEntry = history.length;
        return;
      case 'replace':
        navigate(route, true);
        return;
      case 'pop': {
        // The app only replaces above its entry, but a frame (the 3DS challenge's ACS) may have added
        // entries after it: history.back() would only step through those, so go past them at once.
        const frameEntries = Math.max(0, history.length - lengthAtEntry);
        entry = null;
        ownPop = true;
        history.go(-1 - frameEntries);
        return;
      }
    }
  };

  // Subscribed when the router is made, so before the router's own listener (its Transitioner mounts
  // later): the actor has answered the back before the router loads the page the browser went back
  // to, and that page's guard sees the new route instead of redirecting over the amount page's entry.
  history.subscribe(({ action, location }) => {
    if (!attached || action.type === 'PUSH' || action.type === 'REPLACE') return;
    if (ownPop) {
      ownPop = false;
      return;
    }
    if (entry === null || location.state.__TSR_index >= entry) return; // a forward pop, or no entry of ours
    entry = null;
    actor.send({ type: 'navigation.back' });
    const route = routeFor(actor.getSnapshot());
    // history.push at once (not router.navigate, which still sees the popped page as current and
    // would take the same path for "no change"), before the router loads the page below.
    if (route) follow(route, (to) => history.push(to));
  });

  return {
    follow: (route) => follow(route, (to) => navigate(to, false)),
    attach: () => {
      attached = true;
      return () => {
        attached = false;
      };
    },
  };
}

/** Keeps the URL on the route the actor's state declares, with one history entry per flow (above). */
function RouteSync() {
  const route = useRoute();
  const { history } = useRouter().options.context;
  useEffect(() => history.attach(), [history]);
  useEffect(() => {
    if (route) history.follow(route);
  }, [route, history]);
  return null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const known = normalisePath(location.pathname);
    if (known !== location.pathname) throw redirect({ to: known, replace: true });
  },
  component: () => (
    <Layout pathname={useRouterState({ select: (s) => s.location.pathname })}>
      <RouteSync />
      <Outlet />
    </Layout>
  ),
});

/** A screen route whose guard sends the player to where the actor says they belong. */
function guarded(path: (typeof ROUTES)[keyof typeof ROUTES]) {
  return ({ context }: { context: RouterContext }) => {
    const target = routeFor(context.actor.getSnapshot());
    if (target && target !== path) throw redirect({ to: target, replace: true });
  };
}

const amountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.AMOUNT,
  beforeLoad: guarded(ROUTES.AMOUNT),
  component: AmountScreen,
});
const sessionTimeoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.SESSION_TIMEOUT,
  beforeLoad: guarded(ROUTES.SESSION_TIMEOUT),
  component: SessionTimeoutScreen,
});
const technicalErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.ERROR_TECHNICAL,
  beforeLoad: guarded(ROUTES.ERROR_TECHNICAL),
  component: TechnicalErrorScreen,
});

const screenRoute = (path: (typeof ROUTES)[keyof typeof ROUTES], component: RouteComponent) =>
  createRoute({ getParentRoute: () => rootRoute, path, beforeLoad: guarded(path), component });

/** Each flow's own screens, as its module's routes.ts declares them (a route its machine declares and no shared page serves). */
const METHOD_ROUTES = import.meta.glob<MethodRoutes>('../methods/*/routes.ts', { eager: true, import: 'default' });
const methodScreenRoutes = FLOW_KINDS.flatMap((kind) =>
  Object.entries(METHOD_ROUTES[manifestPath(kind, 'routes')] ?? {}).map(([key, load]) =>
    screenRoute(
      ROUTES[key as RouteKey],
      lazyRouteComponent(() => load().then((screen) => ({ screen })), 'screen'),
    ),
  ),
);

const routeTree = rootRoute.addChildren([
  amountRoute,
  sessionTimeoutRoute,
  technicalErrorRoute,
  screenRoute(ROUTES.CALLBACK, CallbackScreen),
  ...methodScreenRoutes,
  // The amount page's views.
  screenRoute(ROUTES.PREFERRED_METHODS, PreferredScreen),
  screenRoute(ROUTES.METHODS, MethodsScreen),
]);

export function createAppRouter(actor: DepositActor) {
  const history = createBrowserHistory();
  const sync = createHistorySync(history, (to, replace) => void router.navigate({ to, replace }), actor);
  const router = createRouter({ routeTree, history, context: { actor, history: sync }, defaultNotFoundComponent: () => null });
  return router;
}

/**
 * The router joins late (App.tsx): the amount page and the two error pages render without it;
 * it is made when the actor first declares another route, and first follows that route, so entering a
 * flow pushes its history entry exactly as when the router was there from the start.
 */
export function joinRouter(actor: DepositActor, route: Route) {
  const router = createAppRouter(actor);
  router.options.context.history.follow(route);
  return router;
}

export function RoutedApp({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
