import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  RUNTIME_DEFAULT_LEGISLATION,
  TOKEN_DEFAULT_LEGISLATION,
  applicationTypeFor,
  closesThroughBridge,
  contextFromClaims,
  initialAppContext,
  isLauncher,
  isThirdPartyPokerLauncher,
  parseBrand,
  parseCurrency,
  parseLanguage,
  parseLegislation,
  parsePlatform,
  parseQueryOptions,
  parseUniverse,
  type ApplicationType,
  type ContextSources,
} from './context';
import type { SessionClaims } from './session';

describe('defaults (SPEC 1, 3, 9)', () => {
  it('en, EUR, COM in the token, FR at runtime', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(TOKEN_DEFAULT_LEGISLATION).toBe('COM');
    expect(RUNTIME_DEFAULT_LEGISLATION).toBe('FR');
  });
});

describe('parsers: known values case-insensitively, else the default', () => {
  it.each([
    ['fr', 'fr'],
    ['FR', 'fr'],
    ['Pt', 'pt'],
    ['pl', 'pl'],
    ['en', 'en'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('language %j -> %s', (v, expected) => {
    expect(parseLanguage(v)).toBe(expected);
  });
  it.each([
    ['EUR', 'EUR'],
    ['eur', 'EUR'],
    ['usd', 'USD'],
    ['Chf', 'CHF'],
    ['pln', 'PLN'],
    ['xof', 'XOF'],
    ['cdf', 'CDF'],
    ['GBP', 'EUR'],
    ['', 'EUR'],
    [null, 'EUR'],
    [undefined, 'EUR'],
  ])('currency %j -> %s', (v, expected) => {
    expect(parseCurrency(v)).toBe(expected);
  });
  it.each([
    ['FR', 'FR'],
    ['fr', 'FR'],
    ['pt', 'PT'],
    ['PL', 'PL'],
    ['ci', 'CI'],
    ['tg', 'TG'],
    ['sn', 'SN'],
    ['bj', 'BJ'],
    ['cd', 'CD'],
    ['com', 'COM'],
    ['DE', 'COM'],
    ['', 'COM'],
    [null, 'COM'],
    [undefined, 'COM'],
  ])('legislation %j -> %s', (v, expected) => {
    expect(parseLegislation(v)).toBe(expected);
  });
  it('platform, universe and brand', () => {
    expect(parsePlatform('ios')).toBe('IOS');
    expect(parsePlatform('Android')).toBe('ANDROID');
    expect(parsePlatform('macos')).toBe('MACOS');
    expect(parsePlatform('WEB')).toBe('web');
    expect(parsePlatform('windows')).toBe('web');
    expect(parsePlatform(undefined)).toBe('web');
    expect(parseUniverse('TURF')).toBe('turf');
    expect(parseUniverse('bingo')).toBe('sports');
    expect(parseBrand('ORBIT')).toBe('orbit');
    expect(parseBrand('other')).toBe('kestrel');
  });
});

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('applicationTypeFor', () => {
  it.each([
    ['web', SAFARI, 'WEBAPP'],
    ['IOS', SAFARI, 'APP_IOS'],
    ['ANDROID', 'Mozilla/5.0 (Linux; Android 14) wv', 'APP_ANDROID'],
    ['MACOS', SAFARI, 'APP_MACOS'],
  ] as const)('platform %s without a launcher marker -> %s', (platform, ua, type) => {
    expect(applicationTypeFor(platform, ua)).toBe(type);
  });
  it.each([
    [`${SAFARI} CashierLauncher/iOS/3.2`, 'LAUNCHER_IOS'],
    [`Mozilla/5.0 (Linux; Android 14) CashierLauncher/Android/3.2`, 'LAUNCHER_ANDROID'],
    [`${SAFARI} PokerLauncher/iOS/1.0`, 'LAUNCHER_POKER_IOS'],
    [`Mozilla/5.0 (Linux; Android 14) PokerLauncher/Android/1.0`, 'LAUNCHER_POKER_ANDROID'],
    [`${SAFARI} cashierlauncher/ios`, 'LAUNCHER_IOS'],
  ] as const)('launcher marker in %j -> %s whatever the platform', (ua, type) => {
    for (const platform of ['web', 'IOS', 'ANDROID', 'MACOS'] as const) expect(applicationTypeFor(platform, ua)).toBe(type);
  });
  it('the third-party poker marker wins over the cashier launcher marker', () => {
    expect(applicationTypeFor('IOS', 'CashierLauncher/iOS PokerLauncher/iOS')).toBe('LAUNCHER_POKER_IOS');
  });
});

describe('application type predicates', () => {
  const all: ApplicationType[] = [
    'WEBAPP',
    'APP_IOS',
    'APP_ANDROID',
    'APP_MACOS',
    'LAUNCHER_IOS',
    'LAUNCHER_ANDROID',
    'LAUNCHER_POKER_IOS',
    'LAUNCHER_POKER_ANDROID',
  ];
  it('native apps, and only they, close through the bridge (SPEC 4)', () => {
    expect(all.filter(closesThroughBridge)).toEqual(['APP_IOS', 'APP_ANDROID', 'APP_MACOS']);
  });
  it('launchers and third-party poker launchers', () => {
    expect(all.filter(isLauncher)).toEqual(['LAUNCHER_IOS', 'LAUNCHER_ANDROID', 'LAUNCHER_POKER_IOS', 'LAUNCHER_POKER_ANDROID']);
    expect(all.filter(isThirdPartyPokerLauncher)).toEqual(['LAUNCHER_POKER_IOS', 'LAUNCHER_POKER_ANDROID']);
  });
});

describe('parseQueryOptions (SPEC 7)', () => {
  it('gives nulls and embedConfirmation false for an empty query', () => {
    expect(parseQueryOptions({})).toEqual({
      token: null,
      refreshToken: null,
      urlSuccess: null,
      urlBack: null,
      showHeader: null,
      isDark: null,
      embedConfirmation: false,
      isFirstDeposit: null,
      applePay: null,
    });
  });
  it('reads tokens, trimmed, with blank as absent', () => {
    const q = parseQueryOptions({ token: ' abc ', refreshtoken: 'r1' });
    expect(q.token).toBe('abc');
    expect(q.refreshToken).toBe('r1');
    expect(parseQueryOptions({ token: '  ', refreshtoken: '' })).toMatchObject({ token: null, refreshToken: null });
  });
  it('reads refreshtoken only under its own (lowercase) key', () => {
    expect(parseQueryOptions({ refresh_token: 'r1', refreshToken: 'r2' }).refreshToken).toBeNull();
  });
  it('checks the redirect URLs against the allow-list', () => {
    const q = parseQueryOptions({ url_success: 'https://www.kestrelbet.fr/ok', url_back: 'https://evil.com/back' });
    expect(q.urlSuccess).toBe('https://www.kestrelbet.fr/ok');
    expect(q.urlBack).toBeNull();
    expect(parseQueryOptions({ url_success: '', url_back: '//evil.com' })).toMatchObject({ urlSuccess: null, urlBack: null });
    expect(parseQueryOptions({ url_success: '/..//evil.com', url_back: '/%2f%2fevil.com' })).toMatchObject({ urlSuccess: null, urlBack: null });
    expect(parseQueryOptions({ url_success: '/a/../sandbox/return' }).urlSuccess).toBe('/sandbox/return');
  });
  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['yes', null],
    ['', null],
  ])('flag %j -> %j', (v, expected) => {
    const q = parseQueryOptions({ show_header: v, is_dark: v, is_first_deposit: v, apple_pay: v, embed_confirmation: v });
    expect(q.showHeader).toBe(expected);
    expect(q.isDark).toBe(expected);
    expect(q.isFirstDeposit).toBe(expected);
    expect(q.applePay).toBe(expected);
    expect(q.embedConfirmation).toBe(expected ?? false);
  });
});

const sources = (over: Partial<ContextSources> = {}): ContextSources => ({
  query: parseQueryOptions({}),
  stored: { hasHeader: null, isDarkMode: null, isFirstDeposit: null },
  userAgent: SAFARI,
  browserLanguage: null,
  nowIso: '2030-01-01T00:00:00.000Z',
  ...over,
});

describe('initialAppContext', () => {
  it('starts Ongoing, logged out, with the runtime defaults', () => {
    expect(initialAppContext(sources())).toEqual({
      initStatus: 'Ongoing',
      language: 'en',
      currencyCode: 'EUR',
      legislation: 'FR',
      platform: 'web',
      applicationType: 'WEBAPP',
      universe: 'sports',
      brand: 'kestrel',
      userId: null,
      site: null,
      isUserLoggedIn: false,
      hasHeader: true,
      isDarkMode: false,
      embedConfirmation: false,
      urlSuccess: null,
      urlBack: null,
      isFirstDeposit: false,
      applePayQuery: null,
      serverCurrentDate: null,
      clientCurrentDate: '2030-01-01T00:00:00.000Z',
    });
  });
  it.each([
    ['fr-FR', 'fr'],
    ['PT-br', 'pt'],
    ['pl', 'pl'],
    ['de-DE', 'en'],
    [null, 'en'],
  ])('browser language %j -> %s', (browserLanguage, language) => {
    expect(initialAppContext(sources({ browserLanguage })).language).toBe(language);
  });
  it('the query wins over stored preferences, which win over defaults', () => {
    const stored = { hasHeader: false, isDarkMode: true, isFirstDeposit: true };
    expect(initialAppContext(sources({ stored }))).toMatchObject({ hasHeader: false, isDarkMode: true, isFirstDeposit: true });
    const query = parseQueryOptions({ show_header: 'true', is_dark: 'false', is_first_deposit: '0' });
    expect(initialAppContext(sources({ stored, query }))).toMatchObject({
      hasHeader: true,
      isDarkMode: false,
      isFirstDeposit: false,
    });
  });
  it('carries the checked redirects, embed flag and apple_pay query', () => {
    const query = parseQueryOptions({
      url_success: 'https://kestrelbet.pt/ok',
      url_back: 'https://kestrelbet.fr.evil.com/',
      embed_confirmation: 'true',
      apple_pay: 'true',
    });
    expect(initialAppContext(sources({ query }))).toMatchObject({
      urlSuccess: 'https://kestrelbet.pt/ok',
      urlBack: null,
      embedConfirmation: true,
      applePayQuery: true,
    });
  });
  it('detects a launcher from the user agent before any session', () => {
    expect(initialAppContext(sources({ userAgent: 'x PokerLauncher/Android' })).applicationType).toBe('LAUNCHER_POKER_ANDROID');
  });
});

describe('contextFromClaims', () => {
  const claims: SessionClaims = {
    sub: 'player-1',
    plt: 'ios',
    iss: 'kestrelbet.pt',
    cur: 'eur',
    lng: 'PT',
    unv: 'casino',
    rzn: 'pt',
    brn: 'orbit',
    exp: 2,
    nbf: 1,
  };
  it('fills the context from the claims, logged in and Succeeded', () => {
    const base = initialAppContext(sources({ stored: { hasHeader: false, isDarkMode: true, isFirstDeposit: true } }));
    expect(contextFromClaims(base, claims, SAFARI)).toEqual({
      ...base,
      initStatus: 'Succeeded',
      language: 'pt',
      currencyCode: 'EUR',
      legislation: 'PT',
      platform: 'IOS',
      applicationType: 'APP_IOS',
      universe: 'casino',
      brand: 'orbit',
      userId: 'player-1',
      site: 'kestrelbet.pt',
      isUserLoggedIn: true,
    });
  });
  it('falls back to en / EUR / COM / web for unknown or missing claims', () => {
    const base = initialAppContext(sources());
    const ctx = contextFromClaims(base, { sub: 'p', exp: 2, lng: 'de', cur: 'GBP', rzn: 'XX' }, SAFARI);
    expect(ctx).toMatchObject({
      language: 'en',
      currencyCode: 'EUR',
      legislation: 'COM',
      platform: 'web',
      applicationType: 'WEBAPP',
      universe: 'sports',
      brand: 'kestrel',
      site: null,
    });
    expect(contextFromClaims(base, { sub: 'p', exp: 2 }, SAFARI).legislation).toBe('COM');
  });
  it('a launcher marker overrides the platform claim', () => {
    const ctx = contextFromClaims(initialAppContext(sources()), claims, `${SAFARI} CashierLauncher/iOS`);
    expect(ctx.applicationType).toBe('LAUNCHER_IOS');
    expect(closesThroughBridge(ctx.applicationType)).toBe(false);
  });
  it('does not alter the base context', () => {
    const base = initialAppContext(sources());
    const copy = structuredClone(base);
    contextFromClaims(base, claims, SAFARI);
    expect(base).toEqual(copy);
  });
});

describe('values kept across a provider round trip (SPEC 9 persisted values)', () => {
  const base = {
    stored: { hasHeader: null, isDarkMode: null, isFirstDeposit: null },
    userAgent: 'UA',
    browserLanguage: 'en',
    nowIso: '2026-11-22T10:00:00.000Z',
  };
  it('uses the stored return URLs and embed flag when the query has none', () => {
    const ctx = initialAppContext({
      ...base,
      query: parseQueryOptions({}),
      stored: { ...base.stored, urlSuccess: '/sandbox/return?x=1', urlBack: 'https://www.kestrelbet.fr/back', embedConfirmation: true },
    });
    expect(ctx.urlSuccess).toBe('/sandbox/return?x=1');
    expect(ctx.urlBack).toBe('https://www.kestrelbet.fr/back');
    expect(ctx.embedConfirmation).toBe(true);
  });
  it('prefers the query, and still refuses a stored URL off the allow-list', () => {
    const ctx = initialAppContext({
      ...base,
      query: parseQueryOptions({ url_success: '/mine' }),
      stored: { ...base.stored, urlSuccess: '/old', urlBack: 'https://evil.example/back' },
    });
    expect(ctx.urlSuccess).toBe('/mine');
    expect(ctx.urlBack).toBeNull();
  });
});
