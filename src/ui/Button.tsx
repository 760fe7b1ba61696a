import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import * as s from './Button.css';
import { Spinner } from './Spinner';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /**
   * Shows a spinner over the label, sets aria-busy and swallows clicks (one action, one request),
   * while keeping the button focusable (aria-disabled) so focus is not lost mid-flow.
   */
  loading?: boolean;
  /** Optional leading icon. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  fullWidth = false,
  loading = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={cx(s.base, s.variant[variant], fullWidth && s.fullWidth, className)}
      disabled={disabled}
      data-variant={variant}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className={cx(s.label, loading && s.labelHidden)}>
        {icon}
        {children}
      </span>
      {loading && (
        <span className={s.spinnerLayer}>
          <Spinner size="sm" />
        </span>
      )}
    </button>
  );
}
