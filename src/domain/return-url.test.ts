import { describe, expect, it } from 'vitest';
import type { ApplicationType } from './context';
import { notifiesBridgeOnSuccess, successReturnUrl, type SuccessReturnInput } from './return-url';

const input = (over: Partial<SuccessReturnInput> = {}): SuccessReturnInput => ({
  urlSuccess: null,
  applicationType: 'WEBAPP',
  universe: 'sports',
  brand: 'kestrel',
  legislation: 'FR',
  method: 'PAYSAFECARD',
  status: 'success',
  amount: 25,
  isFirstDeposit: false,
  transactionId: 'tx-42',
  ...over,
});

const APP_ORIGIN = 'https://cashier.example';
const params = (url: string) => Object.fromEntries(new URL(url, 'https://x.invalid').searchParams);

describe('successReturnUrl (SPEC 4 Success handling)', () => {
  it('without url_success: the operator page of the universe, with the five parameters', () => {
    expect(successReturnUrl(input())).toBe(
      'https://www.kestrelbet.fr/sports?method=PAYSAFECARD&status=success&amount=25&isFirstDeposit=false&transactionid=tx-42',
    );
  });
  it('follows brand, market and universe', () => {
    const url = successReturnUrl(input({ brand: 'orbit', legislation: 'COM', universe: 'poker' }));
    expect(url.startsWith('https://www.orbitplay.com/poker?')).toBe(true);
  });
  it('with url_success: that URL, keeping its own query and fragment, replacing same-named keys', () => {
    const url = successReturnUrl(
      input({ urlSuccess: 'https://www.kestrelbet.pt/casino/ok?from=cashier&amount=1#top', status: 'pending', amount: 12.5, isFirstDeposit: true }),
    );
    expect(url.startsWith('https://www.kestrelbet.pt/casino/ok?')).toBe(true);
    expect(url.endsWith('#top')).toBe(true);
    expect(params(url)).toEqual({
      from: 'cashier',
      amount: '12.5',
      method: 'PAYSAFECARD',
      status: 'pending',
      isFirstDeposit: 'true',
      transactionid: 'tx-42',
    });
  });
  it('a same-origin path stays a path', () => {
    expect(successReturnUrl(input({ urlSuccess: '/done?x=1' }))).toBe(
      '/done?x=1&method=PAYSAFECARD&status=success&amount=25&isFirstDeposit=false&transactionid=tx-42',
    );
  });
  it('a url_success that is not allow-listed is not used', () => {
    expect(successReturnUrl(input({ urlSuccess: 'https://evil.example/x' })).startsWith('https://www.kestrelbet.fr/sports?')).toBe(true);
  });
  it.each([
    '/..//evil.com',
    '/.//evil.com',
    '/%2f%2fevil.com',
    '/\\evil.com',
    '//evil.com',
    'https://kestrelbet.fr@evil.com',
    'http://www.kestrelbet.fr/ok',
    'javascript:alert(1)',
  ])('url_success %j: the operator page, never the foreign host', (urlSuccess) => {
    const url = successReturnUrl(input({ urlSuccess }));
    expect(url.startsWith('https://www.kestrelbet.fr/sports?')).toBe(true);
    expect(new URL(url, APP_ORIGIN).host).toBe('www.kestrelbet.fr');
  });
  it('the sandbox return page stays a path on this origin', () => {
    const url = successReturnUrl(input({ urlSuccess: '/sandbox/return?outcome=success' }));
    expect(url.startsWith('/sandbox/return?outcome=success&method=')).toBe(true);
    expect(new URL(url, APP_ORIGIN).origin).toBe(APP_ORIGIN);
  });
  it('a path with dot segments is normalised before the query is added', () => {
    expect(successReturnUrl(input({ urlSuccess: '/a/../done' })).startsWith('/done?method=')).toBe(true);
  });
  it('without a transaction id the parameter is left out', () => {
    expect(params(successReturnUrl(input({ transactionId: null })))).not.toHaveProperty('transactionid');
    expect(params(successReturnUrl(input({ transactionId: ' ' })))).not.toHaveProperty('transactionid');
    expect(params(successReturnUrl(input({ transactionId: null, urlSuccess: 'https://kestrelbet.fr/a?transactionid=old' })))).not.toHaveProperty(
      'transactionid',
    );
  });
  it('encodes values', () => {
    expect(params(successReturnUrl(input({ method: 'a&b', transactionId: 'x y' })))).toMatchObject({ method: 'a&b', transactionid: 'x y' });
  });
  it('the same address for every application type', () => {
    const types: ApplicationType[] = ['WEBAPP', 'APP_IOS', 'APP_ANDROID', 'LAUNCHER_IOS', 'LAUNCHER_POKER_ANDROID'];
    const urls = new Set(types.map((applicationType) => successReturnUrl(input({ applicationType }))));
    expect(urls.size).toBe(1);
  });
});

describe('notifiesBridgeOnSuccess (SPEC 4 and 6)', () => {
  it.each<[ApplicationType, boolean]>([
    ['WEBAPP', false],
    ['APP_IOS', true],
    ['APP_ANDROID', true],
    ['APP_MACOS', true],
    ['LAUNCHER_IOS', false],
    ['LAUNCHER_ANDROID', false],
    ['LAUNCHER_POKER_IOS', true],
    ['LAUNCHER_POKER_ANDROID', true],
  ])('%s: %s', (type, expected) => {
    expect(notifiesBridgeOnSuccess(type)).toBe(expected);
  });
});
