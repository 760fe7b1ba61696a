import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import * as s from './OverlayLoader.css';
import { Spinner } from './Spinner';
import { useThemeClassName } from './ThemeScope';
import { cx } from './cx';

export interface OverlayLoaderProps {
  /** Rendered only when true (the duration / auto-hide logic of SPEC 2 lives in the app). */
  open: boolean;
  /** Visible and announced text; defaults to the translated "Loading…". */
  label?: ReactNode;
}

/** Full-screen blocking loader. */
export function OverlayLoader({ open, label }: OverlayLoaderProps) {
  // Carries the theme class itself, so it is styled even when rendered outside AppShell's element.
  const themeClassName = useThemeClassName();
  if (!open) return null;
  return (
    <div className={cx(themeClassName, s.overlay)} aria-busy="true" data-testid="overlay-loader">
      <div className={s.panel} role="status" aria-live="polite">
        <span className={s.spinner}>
          <Spinner size="lg" />
        </span>
        <span className={s.label}>{label ?? <Trans>Loading…</Trans>}</span>
      </div>
    </div>
  );
}
