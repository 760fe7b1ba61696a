import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_FEES,
  DEPOSIT_REQUESTER,
  bankTransferRequest,
  browserInfoFrom,
  buildDepositRequest,
  callbackReturnUrl,
  multibancoRequest,
  paysafecardRequest,
  przelewy24Request,
  skrillRequest,
} from './deposit-request';

const base = {
  amount: 25,
  method: 'PAYSAFECARD',
  correlationId: 'c0ffee',
  browserInfo: { user_agent: 'UA/1' },
  storeToken: false,
  detail: { return_url: 'https://app/callback' },
};

describe('buildDepositRequest (SPEC 3 common body)', () => {
  it('fees 0, requester App:Front, the rest as given', () => {
    expect(DEPOSIT_FEES).toBe(0);
    expect(DEPOSIT_REQUESTER).toBe('App:Front');
    expect(buildDepositRequest(base)).toEqual({
      amount: 25,
      payment_method: 'PAYSAFECARD',
      fees: 0,
      requester: 'App:Front',
      correlation_id: 'c0ffee',
      browser_info: { user_agent: 'UA/1' },
      store_token: false,
      detail: { return_url: 'https://app/callback' },
    });
  });
  it('composes with a method part', () => {
    const body = buildDepositRequest({
      amount: 40,
      method: 'SKRILL',
      correlationId: 'id-1',
      browserInfo: { user_agent: 'UA' },
      ...skrillRequest({ login: 'p@x.fr', password: 'pw', returnUrl: 'https://r', storeToken: true }),
    });
    expect(body.store_token).toBe(true);
    expect(body.detail).toEqual({ login: 'p@x.fr', password: 'pw', return_url: 'https://r' });
  });
  it('copies detail and browser info (later changes to the input do not leak)', () => {
    const detail: Record<string, unknown> = { a: 1 };
    const body = buildDepositRequest({ ...base, detail });
    detail.a = 2;
    expect(body.detail).toEqual({ a: 1 });
  });
  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses amount %s', (amount) => {
    expect(() => buildDepositRequest({ ...base, amount })).toThrow(RangeError);
  });
  it('refuses an empty correlation id or method', () => {
    expect(() => buildDepositRequest({ ...base, correlationId: ' ' })).toThrow(RangeError);
    expect(() => buildDepositRequest({ ...base, method: '' })).toThrow(RangeError);
    expect(() => buildDepositRequest({ ...base, method: '  ' })).toThrow(RangeError);
  });
  it('the error says what is wrong (it becomes the deposit actor error)', () => {
    expect(() => buildDepositRequest({ ...base, amount: 0 })).toThrow('Invalid deposit amount: 0');
    expect(() => buildDepositRequest({ ...base, method: ' ' })).toThrow('Missing payment method');
    expect(() => buildDepositRequest({ ...base, correlationId: '' })).toThrow('Missing correlation id');
  });
});

describe('browserInfoFrom (SPEC 3)', () => {
  const env = {
    userAgent: 'Mozilla/5.0',
    acceptHeader: 'text/html',
    colorDepth: 24,
    javaEnabled: false,
    language: 'fr-FR',
    screenHeight: 800,
    screenWidth: 400,
    timezoneOffset: -60,
  };
  it('user_agent only when not a card', () => {
    expect(browserInfoFrom(env, false)).toEqual({ user_agent: 'Mozilla/5.0' });
  });
  it('every field for a card', () => {
    expect(browserInfoFrom(env, true)).toEqual({
      user_agent: 'Mozilla/5.0',
      accept_header: 'text/html',
      color_depth: 24,
      java_enabled: false,
      language: 'fr-FR',
      screen_height: 800,
      screen_width: 400,
      timezone_offset: -60,
    });
  });
  it('for a card, unknown fields are left out and java_enabled defaults to false (decision)', () => {
    expect(browserInfoFrom({ userAgent: 'UA' }, true)).toStrictEqual({ user_agent: 'UA', java_enabled: false });
    expect(browserInfoFrom({ userAgent: 'UA', javaEnabled: true, timezoneOffset: 0 }, true)).toStrictEqual({
      user_agent: 'UA',
      java_enabled: true,
      timezone_offset: 0,
    });
  });
});

describe('method parts (SPEC 3)', () => {
  it('Paysafecard: detail.return_url', () => {
    expect(paysafecardRequest('https://r')).toEqual({ storeToken: false, detail: { return_url: 'https://r' } });
  });
  it('Przelewy24: detail.return_url', () => {
    expect(przelewy24Request('https://r')).toEqual({ storeToken: false, detail: { return_url: 'https://r' } });
  });
  it('Skrill: login, password, return_url and store_token as asked', () => {
    expect(skrillRequest({ login: 'l', password: 'p', returnUrl: 'https://r', storeToken: false })).toEqual({
      storeToken: false,
      detail: { login: 'l', password: 'p', return_url: 'https://r' },
    });
    expect(skrillRequest({ login: 'l', password: 'p', returnUrl: 'https://r', storeToken: true }).storeToken).toBe(true);
  });
  it('bank transfer: return_url, store_token false', () => {
    expect(bankTransferRequest('https://r')).toEqual({ storeToken: false, detail: { return_url: 'https://r' } });
  });
  it('Multibanco: empty detail', () => {
    expect(multibancoRequest()).toEqual({ storeToken: false, detail: {} });
  });
});

describe('callbackReturnUrl', () => {
  it('origin/callback with method and amount', () => {
    expect(callbackReturnUrl('https://cashier.kestrelbet.fr', { method: 'SKRILL', amount: 25 })).toBe(
      'https://cashier.kestrelbet.fr/callback?method=SKRILL&amount=25',
    );
  });
  it('drops a trailing slash, keeps decimals, encodes values', () => {
    expect(callbackReturnUrl('http://localhost:5173/', { method: 'BANKTRANSFER_DEPOSIT', amount: 12.5 })).toBe(
      'http://localhost:5173/callback?method=BANKTRANSFER_DEPOSIT&amount=12.5',
    );
    expect(callbackReturnUrl('https://a', { method: 'a&b=c', amount: 1 })).toBe('https://a/callback?method=a%26b%3Dc&amount=1');
    expect(callbackReturnUrl('https://a//', { method: 'SKRILL', amount: 1 })).toBe('https://a/callback?method=SKRILL&amount=1');
  });
});
