// The withdrawal fragments' module's screens: one per route its machine declares, each loaded
// when its route is entered (src/app/method-modules.ts, read by the router).
import type { MethodRoutes } from '../../app/method-modules';

export default {
  PENDING: () => import('./screens/PendingWithdrawalsScreen').then((m) => m.PendingWithdrawalsScreen),
} satisfies MethodRoutes;
