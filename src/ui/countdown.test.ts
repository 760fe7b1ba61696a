import { describe, expect, it } from 'vitest';
import { countdownLabel, msUntil, pad2 } from './countdown';

const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('countdownLabel', () => {
  it('uses days and hours from one day up', () => {
    expect(countdownLabel(2 * d + 4 * h + 59 * min + 59 * s)).toEqual({ days: 2, hours: 4 });
    expect(countdownLabel(d)).toEqual({ days: 1, hours: 0 });
    expect(countdownLabel(40 * d)).toEqual({ days: 40, hours: 0 });
  });
  it('uses hours and minutes from one hour up to a day', () => {
    expect(countdownLabel(3 * h + 12 * min + 30 * s)).toEqual({ hours: 3, minutes: 12 });
    expect(countdownLabel(d - 1)).toEqual({ hours: 23, minutes: 59 });
    expect(countdownLabel(h)).toEqual({ hours: 1, minutes: 0 });
  });
  it('uses minutes and seconds below an hour', () => {
    expect(countdownLabel(4 * min + 59 * s)).toEqual({ minutes: 4, seconds: 59 });
    expect(countdownLabel(h - 1)).toEqual({ minutes: 59, seconds: 59 });
    expect(countdownLabel(20 * min)).toEqual({ minutes: 20, seconds: 0 });
    expect(countdownLabel(999)).toEqual({ minutes: 0, seconds: 0 });
  });
  it('clamps to zero', () => {
    expect(countdownLabel(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(countdownLabel(-5 * s)).toEqual({ minutes: 0, seconds: 0 });
    expect(countdownLabel(Number.NaN)).toEqual({ minutes: 0, seconds: 0 });
    expect(countdownLabel(Number.POSITIVE_INFINITY)).toEqual({ minutes: 0, seconds: 0 });
  });
});

describe('msUntil', () => {
  it('is the non-negative difference, or null without expiry', () => {
    expect(msUntil(10_000, 4_000)).toBe(6_000);
    expect(msUntil(1_000, 4_000)).toBe(0);
    expect(msUntil(null, 4_000)).toBeNull();
    expect(msUntil(undefined, 4_000)).toBeNull();
  });
});

describe('pad2', () => {
  it('pads to two digits', () => {
    expect(pad2(4)).toBe('04');
    expect(pad2(59)).toBe('59');
    expect(pad2(120)).toBe('120');
  });
});
