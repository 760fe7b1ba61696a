// The CVV help (SPEC 2), loaded on demand with the popover.
import { Trans, useLingui } from '@lingui/react/macro';
import { HelpPopover } from '../../../screens/shared/HelpPopover';

/** `explains`: the id of the CVV input, which the help never covers. */
export default function CvvHelp({ explains }: { explains: string }) {
  const { t } = useLingui();
  return (
    <HelpPopover trigger={<Trans>Where is the security code?</Trans>} label={t`Security code help`} testId="cvv-help" explains={explains}>
      <Trans>The security code (CVV) is the 3 digits printed on the back of your card, next to the signature strip.</Trans>
    </HelpPopover>
  );
}
