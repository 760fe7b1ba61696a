// Routing derived from the actor (DESIGN 4): the URL follows routeFor(snapshot), and the route guards
// read the same function, so a path the state does not allow redirects to the one it does.
import { useEffect } from 'react';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  useRouter,
  type RouteComponent,
} from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FLOW_ACTOR_ID, flowRoute, normalisePath, routeFor, ROUTES } from '../../machines/routes';
import { AmountScreen } from '../screens/amount/AmountScreen';
import { SessionTimeoutScreen } from '../screens/session-timeout/SessionTimeoutScreen';
import { TechnicalErrorScreen } from '../screens/error-technical/TechnicalErrorScreen';
// Code split by route (docs/performance.md): the amount page and the two error pages are in the initial
// chunk (the error pages are tiny and must show even when the network is gone); a provider's return
// and each method's own screens load when their route is entered.
const CallbackScreen = lazyRouteComponent(() => import('../screens/callback/CallbackScreen'), 'CallbackScreen');
const SkrillScreen = lazyRouteComponent(() => import('../screens/skrill/SkrillScreen'), 'SkrillScreen');
const MultibancoScreen = lazyRouteComponent(() => import('../screens/multibanco/MultibancoScreen'), 'MultibancoScreen');
const OperatorScreen = lazyRouteComponent(() => import('../screens/mobile-money/OperatorScreen'), 'OperatorScreen');
const MobileMoneyScreen = lazyRouteComponent(() => import('../screens/mobile-money/MobileMoneyScreen'), 'MobileMoneyScreen');
const MobileMoneyProviderScreen = lazyRouteComponent(() => import('../screens/mobile-money/ProviderScreen'), 'ProviderScreen');
const CardScreen = lazyRouteComponent(() => import('../screens/card/CardScreen'), 'CardScreen');
const ThreeDs2Screen = lazyRouteComponent(() => import('../screens/card/ThreeDs2Screen'), 'ThreeDs2Screen');
const NetworkChannelsScreen = lazyRouteComponent(() => import('../screens/card/NetworkChannelsScreen'), 'NetworkChannelsScreen');
import { useChild, useDeposit, type DepositActor } from './actor-context';
import { Layout } from './Layout';

interface RouterContext {
  actor: DepositActor;
}

/**
 * The route the actor declares, re-read when the root or its running flow child changes (a child's
 * transitions do not make a new root snapshot).
 */
function useRoute() {
  const flow = useChild(FLOW_ACTOR_ID);
  const childRoute = useSelector(flow, () => flowRoute(flow));
  const rootRoute = useDeposit(routeFor);
  return rootRoute === null ? null : (childRoute ?? rootRoute);
}

/** Keeps the URL on the route the actor's state declares; history is replaced, as SPEC 2 asks. */
function RouteSync() {
  const route = useRoute();
  const router = useRouter();
  useEffect(() => {
    if (route && router.state.location.pathname !== route) void router.navigate({ to: route, replace: true });
  }, [route, router]);
  return null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const known = normalisePath(location.pathname);
    if (known !== location.pathname) throw redirect({ to: known, replace: true });
  },
  component: () => (
    <Layout>
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

const routeTree = rootRoute.addChildren([
  amountRoute,
  sessionTimeoutRoute,
  technicalErrorRoute,
  screenRoute(ROUTES.CALLBACK, CallbackScreen),
  screenRoute(ROUTES.SKRILL, SkrillScreen),
  screenRoute(ROUTES.MULTIBANCO, MultibancoScreen),
  screenRoute(ROUTES.METHOD_OPERATOR, OperatorScreen),
  screenRoute(ROUTES.MOBILE_MONEY, MobileMoneyScreen),
  screenRoute(ROUTES.MOBILE_MONEY_PROVIDER, MobileMoneyProviderScreen),
  screenRoute(ROUTES.CARD, CardScreen),
  screenRoute(ROUTES.THREEDS2, ThreeDs2Screen),
  screenRoute(ROUTES.NETWORK_CHANNELS, NetworkChannelsScreen),
]);

export function createAppRouter(actor: DepositActor) {
  return createRouter({ routeTree, context: { actor }, defaultNotFoundComponent: () => null });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
