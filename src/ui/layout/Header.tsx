import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as s from './Header.css';
import { IconButton } from '../IconButton';
import { BackIcon, CloseIcon } from '../icons';
import { visuallyHidden } from '../a11y.css';

export type HeaderLeading = 'close' | 'back' | 'none';

export interface HeaderProps {
  /** Deposit button text or withdrawal header title (translated by the caller). */
  title: ReactNode;
  /** Preformatted balance with currency symbol, e.g. "120,50 €"; null hides it. */
  balance: string | null;
  /** SPEC 2: 'close' on the root page or on desktop, 'back' elsewhere (the caller decides). */
  leading: HeaderLeading;
  onClose?: () => void;
  onBack?: () => void;
}

export function Header({ title, balance, leading, onClose, onBack }: HeaderProps) {
  const { t } = useLingui();
  return (
    <header className={s.header} data-testid="header">
      <div className={s.leading}>
        {leading === 'close' && <IconButton aria-label={t`Close`} icon={<CloseIcon />} onClick={onClose} data-testid="header-close" />}
        {leading === 'back' && <IconButton aria-label={t`Back`} icon={<BackIcon />} onClick={onBack} data-testid="header-back" />}
      </div>
      <p className={s.title} data-testid="header-title">
        {title}
      </p>
      {balance != null ? (
        <p className={s.balance} data-testid="header-balance">
          <span className={visuallyHidden}>
            <Trans>Balance</Trans>{' '}
          </span>
          {balance}
        </p>
      ) : (
        <span />
      )}
    </header>
  );
}
