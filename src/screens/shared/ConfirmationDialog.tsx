// Embedded deposit confirmation (SPEC 4 Success handling): a pending or confirmed deposit is shown in a
// dialog (bottom sheet on phones) before the player goes to the return URL. A deposit whose result could
// not be read is always shown first as "we are confirming your deposit", with its reference.
import { Trans } from '@lingui/react/macro';
import { useDeposit, useDepositActor } from '../../app/actor-context';
import { selectDark } from '../../app/selectors';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SuccessAnimation } from '../../ui/StatusAnimation';
import { useMoney } from '../amount/format';

export function ConfirmationDialog() {
  const actor = useDepositActor();
  const dark = useDeposit(selectDark);
  const status = useDeposit((s) => s.context.success?.status ?? 'success');
  const amount = useDeposit((s) => s.context.success?.amount ?? 0);
  const unconfirmed = useDeposit((s) => s.context.success?.unconfirmed === true);
  const reference = useDeposit((s) => s.context.success?.transactionId ?? null);
  const money = useMoney();
  const value = money(amount);
  if (unconfirmed) {
    // The result could not be read; the deposit may well have gone through. Never "failed".
    return (
      <Modal
        open
        dismissible={false}
        onOpenChange={() => {}}
        icon={<SuccessAnimation variant="pending" dark={dark} />}
        title={<Trans>We are confirming your deposit</Trans>}
        description={<Trans>We could not confirm your deposit of {value} yet. Please do not pay again: your balance will be updated as soon as it is confirmed.</Trans>}
        actions={<Button fullWidth onClick={() => actor.send({ type: 'confirmation.closed' })} data-testid="confirmation-close"><Trans>Continue</Trans></Button>}
        data-testid="deposit-unconfirmed"
      >
        {reference && <p data-testid="confirmation-reference"><Trans>Reference: {reference}</Trans></p>}
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
        status === 'pending'
          ? <Trans>Your deposit of {value} is being processed. Your balance will be updated as soon as it is confirmed.</Trans>
          : <Trans>Your deposit of {value} has been added to your balance.</Trans>
      }
      actions={<Button fullWidth onClick={() => actor.send({ type: 'confirmation.closed' })} data-testid="confirmation-close"><Trans>Continue</Trans></Button>}
      data-testid="deposit-confirmation"
    />
  );
}
