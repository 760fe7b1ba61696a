// The premium ticket (SPEC 1 "a premium ticket method", SPEC 3 type VOUCHER): a prepaid voucher bought in
// a shop, whose code the player types; one deposit call pays it at once. SPEC shows no field, so the
// code format, the wire name and the body are this project's (docs/decisions.md "Premium ticket"). Pure.
export const PREMIUM_TICKET_METHOD = 'PREMIUM_TICKET';
/** A premium ticket code has 16 digits (printed in four groups of four on the ticket). */
export const PREMIUM_TICKET_CODE_LENGTH = 16;
/** SPEC 5: a missing code shows payment.null.information.error (as BLIK's and the phone numbers'). */
export const PREMIUM_TICKET_CODE_MISSING = 'payment.null.information.error';
/** An incomplete code (1 to 15 digits): the form's own message. */
export const PREMIUM_TICKET_CODE_INCOMPLETE = 'premiumticket.code.incomplete';

export type PremiumTicketCodeError = typeof PREMIUM_TICKET_CODE_MISSING | typeof PREMIUM_TICKET_CODE_INCOMPLETE;

/** What the player typed, as digits only (the spaces between the groups dropped), at most 16. */
export function premiumTicketDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PREMIUM_TICKET_CODE_LENGTH);
}

/** The code as printed on the ticket: groups of four digits. */
export function premiumTicketGroups(digits: string): string {
  return (digits.match(/\d{1,4}/g) ?? []).join(' ');
}

/** null when the code has its 16 digits; payment.null.information.error when empty. */
export function premiumTicketCodeError(code: string): PremiumTicketCodeError | null {
  if (code.trim() === '') return PREMIUM_TICKET_CODE_MISSING;
  return new RegExp(`^\\d{${PREMIUM_TICKET_CODE_LENGTH}}$`).test(code) ? null : PREMIUM_TICKET_CODE_INCOMPLETE;
}

/**
 * The request part: detail.code (BLIK's form of a code, SPEC 3); store_token false, since a ticket is
 * spent once and nothing is saved; no return_url, since the player never leaves the app.
 */
export function premiumTicketRequest(code: string) {
  return { storeToken: false, detail: { code } };
}
