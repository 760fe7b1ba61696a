import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESKTOP_MEDIA, MOBILE_MEDIA } from './breakpoints';

describe('the desktop breakpoint (SPEC 2: 840px wide, or a tablet / web-landscape breakpoint)', () => {
  it('asks for a height no phone has in landscape: 844 x 390 is a phone', () => {
    expect(DESKTOP_MEDIA).toBe('(min-width: 840px) and (min-height: 500px)');
    expect(MOBILE_MEDIA).toBe(`not all and ${DESKTOP_MEDIA}`);
  });

  it('is the one rule: the boot skeleton of index.html switches on the same query', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const queries = [...html.matchAll(/@media ([^{]+)\{/g)].map((m) => m[1]!.trim()).filter((q) => q.includes('width'));
    expect(queries).toEqual([DESKTOP_MEDIA]);
  });
});
