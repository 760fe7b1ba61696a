import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'pl', 'pt'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
  // File references without line numbers: moving a string inside a file does not change the catalogs.
  format: formatter({ lineNumbers: false }),
});
