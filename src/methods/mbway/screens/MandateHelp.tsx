// The MB Way authorised-payments (MBWayPA) consent tooltip of SPEC 2, loaded on demand with the popover.
import { Trans, useLingui } from '@lingui/react/macro';
import { HelpPopover } from '../../../screens/shared/HelpPopover';

export default function MandateHelp() {
  const { t } = useLingui();
  return (
    <HelpPopover trigger={<Trans>What are MB Way authorised payments?</Trans>} label={t`MB Way authorised payments`} testId="mbway-mandate-help">
      <Trans>
        By ticking this box you authorise us to charge your next deposits to this MB Way number without approving each one in the MB Way app. You can cancel the
        authorisation at any time in the MB Way app.
      </Trans>
    </HelpPopover>
  );
}
