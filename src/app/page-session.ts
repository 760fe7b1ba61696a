// Reads what the page was opened with — URL query, cookies, user agent — and takes the session secrets
// out of the address bar at once (DESIGN 7: the token leaves the address bar once read). The same reading
// runs on the server for the first screen (src/server/render.tsx) from the request: `sessionSourcesOf`
// is shared, the browser adds what only the tab holds (sessionStorage).
import type { SessionSources } from '../../machines/context-init.machine';
import { parseCallback } from '../domain/callback';
import { parseQueryOptions, SECRET_QUERY_KEYS } from '../domain/context';
import { storedFlag, type SessionStore } from '../api/session-store';
import { clearPaymentDraft, clearPendingDeposit, readDepositUnderWay, readPaymentDraft } from './pending-deposit';
import { decodeClaims } from '../domain/session';
import { withdrawalFragmentOf } from '../domain/withdrawal';
import { entryViewOf } from '../../machines/routes';

export const HEADER_COOKIE = 'cashier-show-header';
export const DARK_COOKIE = 'cashier-dark-mode';
export const FIRST_DEPOSIT_COOKIE = 'cashier-first-deposit';
/** SPEC 4 Apple Pay: the apple_pay query option, kept in a cookie. */
export const APPLE_PAY_COOKIE = 'apple_pay';
/** What must survive a trip to a provider's page and back (SPEC 9 persisted values). */
const URL_SUCCESS_KEY = 'cashier-url-success';
const URL_BACK_KEY = 'cashier-url-back';
const EMBED_KEY = 'cashier-embed-confirmation';

/** The flags kept in cookies (SPEC 4 and 7), by query key: they survive the trip to a provider's page and back. */
const FLAG_COOKIES = {
  hasHeader: [HEADER_COOKIE, 'show_header'],
  isDarkMode: [DARK_COOKIE, 'is_dark'],
  isFirstDeposit: [FIRST_DEPOSIT_COOKIE, 'is_first_deposit'],
  applePay: [APPLE_PAY_COOKIE, 'apple_pay'],
} as const;

/** What a page's request tells, read the same way in the browser and on the server. */
export interface PageFacts {
  url: URL;
  /** A flag cookie's value ('true' / 'false'), null when absent. */
  flagCookie(name: string): boolean | null;
  userAgent: string;
  browserLanguage: string | null;
  nowIso: string;
  /** The tab's kept return URLs and embed flag (sessionStorage in the browser; the server sees none). */
  kept: { urlSuccess: string | null; urlBack: string | null; embedConfirmation: boolean };
  sessionToken: string | null;
}

const flagOf = (query: string | undefined, cookie: boolean | null): boolean | null => (query === 'true' ? true : query === 'false' ? false : cookie);

/** The session sources of a page, except what only the tab keeps (the deposit under way, the draft). */
export function sessionSourcesOf(page: PageFacts): SessionSources {
  const query = Object.fromEntries(page.url.searchParams.entries());
  const flag = (key: keyof typeof FLAG_COOKIES) => flagOf(query[FLAG_COOKIES[key][1]], page.flagCookie(FLAG_COOKIES[key][0]));
  return {
    sources: {
      query: parseQueryOptions(query),
      stored: {
        hasHeader: flag('hasHeader'),
        isDarkMode: flag('isDarkMode'),
        isFirstDeposit: flag('isFirstDeposit'),
        applePay: flag('applePay'),
        urlSuccess: query.url_success ?? page.kept.urlSuccess,
        urlBack: query.url_back ?? page.kept.urlBack,
        embedConfirmation: query.embed_confirmation !== undefined ? query.embed_confirmation === 'true' : page.kept.embedConfirmation,
      },
      userAgent: page.userAgent,
      browserLanguage: page.browserLanguage,
      nowIso: page.nowIso,
    },
    sessionToken: page.sessionToken,
    callback: parseCallback(page.url.pathname, query),
    entryView: entryViewOf(page.url.pathname), // Opened at /preferred or /methods
    // A page opened on a withdrawal fragment (its route) runs it once ready.
    fragment: withdrawalFragmentOf(page.url.pathname),
  };
}

/** The player of an access token (its `sub`), to tell this player's deposits under way from another's. */
export const playerOf = (accessToken: string | null): string | null => (accessToken ? (decodeClaims(accessToken)?.sub ?? null) : null);

/** Kept for the browser tab's session: the player's return trip comes back to the same tab. */
function remember(key: string, value: string | undefined): string | null {
  try {
    if (value !== undefined) sessionStorage.setItem(key, value);
    return sessionStorage.getItem(key);
  } catch {
    return value ?? null;
  }
}

/** What this tab keeps of a launch (sessionStorage), written from the launch's query when it gives them. */
export function keptByTab(url: URL): PageFacts['kept'] {
  const query = (key: string) => url.searchParams.get(key) ?? undefined;
  return {
    urlSuccess: remember(URL_SUCCESS_KEY, query('url_success')),
    urlBack: remember(URL_BACK_KEY, query('url_back')),
    embedConfirmation: remember(EMBED_KEY, query('embed_confirmation')) === 'true',
  };
}

/**
 * What the page was opened with. A page opened without tokens in its URL (a reload, the return from a
 * provider's page) and without an access token in memory gets one by refreshing (session-store.ts: the
 * tab's refresh token, else the front server's session cookie); when that fails it has no session, as
 * SPEC 4 says.
 */
export async function readPageSession(
  store: SessionStore,
  session: { refreshSession(): Promise<void> },
  /** The URL as launched, when the early start (src/boot/early-start.ts) already took its tokens out of the address bar. */
  launchHref?: string,
  /** The front server exchanged this page's launch tokens (server/front.ts): a launch, its tokens already gone. */
  launchedThroughServer = false,
): Promise<SessionSources> {
  const url = new URL(launchHref ?? window.location.href);
  const launchedWithTokens = launchedThroughServer || SECRET_QUERY_KEYS.some((k) => url.searchParams.has(k));
  if (launchedWithTokens && !launchedThroughServer) {
    const clean = new URL(url);
    for (const k of SECRET_QUERY_KEYS) clean.searchParams.delete(k);
    window.history.replaceState(window.history.state, '', `${clean.pathname}${clean.search}${clean.hash}`);
  } else if (!launchedWithTokens && !store.accessToken()) {
    await session.refreshSession().catch(() => undefined);
  }
  const query = Object.fromEntries(url.searchParams.entries());
  // Written as cookies when the URL gives them (storedFlag), read back either way.
  for (const [name, key] of Object.values(FLAG_COOKIES)) storedFlag(name, query[key]);
  const read = sessionSourcesOf({
    url,
    flagCookie: (name) => storedFlag(name, undefined),
    userAgent: navigator.userAgent,
    browserLanguage: navigator.language ?? null,
    nowIso: new Date().toISOString(),
    kept: keptByTab(url),
    sessionToken: store.accessToken(),
  });
  return {
    ...read,
    // The deposit a reload resumes. A provider's return reads its own deposit (the callback), and a launch
    // may be another player's: either ends the tab's record, else a later page of the tab would resume a
    // deposit already answered (the web's issuer page leaves before its wait can forget it). A new tab shows
    // the player's deposit under way in another tab (pending-deposit.ts).
    pendingDeposit: read.callback || launchedWithTokens ? (clearPendingDeposit(), null) : readDepositUnderWay(playerOf(store.accessToken()), Date.now()),
    // The amount page's choice in this tab: a reload or a provider's return shows it again. A launch (its
    // tokens in the URL: maybe another player) starts from the defaults (docs/decisions.md "Page lifecycle").
    draft: launchedWithTokens ? (clearPaymentDraft(), null) : readPaymentDraft(),
  };
}
