// What the root keeps of the provider-return (callback) machine's end (SPEC 4 Callback): the success to hand
// on to success handling, or the failure to show with the failed amount back in the field.
import type { CallbackResult } from './callback.machine';
import type { DepositContext } from './deposit.types';

type Args = { context: DepositContext };

/** A callback success or pending: the deposit the return URL carried (method, amount, transaction). */
export const callbackSuccess = ({ context }: Args, params: { status: 'success' | 'pending'; unconfirmed?: true }) => ({
  success: {
    ...(params.unconfirmed && { unconfirmed: true as const }),
    status: params.status,
    method: context.callback?.method ?? 'UNKNOWN',
    amount: context.callback?.amount ?? 0,
    transactionId: context.callback?.transactionUid ?? null,
  },
});

/** SPEC 4 Callback: on failure the error dialog, the amount reset to the failed amount, eligibility again. */
export const callbackFailure = ({ context }: Args, params: { result: CallbackResult }) => ({
  failure: params.result.kind === 'failure' ? params.result.reason : null,
  failedAmount: context.callback?.amount ?? null,
  failedMethod: context.callback?.method ?? null,
  callback: null,
});
