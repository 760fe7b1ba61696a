import { describe, expect, it } from 'vitest';
import { inlineVars } from './css-vars';

describe('inlineVars', () => {
  it('turns var(--x) keys into custom property names', () => {
    expect(inlineVars({ 'var(--fill__1a2b3c)': 40 })).toEqual({ '--fill__1a2b3c': '40' });
  });
  it('accepts bare custom property names and skips nullish values', () => {
    expect(inlineVars({ '--a': 'red', '--b': null, '--c': undefined })).toEqual({ '--a': 'red' });
  });
  it('handles a var() with a fallback', () => {
    expect(inlineVars({ 'var(--w, 10px)': '5px' })).toEqual({ '--w': '5px' });
  });
  it('refuses ordinary properties', () => {
    expect(() => inlineVars({ width: '10px' })).toThrow();
  });
});
