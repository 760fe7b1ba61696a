// Embedded deposit confirmation (SPEC 4 Success handling): a pending or confirmed deposit is shown in a
// dialog (bottom sheet on phones) before the player goes to the return URL.
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
  const money = useMoney();
  const value = money(amount);
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
