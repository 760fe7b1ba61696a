// French typography in the fr catalog: "?", "!", ";" and ":" take a no-break space before them (a narrow one,
// U+202F, before ? ! ;, a full one, U+00A0, before :), so a line never starts with the mark ("Quitter votre
// paiement" / "?"). A plain space there lets the browser break before it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const po = readFileSync(new URL('../../locales/fr.po', import.meta.url), 'utf8');

/** Each translation's text (msgstr, with its continued lines), unescaped only as far as needed here. */
function translations(text: string): string[] {
  const out: string[] = [];
  let current: string | null = null;
  for (const line of text.split('\n')) {
    const start = /^msgstr(?:\[\d+\])? "(.*)"$/.exec(line);
    if (start) {
      if (current !== null) out.push(current);
      current = start[1]!;
    } else if (current !== null && /^"(.*)"$/.test(line)) {
      current += line.slice(1, -1);
    } else if (current !== null) {
      out.push(current);
      current = null;
    }
  }
  if (current !== null) out.push(current);
  return out.filter((t) => t !== '');
}

describe('the fr catalog: a no-break space before ? ! ; :', () => {
  it('reads every translation', () => {
    expect(translations(po).length).toBeGreaterThan(100);
  });

  it('has no plain space before ? ! ; or : (a break could put the mark at the start of a line)', () => {
    const plain = translations(po).filter((t) => / [?!;:](?=\s|$)/.test(t));
    expect(plain).toEqual([]);
  });

  it('"Leave your payment?" keeps its "?" with its last word', () => {
    expect(translations(po)).toContain('Quitter votre paiement\u202f?');
  });
});
