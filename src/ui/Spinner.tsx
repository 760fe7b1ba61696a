import type { ReactNode } from 'react';
import * as s from './Spinner.css';
import { visuallyHidden } from './a11y.css';
import { cx } from './cx';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * Accessible text. With a label the spinner is a `role="status"` region; without one it is
   * decorative (aria-hidden), e.g. inside a button that already says aria-busy.
   */
  label?: ReactNode;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** Uses `currentColor`, so it takes the colour of its context. */
export function Spinner({ size = 'md', label, showLabel = false, className }: SpinnerProps) {
  const svg = (
    <svg className={`${s.svg} ${s.size[size]}`} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={s.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (label == null) {
    return (
      <span className={cx(s.root, className)} aria-hidden="true">
        {svg}
      </span>
    );
  }
  return (
    <span className={cx(s.root, className)} role="status">
      {svg}
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
