// The mobile-money module's screens: one per route its machine declares, each loaded
// when its route is entered (src/app/method-modules.ts, read by the router).
import type { MethodRoutes } from '../../app/method-modules';

export default {
  METHOD_OPERATOR: () => import('./screens/OperatorScreen').then((m) => m.OperatorScreen),
  MOBILE_MONEY: () => import('./screens/MobileMoneyScreen').then((m) => m.MobileMoneyScreen),
  MOBILE_MONEY_PROVIDER: () => import('./screens/ProviderScreen').then((m) => m.ProviderScreen),
} satisfies MethodRoutes;
