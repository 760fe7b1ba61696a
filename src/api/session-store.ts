// The player's tokens (docs/decisions.md "Tokens"). The access token lives in memory
// only: no script-readable cookie or storage holds it. The refresh token is what must survive a reload
// and the trip to a provider's page and back: it is kept in the tab's sessionStorage (never sent with a
// request, gone with the tab, never shared with another tab) until the lifetime SPEC 9 gives the
// session cookie (exp - nbf, + 3 hours with a refresh token); a page without tokens in its URL
// refreshes with it to get a new access token (page-session.ts).
// SPEC 1 lets the operator hand the session in the rox-session cookie: it is still read at boot, and
// deleted with the session, but the app never writes it.
import { decodeClaims, tokenCookieMaxAgeSeconds } from '../domain/session';

export const SESSION_COOKIE = 'rox-session';
/** Written by earlier versions; deleted at boot. */
export const REFRESH_COOKIE = 'rox-refresh';
export const REFRESH_STORAGE_KEY = 'cashier-refresh';

export interface SessionStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  save(accessToken: string, refreshToken: string | null): void;
  clear(): void;
  /** The player left for the return URL: the refresh token goes; the access cookie runs out by itself. */
  forgetRefresh(): void;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

function deleteCookie(name: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

interface StoredRefresh {
  token: string;
  /** Epoch ms after which the token is dropped unread. */
  expiresAt: number;
}

/** The tab's storage, or null where it is unavailable (privacy modes, sandboxed frames). */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readRefresh(storage: Storage | null): StoredRefresh | null {
  try {
    const raw = storage?.getItem(REFRESH_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredRefresh>;
    return typeof stored.token === 'string' && typeof stored.expiresAt === 'number' ? { token: stored.token, expiresAt: stored.expiresAt } : null;
  } catch {
    return null;
  }
}

function writeRefresh(storage: Storage | null, value: StoredRefresh | null): void {
  try {
    if (value) storage?.setItem(REFRESH_STORAGE_KEY, JSON.stringify(value));
    else storage?.removeItem(REFRESH_STORAGE_KEY);
  } catch {
    // No storage: the session then lasts as long as the page.
  }
}

/**
 * `endServerSession`: ends the front server's session cookie (HttpOnly: only the server can), called when
 * the session ends here (the player left, or the session is invalid).
 */
export function createBrowserSessionStore(now: () => number = Date.now, endServerSession: () => void = () => {}): SessionStore {
  const storage = tabStorage();
  let access = readCookie(SESSION_COOKIE);
  let refresh = readRefresh(storage);
  if (readCookie(REFRESH_COOKIE) !== null) deleteCookie(REFRESH_COOKIE);
  return {
    accessToken: () => access,
    refreshToken() {
      if (refresh && refresh.expiresAt <= now()) {
        refresh = null;
        writeRefresh(storage, null);
      }
      return refresh?.token ?? null;
    },
    save(accessToken, refreshToken) {
      access = accessToken;
      const claims = decodeClaims(accessToken);
      // A token pair whose access token cannot be read has no known lifetime: kept for this page only.
      refresh = refreshToken ? { token: refreshToken, expiresAt: claims ? now() + tokenCookieMaxAgeSeconds(claims, true) * 1000 : Infinity } : null;
      writeRefresh(storage, refresh && claims ? refresh : null);
    },
    forgetRefresh() {
      refresh = null;
      writeRefresh(storage, null);
      deleteCookie(REFRESH_COOKIE);
      endServerSession();
    },
    clear() {
      access = null;
      refresh = null;
      writeRefresh(storage, null);
      deleteCookie(SESSION_COOKIE);
      deleteCookie(REFRESH_COOKIE);
      endServerSession();
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
