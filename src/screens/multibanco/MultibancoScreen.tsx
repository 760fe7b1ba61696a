// Multibanco (SPEC 4): the deposit answers a payment reference, shown in a dialog (a sheet on phones)
// to be paid at an ATM or in home banking; the loader is hidden.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeposit, useDepositActor } from '../../app/actor-context';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ReferenceCard } from '../../ui/ReferenceCard';
import { useMoney } from '../amount/format';

export function MultibancoScreen() {
  const { t } = useLingui();
  const actor = useDepositActor();
  const reference = useDeposit((s) => s.context.reference);
  const money = useMoney();
  if (!reference) return null;
  const close = () => actor.send({ type: 'reference.closed' });
  return (
    <Modal
      open
      dismissible={false}
      onOpenChange={() => {}}
      title={<Trans>Your Multibanco reference</Trans>}
      description={<Trans>Pay this reference at an ATM or in your home banking. Your balance is credited once it is paid.</Trans>}
      actions={<Button fullWidth onClick={close} data-testid="multibanco-close"><Trans>Done</Trans></Button>}
      data-testid="multibanco-dialog"
    >
      <ReferenceCard
        title={t`Payment details`}
        entity={reference.entity}
        reference={reference.reference}
        amount={money(reference.amount ?? 0)}
        amountCopyValue={String(reference.amount ?? '')}
        validDays={reference.expiresInDays}
      />
    </Modal>
  );
}
