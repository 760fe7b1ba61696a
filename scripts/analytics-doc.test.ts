// docs/analytics.md is the catalogue of src/domain/analytics.ts: stale means someone changed an event
// without regenerating it (`npx tsx scripts/analytics-doc.ts`).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { analyticsDoc, DOC_PATH } from './analytics-doc';

it('docs/analytics.md is current', () => {
  expect(readFileSync(DOC_PATH, 'utf8')).toBe(analyticsDoc());
});
