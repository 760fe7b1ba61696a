// The withdrawal fragments' module: the screen of each route its machine declares, loaded when the route is entered
// (src/app/method-modules.ts, read by the router).
import type { MethodRoutes } from '../../app/method-modules';

export default {
  PENDING: () => import('./screens/PendingWithdrawalsScreen').then((m) => m.PendingWithdrawalsScreen),
} satisfies MethodRoutes;
