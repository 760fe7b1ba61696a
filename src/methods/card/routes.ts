// The card module's screens: one per route its machine declares, each loaded
// when its route is entered (src/app/method-modules.ts, read by the router).
import type { MethodRoutes } from '../../app/method-modules';

export default {
  CARD: () => import('./screens/CardScreen').then((m) => m.CardScreen),
  THREEDS2: () => import('./screens/ThreeDs2Screen').then((m) => m.ThreeDs2Screen),
  NETWORK_CHANNELS: () => import('./screens/NetworkChannelsScreen').then((m) => m.NetworkChannelsScreen),
} satisfies MethodRoutes;
