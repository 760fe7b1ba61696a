// The bank-transfer footer note (SPEC 2): which SEPA scheme the transfer uses for this amount.
import { useSelector } from './use-actor-selector';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { amountMachine } from '../../machines/amount.machine';
import { bankTransferNote } from '../domain/bank-transfer';
import { useMeansRef } from '../screens/amount/selected-mean';
import { useChild, useDeposit } from './actor-context';
import { selectLegislation } from './selectors';

export function useFooterNote() {
  const legislation = useDeposit(selectLegislation);
  const amountRef = useChild<ActorRefFrom<typeof amountMachine>>('amount');
  const amount = useSelector(amountRef, (s) => s?.context.amount ?? null);
  // The note alone is selected, not the mean: choosing another method re-renders the Layout only when the
  // note changes (a tap on a method tile answered within 50 ms).
  const note = useSelector(useMeansRef(), (snap) =>
    bankTransferNote(legislation, amount, snap?.context.data?.means.find((m) => m.id === snap.context.selectedId) ?? null),
  );
  if (note === 'SCT_INST') {
    return (
      <span data-testid="bank-transfer-note" data-scheme="SCT_INST">
        <Trans>This deposit is made by instant SEPA transfer (SCT Inst): your balance is credited within seconds.</Trans>
      </span>
    );
  }
  if (note === 'SCT') {
    return (
      <span data-testid="bank-transfer-note" data-scheme="SCT">
        <Trans>This deposit is made by standard SEPA transfer (SCT): it can take up to one business day.</Trans>
      </span>
    );
  }
  return undefined;
}
