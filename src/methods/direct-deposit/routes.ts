// The direct deposits' module's screens (Paysafecard, Przelewy24,
// bank transfer, Skrill, Multibanco, the premium ticket): one per route its machine declares, each loaded
// when its route is entered (src/app/method-modules.ts, read by the router).
import type { MethodRoutes } from '../../app/method-modules';

export default {
  SKRILL: () => import('./screens/SkrillScreen').then((m) => m.SkrillScreen),
  MULTIBANCO: () => import('./screens/MultibancoScreen').then((m) => m.MultibancoScreen),
  // The premium ticket's code form (docs/decisions.md "Premium ticket").
  PREMIUM_TICKET: () => import('./screens/PremiumTicketScreen').then((m) => m.PremiumTicketScreen),
} satisfies MethodRoutes;
