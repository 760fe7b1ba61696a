// The sandbox's premium ticket issuer (docs/decisions.md "Premium ticket", docs/sandbox.md "Premium
// ticket"): what a 16-digit code's last four digits choose. A ticket accepted once is spent: the same
// code again is refused as already used. The amount outcomes (deposit-flow.ts) apply first.

export type TicketScenario = 'accepted' | 'unknown' | 'used' | 'expired' | 'pending';

/** A code's last four digits -> its scenario; every other 16-digit code is accepted (once). */
export const TICKET_CODE_ENDINGS: Readonly<Record<string, TicketScenario>> = {
  '1001': 'unknown',
  '1002': 'used',
  '1003': 'expired',
  '2000': 'pending',
};

/** The refusal reasons the issuer answers (error dialog: their own texts, src/domain/errors.ts TICKET_TEXT_CODES). */
export const TICKET_REFUSALS: Readonly<Record<Exclude<TicketScenario, 'accepted' | 'pending'>, string>> = {
  unknown: 'DEP_VoucherInvalid',
  used: 'DEP_VoucherAlreadyUsed',
  expired: 'DEP_VoucherExpired',
};

export function ticketScenarioOf(code: string, spent: ReadonlySet<string>): TicketScenario {
  if (spent.has(code)) return 'used';
  return TICKET_CODE_ENDINGS[code.slice(-4)] ?? 'accepted';
}
