import { describe, expect, it } from 'vitest';
import { groupReference, readableReference } from './reference';

describe('groupReference', () => {
  it('groups digits by three', () => {
    expect(groupReference('123456789')).toBe('123 456 789');
    expect(groupReference('123 45 6789')).toBe('123 456 789');
    expect(groupReference('12345')).toBe('123 45');
  });
  it('keeps other references as they are', () => {
    expect(groupReference('AB-12')).toBe('AB-12');
  });
});

describe('readableReference', () => {
  it('reads a uuid as its first eight letters and digits, upper case, in two groups of four', () => {
    expect(readableReference('3f2a91bc-0d4e-4c1a-9b7e-5a6c7d8e9f00')).toBe('3F2A 91BC');
    expect(readableReference('tx-1')).toBe('TX1');
    expect(readableReference('ab-cd-e')).toBe('ABCD E');
  });
});
