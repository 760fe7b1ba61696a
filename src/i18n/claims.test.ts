// The law of what the player reads (./claims.ts): every message of the catalog that speaks of money or of
// a deposit's end declares its claim, and only those of the catalog are declared.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAIMS, claimOf, MESSAGE_CLAIMS } from './claims';

/** The English catalog: message id -> text. */
function catalog(): Map<string, string> {
  const po = readFileSync(new URL('../../locales/en.po', import.meta.url), 'utf8');
  const out = new Map<string, string>();
  for (const m of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) if (m[1]) out.set(JSON.parse(`"${m[1]}"`), JSON.parse(`"${m[2]}"`));
  return out;
}

/** Words that state or promise what happened to money or to a deposit. */
const SPEAKS_OF_MONEY = /no money|debit|credit|was taken|refused|failed|could not be completed|cancel|charge|succe|confirmed|not been|nothing was/i;
/** Withdrawals state no deposit's outcome. */
const WITHDRAWAL = /withdraw|IBAN/i;

describe('the claims of the messages (DESIGN 7: what the player reads is true)', () => {
  it('every message that speaks of money or of a deposit ending is declared, with its claim or none', () => {
    const undeclared = [...catalog()]
      .filter(([id, text]) => SPEAKS_OF_MONEY.test(text) && !WITHDRAWAL.test(text) && !WITHDRAWAL.test(id))
      .filter(([id]) => !MESSAGE_CLAIMS.has(id))
      .map(([id, text]) => `${id}: ${text}`);
    expect(undeclared).toEqual([]);
  });

  it('every message declared is in the catalog, and every claim is one the oracle knows', () => {
    const ids = catalog();
    expect([...MESSAGE_CLAIMS.keys()].filter((id) => !ids.has(id))).toEqual([]);
    for (const claim of MESSAGE_CLAIMS.values()) if (claim) expect(Object.keys(CLAIMS)).toContain(claim);
  });

  it('no message of the catalog says no money was taken: the app cannot know it (another tab, a deposit still under way)', () => {
    const claiming = [...MESSAGE_CLAIMS].filter(([, c]) => c === 'no-money-taken').map(([id]) => id);
    expect(claiming).toEqual([]);
    const texts = [...catalog()].filter(([, t]) => /no money was taken|not debited|nothing was taken/i.test(t)).map(([id]) => id);
    expect(texts).toEqual([]);
  });

  it('claimOf reads the registry', () => {
    expect(claimOf('payment.genericfailure.text')).toBe('not-paid');
    expect(claimOf('payment.error.page.text')).toBeNull();
    expect(claimOf('anything else')).toBeNull();
    expect(claimOf(null)).toBeNull();
  });
});
