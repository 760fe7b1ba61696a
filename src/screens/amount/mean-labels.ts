// How a payment mean is named on its tile: the brand (or a translated generic name) and, for a saved
// mean, what identifies it (the card's last digits, the Skrill login, the end of the IBAN, the phone).
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDeposit } from '../../app/actor-context';
import { selectLegislation } from '../../app/selectors';
import { OPERATOR_NAMES, parseOperator } from '../../domain/mobile-money-operators';
import { formatSavedPhone } from '../../domain/phone-numbers';
import type { PaymentMean } from '../../domain/payment-means';
import { toPaymentLogoId, type PaymentLogoId } from '../../ui/logos';

/** The operator's name as players know it (never its wire code, "orange_money"); none when unknown. */
const operatorName = (wire: string | null | undefined) => {
  const op = parseOperator(wire);
  return op ? OPERATOR_NAMES[op] : undefined;
};

const BRAND_NAMES: Readonly<Record<string, string>> = {
  PAYSAFECARD: 'Paysafecard',
  PRZELEWY24: 'Przelewy24',
  SKRILL: 'Skrill',
  MULTIBANCO: 'Multibanco',
  MBWAY: 'MB WAY',
  PAYPAL: 'PayPal',
  BLIK: 'BLIK',
  APPLEPAY: 'Apple Pay',
  GOOGLEPAY: 'Google Pay',
};

export function meanLogo(mean: PaymentMean): PaymentLogoId {
  if (mean.type === 'CARD') return 'card';
  if (mean.type === 'BANKTRANSFER_DEPOSIT' || mean.type === 'BANK_ACCOUNT' || mean.type === 'BANKTRANSFER') return 'banktransfer';
  return toPaymentLogoId(mean.detail.operator ?? mean.method) ?? (mean.type === 'MOBILE_MONEY' ? 'mobilemoney' : 'card');
}

export function useMeanLabels(): (mean: PaymentMean) => { label: string; sublabel?: string } {
  const { t } = useLingui();
  const legislation = useDeposit(selectLegislation);
  // Stable while the language and market are: the tiles' items are memoised on it.
  return useCallback(
    (mean) => {
      const brand = BRAND_NAMES[mean.method.toUpperCase()];
      const d = mean.detail;
      // The premium ticket is a kind of voucher, not a brand: its name is translated.
      if (mean.method.toUpperCase() === 'PREMIUM_TICKET') return { label: t`Premium ticket` };
      switch (mean.type) {
        case 'CARD':
          return d.lastDigits ? { label: t`Card`, sublabel: `•••• ${d.lastDigits}` } : { label: t`Card` };
        case 'BANKTRANSFER_DEPOSIT':
        case 'BANK_ACCOUNT':
          return d.iban ? { label: t`Bank transfer`, sublabel: `•••• ${d.iban.slice(-4)}` } : { label: t`Bank transfer` };
        case 'MOBILE_MONEY':
          return { label: t`Mobile money`, sublabel: d.phoneNumber ? formatSavedPhone(d.phoneNumber, legislation) : operatorName(d.operator) };
        default: {
          // A saved mean with nothing of its own to show (BLIK one-click) says it is saved, so it is not
          // taken for the method's new-payment tile next to it (docs/decisions.md, "Saved means named").
          const saved = mean.format === 'TOKEN' ? (mean.type === 'BLIK' ? t`One-click` : t`Saved`) : undefined;
          return { label: brand ?? mean.name, sublabel: d.login ?? d.email ?? d.phoneNumber ?? saved };
        }
      }
    },
    [t, legislation],
  );
}
