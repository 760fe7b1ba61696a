// SPEC 7: deep links per universe (sports, turf), of the form {address} or deposit with a redirect parameter.
import { describe, expect, it } from 'vitest';
import { addressDeepLink, DEEP_LINK_PATTERN, deepLinkAppOf, depositDeepLink, hasDeepLinks, returnThrough } from './deep-links';

describe('deep links (SPEC 7)', () => {
  it('only the sports and turf universes have them', () => {
    expect(hasDeepLinks('sports')).toBe(true);
    expect(hasDeepLinks('turf')).toBe(true);
    expect(hasDeepLinks('casino')).toBe(false);
    expect(hasDeepLinks('poker')).toBe(false);
  });
  it('an address of the app', () => {
    expect(addressDeepLink('kestrel', 'sports', 'mybets/open')).toBe('kestrelsports://mybets/open');
    expect(addressDeepLink('orbit', 'turf', '/home')).toBe('orbitturf://home');
    expect(() => addressDeepLink('kestrel', 'sports', 'https://evil.example')).toThrow();
  });
  it('deposit with a redirect parameter, encoded', () => {
    const link = depositDeepLink('kestrel', 'turf', 'https://cashier.kestrelbet.fr/callback?transaction_uid=t-1&status=success');
    expect(link).toBe('kestrelturf://deposit?redirect=https%3A%2F%2Fcashier.kestrelbet.fr%2Fcallback%3Ftransaction_uid%3Dt-1%26status%3Dsuccess');
    expect(new URL(link).searchParams.get('redirect')).toBe('https://cashier.kestrelbet.fr/callback?transaction_uid=t-1&status=success');
  });
  it('both forms match the contract pattern; other schemes and forms do not', () => {
    const re = new RegExp(DEEP_LINK_PATTERN);
    expect(re.test(addressDeepLink('kestrel', 'sports', 'home'))).toBe(true);
    expect(re.test(depositDeepLink('orbit', 'sports', '/callback?x=1'))).toBe(true);
    for (const bad of ['kestrelcasino://home', 'https://kestrelbet.fr/sports', 'kestrelsports://deposit?redirect=', 'kestrelsports://../x'])
      expect(re.test(bad)).toBe(false);
  });
});

describe('which app MB Way returns to (SPEC 7 deep links: the sports and turf native apps)', () => {
  it('the native sports and turf apps on iOS and Android; not the web, the launchers, poker or casino', () => {
    expect(deepLinkAppOf({ applicationType: 'APP_IOS', brand: 'kestrel', universe: 'sports' })).toEqual({ brand: 'kestrel', universe: 'sports' });
    expect(deepLinkAppOf({ applicationType: 'APP_ANDROID', brand: 'orbit', universe: 'turf' })).toEqual({ brand: 'orbit', universe: 'turf' });
    expect(deepLinkAppOf({ applicationType: 'WEBAPP', brand: 'kestrel', universe: 'sports' })).toBeNull();
    expect(deepLinkAppOf({ applicationType: 'APP_IOS', brand: 'kestrel', universe: 'casino' })).toBeNull();
    expect(deepLinkAppOf({ applicationType: 'APP_MACOS', brand: 'kestrel', universe: 'poker' })).toBeNull();
  });
  it('returns through the deposit deep link with the URL encoded, or the URL itself', () => {
    expect(returnThrough({ brand: 'kestrel', universe: 'sports' }, 'https://c.example/callback?method=MBWAY&amount=30')).toBe(
      'kestrelsports://deposit?redirect=https%3A%2F%2Fc.example%2Fcallback%3Fmethod%3DMBWAY%26amount%3D30',
    );
    expect(returnThrough(null, 'https://c.example/callback')).toBe('https://c.example/callback');
  });
});
