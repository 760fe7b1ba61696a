// Where the tokens live (docs/decisions.md "Tokens and headers"): the access token in
// memory only, the refresh token in the tab's sessionStorage for SPEC 9's lifetime (exp - nbf, + 3 h
// with a refresh token), no token in any cookie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserSessionStore, REFRESH_STORAGE_KEY } from './session-store';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
  dump = () => JSON.stringify([...this.items]);
}

/** A cookie jar with document.cookie's read and write semantics (Max-Age=0 deletes). */
function cookieJar() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split('; ');
      const i = pair!.indexOf('=');
      if (/Max-Age=0(;|$)/.test(line)) jar.delete(pair!.slice(0, i));
      else jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    },
  };
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** An unsigned JWT with nbf = now and exp = now + 900 s (the app reads claims, never signatures). */
const jwt = (nowS: number) => `${b64({ alg: 'HS256' })}.${b64({ sub: '1', nbf: nowS, exp: nowS + 900 })}.sig`;

let storage: MemoryStorage;
let doc: ReturnType<typeof cookieJar>;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-10T10:00:00Z'));
  storage = new MemoryStorage();
  doc = cookieJar();
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', { protocol: 'https:' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const nowS = () => Math.floor(Date.now() / 1000);

describe('browser session store', () => {
  it('keeps the access token in memory only and the refresh token in the tab storage', () => {
    const store = createBrowserSessionStore();
    const access = jwt(nowS());
    store.save(access, 'refresh-1');
    expect(store.accessToken()).toBe(access);
    expect(storage.dump()).not.toContain(access);
    expect(storage.dump()).toContain('refresh-1');
    expect(doc.cookie).toBe('');
    expect(doc.writes.join('\n')).not.toContain('refresh-1');
  });

  it('once the player has left for the return URL, the refresh token is gone from the tab (a reload finds none)', () => {
    const store = createBrowserSessionStore();
    store.save(jwt(nowS()), 'refresh-1');
    store.forgetRefresh();
    expect(store.refreshToken()).toBeNull();
    expect(storage.dump()).not.toContain('refresh-1');
    expect(createBrowserSessionStore().refreshToken()).toBeNull();
  });

  it('a reload finds the refresh token and no access token', () => {
    createBrowserSessionStore().save(jwt(nowS()), 'refresh-1');
    const reloaded = createBrowserSessionStore();
    expect(reloaded.accessToken()).toBeNull();
    expect(reloaded.refreshToken()).toBe('refresh-1');
  });

  it('the refresh token lasts exp - nbf + 3 hours (SPEC 9), then is gone from the storage too', () => {
    createBrowserSessionStore().save(jwt(nowS()), 'refresh-1');
    vi.advanceTimersByTime((900 + 10_800) * 1000 - 1);
    expect(createBrowserSessionStore().refreshToken()).toBe('refresh-1');
    vi.advanceTimersByTime(1);
    expect(createBrowserSessionStore().refreshToken()).toBeNull();
    expect(storage.getItem(REFRESH_STORAGE_KEY)).toBeNull();
  });

  it('a new pair replaces the old refresh token; clear forgets both', () => {
    const store = createBrowserSessionStore();
    store.save(jwt(nowS()), 'refresh-1');
    store.save(jwt(nowS()), 'refresh-2');
    expect(createBrowserSessionStore().refreshToken()).toBe('refresh-2');
    store.clear();
    expect(store.accessToken()).toBeNull();
    expect(store.refreshToken()).toBeNull();
    expect(createBrowserSessionStore().refreshToken()).toBeNull();
  });

  it('reads an operator-set rox-session cookie, and deletes an earlier version’s refresh cookie', () => {
    doc.cookie = 'rox-session=op-token; Path=/';
    doc.cookie = 'rox-refresh=old; Path=/';
    const store = createBrowserSessionStore();
    expect(store.accessToken()).toBe('op-token');
    expect(doc.cookie).not.toContain('rox-refresh');
    expect(doc.writes.at(-1)).toMatch(/^rox-refresh=; .*Max-Age=0.*SameSite=Strict; Secure$/);
  });
});
