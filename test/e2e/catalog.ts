// Reads a translation from the Lingui catalogs, so tests assert the translated text a player sees.
import { readFileSync } from 'node:fs';

export function translation(language: string, source: string): string {
  const po = readFileSync(new URL(`../../locales/${language}.po`, import.meta.url), 'utf8');
  const blocks = po.split(/\n\n+/);
  for (const block of blocks) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    if (id === source) {
      const str = /^msgstr "(.*)"$/m.exec(block)?.[1];
      if (str) return str.replace(/\\"/g, '"');
    }
  }
  throw new Error(`no ${language} translation for "${source}"`);
}
