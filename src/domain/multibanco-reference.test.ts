import { describe, expect, it } from 'vitest';
import { keptReferenceOf, liveReference, parseKeptReference, payShowsReference } from './multibanco-reference';

const T0 = Date.parse('2026-11-28T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const shown = { entity: '12345', reference: '123456789', amount: 40, expiresInDays: 3 };
const MB = { method: 'MULTIBANCO' };

describe('a Multibanco reference kept (SPEC 4, 9; DESIGN 7 one intent, one deposit)', () => {
  it('is kept with its amount for its validity (3 days from when it was shown)', () => {
    expect(keptReferenceOf(shown, 40, T0)).toEqual({ entity: '12345', reference: '123456789', amount: 40, expiresAt: T0 + 3 * DAY });
    expect(keptReferenceOf({ ...shown, amount: null }, 25, T0).amount).toBe(25);
  });
  it('is live until it expires', () => {
    const kept = keptReferenceOf(shown, 40, T0);
    expect(liveReference(kept, T0 + 3 * DAY - 1)).toEqual(kept);
    expect(liveReference(kept, T0 + 3 * DAY)).toBeNull();
    expect(liveReference(null, T0)).toBeNull();
  });
  it('Pay with Multibanco for the same amount shows it; another amount, another method, or an expired one asks for a deposit', () => {
    const kept = keptReferenceOf(shown, 40, T0);
    expect(payShowsReference(kept, MB, 40, T0 + 1000)).toBe(true);
    expect(payShowsReference(kept, MB, 40.0000001, T0 + 1000)).toBe(true);
    expect(payShowsReference(kept, MB, 41, T0 + 1000)).toBe(false);
    expect(payShowsReference(kept, { method: 'MBWAY' }, 40, T0 + 1000)).toBe(false);
    expect(payShowsReference(kept, MB, null, T0 + 1000)).toBe(false);
    expect(payShowsReference(kept, null, 40, T0 + 1000)).toBe(false);
    expect(payShowsReference(kept, MB, 40, T0 + 4 * DAY)).toBe(false);
    expect(payShowsReference(null, MB, 40, T0)).toBe(false);
  });
  it('reads back only a whole reference', () => {
    const kept = keptReferenceOf(shown, 40, T0);
    expect(parseKeptReference(JSON.stringify(kept))).toEqual(kept);
    for (const raw of [
      null,
      '',
      'x',
      '{}',
      JSON.stringify({ ...kept, amount: 0 }),
      JSON.stringify({ ...kept, entity: '' }),
      JSON.stringify({ ...kept, expiresAt: 'soon' }),
    ]) {
      expect(parseKeptReference(raw), String(raw)).toBeNull();
    }
  });
});
