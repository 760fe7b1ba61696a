// The CVV help in a Radix Popover (DESIGN 4), loaded on demand: neither Radix Popover nor this text is
// in the amount page's initial bundle (DESIGN 7). It opens above its link, so it never covers the Pay
// button, and carries the theme class into its portal (dark mode).
import * as Popover from '@radix-ui/react-popover';
import { Trans, useLingui } from '@lingui/react/macro';
import { useThemeClassName } from '../../ui/ThemeScope';
import { cx } from '../../ui/cx';
import * as s from './card.css';

export default function CvvHelp() {
  const { t } = useLingui();
  const themeClassName = useThemeClassName();
  return (
    <Popover.Root>
      <Popover.Trigger className={s.helpButton} data-testid="cvv-help">
        <Trans>Where is the security code?</Trans>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={cx(themeClassName, s.popover)}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={t`Security code help`}
          data-testid="cvv-help-content"
        >
          <Trans>The security code (CVV) is the 3 digits printed on the back of your card, next to the signature strip.</Trans>
          <Popover.Arrow className={s.popoverArrow} width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
