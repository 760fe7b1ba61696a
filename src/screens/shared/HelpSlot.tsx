// Where a help link loaded on demand (HelpPopover's callers) will be: its height is held from the first
// paint, so the buttons under it do not move when it arrives (DESIGN 7: a control never moves under the
// player's finger). Only the style of HelpPopover is imported here, not its code.
import { Suspense, type ReactNode } from 'react';
import * as s from './HelpPopover.css';

export function HelpSlot({ children }: { children: ReactNode }) {
  return (
    <div className={s.slot} data-testid="help-slot">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
