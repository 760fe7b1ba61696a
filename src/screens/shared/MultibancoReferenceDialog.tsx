// The Multibanco reference in a dialog (a sheet on phones): shown when the deposit answers it (SPEC 4),
// and again from the amount page while it is payable (src/domain/multibanco-reference.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ReferenceCard } from '../../ui/ReferenceCard';
import { useMoney } from '../amount/format';

export interface ShownReference {
  entity: string;
  reference: string;
  amount: number;
  validDays: number;
}

export function MultibancoReferenceDialog({ reference, onClose }: { reference: ShownReference; onClose: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <Modal
      open
      dismissible={false}
      onOpenChange={() => {}}
      title={<Trans>Your Multibanco reference</Trans>}
      description={<Trans>Pay this reference at an ATM or in your home banking. Your balance is credited once it is paid.</Trans>}
      actions={
        <Button fullWidth onClick={onClose} data-testid="multibanco-close">
          <Trans>Done</Trans>
        </Button>
      }
      data-testid="multibanco-dialog"
    >
      <ReferenceCard
        title={t`Payment details`}
        entity={reference.entity}
        reference={reference.reference}
        amount={money(reference.amount)}
        amountCopyValue={String(reference.amount)}
        validDays={reference.validDays}
      />
    </Modal>
  );
}
