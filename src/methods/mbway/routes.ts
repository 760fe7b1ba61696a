// The MB Way module: the screen of each route its machine declares, loaded when the route is entered
// (src/app/method-modules.ts, read by the router).
import type { MethodRoutes } from '../../app/method-modules';

export default {
  MBWAY: () => import('./screens/MbwayScreen').then((m) => m.MbwayScreen),
} satisfies MethodRoutes;
