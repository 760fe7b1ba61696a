// The player's session as the front server keeps it (SPEC 9 "Token cookie"; docs/decisions.md "The session
// cookie"): one HttpOnly cookie holding the token pair, sealed (AES-256-GCM) with the server's secret so the
// page can neither read nor forge it. Its lifetime is SPEC 9's: exp − nbf of the access token, plus 3 hours
// with a refresh token. The page gets only the access token (in the first screen's state, and from
// POST /session/refresh); the refresh token never leaves the server.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { decodeClaims, tokenCookieMaxAgeSeconds } from '../src/domain/session';

export const SESSION_COOKIE_NAME = 'cashier-session';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
}

/** The 256-bit key of a secret (CASHIER_SESSION_SECRET): any string of 32 characters or more. */
export const sessionKey = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

export function seal(tokens: SessionTokens, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The tokens of a sealed value, or null when it was not sealed with this key or was changed. */
export function unseal(value: string, key: Buffer): SessionTokens | null {
  try {
    const raw = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(text) as Partial<SessionTokens>;
    if (typeof parsed.accessToken !== 'string') return null;
    return { accessToken: parsed.accessToken, refreshToken: typeof parsed.refreshToken === 'string' ? parsed.refreshToken : null };
  } catch {
    return null;
  }
}

/** The Set-Cookie of a session (SPEC 9 lifetime), `Secure` when the page is served over https. */
export function sessionCookie(tokens: SessionTokens, key: Buffer, secure: boolean): string {
  const claims = decodeClaims(tokens.accessToken);
  const maxAge = claims ? tokenCookieMaxAgeSeconds(claims, tokens.refreshToken !== null) : 0;
  // Lax, not Strict: the player comes back from a provider's page by a top-level navigation from its site.
  return `${SESSION_COOKIE_NAME}=${seal(tokens, key)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const clearedSessionCookie = (secure: boolean): string =>
  `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Whether an access token is still good for a while (a minute's margin for the calls the page makes next). */
export function accessTokenFresh(accessToken: string, nowMs: number): boolean {
  const claims = decodeClaims(accessToken);
  return !!claims && claims.exp * 1000 > nowMs + 60_000;
}
