import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as s from './TextField.css';
import { cx } from './cx';
import { visuallyHidden as visuallyHiddenClass } from './a11y.css';
import { ringHost, ringInner } from './focus-ring.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** Visible label (required: every field has one). */
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text. Sets aria-invalid and is announced (the live region is always mounted). */
  error?: ReactNode;
  /** Text shown inside the field on the right, e.g. a currency symbol; also read via aria-describedby. */
  suffix?: ReactNode;
  /** Text shown inside the field on the left, e.g. a phone calling code; also read via aria-describedby. */
  prefix?: ReactNode;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  /** Extra class on the root element. */
  className?: string;
  /** Extra class on the <input>. */
  inputClassName?: string;
  suffixClassName?: string;
  /**
   * Interactive element inside the field on the right, after the suffix (e.g. a show-password toggle).
   * Unlike `suffix`, it is not part of the input's description.
   */
  trailing?: ReactNode;
  /**
   * Keeps one line for the error even while there is none, so an error appearing on blur does not move
   * the buttons under the player's finger (the tap would land elsewhere).
   */
  reserveErrorSpace?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  suffix,
  prefix,
  hideLabel = false,
  id,
  className,
  inputClassName,
  suffixClassName,
  trailing,
  reserveErrorSpace = false,
  disabled,
  ref,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const suffixId = `${inputId}-suffix`;
  const prefixId = `${inputId}-prefix`;
  const hasError = error != null && error !== false && error !== '';
  const describedBy =
    [prefix != null ? prefixId : null, suffix != null ? suffixId : null, hint != null ? hintId : null, hasError ? errorId : null, extraDescribedBy]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={cx(s.root, className)}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHiddenClass : s.label}>
        {label}
      </label>
      <div className={cx(s.control, ringHost)} data-invalid={hasError || undefined} data-disabled={disabled || undefined}>
        {prefix != null && (
          <span id={prefixId} className={s.prefix}>
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          className={cx(s.input, ringInner, inputClassName)}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          {...inputProps}
        />
        {suffix != null && (
          <span id={suffixId} className={cx(s.suffix, suffixClassName)}>
            {suffix}
          </span>
        )}
        {trailing != null && <span className={s.trailing}>{trailing}</span>}
      </div>
      {hint != null && (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      )}
      {/* Always mounted so assistive tech notices when text appears in it. */}
      <p id={errorId} className={reserveErrorSpace ? `${s.error} ${s.errorReserved}` : s.error} aria-live="polite" aria-atomic="true">
        {hasError ? error : null}
      </p>
    </div>
  );
}
