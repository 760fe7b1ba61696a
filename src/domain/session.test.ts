import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeClaims, tokenCookieMaxAgeSeconds, type SessionClaims } from './session';

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** A real HS256 JWT: base64url(header).base64url(payload).base64url(HMAC-SHA256). */
function signJwt(payload: unknown, secret = 'test-secret'): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  return `${head}.${body}.${b64url(sig)}`;
}

const claims: SessionClaims = {
  sub: 'player-42',
  plt: 'IOS',
  iss: 'kestrelbet.fr',
  cur: 'EUR',
  lng: 'fr',
  unv: 'casino',
  rzn: 'FR',
  brn: 'kestrel',
  exp: 1_900_003_600,
  nbf: 1_900_000_000,
};

describe('decodeClaims', () => {
  it('reads the SPEC 3 claims of a signed token', () => {
    expect(decodeClaims(signJwt(claims))).toEqual(claims);
  });
  it('keeps only the claims it knows and accepts a token with only sub and exp', () => {
    expect(decodeClaims(signJwt({ sub: 'p', exp: 10, iat: 1, jti: 'x' }))).toEqual({ sub: 'p', exp: 10 });
  });
  it('decodes UTF-8 and base64url characters (- and _) in the payload', () => {
    // '?>' and 'ÿ' produce '-' / '_' in base64url; 'é' needs UTF-8 decoding.
    const odd = { ...claims, iss: 'késtrel ?>?>ÿÿ~~' };
    const token = signJwt(odd);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeClaims(token)).toEqual(odd);
  });
  it('decodes payloads of every padding length', () => {
    for (const sub of ['a', 'ab', 'abc', 'abcd']) expect(decodeClaims(signJwt({ sub, exp: 1 }))?.sub).toBe(sub);
  });
  it.each([
    ['', 'empty'],
    ['garbage', 'one part'],
    ['a.b', 'two parts'],
    ['a.b.c.d', 'four parts'],
    ['..', 'empty parts'],
    [`${b64url('{}')}.!!!.sig`, 'payload not base64'],
    [`h.${b64url('not json')}.s`, 'payload not JSON'],
    [`h.${b64url('null')}.s`, 'payload null'],
    [`h.${b64url('[1,2]')}.s`, 'payload an array'],
    [signJwt({ exp: 10 }), 'no sub'],
    [signJwt({ sub: 'p' }), 'no exp'],
    [signJwt({ sub: 'p', exp: '10' }), 'exp not a number'],
    [signJwt({ sub: 42, exp: 10 }), 'sub not a string'],
    [`${signJwt(claims)}.extra`, 'a valid token with a fourth part'],
    [signJwt(claims).split('.').slice(0, 2).join('.'), 'a valid header and payload without signature part'],
    [`${signJwt(claims).split('.')[0]}..${signJwt(claims).split('.')[2]}`, 'an empty payload part'],
  ])('is null for %j (%s)', (token) => {
    expect(decodeClaims(token)).toBeNull();
  });
});

describe('tokenCookieMaxAgeSeconds (SPEC 9)', () => {
  it('is exp - nbf in seconds', () => {
    expect(tokenCookieMaxAgeSeconds(claims, false)).toBe(3600);
  });
  it('adds 3 hours (10800 s) with a refresh token', () => {
    expect(tokenCookieMaxAgeSeconds(claims, true)).toBe(3600 + 10_800);
  });
  it('is never negative', () => {
    expect(tokenCookieMaxAgeSeconds({ ...claims, nbf: claims.exp + 5 }, false)).toBe(0);
    expect(tokenCookieMaxAgeSeconds({ ...claims, nbf: claims.exp + 5 }, true)).toBe(10_800);
  });
  it('works on decoded claims', () => {
    expect(tokenCookieMaxAgeSeconds(decodeClaims(signJwt(claims))!, true)).toBe(14_400);
  });
});
