// The error dialog of SPEC 8: which translation keys a refusal reason (an API error_code or a flow's
// failure reason) shows as title, message and close button.

export interface ErrorDialogKeys {
  titleKey: string;
  messageKey: string;
  closeKey: string;
}

export const INTERNAL_ERROR = 'payment.internal.error';
export const GENERIC_FAILURE = 'payment.genericfailure';
export const CLOSE_BUTTON = 'payment.close.button';

/** SPEC 8, first line: an API failure's reason is its error_code, or payment.internal.error without one. */
export function refusalReason(errorCode: string | undefined | null): string {
  const code = errorCode?.trim();
  return code ? code : INTERNAL_ERROR;
}

/** Codes shown with '<code>.title', '<code>.text' and 'payment.close.button'. */
export const OWN_TEXT_CODES: readonly string[] = [
  'payment.insufficientfunds',
  'payment.authentication3dsfailed',
  INTERNAL_ERROR,
  'payment.withdraw.error',
  'payment.withdrawal.genericfailure',
  'payment.cardnotauthorized',
  'payment.incorrectcarddata',
  'payment.genericfailurenoncard',
  'payment.insufficientfunds.momo',
  'payment.serviceunavailable.momo',
  'payment.authentication.momo',
  'payment.invaliddetails.momo',
  'payment.playercancel.momo',
  'payment.thresholdreached.momo',
  'payment.genericfailure.momo',
  'payment.deposit.paypalrefusal',
];

/**
 * The premium ticket's refusals (not in SPEC 8: the method and its wire are this project's, docs/decisions.md
 * "Premium ticket"): each its own title and text with a way on (another ticket, another method), never the
 * generic "please try again" that invites the same spent ticket again.
 */
export const TICKET_TEXT_CODES: readonly string[] = ['payment.premiumticket.used', 'payment.premiumticket.invalid', 'payment.premiumticket.expired'];

/** Codes shown with '<code>.title', '<code>.text' and their own '<code>.button'. */
export const OWN_BUTTON_CODES: readonly string[] = [
  'payment.withdrawal.invalid_credential',
  'payment.deposit.eligibility.limits_reached',
  'payment.deposit.eligibility.limits_not_set',
  'payment.deposit.eligibility.not_eligible',
  'payment.deposit.eligibility.problem',
];

const VELOCITY = 'payment.withdrawal.eligibility.velocity';

/** Server eligibility reasons shown with the texts of an eligibility code. */
// Maps, not object literals: a code such as '__proto__' or 'toString' must not hit Object.prototype.
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['DEP_UserNotEligibleForDeposit', 'payment.deposit.eligibility.problem'],
  ['DEP_UserTriedToDepositOverLimit', 'payment.deposit.eligibility.limits_reached'],
  // The premium ticket issuer's reasons (docs/decisions.md "Premium ticket").
  ['DEP_VoucherAlreadyUsed', 'payment.premiumticket.used'],
  ['DEP_VoucherInvalid', 'payment.premiumticket.invalid'],
  ['DEP_VoucherExpired', 'payment.premiumticket.expired'],
]);

const WITHDRAW_ERROR_TITLE = 'payment.withdraw.error.title';
// SPEC 8 names "the eligibility message" and "an insufficient balance message" without keys:
// both eligibility codes share payment.withdraw.eligibility.problem's text; the balance message is
// keyed by its code.
const withdrawDialog = (messageKey: string): ErrorDialogKeys => ({
  titleKey: WITHDRAW_ERROR_TITLE,
  messageKey,
  closeKey: CLOSE_BUTTON,
});
const WITHDRAW_SPECIAL: ReadonlyMap<string, ErrorDialogKeys> = new Map([
  ['payment.withdraw.eligibility.problem', withdrawDialog('payment.withdraw.eligibility.problem.text')],
  ['payment.withdrawal.eligibility.missing_active_token', withdrawDialog('payment.withdraw.eligibility.problem.text')],
  ['payment.withdrawal.eligibility.not_enough_money', withdrawDialog('payment.withdrawal.eligibility.not_enough_money.text')],
]);

const GENERIC: ErrorDialogKeys = {
  titleKey: `${GENERIC_FAILURE}.title`,
  messageKey: `${GENERIC_FAILURE}.text`,
  closeKey: CLOSE_BUTTON,
};

/** Codes are matched exactly: an unknown code (DEP_FraudCheckRefused, 'Unknown error', ...) is generic. */
export function errorDialogFor(code: string): ErrorDialogKeys {
  const c = ALIASES.get(code) ?? code;
  if (OWN_TEXT_CODES.includes(c) || TICKET_TEXT_CODES.includes(c)) return { titleKey: `${c}.title`, messageKey: `${c}.text`, closeKey: CLOSE_BUTTON };
  if (OWN_BUTTON_CODES.includes(c)) return { titleKey: `${c}.title`, messageKey: `${c}.text`, closeKey: `${c}.button` };
  if (c === VELOCITY) return { titleKey: 'error.title', messageKey: VELOCITY, closeKey: 'ok' };
  const fixed = WITHDRAW_SPECIAL.get(c) ?? GENERIC;
  return { ...fixed }; // a copy, so no caller can alter the shared table
}

/** The deposit eligibility codes of SPEC 8, with their aliases (DEP_UserNotEligibleForDeposit, ...). */
const DEPOSIT_ELIGIBILITY = OWN_BUTTON_CODES.filter((c) => c.startsWith('payment.deposit.eligibility.'));
/** SPEC 8: DEP_UserNotEligibleForDeposit shows the eligibility problem texts; so does a reason SPEC does not name. */
export const INELIGIBLE_FALLBACK = 'payment.deposit.eligibility.problem';

/**
 * The code whose texts an ineligible player reads (SPEC 4 context init: "an error dialog by reason"). An
 * eligibility reason SPEC 8 names keeps its texts; any other is still an eligibility problem, never the
 * generic deposit failure: no deposit was tried, nothing failed (docs/decisions.md "What the player reads
 * is true").
 */
export function ineligibilityCode(reason: string | null | undefined): string {
  const code = reason?.trim() ?? '';
  return DEPOSIT_ELIGIBILITY.includes(ALIASES.get(code) ?? code) ? code : INELIGIBLE_FALLBACK;
}

/**
 * Whether a code is one SPEC 8 gives texts of its own (its own dialog, an alias, the withdrawal ones), as
 * opposed to "all others", which show the generic failure. A flow that passes a provider's refusal
 * reason through uses it to keep SPEC's codes and read anything else as its SPEC 8 fallback.
 */
export function hasOwnTexts(code: string | null | undefined): code is string {
  if (!code) return false;
  const c = ALIASES.get(code) ?? code;
  return OWN_TEXT_CODES.includes(c) || TICKET_TEXT_CODES.includes(c) || OWN_BUTTON_CODES.includes(c) || c === VELOCITY || WITHDRAW_SPECIAL.has(c);
}

/**
 * Whether a new attempt can help after this failure (the dialog then offers "Try again"): every
 * deposit failure, not an eligibility reason (DEP_...) nor the withdrawal velocity limit.
 */
export const canTryAgain = (code: string): boolean => !code.startsWith('DEP_') && code !== VELOCITY;

/**
 * Every key errorDialogFor can return: the catalogs must translate each of them. A function, not a
 * constant: the amount page's bundle would compute it at load for nobody.
 */
export const allErrorKeys = (): readonly string[] =>
  [
    ...new Set(
      [...OWN_TEXT_CODES, ...TICKET_TEXT_CODES, ...OWN_BUTTON_CODES, VELOCITY, ...WITHDRAW_SPECIAL.keys(), GENERIC_FAILURE]
        .map(errorDialogFor)
        .flatMap((k) => [k.titleKey, k.messageKey, k.closeKey]),
    ),
  ].sort();
