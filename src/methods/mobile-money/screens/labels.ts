import type { MobileMoneyOperator } from '../rules';
import type { PaymentLogoId } from '../../../ui/logos/meta';

// The operators' names live with the operators (src/domain/mobile-money-operators.ts): the amount page's tiles
// name a saved mean's operator without this flow's code.
export { OPERATOR_NAMES } from '../../../domain/mobile-money-operators';

export const OPERATOR_LOGOS: Readonly<Record<MobileMoneyOperator, PaymentLogoId>> = {
  ORANGE_MONEY: 'orange',
  MTN: 'mtn',
  MOOV: 'moov',
  WAVE: 'wave',
  CELTIIS: 'celtiis',
  AIRTEL: 'airtel',
  MPESA: 'mpesa',
};
