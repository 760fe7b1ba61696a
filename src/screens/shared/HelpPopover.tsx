// A help text behind a link, in a Radix Popover (DESIGN 4): the CVV help, the MB Way authorised payments.
// Its callers load it on demand, so Radix Popover is not in the initial bundle (DESIGN 7). It opens above
// its link, so it never covers the button under it, and carries the theme class into its portal.
import type { ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useThemeClassName } from '../../ui/ThemeScope';
import { cx } from '../../ui/cx';
import * as s from './HelpPopover.css';

export function HelpPopover({ trigger, label, testId, children }: { trigger: ReactNode; label: string; testId: string; children: ReactNode }) {
  const themeClassName = useThemeClassName();
  return (
    <Popover.Root>
      <Popover.Trigger className={s.trigger} data-testid={testId}>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={cx(themeClassName, s.content)}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={label}
          data-testid={`${testId}-content`}
        >
          {children}
          <Popover.Arrow className={s.arrow} width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
