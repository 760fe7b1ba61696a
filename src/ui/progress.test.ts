import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress';

describe('progressPercent', () => {
  it('maps value within [min, max] to 0..100', () => {
    expect(progressPercent(25)).toBe(25);
    expect(progressPercent(50, 0, 200)).toBe(25);
    expect(progressPercent(15, 10, 20)).toBe(50);
  });
  it('clamps', () => {
    expect(progressPercent(-5)).toBe(0);
    expect(progressPercent(150)).toBe(100);
  });
  it('returns 0 for empty or invalid ranges and NaN', () => {
    expect(progressPercent(5, 10, 10)).toBe(0);
    expect(progressPercent(5, 10, 0)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});
