import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

async function boot() {
  const { messages } = await import('../locales/en.po');
  i18n.loadAndActivate({ locale: 'en', messages });
  createRoot(document.getElementById('root')!).render(
    <I18nProvider i18n={i18n}><Trans>Deposit</Trans></I18nProvider>,
  );
}
void boot();
