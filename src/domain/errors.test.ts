import { describe, expect, it } from 'vitest';
import { allErrorKeys, canTryAgain, errorDialogFor, hasOwnTexts, ineligibilityCode, refusalReason } from './errors';

const generic = {
  titleKey: 'payment.genericfailure.title',
  messageKey: 'payment.genericfailure.text',
  closeKey: 'payment.close.button',
};

describe('refusalReason (SPEC 8)', () => {
  it('is the error code when there is one', () => {
    expect(refusalReason('payment.insufficientfunds')).toBe('payment.insufficientfunds');
    expect(refusalReason('DEP_FraudCheckRefused')).toBe('DEP_FraudCheckRefused');
  });
  it.each([undefined, null, '', '   '])('is payment.internal.error for %j', (code) => {
    expect(refusalReason(code)).toBe('payment.internal.error');
  });
});

// The lists of SPEC 8 "Error dialog mapping", written out again here so a change in errors.ts fails.
const OWN_TEXT = [
  'payment.insufficientfunds',
  'payment.authentication3dsfailed',
  'payment.internal.error',
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
const OWN_BUTTON = [
  'payment.withdrawal.invalid_credential',
  'payment.deposit.eligibility.limits_reached',
  'payment.deposit.eligibility.limits_not_set',
  'payment.deposit.eligibility.not_eligible',
  'payment.deposit.eligibility.problem',
];
const GENERIC_CODES = [
  'payment.genericfailure',
  'DEP_FraudCheckRefused',
  'DEP_CreateTransactionError',
  'Deposit aborted',
  'Unknown error',
  'Gordon Timeout',
  'whatever.unknown',
  '',
  'PAYMENT.INSUFFICIENTFUNDS',
  'payment.insufficientfunds ',
  '__proto__',
  'toString',
  'constructor',
];

describe('errorDialogFor (SPEC 8)', () => {
  it.each(OWN_TEXT)('%s -> its own title and text, common close', (code) => {
    expect(errorDialogFor(code)).toEqual({
      titleKey: `${code}.title`,
      messageKey: `${code}.text`,
      closeKey: 'payment.close.button',
    });
  });
  it.each(OWN_BUTTON)('%s -> its own title, text and button', (code) => {
    expect(errorDialogFor(code)).toEqual({
      titleKey: `${code}.title`,
      messageKey: `${code}.text`,
      closeKey: `${code}.button`,
    });
  });
  it('velocity -> error.title, the code as message, ok', () => {
    expect(errorDialogFor('payment.withdrawal.eligibility.velocity')).toEqual({
      titleKey: 'error.title',
      messageKey: 'payment.withdrawal.eligibility.velocity',
      closeKey: 'ok',
    });
  });
  it('DEP_UserNotEligibleForDeposit -> eligibility problem texts', () => {
    expect(errorDialogFor('DEP_UserNotEligibleForDeposit')).toEqual({
      titleKey: 'payment.deposit.eligibility.problem.title',
      messageKey: 'payment.deposit.eligibility.problem.text',
      closeKey: 'payment.deposit.eligibility.problem.button',
    });
  });
  it('DEP_UserTriedToDepositOverLimit -> limits reached texts', () => {
    expect(errorDialogFor('DEP_UserTriedToDepositOverLimit')).toEqual({
      titleKey: 'payment.deposit.eligibility.limits_reached.title',
      messageKey: 'payment.deposit.eligibility.limits_reached.text',
      closeKey: 'payment.deposit.eligibility.limits_reached.button',
    });
  });
  it.each(['payment.withdraw.eligibility.problem', 'payment.withdrawal.eligibility.missing_active_token'])(
    '%s -> withdraw error title and the eligibility message',
    (code) => {
      expect(errorDialogFor(code)).toEqual({
        titleKey: 'payment.withdraw.error.title',
        messageKey: 'payment.withdraw.eligibility.problem.text',
        closeKey: 'payment.close.button',
      });
    },
  );
  it('not_enough_money -> withdraw error title and the insufficient balance message', () => {
    expect(errorDialogFor('payment.withdrawal.eligibility.not_enough_money')).toEqual({
      titleKey: 'payment.withdraw.error.title',
      messageKey: 'payment.withdrawal.eligibility.not_enough_money.text',
      closeKey: 'payment.close.button',
    });
  });
  it.each(GENERIC_CODES)('%j -> generic failure', (code) => {
    expect(errorDialogFor(code)).toEqual(generic);
  });
  it('returns a fresh object each time', () => {
    const a = errorDialogFor('DEP_FraudCheckRefused');
    (a as { titleKey: string }).titleKey = 'changed';
    expect(errorDialogFor('DEP_FraudCheckRefused')).toEqual(generic);
  });
});

describe('allErrorKeys', () => {
  const everyCode = [
    ...OWN_TEXT,
    ...OWN_BUTTON,
    ...GENERIC_CODES,
    'payment.withdrawal.eligibility.velocity',
    'DEP_UserNotEligibleForDeposit',
    'DEP_UserTriedToDepositOverLimit',
    'payment.withdraw.eligibility.problem',
    'payment.withdrawal.eligibility.missing_active_token',
    'payment.withdrawal.eligibility.not_enough_money',
    'DEP_VoucherAlreadyUsed',
    'DEP_VoucherInvalid',
    'DEP_VoucherExpired',
  ];
  it.each(everyCode)('holds every key %j maps to', (code) => {
    const { titleKey, messageKey, closeKey } = errorDialogFor(code);
    expect(allErrorKeys()).toContain(titleKey);
    expect(allErrorKeys()).toContain(messageKey);
    expect(allErrorKeys()).toContain(closeKey);
  });
  it('holds only keys some code maps to, each once', () => {
    const reachable = new Set(everyCode.map(errorDialogFor).flatMap((k) => [k.titleKey, k.messageKey, k.closeKey]));
    expect([...allErrorKeys()].sort()).toEqual([...reachable].sort());
    expect(new Set(allErrorKeys()).size).toBe(allErrorKeys().length);
  });
  it('has the expected size', () => {
    // 16 own-text codes x2 + 5 own-button codes x3 + velocity (error.title, code, ok) + the 2 withdraw
    // messages (their title is payment.withdraw.error's) + generic (title, text) + payment.close.button
    // + the premium ticket's 3 refusals x2 (title, text)
    expect(allErrorKeys()).toContain('payment.withdraw.error.title');
    expect(allErrorKeys().length).toBe(16 * 2 + 5 * 3 + 3 + 2 + 2 + 1 + 3 * 2);
  });
});

describe('hasOwnTexts (SPEC 8: the codes with texts of their own, not "all others")', () => {
  it('SPEC 8 codes and aliases have their own texts', () => {
    for (const code of [
      'payment.deposit.paypalrefusal',
      'payment.insufficientfunds',
      'DEP_UserNotEligibleForDeposit',
      'payment.withdrawal.eligibility.velocity',
      'payment.withdrawal.eligibility.not_enough_money',
    ]) {
      expect(hasOwnTexts(code), code).toBe(true);
    }
  });
  it('anything else, or nothing, does not', () => {
    for (const code of ['PAYPAL_REFUSED', 'DEP_FraudCheckRefused', 'toString', '__proto__', '', null, undefined])
      expect(hasOwnTexts(code), String(code)).toBe(false);
  });
});

describe('the premium ticket refusals (docs/decisions.md "Premium ticket")', () => {
  it('used, invalid, expired: each its own title and text, never the generic "try again"; no "Try again" with the same ticket', () => {
    for (const [code, own] of [
      ['DEP_VoucherAlreadyUsed', 'used'],
      ['DEP_VoucherInvalid', 'invalid'],
      ['DEP_VoucherExpired', 'expired'],
    ] as const) {
      expect(errorDialogFor(code), code).toEqual({
        titleKey: `payment.premiumticket.${own}.title`,
        messageKey: `payment.premiumticket.${own}.text`,
        closeKey: 'payment.close.button',
      });
      expect(canTryAgain(code), code).toBe(false);
    }
  });
});

describe('ineligibilityCode (SPEC 4 "an error dialog by reason", SPEC 8)', () => {
  it('an eligibility reason SPEC 8 names keeps its texts', () => {
    for (const code of [
      'DEP_UserNotEligibleForDeposit',
      'DEP_UserTriedToDepositOverLimit',
      'payment.deposit.eligibility.limits_not_set',
      'payment.deposit.eligibility.not_eligible',
    ]) {
      expect(ineligibilityCode(code), code).toBe(code);
    }
  });
  it('any other reason, or none, shows the eligibility problem texts, never the generic deposit failure', () => {
    for (const code of ['DEP_SomethingNew', 'payment.genericfailure', 'payment.insufficientfunds', '__proto__', '', null, undefined]) {
      expect(ineligibilityCode(code), String(code)).toBe('payment.deposit.eligibility.problem');
      expect(errorDialogFor(ineligibilityCode(code)).messageKey).toBe('payment.deposit.eligibility.problem.text');
    }
  });
});

describe('canTryAgain', () => {
  it('a refused or failed deposit can be tried again', () => {
    for (const code of [
      'payment.genericfailure',
      'payment.genericfailurenoncard',
      'payment.insufficientfunds',
      'payment.internal.error',
      'payment.authentication3dsfailed',
    ]) {
      expect(canTryAgain(code), code).toBe(true);
    }
  });
  it('an eligibility reason or the withdrawal velocity limit cannot', () => {
    for (const code of ['DEP_UserNotEligibleForDeposit', 'DEP_UserTriedToDepositOverLimit', 'payment.withdrawal.eligibility.velocity']) {
      expect(canTryAgain(code), code).toBe(false);
    }
  });
});
