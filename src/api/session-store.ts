// The player's tokens: kept in memory for the calls, and in cookies so a reload keeps the session
// (SPEC 9: the session cookie rox-session lives exp - nbf seconds, +3 hours with a refresh token).
import { decodeClaims, tokenCookieMaxAgeSeconds } from '../domain/session';

export const SESSION_COOKIE = 'rox-session';
export const REFRESH_COOKIE = 'rox-refresh';

export interface SessionStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  save(accessToken: string, refreshToken: string | null): void;
  clear(): void;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function createCookieSessionStore(): SessionStore {
  let access = readCookie(SESSION_COOKIE);
  let refresh = readCookie(REFRESH_COOKIE);
  return {
    accessToken: () => access,
    refreshToken: () => refresh,
    save(accessToken, refreshToken) {
      access = accessToken;
      refresh = refreshToken;
      const claims = decodeClaims(accessToken);
      const maxAge = claims ? tokenCookieMaxAgeSeconds(claims, !!refreshToken) : 0;
      writeCookie(SESSION_COOKIE, accessToken, maxAge);
      if (refreshToken) writeCookie(REFRESH_COOKIE, refreshToken, maxAge);
    },
    clear() {
      access = null;
      refresh = null;
      writeCookie(SESSION_COOKIE, '', 0);
      writeCookie(REFRESH_COOKIE, '', 0);
    },
  };
}

/** Stores a flag cookie for the session when the URL gives one, and reads it back either way. */
export function storedFlag(name: string, fromQuery: string | undefined): boolean | null {
  if (fromQuery === 'true' || fromQuery === 'false') {
    document.cookie = `${name}=${fromQuery}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  }
  return readStoredFlag(name);
}

export function readStoredFlag(name: string): boolean | null {
  const v = readCookie(name);
  return v === 'true' ? true : v === 'false' ? false : null;
}
