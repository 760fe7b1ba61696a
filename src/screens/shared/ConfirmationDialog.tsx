// Embedded deposit confirmation (SPEC 4 Success handling): a pending or confirmed deposit is shown in a
// dialog (bottom sheet on phones) before the player goes to the return URL. A deposit whose result could
// not be read is shown first, honestly (docs/decisions.md "Honest pending"): accepted (it has a transaction)
// "we are confirming your deposit"; its answer never read "it may not have gone through, check your
// balance before you pay again". Each with a reference a person can read out.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeposit, useDepositActor } from '../../app/actor-context';
import * as css from './ConfirmationDialog.css';
import { selectDark } from '../../app/selectors';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { Modal } from '../../ui/Modal';
import { SuccessAnimation } from '../../ui/StatusAnimation';
import { readableReference } from '../../ui/reference';
import { useMoney } from '../amount/format';

export function ConfirmationDialog() {
  const actor = useDepositActor();
  const dark = useDeposit(selectDark);
  const status = useDeposit((s) => s.context.success?.status ?? 'success');
  const amount = useDeposit((s) => s.context.success?.amount ?? 0);
  const unconfirmed = useDeposit((s) => s.context.success?.unconfirmed === true);
  const transactionId = useDeposit((s) => s.context.success?.transactionId ?? null);
  // The deposit call's correlation id: what the server recorded the intent under, even unanswered.
  const intentId = useDeposit((s) => s.context.request?.intentId ?? null);
  const money = useMoney();
  const { t } = useLingui();
  const value = money(amount);
  if (unconfirmed) {
    // The result could not be read; the deposit may well have gone through. Never "failed".
    const accepted = transactionId !== null;
    const id = transactionId ?? intentId;
    const reference = id ? readableReference(id) : null;
    return (
      <Modal
        open
        dismissible={false}
        onOpenChange={() => {}}
        icon={<SuccessAnimation variant="pending" dark={dark} />}
        title={accepted ? <Trans>We are confirming your deposit</Trans> : <Trans>We could not confirm your deposit</Trans>}
        description={
          accepted ? (
            <Trans>We could not confirm your deposit of {value} yet. Please do not pay again: your balance will be updated as soon as it is confirmed.</Trans>
          ) : (
            <Trans>Your deposit of {value} may not have gone through. Please check your balance in a few minutes before you pay again.</Trans>
          )
        }
        actions={
          <Button fullWidth onClick={() => actor.send({ type: 'confirmation.closed' })} data-testid="confirmation-close">
            <Trans>Continue</Trans>
          </Button>
        }
        data-testid="deposit-unconfirmed"
      >
        {id && reference && (
          <p className={css.reference} data-testid="confirmation-reference">
            <span>
              <Trans>Reference: {reference}</Trans>
            </span>
            <CopyButton value={id} label={t`Copy reference`} data-testid="confirmation-reference-copy" />
          </p>
        )}
      </Modal>
    );
  }
  return (
    <Modal
      open
      dismissible={false}
      onOpenChange={() => {}}
      icon={<SuccessAnimation variant={status} dark={dark} />}
      title={status === 'pending' ? <Trans>Deposit in progress</Trans> : <Trans>Deposit confirmed</Trans>}
      description={
        status === 'pending' ? (
          <Trans>Your deposit of {value} is being processed. Your balance will be updated as soon as it is confirmed.</Trans>
        ) : (
          <Trans>Your deposit of {value} has been added to your balance.</Trans>
        )
      }
      actions={
        <Button fullWidth onClick={() => actor.send({ type: 'confirmation.closed' })} data-testid="confirmation-close">
          <Trans>Continue</Trans>
        </Button>
      }
      data-testid="deposit-confirmation"
    />
  );
}
