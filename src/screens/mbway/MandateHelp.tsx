// The MB Way authorised-payments (MBWayPA) consent tooltip of SPEC 2, in a Radix Popover (DESIGN 4) as
// the CVV help is, loaded on demand: neither Radix Popover nor this text is in the initial bundle.
import * as Popover from '@radix-ui/react-popover';
import { Trans, useLingui } from '@lingui/react/macro';
import * as s from './mbway.css';

export default function MandateHelp() {
  const { t } = useLingui();
  return (
    <Popover.Root>
      <Popover.Trigger className={s.helpButton} data-testid="mbway-mandate-help">
        <Trans>What are MB Way authorised payments?</Trans>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={s.popover} sideOffset={6} aria-label={t`MB Way authorised payments`} data-testid="mbway-mandate-help-content">
          <Trans>
            By ticking this box you authorise us to charge your next deposits to this MB Way number without approving each
            one in the MB Way app. You can cancel the authorisation at any time in the MB Way app.
          </Trans>
          <Popover.Arrow />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
