// Promote-bank-transfer offers (SPEC 9), switched on by feature flags: wave 1 deposit 20 for a freebet
// of 10; wave 2 deposit 50 for 25; wave 3 deposit 100 for 50. With several waves on, the latest wins.
export interface BankTransferPromotion {
  wave: 1 | 2 | 3;
  deposit: number;
  freebet: number;
}

const WAVES: ReadonlyArray<BankTransferPromotion & { flag: string }> = [
  { wave: 3, deposit: 100, freebet: 50, flag: 'payment-bf-promote-bank-transfer-wave3-enabled' },
  { wave: 2, deposit: 50, freebet: 25, flag: 'payment-bf-promote-bank-transfer-wave2-enabled' },
  { wave: 1, deposit: 20, freebet: 10, flag: 'payment-bf-promote-bank-transfer-wave1-enabled' },
];

export function bankTransferPromotion(flags: Readonly<Record<string, boolean | undefined>>): BankTransferPromotion | null {
  const on = WAVES.find((w) => flags[w.flag] === true);
  return on ? { wave: on.wave, deposit: on.deposit, freebet: on.freebet } : null;
}
