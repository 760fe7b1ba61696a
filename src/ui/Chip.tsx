import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as s from './Chip.css';
import { cx } from './cx';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed'> {
  /** Toggle state, exposed as aria-pressed. */
  selected: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A toggle button (aria-pressed), e.g. one suggested amount. */
export function Chip({ selected, type = 'button', className, ref, ...rest }: ChipProps) {
  return <button ref={ref} type={type} aria-pressed={selected} className={cx(s.chip, className)} {...rest} />;
}

/** One amount preset: a Chip by another name, kept for readability at call sites. */
export const PresetButton = Chip;
export type PresetButtonProps = ChipProps;

export interface AmountPreset {
  /** Numeric amount, sent back through `onSelect`. */
  value: number;
  /** Preformatted text, e.g. "25 €" (format with Intl in the caller). */
  label: string;
}

export interface PresetRowProps {
  presets: readonly AmountPreset[];
  /** The currently selected amount, or null when the amount does not come from a preset. */
  selected: number | null;
  onSelect: (value: number) => void;
  /** Accessible name of the group (translated), e.g. "Suggested amounts". */
  label: string;
  disabled?: boolean;
  className?: string;
}

/** The row of suggested amounts under the amount field. */
export function PresetRow({ presets, selected, onSelect, label, disabled, className }: PresetRowProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset (a fieldset brings a border, a legend and min-width rules)
    <div role="group" aria-label={label} className={cx(s.row, className)} data-count={presets.length}>
      {presets.map((p) => (
        <Chip
          key={p.value}
          className={s.rowItem}
          selected={selected === p.value}
          disabled={disabled}
          onClick={() => onSelect(p.value)}
          data-testid="amount-preset"
          data-value={p.value}
        >
          {p.label}
        </Chip>
      ))}
    </div>
  );
}
