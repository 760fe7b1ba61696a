import { WITHDRAWAL_MEAN } from '../src/domain/withdrawal';
import type { FlowInput } from './flow-output';
import { ApiFailure } from '../src/domain/failures';
import { httpError, sessionExpiredError, webApp } from './fixtures';

const input = (flag: boolean | undefined): FlowInput => ({
  mean: WITHDRAWAL_MEAN,
  amount: 0,
  app: webApp,
  flags: flag === undefined ? {} : { 'payment-f-new-withdrawal-flow-enabled': flag },
  intentId: 'withdrawal-pending',
});

/** The flag on, off, and unknown (SPEC 9: an unknown or failed flag is off). */
export const withdrawalInputs: FlowInput[] = [input(true), input(false), input(undefined)];

const pending = [
  { id: 'wd_1', amount: 50, createdDate: '2026-11-21T09:30:00.000Z', iban: 'FR76 •••• 0189', cancellable: true },
  { id: 'wd_2', amount: 120.5, createdDate: '2026-11-20T17:05:00.000Z', iban: null, cancellable: false },
];
/** A SPEC 8 withdrawal code, as the server answers it (a 422 with its error_code). */
const refused = (code: string) => new ApiFailure('HTTP', code, 'HTTP 422', 422);

export const withdrawalEvents = [
  { type: 'xstate.done.actor.fetchPendingWithdrawals', output: pending },
  { type: 'xstate.error.actor.fetchPendingWithdrawals', error: refused('payment.withdraw.error') },
  { type: 'xstate.error.actor.fetchPendingWithdrawals', error: sessionExpiredError },
  { type: 'withdrawal.cancelRequested', id: 'wd_1' },
  // Not cancellable, and unknown: nothing happens.
  { type: 'withdrawal.cancelRequested', id: 'wd_2' },
  { type: 'withdrawal.cancelRequested', id: 'wd_9' },
  { type: 'cancel.confirmed' },
  { type: 'cancel.dismissed' },
  { type: 'xstate.done.actor.cancelWithdrawal' },
  { type: 'xstate.error.actor.cancelWithdrawal', error: refused('payment.withdrawal.eligibility.velocity') },
  { type: 'xstate.error.actor.cancelWithdrawal', error: httpError },
  { type: 'xstate.error.actor.cancelWithdrawal', error: sessionExpiredError },
  // The balance read again after a cancel (the header's), and a read that failed.
  { type: 'xstate.done.actor.fetchBalance', output: 92.5 },
  { type: 'xstate.error.actor.fetchBalance', error: httpError },
  { type: 'iban.opened' },
  { type: 'iban.submitted', iban: 'GB82 WEST 1234 5698 7654 32' },
  { type: 'iban.submitted', iban: 'GB82 WEST 1234 5698 7654 33' },
  { type: 'iban.submitted', iban: '' },
  { type: 'iban.closed' },
  { type: 'xstate.done.actor.addIban' },
  { type: 'xstate.error.actor.addIban', error: refused('payment.withdrawal.invalid_credential') },
  { type: 'xstate.error.actor.addIban', error: sessionExpiredError },
  { type: 'dialog.closed' },
  { type: 'navigation.back' },
];
