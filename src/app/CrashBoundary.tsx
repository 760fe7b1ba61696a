// Fail closed (DESIGN 3, 7): whatever throws while rendering, or stops the root actor (@xstate/react's
// useSelector throws the actor's error), the player gets the technical error page with a way on, never a
// blank page. The cause is logged. The page cannot use the actor (it may be the one that failed), so it
// offers "Try again" only, and says what is true whatever the player was doing: if they had just paid,
// check the balance before paying again (DESIGN 7: a result not known is never told as failed or as none).
import { Component, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { parseLanguage } from '../domain/context';
import { activateLanguage, i18n } from '../i18n';
import { BOOT_SKELETON_ID } from './App';
import { BOOT_DARK_CLASS } from '../boot/boot-dark';
import { Button } from '../ui/Button';
import { themeClass } from '../ui/theme.css';
import * as screen from '../screens/screen.css';
import { reportError } from './error-reporting';

/** React logs what it caught through the root option `onCaughtError` (main.tsx). */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  // The operator's error hook sees it, card data replaced (error-reporting.ts).
  override componentDidCatch(error: unknown): void {
    reportError(error, 'render');
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}

function CrashPage() {
  // The player's catalog when one is active; else the browser's language.
  const [ready, setReady] = useState(Boolean(i18n.locale));
  useEffect(() => {
    if (!ready) void activateLanguage(parseLanguage(navigator.language)).then(() => setReady(true));
  }, [ready]);
  useEffect(() => document.getElementById(BOOT_SKELETON_ID)?.remove(), []);
  if (!ready) return null;
  return (
    <I18nProvider i18n={i18n}>
      {/* The app's theme is in the actor that failed; the dark mode the boot read (is_dark, its cookie) is not. */}
      <main className={themeClass('kestrel', document.documentElement.classList.contains(BOOT_DARK_CLASS))}>
        <section className={`${screen.stack} ${screen.centred}`} data-testid="technical-error" role="alert">
          <h1 className={screen.title}>
            <Trans id="payment.error.page.title">Service temporarily unavailable</Trans>
          </h1>
          <p className={screen.text}>
            <Trans>Something went wrong on this page. If you had just paid, check your balance in a few minutes before paying again.</Trans>
          </p>
          <Button fullWidth onClick={() => window.location.reload()} data-testid="technical-error-retry">
            <Trans>Try again</Trans>
          </Button>
        </section>
      </main>
    </I18nProvider>
  );
}
