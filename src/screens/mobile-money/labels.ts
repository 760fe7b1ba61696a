import type { MobileMoneyOperator } from '../../domain/mobile-money';
import type { PaymentLogoId } from '../../ui/logos/meta';

export const OPERATOR_NAMES: Readonly<Record<MobileMoneyOperator, string>> = {
  ORANGE_MONEY: 'Orange Money',
  MTN: 'MTN Mobile Money',
  MOOV: 'Moov Money',
  WAVE: 'Wave',
  CELTIIS: 'Celtiis Cash',
  AIRTEL: 'Airtel Money',
  MPESA: 'M-Pesa',
};

export const OPERATOR_LOGOS: Readonly<Record<MobileMoneyOperator, PaymentLogoId>> = {
  ORANGE_MONEY: 'orange',
  MTN: 'mtn',
  MOOV: 'moov',
  WAVE: 'wave',
  CELTIIS: 'celtiis',
  AIRTEL: 'airtel',
  MPESA: 'mpesa',
};
