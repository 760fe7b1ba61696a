// The deposit-limits dialog (SPEC 2): the limit, what remains of it, and a progress bar of what is used.
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserLimitLike } from '../../domain/limits';
import { limitProgressPercent } from '../../domain/limits';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ProgressBar } from '../../ui/ProgressBar';
import * as s from './AmountScreen.css';
import { useLimitLabel } from './limit-label';

export function LimitsDialog(props: { open: boolean; limit: UserLimitLike; money: (n: number) => string; onClose: () => void }) {
  const { t } = useLingui();
  const { limit, money } = props;
  const label = useLimitLabel(limit.type);
  const used = limitProgressPercent(limit.value, limit.remaining);
  const remaining = money(limit.remaining);
  const total = money(limit.value);
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={<Trans>Your deposit limits</Trans>}
      description={
        <Trans>
          You set a {label} of {total}. This is what you can still deposit in this period.
        </Trans>
      }
      actions={
        <Button fullWidth onClick={props.onClose}>
          <Trans>Close</Trans>
        </Button>
      }
      data-testid="limits-dialog"
    >
      <p className={s.dialogAmount} data-testid="limits-remaining">
        {remaining}
      </p>
      <ProgressBar value={used} label={t`Share of your limit already used`} valueText={t`${remaining} of ${total} remaining`} />
    </Modal>
  );
}
