// What the player reads is true (DESIGN 7 "a deposit whose result cannot be read is pending, never
// failed"; docs/decisions.md "What the player reads is true"). Every message that states a deposit's
// outcome declares here the claim it makes, that is what must be known for it to be true. The component
// that shows such a message marks its element with data-claim="<claim>", and the money oracle under every
// e2e test (test/e2e/money-oracle.ts) fails when a claim shown disagrees with the sandbox's record.
// A unit test (claims.test.ts) reads the catalog: a message that speaks of money or of a deposit's end
// and is not declared here fails it.

/** The claims a message can make about money, each with what the sandbox's record must show for it to be true. */
export const CLAIMS = {
  /** "No money was taken": no deposit of this player was pending or paid when it was shown (any tab, any intent). */
  'no-money-taken': 'no deposit of this player is pending or paid',
  /** "Deposit failed", "refused", "cancelled": the deposit this message answers was refused, or never recorded. */
  'not-paid': 'the deposit it answers is refused or was never recorded',
  /** "Deposit confirmed": the deposit this message answers was paid. */
  paid: 'the deposit it answers is paid',
} as const;

export type Claim = keyof typeof CLAIMS;

/**
 * Message id (the explicit id, or the English source of a message without one) -> its claim, or null for
 * a message that speaks of money without stating an outcome (a promise of what happens once paid, an
 * instruction, a withdrawal's texts: no deposit's outcome).
 */
export const MESSAGE_CLAIMS: ReadonlyMap<string, Claim | null> = new Map<string, Claim | null>([
  // The deposit refusals of SPEC 8 (the error dialog, a refused card's notice): the deposit they answer was refused.
  ['payment.genericfailure.title', 'not-paid'],
  ['payment.genericfailure.text', 'not-paid'],
  ['payment.genericfailurenoncard.title', 'not-paid'],
  ['payment.genericfailurenoncard.text', 'not-paid'],
  ['payment.genericfailure.momo.title', 'not-paid'],
  ['payment.genericfailure.momo.text', 'not-paid'],
  ['payment.insufficientfunds.text', 'not-paid'],
  ['payment.authentication3dsfailed.title', 'not-paid'],
  ['payment.authentication.momo.title', 'not-paid'],
  ['payment.authentication.momo.text', 'not-paid'],
  ['payment.playercancel.momo.title', 'not-paid'],
  ['payment.playercancel.momo.text', 'not-paid'],
  ['payment.deposit.paypalrefusal.title', 'not-paid'],
  ['payment.premiumticket.used.text', 'not-paid'],
  ['payment.premiumticket.invalid.text', 'not-paid'],
  ['payment.premiumticket.expired.text', 'not-paid'],
  // The confirmation of a success.
  ['Deposit confirmed', 'paid'],
  // No outcome stated: what a page does, what happens once paid, what the player can do.
  ['payment.error.page.text', null],
  ['Something went wrong on this page. If you had just paid, check your balance in a few minutes before paying again.', null],
  ['Enter the 16-digit code printed on the ticket you bought in a shop. The deposit of {amountText} is made from this ticket once it is accepted.', null],
  ['Pay this reference at an ATM or in your home banking. Your balance is credited once it is paid.', null],
  ['This deposit is made by instant SEPA transfer (SCT Inst): your balance is credited within seconds.', null],
  ['This page updates by itself once you approve. If you leave, your deposit is credited as soon as MB Way confirms it.', null],
  ['This page updates by itself once you confirm. If you leave, your deposit is credited as soon as your bank confirms it.', null],
  ['Taking too long? You can stop waiting: your deposit goes on and your balance is updated once it is confirmed.', null],
  ['We could not confirm your deposit of {value} yet. Please do not pay again: your balance will be updated as soon as it is confirmed.', null],
  ['Your deposit has been sent and goes on if you leave: your balance is updated once it is confirmed.', null],
  ['Your deposit of {value} is being processed. Your balance will be updated as soon as it is confirmed.', null],
  ['Your bank is still waiting for your confirmation. If you leave now, the payment is cancelled.', null],
  ['To cancel, decline the request on your phone.', null],
  ['Cancel', null],
  ['Cancel the payment', null],
  ['Cancel the payment?', null],
  [
    'By ticking this box you authorise us to charge your next deposits to this MB Way number without approving each one in the MB Way app. You can cancel the authorisation at any time in the MB Way app.',
    null,
  ],
]);

/** The claim a message makes (null: none, or not a message of the registry). */
export function claimOf(messageId: string | null | undefined): Claim | null {
  return messageId ? (MESSAGE_CLAIMS.get(messageId) ?? null) : null;
}
