// The Multibanco reference the player already has, offered again on the amount page while it is payable
// (src/domain/multibanco-reference.ts, DESIGN 7 one intent, one deposit). The notice is drawn with the
// amount page (a notice arriving late would move Pay under the finger); the dialog loads on demand.
import { Trans } from '@lingui/react/macro';
import type { KeptReference } from '../../domain/multibanco-reference';
import { Button } from '../../ui/Button';
import { MultibancoReferenceDialog } from '../shared/lazy-dialogs';
import { useMoney } from './format';
import * as s from './AmountScreen.css';

const DAY_MS = 86_400_000;

export function KeptReferenceOffer({ kept, open, onOpen, onClose }: { kept: KeptReference; open: boolean; onOpen: () => void; onClose: () => void }) {
  const money = useMoney();
  return (
    <>
      <div className={s.note} data-testid="multibanco-kept">
        <Trans>You have a Multibanco reference for {money(kept.amount)}.</Trans>{' '}
        <Button variant="ghost" fullWidth onClick={onOpen} data-testid="multibanco-kept-open">
          <Trans>See the reference</Trans>
        </Button>
      </div>
      {open && (
        <MultibancoReferenceDialog
          reference={{
            entity: kept.entity,
            reference: kept.reference,
            amount: kept.amount,
            validDays: Math.max(1, Math.ceil((kept.expiresAt - Date.now()) / DAY_MS)),
          }}
          onClose={onClose}
        />
      )}
    </>
  );
}
