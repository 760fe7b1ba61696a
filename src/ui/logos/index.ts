export { PaymentLogo, LOGO_COMPONENTS, type PaymentLogoProps } from './PaymentLogo';
export {
  PAYMENT_LOGO_IDS,
  DEFAULT_LOGO_SIZE,
  LOGO_SIZES,
  LOGO_BRAND_NAMES,
  logoSize,
  isPaymentLogoId,
  toPaymentLogoId,
  type PaymentLogoId,
  type LogoSize,
} from './meta';
export type { LogoProps } from './svg';
export { VisaLogo, CbLogo, MastercardLogo, CardLogo } from './cards';
export { ApplePayLogo, GooglePayLogo, PaysafecardLogo, SkrillLogo, PayPalLogo } from './wallets';
export { BankTransferLogo, P24Logo, BlikLogo, MultibancoLogo, MbWayLogo } from './banks';
export { OrangeLogo, MtnLogo, MoovLogo, WaveLogo, CeltiisLogo, AirtelLogo, MpesaLogo } from './mobile-money';
