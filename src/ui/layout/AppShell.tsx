import type { ReactNode } from 'react';
import * as s from './AppShell.css';
import { ThemeScope } from '../ThemeScope';
import { cx } from '../cx';

export interface AppShellProps {
  /** Usually <Header/>; omit when the host app draws its own header (show_header=false). */
  header?: ReactNode;
  /** The routed screen. */
  children: ReactNode;
  /** Usually <Footer/>. */
  footer: ReactNode;
  /** themeClass(brand, isDarkMode). Applied here and passed to portalled modals. */
  themeClassName: string;
}

export function AppShell({ header, children, footer, themeClassName }: AppShellProps) {
  return (
    <ThemeScope className={themeClassName}>
      <div className={cx(themeClassName, s.shell)} data-testid="app-shell">
        <div className={s.card} data-testid="app-card">
          {header != null && <div className={s.headerSlot}>{header}</div>}
          <main id="main" className={s.main} tabIndex={-1}>
            {children}
          </main>
          <div className={s.footerSlot}>{footer}</div>
        </div>
      </div>
    </ThemeScope>
  );
}
