// What the root deposit actor keeps of a provider callback's result (SPEC 4 Callback), moved out of
// deposit.machine.ts (its 350-line bound): the success to hand on, or the failure to show over the amount page.
import type { CallbackResult } from './callback.machine';
import type { DepositContext } from './deposit.types';

export const callbackSuccess = ({ context }: { context: DepositContext }, params: { status: 'success' | 'pending'; unconfirmed?: true }) => ({
  success: {
    ...(params.unconfirmed && { unconfirmed: true as const }),
    status: params.status,
    method: context.callback?.method ?? 'UNKNOWN',
    amount: context.callback?.amount ?? 0,
    transactionId: context.callback?.transactionUid ?? null,
  },
});

/** SPEC 4 Callback: on failure the error dialog, the amount reset to the failed amount, eligibility again. */
export const callbackFailure = ({ context }: { context: DepositContext }, params: { result: CallbackResult }) => ({
  failure: params.result.kind === 'failure' ? params.result.reason : null,
  failedAmount: context.callback?.amount ?? null,
  callback: null,
});
