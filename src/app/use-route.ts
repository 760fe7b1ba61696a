// The route the actor declares (DESIGN 4), re-read when the root or its running flow child changes (a
// child's transitions do not make a new root snapshot). Router-free: App.tsx renders the amount page
// from it before the router has joined.
import { useSelector } from './use-actor-selector';
import { FLOW_ACTOR_ID, flowRoute, routeFor, screenFor } from '../../machines/routes';
import { useChild, useDeposit, useDepositActor } from './actor-context';

export function useRoute() {
  const flow = useChild(FLOW_ACTOR_ID);
  const childRoute = useSelector(flow, () => flowRoute(flow));
  const rootRoute = useDeposit(routeFor);
  return rootRoute === null ? null : (childRoute ?? rootRoute);
}

/** The screen the actor shows (routes.ts screenFor), re-read when the root or its running flow child changes. */
export function useScreen(): string | null {
  const actor = useDepositActor();
  const flow = useChild(FLOW_ACTOR_ID);
  const viaFlow = useSelector(flow, () => screenFor(actor.getSnapshot()));
  const viaRoot = useDeposit(screenFor);
  return flow ? (viaFlow ?? viaRoot) : viaRoot;
}
