// The app root: Lingui with the language of the app context, and the router that follows the actor.
import { useEffect, useMemo, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { activateLanguage, i18n } from '../i18n';
import { Spinner } from '../ui/Spinner';
import { useDeposit, type DepositActor } from './actor-context';
import { createAppRouter } from './router';
import { selectLanguage } from './selectors';

export function App({ actor }: { actor: DepositActor }) {
  const router = useMemo(() => createAppRouter(actor), [actor]);
  // No catalog before the context is known: the player's language comes with the token (one catalog
  // fetched, the player's; the early start of index.html has usually preloaded it already).
  const language = useDeposit((s) => (s.matches('initializing') ? null : selectLanguage(s)));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (language === null) return;
    let live = true;
    void activateLanguage(language).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [language]);
  // Before any catalog is loaded there is no text to show: a bare spinner, announced as busy.
  if (!ready) return <div role="status" aria-busy="true" data-testid="boot-loader"><Spinner size="lg" /></div>;
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
