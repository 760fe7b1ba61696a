import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { countdownLabel, pad2 } from './countdown';
import { visuallyHidden } from './a11y.css';
import { cx } from './cx';
import * as s from './CountdownLabel.css';

export interface CountdownLabelProps {
  /** Time left in ms (negative counts as 0). The caller ticks it (SPEC 4: each second). */
  msLeft: number;
  className?: string;
}

/**
 * "2 d 4 h", "3 h 12 min" or "04:59" (SPEC 4 "Timer"). `role="timer"` is not announced on each tick;
 * screen readers read the long form ("2 days 4 hours left") when they reach it.
 */
export function CountdownLabel({ msLeft, className }: CountdownLabelProps) {
  const { t } = useLingui();
  const parts = countdownLabel(msLeft);
  let short: string;
  let long: string;
  if ('days' in parts) {
    const { days, hours } = parts;
    short = t`${days} d ${hours} h`;
    long = t`${plural(days, { one: '# day', other: '# days' })} ${plural(hours, { one: '# hour', other: '# hours' })} left`;
  } else if ('hours' in parts) {
    const { hours, minutes } = parts;
    short = t`${hours} h ${minutes} min`;
    long = t`${plural(hours, { one: '# hour', other: '# hours' })} ${plural(minutes, { one: '# minute', other: '# minutes' })} left`;
  } else {
    const { minutes, seconds } = parts;
    const mm = pad2(minutes);
    const ss = pad2(seconds);
    short = t`${mm}:${ss}`;
    long = t`${plural(minutes, { one: '# minute', other: '# minutes' })} ${plural(seconds, { one: '# second', other: '# seconds' })} left`;
  }
  return (
    <span role="timer" className={cx(s.root, className)} data-testid="countdown">
      {/* The server rendered the time left when it answered; the browser hydrates a moment later. */}
      <span aria-hidden="true" suppressHydrationWarning>
        {short}
      </span>
      <span className={visuallyHidden} suppressHydrationWarning>
        {long}
      </span>
    </span>
  );
}
