// The method modules (src/methods/<flow>/, docs/architecture.md "Method modules"), found by their folder: a
// flow's folder is its machine's name in the registry (src/domain/methods.ts FLOWS). The app derives from a
// module's two manifests its flow's side effects (flow.ts, read by actors.ts) and its screens (routes.ts,
// read by router.tsx), so a new method adds no line here. The manifests are small; what they name loads on
// demand (DESIGN 7: no payment method's flow code in the initial bundle).
import type { ReactNode } from 'react';
import type { AnyActorLogic } from 'xstate';
import type { ROUTES } from '../../machines/routes';
import type { ApiClient } from '../api/client';
import type { PageEnv } from '../api/direct-deposits';
import { FLOWS, type FlowKind } from '../domain/methods';

export type RouteKey = keyof typeof ROUTES;

/** A module's flow.ts: the flow machine with its side effects provided (its actors.ts), loaded before it starts. */
export type MethodFlow = (api: ApiClient, pageEnv: () => PageEnv) => Promise<AnyActorLogic>;

/**
 * A module's routes.ts: the screen of each route its machine declares that no shared page serves, loaded
 * with its route.
 */
export type MethodRoutes = Partial<Record<RouteKey, () => Promise<() => ReactNode>>>;

/** The glob's key of a flow's manifest. */
export const manifestPath = (kind: FlowKind, manifest: 'flow' | 'routes') => `../methods/${FLOWS[kind].machine}/${manifest}.ts`;
