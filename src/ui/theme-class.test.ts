import { describe, expect, it } from 'vitest';
import { createThemeClass } from './theme-class';

describe('createThemeClass', () => {
  const themeClass = createThemeClass({
    kestrel: { light: 'k-l', dark: 'k-d' },
    orbit: { light: 'o-l', dark: 'o-d' },
  });
  it('picks the class by brand and mode', () => {
    expect(themeClass('kestrel', false)).toBe('k-l');
    expect(themeClass('kestrel', true)).toBe('k-d');
    expect(themeClass('orbit', false)).toBe('o-l');
    expect(themeClass('orbit', true)).toBe('o-d');
  });
  it('falls back to kestrel for an unknown brand at runtime', () => {
    expect(themeClass('nope' as 'orbit', true)).toBe('k-d');
  });
});
