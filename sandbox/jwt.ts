// Session JWTs (SPEC section 3 claims), HS256-signed with a secret drawn at random per process:
// a token from a previous run of the sandbox never verifies.
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** The claims Cashier reads (SPEC 3) plus the sandbox session id `sid`. */
export interface SessionClaims {
  sub: string;
  plt: string;
  iss: string;
  cur: string;
  lng: string;
  unv: string;
  rzn: string;
  brn: string;
  sid: string;
  exp: number;
  nbf: number;
  iat: number;
}

export type ClaimsInput = Omit<SessionClaims, 'exp' | 'nbf' | 'iat'>;

export interface JwtIssuer {
  /**
   * A signed access token valid for `ttlSeconds` from now. A ttl of 0 or less gives a token that is
   * already expired: issued 15 minutes ago, expired one second ago.
   */
  sign(claims: ClaimsInput, ttlSeconds: number): Promise<string>;
  /** The claims of a well-formed, correctly signed, unexpired token; null otherwise. */
  verify(token: string): Promise<SessionClaims | null>;
}

const EXPIRED_TOKEN_AGE_SECONDS = 900;
/** Verified tokens remembered (oldest forgotten first): every call of a session carries the same one. */
const VERIFIED_CACHE_SIZE = 5000;

export function createJwtIssuer(secret: Uint8Array = randomBytes(32)): JwtIssuer {
  // A token string already verified with this secret needs no second HMAC (WebCrypto's key import and
  // verify cost ~0.6 ms a call, on every authenticated request of a burst); its time claims still do.
  const verified = new Map<string, SessionClaims>();
  const inTime = (c: SessionClaims, now: number) => c.exp > now && (c.nbf ?? 0) <= now;
  return {
    async sign(claims, ttlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      const issuedAt = ttlSeconds > 0 ? now : now - EXPIRED_TOKEN_AGE_SECONDS;
      const expiresAt = ttlSeconds > 0 ? now + ttlSeconds : now - 1;
      const { iss, sub, ...rest } = claims;
      return new SignJWT({ ...rest })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(iss)
        .setSubject(sub)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setNotBefore(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return inTime(known, Math.floor(Date.now() / 1000)) ? known : null;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const claims = payload as Partial<SessionClaims>;
        if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, claims as SessionClaims);
        return claims as SessionClaims;
      } catch {
        return null;
      }
    },
  };
}
