import * as s from './ProgressBar.css';
import { useInlineVars } from './css-vars';
import { progressPercent } from './progress';
import { cx } from './cx';

export interface ProgressBarProps {
  value: number;
  min?: number;
  max?: number;
  /** Accessible name (translated). Use `labelledBy` instead when a visible heading names it. */
  label?: string;
  labelledBy?: string;
  /** Human reading of the value, e.g. "€120 of €500 remaining" (aria-valuetext). */
  valueText?: string;
  tone?: 'primary' | 'success' | 'danger';
  className?: string;
}

export function ProgressBar({ value, min = 0, max = 100, label, labelledBy, valueText, tone = 'primary', className }: ProgressBarProps) {
  const pct = progressPercent(value, min, max);
  const fillRef = useInlineVars<HTMLDivElement>({ [s.fillPercent]: pct });
  const clamped = Math.min(Math.max(value, min), max);
  return (
    <div
      role="progressbar"
      aria-valuenow={Number.isFinite(clamped) ? clamped : min}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={valueText}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={cx(s.track, className)}
    >
      <div className={cx(s.fill, s.tone[tone])} ref={fillRef} />
    </div>
  );
}
