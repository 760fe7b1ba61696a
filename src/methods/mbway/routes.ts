// The MB Way module's screens: one per route its machine declares, each loaded
// when its route is entered (src/app/method-modules.ts, read by the router).
import type { MethodRoutes } from '../../app/method-modules';

export default {
  MBWAY: () => import('./screens/MbwayScreen').then((m) => m.MbwayScreen),
} satisfies MethodRoutes;
