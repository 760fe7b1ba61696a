// Lingui setup: one catalog per language, loaded on demand; the active language follows the app context.
import { i18n } from '@lingui/core';
import type { Language } from '../domain/context';

const catalogs: Record<Language, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  en: () => import('../../locales/en.po'),
  fr: () => import('../../locales/fr.po'),
  pl: () => import('../../locales/pl.po'),
  pt: () => import('../../locales/pt.po'),
};

export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

export { i18n };
