import { describe, expect, it } from 'vitest';
import { groupReference } from './reference';

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
