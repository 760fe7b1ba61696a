// Multibanco (SPEC 4): the deposit answers a payment reference, shown in a dialog (a sheet on phones)
// to be paid at an ATM or in home banking; the loader is hidden. The reference is kept for the tab once
// shown, so the amount page offers it again (src/domain/multibanco-reference.ts, DESIGN 7).
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { directDepositMachine } from '../../../../machines/direct-deposit.machine';
import { keepReference } from '../../../app/multibanco-reference';
import { useFlow } from '../../../app/use-flow';
import { keptReferenceOf } from '../../../domain/multibanco-reference';
import { MultibancoReferenceDialog } from '../../../screens/shared/MultibancoReferenceDialog';

type DirectRef = ActorRefFrom<typeof directDepositMachine>;

export function MultibancoScreen() {
  const flow = useFlow<DirectRef>('directDeposit');
  return flow ? <ReferenceDialog flow={flow} /> : null;
}

function ReferenceDialog({ flow }: { flow: DirectRef }) {
  const reference = useSelector(flow, (s) => s.context.reference);
  const amountSent = useSelector(flow, (s) => s.context.amount);
  useEffect(() => {
    if (reference) keepReference(keptReferenceOf(reference, amountSent, Date.now()));
  }, [reference, amountSent]);
  if (!reference) return null;
  return (
    <MultibancoReferenceDialog
      reference={{ entity: reference.entity, reference: reference.reference, amount: reference.amount ?? amountSent, validDays: reference.expiresInDays }}
      onClose={() => flow.send({ type: 'reference.closed' })}
    />
  );
}
