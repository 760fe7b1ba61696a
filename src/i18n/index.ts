// Lingui setup: one catalog per language, loaded on demand; the active language follows the app context.
import { i18n } from '@lingui/core';
import type { Language } from '../domain/context';

const catalogs: Record<Language, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  en: () => import('../../locales/en.po'),
  fr: () => import('../../locales/fr.po'),
  pl: () => import('../../locales/pl.po'),
  pt: () => import('../../locales/pt.po'),
};

/** The language asked for last: a catalog that arrives after a later request is not activated. */
let wanted: Language | null = null;

export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  if (i18n.locale === language) return;
  const { messages } = await catalogs[language]();
  // The default language's catalog may arrive after the player's (started later, smaller): keep the player's.
  if (wanted !== language) return;
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Loads a language's catalog without activating it: the server (src/server/render.tsx) activates it
 * synchronously right before each render, since Lingui's active catalog is the process's.
 */
export async function catalogOf(language: Language): Promise<import('@lingui/core').Messages> {
  return (await catalogs[language]()).messages;
}

export { i18n };
