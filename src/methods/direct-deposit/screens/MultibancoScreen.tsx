// Multibanco (SPEC 4): the deposit answers a payment reference, shown in a dialog (a sheet on phones)
// to be paid at an ATM or in home banking; the loader is hidden.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { directDepositMachine } from '../../../../machines/direct-deposit.machine';
import { useFlow } from '../../../app/use-flow';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { ReferenceCard } from '../../../ui/ReferenceCard';
import { useMoney } from '../../../screens/amount/format';

type DirectRef = ActorRefFrom<typeof directDepositMachine>;

export function MultibancoScreen() {
  const flow = useFlow<DirectRef>('directDeposit');
  return flow ? <ReferenceDialog flow={flow} /> : null;
}

function ReferenceDialog({ flow }: { flow: DirectRef }) {
  const { t } = useLingui();
  const reference = useSelector(flow, (s) => s.context.reference);
  const money = useMoney();
  if (!reference) return null;
  const close = () => flow.send({ type: 'reference.closed' });
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
