// Routing derived from the actor (DESIGN 4): the URL follows routeFor(snapshot), and the route guards
// read the same function, so a path the state does not allow redirects to the one it does.
import { useEffect } from 'react';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  useRouter,
} from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FLOW_ACTOR_ID, flowRoute, normalisePath, routeFor, ROUTES } from '../../machines/routes';
import { AmountScreen } from '../screens/amount/AmountScreen';
import { SessionTimeoutScreen } from '../screens/session-timeout/SessionTimeoutScreen';
import { TechnicalErrorScreen } from '../screens/error-technical/TechnicalErrorScreen';
import { CallbackScreen } from '../screens/callback/CallbackScreen';
import { MultibancoScreen } from '../screens/multibanco/MultibancoScreen';
import { SkrillScreen } from '../screens/skrill/SkrillScreen';
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

const screenRoute = (path: (typeof ROUTES)[keyof typeof ROUTES], component: () => React.JSX.Element | null) =>
  createRoute({ getParentRoute: () => rootRoute, path, beforeLoad: guarded(path), component });

const routeTree = rootRoute.addChildren([
  amountRoute,
  sessionTimeoutRoute,
  technicalErrorRoute,
  screenRoute(ROUTES.CALLBACK, CallbackScreen),
  screenRoute(ROUTES.SKRILL, SkrillScreen),
  screenRoute(ROUTES.MULTIBANCO, MultibancoScreen),
]);

export function createAppRouter(actor: DepositActor) {
  return createRouter({ routeTree, context: { actor }, defaultNotFoundComponent: () => null });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
