import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './TextField';
import { sanitizeAmountInput } from './amount-input';
import * as s from './TextField.css';

export interface AmountFieldProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'suffix' | 'label' | 'type' | 'inputMode'> {
  /** The raw text of the field (controlled), e.g. "25" or "12.5". */
  value: string;
  /** Called with the cleaned text (digits and one "." with at most `decimals` fraction digits). */
  onValueChange: (value: string) => void;
  /** Currency symbol shown as the suffix (€, zł, F, $, CHF). */
  currencySymbol: string;
  /** Fraction digits allowed while typing: 0 for CI, SN, BJ, else 2 (SPEC 9). Default 2. */
  decimals?: number;
  /** Defaults to the translated "Amount". */
  label?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function AmountField({
  value,
  onValueChange,
  currencySymbol,
  decimals = 2,
  label,
  inputClassName,
  ...rest
}: AmountFieldProps) {
  const { t } = useLingui();
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    onValueChange(sanitizeAmountInput(e.target.value, decimals));
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
