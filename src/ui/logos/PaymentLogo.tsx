import type { ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LogoProps } from './svg';
import { LOGO_BRAND_NAMES, isPaymentLogoId, logoSize, type LogoSize, type PaymentLogoId } from './meta';
import { CardLogo, CbLogo, MastercardLogo, MobileMoneyLogo, VisaLogo } from './cards';
import { ApplePayLogo, GooglePayLogo, PayPalLogo, PaysafecardLogo, SkrillLogo } from './wallets';
import { BankTransferLogo, BlikLogo, MbWayLogo, MultibancoLogo, P24Logo } from './banks';
import { AirtelLogo, CeltiisLogo, MoovLogo, MpesaLogo, MtnLogo, OrangeLogo, WaveLogo } from './mobile-money';

export const LOGO_COMPONENTS: Readonly<Record<PaymentLogoId, ComponentType<LogoProps>>> = {
  visa: VisaLogo,
  cb: CbLogo,
  mastercard: MastercardLogo,
  card: CardLogo,
  mobilemoney: MobileMoneyLogo,
  applepay: ApplePayLogo,
  googlepay: GooglePayLogo,
  paysafecard: PaysafecardLogo,
  skrill: SkrillLogo,
  paypal: PayPalLogo,
  banktransfer: BankTransferLogo,
  p24: P24Logo,
  blik: BlikLogo,
  multibanco: MultibancoLogo,
  mbway: MbWayLogo,
  orange: OrangeLogo,
  mtn: MtnLogo,
  moov: MoovLogo,
  wave: WaveLogo,
  celtiis: CeltiisLogo,
  airtel: AirtelLogo,
  mpesa: MpesaLogo,
};

export interface PaymentLogoProps {
  id: PaymentLogoId;
  /** Dark-theme variant. */
  dark?: boolean;
  /** Rendered size; defaults to the logo's own (40x28; card 40x40; PayPal 72x20). The drawing scales to fit. */
  size?: LogoSize;
  className?: string;
  /**
   * Decorative use (next to a visible method name): hides the logo from assistive tech instead of
   * labelling it. Default false: role="img" with the brand name.
   */
  decorative?: boolean;
}

/** One payment logo as inline SVG with fixed width/height attributes. Unknown ids render nothing. */
export function PaymentLogo({ id, dark = false, size, className, decorative = false }: PaymentLogoProps) {
  const { t } = useLingui();
  if (!isPaymentLogoId(id)) return null;
  const Logo = LOGO_COMPONENTS[id];
  const { width, height } = size ?? logoSize(id);
  const name = id === 'banktransfer' ? t`Bank transfer` : id === 'card' ? t`Card` : id === 'mobilemoney' ? t`Mobile money` : LOGO_BRAND_NAMES[id];
  const a11y = decorative ? ({ 'aria-hidden': true } as const) : ({ role: 'img', 'aria-label': name } as const);
  return <Logo dark={dark} width={width} height={height} className={className} focusable="false" {...a11y} />;
}
