// Reads what the page was opened with — URL query, cookies, user agent — and takes the session secrets
// out of the address bar at once (DESIGN 7: the token leaves the address bar once read).
import type { SessionSources } from '../../machines/context-init.machine';
import { parseCallback } from '../domain/callback';
import { parseQueryOptions, SECRET_QUERY_KEYS } from '../domain/context';
import { storedFlag, type SessionStore } from '../api/session-store';
import { clearPaymentDraft, clearPendingDeposit, readPaymentDraft, readPendingDeposit } from './pending-deposit';
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

/** Kept for the browser tab's session: the player's return trip comes back to the same tab. */
function remember(key: string, value: string | undefined): string | null {
  try {
    if (value !== undefined) sessionStorage.setItem(key, value);
    return sessionStorage.getItem(key);
  } catch {
    return value ?? null;
  }
}

/**
 * What the page was opened with. A page opened without tokens in its URL (a reload, the return from a
 * provider's page) and without an access token in memory gets one by refreshing with the tab's stored
 * refresh token (session-store.ts); when that fails it has no session, as SPEC 4 says.
 */
export async function readPageSession(
  store: SessionStore,
  session: { refreshSession(): Promise<void> },
  /** The URL as launched, when the early start (src/boot/early-start.ts) already took its tokens out of the address bar. */
  launchHref?: string,
): Promise<SessionSources> {
  const url = new URL(launchHref ?? window.location.href);
  const query = Object.fromEntries(url.searchParams.entries());
  const launchedWithTokens = SECRET_QUERY_KEYS.some((k) => url.searchParams.has(k));
  if (launchedWithTokens) {
    for (const k of SECRET_QUERY_KEYS) url.searchParams.delete(k);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } else if (!store.accessToken() && store.refreshToken()) {
    await session.refreshSession().catch(() => undefined);
  }
  const callback = parseCallback(url.pathname, query);
  return {
    sources: {
      query: parseQueryOptions(query),
      stored: {
        // Kept in cookies (SPEC 4 and 7): they must survive the trip to a provider's page and back.
        hasHeader: storedFlag(HEADER_COOKIE, query.show_header),
        isDarkMode: storedFlag(DARK_COOKIE, query.is_dark),
        isFirstDeposit: storedFlag(FIRST_DEPOSIT_COOKIE, query.is_first_deposit),
        applePay: storedFlag(APPLE_PAY_COOKIE, query.apple_pay),
        urlSuccess: remember(URL_SUCCESS_KEY, query.url_success),
        urlBack: remember(URL_BACK_KEY, query.url_back),
        embedConfirmation: remember(EMBED_KEY, query.embed_confirmation) === 'true',
      },
      userAgent: navigator.userAgent,
      browserLanguage: navigator.language ?? null,
      nowIso: new Date().toISOString(),
    },
    sessionToken: store.accessToken(),
    callback,
    entryView: entryViewOf(url.pathname), // Opened at /preferred or /methods
    // The deposit a reload resumes. A provider's return reads its own deposit (the callback), and a launch
    // may be another player's: either ends the tab's record, else a later page of the tab would resume a
    // deposit already answered (the web's issuer page leaves before its wait can forget it).
    pendingDeposit: callback || launchedWithTokens ? (clearPendingDeposit(), null) : readPendingDeposit(),
    // The amount page's choice in this tab: a reload or a provider's return shows it again. A launch (its
    // tokens in the URL: maybe another player) starts from the defaults (docs/decisions.md "Page lifecycle").
    draft: launchedWithTokens ? (clearPaymentDraft(), null) : readPaymentDraft(),
    // A page opened on a withdrawal fragment (its route) runs it once ready.
    fragment: withdrawalFragmentOf(url.pathname),
  };
}
