// Texts of the error dialog keys of SPEC 8 (src/domain/errors.ts). The key is the Lingui message id,
// so the catalogs translate each key once; a unit test checks every key errorDialogFor returns is here.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const ERROR_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'payment.close.button': msg({ id: 'payment.close.button', message: 'Close' }),
  ok: msg({ id: 'ok', message: 'OK' }),
  'error.title': msg({ id: 'error.title', message: 'Something went wrong' }),
  'payment.genericfailure.title': msg({ id: 'payment.genericfailure.title', message: 'Deposit failed' }),
  'payment.genericfailure.text': msg({ id: 'payment.genericfailure.text', message: 'Your deposit could not be completed. Please try again.' }),
  'payment.internal.error.title': msg({ id: 'payment.internal.error.title', message: 'Technical problem' }),
  'payment.internal.error.text': msg({
    id: 'payment.internal.error.text',
    message: 'We could not process your request because of a technical problem. Please try again in a moment.',
  }),
  'payment.insufficientfunds.title': msg({ id: 'payment.insufficientfunds.title', message: 'Insufficient funds' }),
  'payment.insufficientfunds.text': msg({
    id: 'payment.insufficientfunds.text',
    message: 'The payment was refused: there are not enough funds for this deposit.',
  }),
  'payment.authentication3dsfailed.title': msg({ id: 'payment.authentication3dsfailed.title', message: 'Authentication failed' }),
  'payment.authentication3dsfailed.text': msg({
    id: 'payment.authentication3dsfailed.text',
    message: 'Your bank could not confirm it was you. Please try again.',
  }),
  'payment.withdraw.error.title': msg({ id: 'payment.withdraw.error.title', message: 'Withdrawal unavailable' }),
  'payment.withdraw.error.text': msg({ id: 'payment.withdraw.error.text', message: 'Your withdrawal could not be made. Please try again later.' }),
  'payment.withdrawal.genericfailure.title': msg({ id: 'payment.withdrawal.genericfailure.title', message: 'Withdrawal failed' }),
  'payment.withdrawal.genericfailure.text': msg({
    id: 'payment.withdrawal.genericfailure.text',
    message: 'Your withdrawal could not be completed. Please try again.',
  }),
  'payment.cardnotauthorized.title': msg({ id: 'payment.cardnotauthorized.title', message: 'Card not authorised' }),
  'payment.cardnotauthorized.text': msg({
    id: 'payment.cardnotauthorized.text',
    message: 'This card cannot be used for this payment. Please use another card.',
  }),
  'payment.incorrectcarddata.title': msg({ id: 'payment.incorrectcarddata.title', message: 'Incorrect card details' }),
  'payment.incorrectcarddata.text': msg({ id: 'payment.incorrectcarddata.text', message: 'Please check the card number, expiry date and security code.' }),
  'payment.genericfailurenoncard.title': msg({ id: 'payment.genericfailurenoncard.title', message: 'Deposit failed' }),
  'payment.genericfailurenoncard.text': msg({
    id: 'payment.genericfailurenoncard.text',
    message: 'Your payment could not be completed. Please try again or choose another method.',
  }),
  'payment.insufficientfunds.momo.title': msg({ id: 'payment.insufficientfunds.momo.title', message: 'Insufficient balance' }),
  'payment.insufficientfunds.momo.text': msg({
    id: 'payment.insufficientfunds.momo.text',
    message: 'Your mobile money account does not have enough funds for this deposit.',
  }),
  'payment.serviceunavailable.momo.title': msg({ id: 'payment.serviceunavailable.momo.title', message: 'Service unavailable' }),
  'payment.serviceunavailable.momo.text': msg({
    id: 'payment.serviceunavailable.momo.text',
    message: 'Your mobile money operator is not available right now. Please try again later.',
  }),
  'payment.authentication.momo.title': msg({ id: 'payment.authentication.momo.title', message: 'Confirmation failed' }),
  'payment.authentication.momo.text': msg({
    id: 'payment.authentication.momo.text',
    message: 'The payment was not confirmed on your phone. Please try again.',
  }),
  'payment.invaliddetails.momo.title': msg({ id: 'payment.invaliddetails.momo.title', message: 'Invalid details' }),
  'payment.invaliddetails.momo.text': msg({ id: 'payment.invaliddetails.momo.text', message: 'Please check your phone number and operator.' }),
  'payment.playercancel.momo.title': msg({ id: 'payment.playercancel.momo.title', message: 'Payment cancelled' }),
  'payment.playercancel.momo.text': msg({ id: 'payment.playercancel.momo.text', message: 'You cancelled the payment on your phone.' }),
  'payment.thresholdreached.momo.title': msg({ id: 'payment.thresholdreached.momo.title', message: 'Limit reached' }),
  'payment.thresholdreached.momo.text': msg({
    id: 'payment.thresholdreached.momo.text',
    message: 'Your mobile money account has reached its transaction limit.',
  }),
  'payment.genericfailure.momo.title': msg({ id: 'payment.genericfailure.momo.title', message: 'Deposit failed' }),
  'payment.genericfailure.momo.text': msg({
    id: 'payment.genericfailure.momo.text',
    message: 'Your mobile money deposit could not be completed. Please try again.',
  }),
  'payment.deposit.paypalrefusal.title': msg({ id: 'payment.deposit.paypalrefusal.title', message: 'PayPal refused the payment' }),
  'payment.deposit.paypalrefusal.text': msg({
    id: 'payment.deposit.paypalrefusal.text',
    message: 'PayPal did not accept this payment. Please choose another method.',
  }),
  'payment.premiumticket.used.title': msg({ id: 'payment.premiumticket.used.title', message: 'Ticket already used' }),
  'payment.premiumticket.used.text': msg({
    id: 'payment.premiumticket.used.text',
    message: 'This ticket has already been used for a deposit. Enter the code of another ticket, or choose another payment method.',
  }),
  'payment.premiumticket.invalid.title': msg({ id: 'payment.premiumticket.invalid.title', message: 'Ticket not recognised' }),
  'payment.premiumticket.invalid.text': msg({
    id: 'payment.premiumticket.invalid.text',
    message: 'We do not recognise this ticket code. Check the 16 digits printed on your ticket, or choose another payment method.',
  }),
  'payment.premiumticket.expired.title': msg({ id: 'payment.premiumticket.expired.title', message: 'Ticket expired' }),
  'payment.premiumticket.expired.text': msg({
    id: 'payment.premiumticket.expired.text',
    message: 'This ticket has expired. Enter the code of another ticket, or choose another payment method.',
  }),
  'payment.withdrawal.eligibility.velocity': msg({
    id: 'payment.withdrawal.eligibility.velocity',
    message: 'You have made too many withdrawal requests. Please try again later.',
  }),
  'payment.withdrawal.invalid_credential.title': msg({ id: 'payment.withdrawal.invalid_credential.title', message: 'Invalid credentials' }),
  'payment.withdrawal.invalid_credential.text': msg({ id: 'payment.withdrawal.invalid_credential.text', message: 'The details you entered are not valid.' }),
  'payment.withdrawal.invalid_credential.button': msg({ id: 'payment.withdrawal.invalid_credential.button', message: 'Try again' }),
  'payment.deposit.eligibility.limits_reached.title': msg({ id: 'payment.deposit.eligibility.limits_reached.title', message: 'Deposit limit reached' }),
  'payment.deposit.eligibility.limits_reached.text': msg({
    id: 'payment.deposit.eligibility.limits_reached.text',
    message: 'You have reached your deposit limit. You can deposit again when your limit period resets.',
  }),
  'payment.deposit.eligibility.limits_reached.button': msg({ id: 'payment.deposit.eligibility.limits_reached.button', message: 'I understand' }),
  'payment.deposit.eligibility.limits_not_set.title': msg({ id: 'payment.deposit.eligibility.limits_not_set.title', message: 'Set your deposit limits' }),
  'payment.deposit.eligibility.limits_not_set.text': msg({
    id: 'payment.deposit.eligibility.limits_not_set.text',
    message: 'Before your first deposit, please set your deposit limits in your account.',
  }),
  'payment.deposit.eligibility.limits_not_set.button': msg({ id: 'payment.deposit.eligibility.limits_not_set.button', message: 'Go to my account' }),
  'payment.deposit.eligibility.not_eligible.title': msg({ id: 'payment.deposit.eligibility.not_eligible.title', message: 'Deposits unavailable' }),
  'payment.deposit.eligibility.not_eligible.text': msg({
    id: 'payment.deposit.eligibility.not_eligible.text',
    message: 'Your account cannot make deposits at the moment. Please contact customer service.',
  }),
  'payment.deposit.eligibility.not_eligible.button': msg({ id: 'payment.deposit.eligibility.not_eligible.button', message: 'Close' }),
  'payment.deposit.eligibility.problem.title': msg({ id: 'payment.deposit.eligibility.problem.title', message: 'Deposits unavailable' }),
  'payment.deposit.eligibility.problem.text': msg({
    id: 'payment.deposit.eligibility.problem.text',
    message: 'We cannot accept a deposit on your account right now. Please check your account or contact customer service.',
  }),
  'payment.deposit.eligibility.problem.button': msg({ id: 'payment.deposit.eligibility.problem.button', message: 'Close' }),
  'payment.withdraw.eligibility.problem.text': msg({
    id: 'payment.withdraw.eligibility.problem.text',
    message: 'Your account cannot make withdrawals at the moment.',
  }),
  'payment.withdrawal.eligibility.not_enough_money.text': msg({
    id: 'payment.withdrawal.eligibility.not_enough_money.text',
    message: 'Your balance is too low for this withdrawal.',
  }),
};
