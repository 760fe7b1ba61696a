// The BLIK module's screens: one per route its machine declares, each loaded
// when its route is entered (src/app/method-modules.ts, read by the router).
import type { MethodRoutes } from '../../app/method-modules';

export default {
  BLIK: () => import('./screens/BlikScreen').then((m) => m.BlikScreen),
} satisfies MethodRoutes;
