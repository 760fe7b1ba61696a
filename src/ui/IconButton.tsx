import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as s from './IconButton.css';
import { cx } from './cx';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required: the button has no visible text. Pass a translated string. */
  'aria-label': string;
  icon: ReactNode;
  tone?: 'default' | 'muted' | 'primary';
  ref?: Ref<HTMLButtonElement>;
}

/** 44x44 touch target, focus ring, icon only. */
export function IconButton({ icon, tone = 'default', type = 'button', className, ref, ...rest }: IconButtonProps) {
  return (
    <button ref={ref} type={type} className={cx(s.base, s.tone[tone], className)} {...rest}>
      {icon}
    </button>
  );
}
