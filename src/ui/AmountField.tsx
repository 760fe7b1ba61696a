import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './TextField';
import * as s from './TextField.css';

/** How the text changed: typed (keys, deletions, autocorrect) or pasted (a paste or a drop). */
export type AmountChange = 'typed' | 'pasted';

export interface AmountFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'suffix' | 'label' | 'type' | 'inputMode'> {
  /** The text of the field (controlled), as the player's locale writes it, e.g. "25" or "12,5". */
  value: string;
  /**
   * The field's new text, as the browser has it. Returns false when the change is refused (src/domain's
   * amount rules: not a number, too many decimals, too long): the field then keeps its text, and the
   * caret stays where it was.
   */
  onValueChange: (text: string, how: AmountChange) => boolean;
  /** Currency symbol shown as the suffix (€, zł, F, $, CHF). */
  currencySymbol: string;
  /** The market's decimals (SPEC 9: 0 for CI, SN, BJ, else 2): the keyboard offered. Default 2. */
  decimals?: number;
  /** Defaults to the translated "Amount". */
  label?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const PASTED = new Set(['insertFromPaste', 'insertFromDrop', 'insertFromPasteAsQuotation']);

export function AmountField({ value, onValueChange, currencySymbol, decimals = 2, label, inputClassName, ...rest }: AmountFieldProps) {
  const { t } = useLingui();
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const inputType = (e.nativeEvent as InputEvent).inputType;
    if (onValueChange(input.value, PASTED.has(inputType) ? 'pasted' : 'typed')) return;
    // Refused: put the previous text back ourselves, with the caret where it was before the keystroke
    // (React would restore the text with the caret at the end).
    const caret = Math.max(0, (input.selectionStart ?? input.value.length) - (input.value.length - value.length));
    input.value = value;
    input.setSelectionRange(caret, caret);
  };
  return (
    <TextField
      label={label ?? t`Amount`}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="done"
      value={value}
      onChange={handleChange}
      suffix={currencySymbol}
      suffixClassName={s.amountSuffix}
      inputClassName={[s.amountInput, inputClassName].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
