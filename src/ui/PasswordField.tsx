import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './TextField';
import { IconButton } from './IconButton';
import { EyeIcon, EyeOffIcon } from './icons';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix' | 'trailing'> {
  /** Start with the password shown. Default false. */
  defaultVisible?: boolean;
}

/**
 * A TextField for a password with a show / hide toggle (e.g. the Skrill login form). The toggle is a
 * toggle button (aria-pressed) with a constant name, and keeps the typed value and caret.
 */
export function PasswordField({ defaultVisible = false, autoComplete = 'current-password', disabled, ...rest }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      trailing={
        <IconButton
          tone="muted"
          aria-label={t`Show password`}
          aria-pressed={visible}
          aria-controls={rest.id}
          disabled={disabled}
          icon={visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          onClick={() => setVisible((v) => !v)}
          data-testid="password-toggle"
        />
      }
    />
  );
}
