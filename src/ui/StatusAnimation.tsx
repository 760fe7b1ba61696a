import * as s from './StatusAnimation.css';
import { cx } from './cx';

export type SuccessAnimationVariant = 'success' | 'pending';

interface AnimationProps {
  /** Colours for a dark background whatever the theme. */
  dark?: boolean;
  /** Accessible text (translated). Without it the animation is decorative (the dialog title says it). */
  label?: string;
  className?: string;
}

function a11y(label: string | undefined) {
  return label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
}

export interface SuccessAnimationProps extends AnimationProps {
  /** 'success': a check drawn in a circle; 'pending': a turning hourglass (deposit still processing). */
  variant: SuccessAnimationVariant;
}

/**
 * CSS-only animation for the deposit confirmation dialog. Reduced motion: the global rule shortens every
 * animation to its end state (the check is drawn, the hourglass stands still).
 */
export function SuccessAnimation({ variant, dark = false, label, className }: SuccessAnimationProps) {
  return (
    <span className={cx(s.root, dark ? s.dark[variant] : s.tone[variant], className)} data-testid="status-animation" data-variant={variant} {...a11y(label)}>
      {variant === 'success' ? (
        <svg
          className={s.svg}
          viewBox="0 0 48 48"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
          aria-hidden="true"
        >
          <circle className={s.ring} cx="24" cy="24" r="20" transform="rotate(-90 24 24)" />
          <path className={s.mark} d="M14 25l7 7 13-14" />
        </svg>
      ) : (
        <svg
          className={s.svg}
          viewBox="0 0 48 48"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
          aria-hidden="true"
        >
          <g className={s.hourglass}>
            <path d="M14 6h20M14 42h20" />
            <path d="M16 6c0 9 16 9 16 18s-16 9-16 18M32 6c0 9-16 9-16 18s16 9 16 18" />
            <path className={s.sandTop} d="M19 11h10c-1 4-4 6-5 8-1-2-4-4-5-8z" fill="currentColor" stroke="none" />
            <path d="M18 39c1-4 5-6 6-8 1 2 5 4 6 8z" fill="currentColor" stroke="none" opacity="0.55" />
          </g>
        </svg>
      )}
    </span>
  );
}

export type ErrorAnimationProps = AnimationProps;

/** The error counterpart (SPEC 2 "Modal modes": optional error animation): a circle, a cross, a shake. */
export function ErrorAnimation({ dark = false, label, className }: ErrorAnimationProps) {
  return (
    <span className={cx(s.root, dark ? s.dark.error : s.tone.error, className)} data-testid="status-animation" data-variant="error" {...a11y(label)}>
      <svg
        className={cx(s.svg, s.errorShake)}
        viewBox="0 0 48 48"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        focusable="false"
        aria-hidden="true"
      >
        <circle className={s.ring} cx="24" cy="24" r="20" transform="rotate(-90 24 24)" />
        <path className={s.mark} d="M17 17l14 14M31 17L17 31" />
      </svg>
    </span>
  );
}
