// How a side effect failed (src/domain/failures.ts): the kind the machines branch on (SPEC 4
// Authentication: a lost session goes to session timeout; anything else is a technical failure).
import { describe, expect, it } from 'vitest';
import { ApiFailure, isSessionExpired } from './failures';

describe('ApiFailure', () => {
  it('is an Error named ApiFailure, its message the kind unless given', () => {
    const f = new ApiFailure('HTTP', 'DEP_CreateTransactionError');
    expect(f).toBeInstanceOf(Error);
    expect(f.name).toBe('ApiFailure');
    expect(f.kind).toBe('HTTP');
    expect(f.errorCode).toBe('DEP_CreateTransactionError');
    expect(f.message).toBe('HTTP');
    expect(new ApiFailure('TIMEOUT', null, 'token fetch').message).toBe('token fetch');
    expect(new ApiFailure('NETWORK').errorCode).toBeNull();
  });
  it('only a SESSION_EXPIRED ApiFailure is a lost session', () => {
    expect(isSessionExpired(new ApiFailure('SESSION_EXPIRED'))).toBe(true);
    expect(isSessionExpired(new ApiFailure('HTTP'))).toBe(false);
    expect(isSessionExpired(new Error('SESSION_EXPIRED'))).toBe(false);
    expect(isSessionExpired(null)).toBe(false);
  });
});
