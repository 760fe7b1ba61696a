// Which SEPA scheme a bank-transfer deposit uses (SPEC 2 footer note): SCT_INST when the amount
// reaches the threshold and the instant transfer is eligible, otherwise SCT. Eligibility is the
// instant_bank_transfer feature of the method (or is_instant_eligible of a saved IBAN); the threshold is
// that feature's minimum_amount, else the bank_transfer feature's (SPEC 3 sample: 10).
import type { Legislation } from './context';
import { showsBankTransferFooter } from './legislation';
import type { PaymentMean } from './payment-means';

export type BankTransferType = 'SCT' | 'SCT_INST';
export const DEFAULT_INSTANT_THRESHOLD = 10;

const isBankTransfer = (mean: Pick<PaymentMean, 'type'>) =>
  mean.type === 'BANKTRANSFER_DEPOSIT' || mean.type === 'BANKTRANSFER' || mean.type === 'BANK_ACCOUNT';

export function instantThreshold(mean: Pick<PaymentMean, 'features'>): number {
  const feature = (name: string) => mean.features.find((f) => f.name === name);
  return feature('instant_bank_transfer')?.minimumAmount ?? feature('bank_transfer')?.minimumAmount ?? DEFAULT_INSTANT_THRESHOLD;
}

export function bankTransferType(amount: number | null, mean: Pick<PaymentMean, 'features' | 'detail' | 'format'>): BankTransferType {
  const eligible =
    mean.format === 'TOKEN' ? mean.detail.isInstantEligible === true : mean.features.some((f) => f.name === 'instant_bank_transfer' && f.enabled);
  return eligible && amount !== null && amount >= instantThreshold(mean) ? 'SCT_INST' : 'SCT';
}

/** The footer note applies to a bank-transfer mean in FR, PT and PL only. */
export function bankTransferNote(
  legislation: Legislation,
  amount: number | null,
  mean: Pick<PaymentMean, 'type' | 'features' | 'detail' | 'format'> | null,
): BankTransferType | null {
  if (!mean || !isBankTransfer(mean) || !showsBankTransferFooter(legislation)) return null;
  return bankTransferType(amount, mean);
}
