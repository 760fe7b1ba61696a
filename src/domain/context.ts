// The application context of SPEC section 3, built from the session claims, the URL query options
// (SPEC section 7) and the user agent, with the fallbacks of SPEC sections 4 and 9.
import { checkRedirectUrl } from './redirects';
import type { SessionClaims } from './session';

export const LEGISLATIONS = ['FR', 'PT', 'PL', 'CI', 'TG', 'SN', 'BJ', 'CD', 'COM'] as const;
export type Legislation = (typeof LEGISLATIONS)[number];
export const LANGUAGES = ['en', 'fr', 'pl', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const CURRENCIES = ['EUR', 'USD', 'CHF', 'PLN', 'XOF', 'CDF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const PLATFORMS = ['IOS', 'ANDROID', 'MACOS', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const UNIVERSES = ['sports', 'casino', 'poker', 'turf'] as const;
export type Universe = (typeof UNIVERSES)[number];
export const BRANDS = ['kestrel', 'orbit'] as const;
export type Brand = (typeof BRANDS)[number];
export type ApplicationType =
  | 'WEBAPP'
  | 'APP_IOS'
  | 'APP_ANDROID'
  | 'APP_MACOS'
  | 'LAUNCHER_IOS'
  | 'LAUNCHER_ANDROID'
  | 'LAUNCHER_POKER_IOS'
  | 'LAUNCHER_POKER_ANDROID';

export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_CURRENCY: Currency = 'EUR';
/** The session token's default market (SPEC 1: COM in the token, FR in the runtime context). */
export const TOKEN_DEFAULT_LEGISLATION: Legislation = 'COM';
export const RUNTIME_DEFAULT_LEGISLATION: Legislation = 'FR';

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined, fallback: T): T {
  if (value == null) return fallback;
  const found = list.find((v) => v.toLowerCase() === value.toLowerCase());
  return found ?? fallback;
}

/** 'fr-FR' and 'fr' both read as fr; anything unsupported falls back to en. */
export const parseLanguage = (v: string | null | undefined): Language => oneOf(LANGUAGES, v?.slice(0, 2), DEFAULT_LANGUAGE);
export const parseCurrency = (v: string | null | undefined): Currency => oneOf(CURRENCIES, v, DEFAULT_CURRENCY);
export const parseLegislation = (v: string | null | undefined): Legislation => oneOf(LEGISLATIONS, v, TOKEN_DEFAULT_LEGISLATION);
export const parsePlatform = (v: string | null | undefined): Platform => oneOf(PLATFORMS, v, 'web');
export const parseUniverse = (v: string | null | undefined): Universe => oneOf(UNIVERSES, v, 'sports');
export const parseBrand = (v: string | null | undefined): Brand => oneOf(BRANDS, v, 'kestrel');

/** User-agent markers of the launcher apps (SPEC 6); the third-party poker launcher first. */
export const LAUNCHER_MARKERS: ReadonlyArray<[RegExp, ApplicationType]> = [
  [/PokerLauncher\/iOS/i, 'LAUNCHER_POKER_IOS'],
  [/PokerLauncher\/Android/i, 'LAUNCHER_POKER_ANDROID'],
  [/CashierLauncher\/iOS/i, 'LAUNCHER_IOS'],
  [/CashierLauncher\/Android/i, 'LAUNCHER_ANDROID'],
];

export function applicationTypeFor(platform: Platform, userAgent: string): ApplicationType {
  for (const [marker, type] of LAUNCHER_MARKERS) if (marker.test(userAgent)) return type;
  switch (platform) {
    case 'IOS':
      return 'APP_IOS';
    case 'ANDROID':
      return 'APP_ANDROID';
    case 'MACOS':
      return 'APP_MACOS';
    default:
      return 'WEBAPP';
  }
}

export const isLauncher = (t: ApplicationType): boolean => t.startsWith('LAUNCHER_');
export const isThirdPartyPokerLauncher = (t: ApplicationType): boolean => t.startsWith('LAUNCHER_POKER_');
/** Native apps (not the web app, not a launcher) are closed through the bridge (SPEC 4, Authentication). */
export const closesThroughBridge = (t: ApplicationType): boolean => t !== 'WEBAPP' && !isLauncher(t);

/** URL query options of SPEC section 7. */
export interface QueryOptions {
  token: string | null;
  refreshToken: string | null;
  urlSuccess: string | null;
  urlBack: string | null;
  showHeader: boolean | null;
  isDark: boolean | null;
  embedConfirmation: boolean;
  isFirstDeposit: boolean | null;
  applePay: boolean | null;
}

const flag = (raw: string | null | undefined): boolean | null => {
  const v = raw?.trim().toLowerCase();
  return v == null ? null : v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : null;
};

export function parseQueryOptions(query: Readonly<Record<string, string>>): QueryOptions {
  const text = (k: string) => (query[k] && query[k].trim() !== '' ? query[k].trim() : null);
  return {
    token: text('token'),
    refreshToken: text('refreshtoken'),
    urlSuccess: checkRedirectUrl(query.url_success),
    urlBack: checkRedirectUrl(query.url_back),
    showHeader: flag(query.show_header),
    isDark: flag(query.is_dark),
    embedConfirmation: flag(query.embed_confirmation) ?? false,
    isFirstDeposit: flag(query.is_first_deposit),
    applePay: flag(query.apple_pay),
  };
}

/** Query keys that carry secrets and leave the address bar as soon as they are read. */
export const SECRET_QUERY_KEYS = ['token', 'refreshtoken'] as const;

export type InitStatus = 'Ongoing' | 'Succeeded' | 'Failed';

export interface AppContext {
  initStatus: InitStatus;
  language: Language;
  currencyCode: Currency;
  legislation: Legislation;
  platform: Platform;
  applicationType: ApplicationType;
  universe: Universe;
  brand: Brand;
  userId: string | null;
  site: string | null;
  isUserLoggedIn: boolean;
  hasHeader: boolean;
  isDarkMode: boolean;
  embedConfirmation: boolean;
  urlSuccess: string | null;
  urlBack: string | null;
  isFirstDeposit: boolean;
  applePayQuery: boolean | null;
  serverCurrentDate: string | null;
  clientCurrentDate: string;
}

/**
 * Persisted values read at boot (SPEC 9): the header flag, dark mode and first deposit, and what the
 * player came with that must survive a trip to a provider's page: return URLs and embed confirmation.
 */
export interface StoredPreferences {
  hasHeader: boolean | null;
  isDarkMode: boolean | null;
  isFirstDeposit: boolean | null;
  /** SPEC 4 Apple Pay: the apple_pay cookie. */
  applePay?: boolean | null;
  urlSuccess?: string | null;
  urlBack?: string | null;
  embedConfirmation?: boolean | null;
}

export interface ContextSources {
  query: QueryOptions;
  stored: StoredPreferences;
  userAgent: string;
  browserLanguage: string | null;
  nowIso: string;
}

/** The context before (or without) a session: defaults and what the URL says about presentation. */
export function initialAppContext(src: ContextSources): AppContext {
  return {
    initStatus: 'Ongoing',
    language: parseLanguage(src.browserLanguage),
    currencyCode: DEFAULT_CURRENCY,
    legislation: RUNTIME_DEFAULT_LEGISLATION,
    platform: 'web',
    applicationType: applicationTypeFor('web', src.userAgent),
    universe: 'sports',
    brand: 'kestrel',
    userId: null,
    site: null,
    isUserLoggedIn: false,
    hasHeader: src.query.showHeader ?? src.stored.hasHeader ?? true,
    isDarkMode: src.query.isDark ?? src.stored.isDarkMode ?? false,
    embedConfirmation: src.query.embedConfirmation || (src.stored.embedConfirmation ?? false),
    urlSuccess: src.query.urlSuccess ?? checkRedirectUrl(src.stored.urlSuccess),
    urlBack: src.query.urlBack ?? checkRedirectUrl(src.stored.urlBack),
    isFirstDeposit: src.query.isFirstDeposit ?? src.stored.isFirstDeposit ?? false,
    applePayQuery: src.query.applePay ?? src.stored.applePay ?? null,
    serverCurrentDate: null,
    clientCurrentDate: src.nowIso,
  };
}

/** The context once the session claims are known (context init Succeeded). */
export function contextFromClaims(base: AppContext, claims: SessionClaims, userAgent: string): AppContext {
  const platform = parsePlatform(claims.plt);
  return {
    ...base,
    initStatus: 'Succeeded',
    language: parseLanguage(claims.lng),
    currencyCode: parseCurrency(claims.cur),
    legislation: parseLegislation(claims.rzn),
    platform,
    applicationType: applicationTypeFor(platform, userAgent),
    universe: parseUniverse(claims.unv),
    brand: parseBrand(claims.brn),
    userId: claims.sub,
    site: claims.iss ?? null,
    isUserLoggedIn: true,
  };
}

/** Sources before the page has been read: no query, nothing stored. */
export const EMPTY_SOURCES: ContextSources = {
  query: parseQueryOptions({}),
  stored: { hasHeader: null, isDarkMode: null, isFirstDeposit: null },
  userAgent: '',
  browserLanguage: null,
  nowIso: '1970-01-01T00:00:00.000Z',
};

/** SPEC 4 Google Pay: the readiness check goes through the bridge on Android, the script's isReadyToPay elsewhere. */
export const googlePayThroughBridge = (app: Pick<AppContext, 'applicationType'>): boolean => app.applicationType === 'APP_ANDROID';
