// A help text behind a link, in a Radix Popover (DESIGN 4): the CVV help, the MB Way authorised payments.
// Its callers load it on demand, so Radix Popover is not in the initial bundle (DESIGN 7). It carries the
// theme class into its portal. Where it opens: above its link, so it never covers the button under it; and
// when the help explains a field (`explains`: the id of its input), above that field and its link together,
// so it never covers the field it explains either (flipped below the link when there is no room above).
import { useMemo, useRef, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useThemeClassName } from '../../ui/ThemeScope';
import { cx } from '../../ui/cx';
import * as s from './HelpPopover.css';

/** The smallest box around both rectangles. */
function union(a: DOMRect, b: DOMRect): DOMRect {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return new DOMRect(left, top, Math.max(a.right, b.right) - left, Math.max(a.bottom, b.bottom) - top);
}

export function HelpPopover({
  trigger,
  label,
  testId,
  explains,
  children,
}: {
  trigger: ReactNode;
  label: string;
  testId: string;
  /** The id of the input this help explains: the popover keeps clear of its field. */
  explains?: string;
  children: ReactNode;
}) {
  const themeClassName = useThemeClassName();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A virtual anchor, measured each time the popover places itself: the link and the field's box together.
  const anchor = useMemo(
    () => ({
      current: {
        getBoundingClientRect: () => {
          const link = triggerRef.current?.getBoundingClientRect() ?? new DOMRect();
          const input = explains ? document.getElementById(explains) : null;
          const box = input?.parentElement;
          return box ? union(link, box.getBoundingClientRect()) : link;
        },
      },
    }),
    [explains],
  );
  return (
    <Popover.Root>
      {explains && <Popover.Anchor virtualRef={anchor} />}
      <Popover.Trigger ref={triggerRef} className={s.trigger} data-testid={testId}>
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={cx(themeClassName, s.content)}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          avoidCollisions
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
