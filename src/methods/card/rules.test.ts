import { usableUrl } from '../../domain/urls';
import { describe, expect, it } from 'vitest';
import {
  threeDsPollQuery,
  binOf,
  cardFormError,
  cardFormValid,
  cardNumberError,
  cardOutcomeOf,
  CARD_ERRORS,
  cvvError,
  defaultBrand,
  detectCardType,
  expiryError,
  expiryValid,
  formatCardNumber,
  formatExpiry,
  hasAnyPayload,
  issuerRedirectIsDirect,
  issuerUrlOf,
  lastDigitsOf,
  luhnValid,
  maskCardNumber,
  newCardDetail,
  normaliseBrand,
  offersBrandChoice,
  parseExpiry,
  readBrands,
  returnsToCardForm,
  tokenCardDetail,
} from './rules';

const now = new Date(2026, 10, 22); // 22 Nov 2026

describe('card type detection (SPEC 5)', () => {
  it.each([
    ['4', 'visa'],
    ['4970101234567890', 'visa'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['50', 'maestro'],
    ['56', 'maestro'],
    ['57', 'maestro'],
    ['58', 'maestro'],
    ['60', 'maestro'],
    ['63', 'maestro'],
    ['69', 'maestro'],
    ['34', 'amex'],
    ['37', 'amex'],
  ] as const)('%s → %s', (n, t) => expect(detectCardType(n)).toBe(t));

  it('Mastercard 2-series: 2221 to 2720 inclusive, nothing either side', () => {
    expect(detectCardType('2220')).toBeNull();
    expect(detectCardType('2221')).toBe('mastercard');
    expect(detectCardType('2500')).toBe('mastercard');
    expect(detectCardType('2720')).toBe('mastercard');
    expect(detectCardType('2721')).toBeNull();
    expect(detectCardType('22')).toBeNull();
  });

  it('Maestro edges: 59 and 70 are not Maestro; 52–54 are Mastercard', () => {
    expect(detectCardType('59')).toBeNull();
    expect(detectCardType('70')).toBeNull();
    expect(detectCardType('49')).toBe('visa');
    for (const p of ['52', '53', '54']) expect(detectCardType(p)).toBe('mastercard');
    expect(detectCardType('35')).toBeNull();
    expect(detectCardType('')).toBeNull();
  });

  it('ignores spaces', () => expect(detectCardType('5 1')).toBe('mastercard'));
});

describe('Luhn and the number errors', () => {
  it('Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
  it('under 16 digits: no error until touched, then empty or invalid', () => {
    expect(cardNumberError('', false)).toBeNull();
    expect(cardNumberError('4111', false)).toBeNull();
    expect(cardNumberError('', true)).toBe(CARD_ERRORS.empty);
    expect(cardNumberError('4111 1111', true)).toBe(CARD_ERRORS.invalid);
  });
  it('at 16 digits or more the Luhn check decides, touched or not', () => {
    expect(cardNumberError('4111 1111 1111 1111', false)).toBeNull();
    expect(cardNumberError('4111111111111112', false)).toBe(CARD_ERRORS.invalid);
    expect(cardNumberError('4111111111111112', true)).toBe(CARD_ERRORS.invalid);
  });
  it('Amex is refused at once', () => {
    expect(cardNumberError('34', false)).toBe(CARD_ERRORS.amex);
    expect(cardNumberError('378282246310005', true)).toBe(CARD_ERRORS.amex);
  });
  it('formats in groups of four, 19 digits at most', () => {
    expect(formatCardNumber('41111111a11111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
  it('mask: the first 8 and the last 4 stay, the rest is hidden', () => {
    expect(maskCardNumber('4970101234567890')).toBe('49701012••••7890');
    expect(maskCardNumber('4970 1012 3456 7890 123')).toBe('49701012•••••••0123');
    expect(maskCardNumber('4970101234', '*')).toBe('4970101234');
  });
  it('bin and last digits', () => {
    expect(binOf('4970 1')).toBeNull();
    expect(binOf('4970 10')).toBe('497010');
    expect(lastDigitsOf('4970 1012 3456 7890')).toBe('7890');
  });
});

describe('expiry (MMYY, not past, 20YY)', () => {
  it('parses and pads the year', () => {
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('0130')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('1329')).toBeNull();
    expect(parseExpiry('0029')).toBeNull();
    expect(parseExpiry('129')).toBeNull();
  });
  it('this month is still valid, last month is past', () => {
    expect(expiryValid('1126', now)).toBe(true);
    expect(expiryValid('1026', now)).toBe(false);
    expect(expiryValid('0127', now)).toBe(true);
    expect(expiryValid('1225', now)).toBe(false);
  });
  it('partial input is checked while untouched; touched incomplete is an error', () => {
    expect(expiryError('', false, now)).toBeNull();
    expect(expiryError('1', false, now)).toBeNull();
    expect(expiryError('2', false, now)).toBe(CARD_ERRORS.expiry);
    expect(expiryError('13', false, now)).toBe(CARD_ERRORS.expiry);
    expect(expiryError('00', false, now)).toBe(CARD_ERRORS.expiry);
    expect(expiryError('121', false, now)).toBe(CARD_ERRORS.expiry); // 2010s: past
    expect(expiryError('122', false, now)).toBeNull();
    expect(expiryError('12', true, now)).toBe(CARD_ERRORS.expiry);
    expect(expiryError('1230', true, now)).toBeNull();
    expect(expiryError('1025', false, now)).toBe(CARD_ERRORS.expiry);
  });
  it('formats MM/YY', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12')).toBe('12');
  });
});

describe('CVV', () => {
  it('at least 3 once touched', () => {
    expect(cvvError('', false)).toBeNull();
    expect(cvvError('12', true)).toBe(CARD_ERRORS.cvv);
    expect(cvvError('123', true)).toBeNull();
    expect(cvvError('1234', true)).toBeNull();
  });
  it('the whole form', () => {
    expect(cardFormValid({ number: '4111111111111111', expiry: '1230', cvv: '123' }, now)).toBe(true);
    expect(cardFormValid({ number: '4111111111111111', expiry: '1230', cvv: '12' }, now)).toBe(false);
    expect(cardFormValid({ number: '411111111111', expiry: '1230', cvv: '123' }, now)).toBe(false);
  });
});

describe('brands', () => {
  it('aliases', () => {
    expect(normaliseBrand('VISA')).toBe('visa');
    expect(normaliseBrand('MC')).toBe('mastercard');
    expect(normaliseBrand('MASTERCARD')).toBe('mastercard');
    expect(normaliseBrand('CB')).toBe('cb');
  });
  it('keeps only the shown brands; empty or unknown fails', () => {
    expect(readBrands(['CB', 'VISA'])).toEqual({ kind: 'brands', brands: ['cb', 'visa'] });
    expect(readBrands(['amex', 'visa'])).toEqual({ kind: 'brands', brands: ['visa'] });
    expect(readBrands([])).toEqual({ kind: 'unknown', reason: 'Brands are empty' });
    expect(readBrands(null)).toEqual({ kind: 'unknown', reason: 'Brands are not available' });
    expect(readBrands(['unionpay']).kind).toBe('unknown');
  });
  it('the choice: FR with more than one brand; cb preferred', () => {
    expect(offersBrandChoice('FR', ['cb', 'visa'])).toBe(true);
    expect(offersBrandChoice('FR', ['visa'])).toBe(false);
    expect(offersBrandChoice('PT', ['cb', 'visa'])).toBe(false);
    expect(defaultBrand(['visa', 'cb'])).toBe('cb');
    expect(defaultBrand(['mastercard'])).toBe('mastercard');
    expect(defaultBrand([])).toBeNull();
  });
});

describe('card deposit body (SPEC 3)', () => {
  const base = {
    type: 'visa',
    bin: '411111',
    lastDigits: '1111',
    expiry: { month: 3, year: 2030 },
    returnUrl: '/callback',
    scheme: 'cb',
    selectionType: 'user' as const,
    availableSchemes: ['cb', 'visa'],
  };
  it('new card: the cse_ fields of the non-empty payloads only', () => {
    const d = newCardDetail({ ...base, payloads: { worldline: 'enc', dalenys: null, keypayment: 'pk' } });
    expect(d).toEqual({
      type: 'visa',
      bin: '411111',
      last_digit: '1111',
      expiry_month: '03',
      expiry_year: '2030',
      cse_worldline: 'enc',
      cse_keypayment: 'pk',
      return_url: '/callback',
      scheme: 'cb',
      scheme_selection_type: 'user',
      available_schemes: ['cb', 'visa'],
    });
    expect(JSON.stringify(d)).not.toContain('4111111111111111');
  });
  it('token: token_id and the encrypted CVV', () => {
    const d = tokenCardDetail({ ...base, tokenId: 'tok_1', payloads: { worldline: 'c1' } });
    expect(d.token_id).toBe('tok_1');
    expect(d.cse_worldline).toBe('c1');
  });
  it('all payloads empty', () => {
    expect(hasAnyPayload({ a: null, b: '', c: null })).toBe(false);
    expect(hasAnyPayload({ a: null, b: 'x' })).toBe(true);
  });
});

describe('card response (SPEC 4)', () => {
  // docs/decisions.md "Unknown is not failed": an answer the flow cannot act on is not known yet.
  it('reads every status and detail; what cannot be acted on is not known yet', () => {
    expect(cardOutcomeOf({ status: 'success' })).toEqual({ kind: 'success' });
    expect(cardOutcomeOf({ status: 'refused', refused_reason: 'payment.insufficientfunds' })).toEqual({ kind: 'refused', reason: 'payment.insufficientfunds' });
    expect(cardOutcomeOf({ status: 'refused' })).toEqual({ kind: 'refused', reason: 'payment.genericfailure' });
    expect(cardOutcomeOf({ status: 'redirect', status_detail: 1, transaction_context: { issuer_url: 'https://acs.test/3ds1', params: { MD: 'x' } } })).toEqual({
      kind: 'threeDs1',
      url: 'https://acs.test/3ds1?MD=x',
    });
    expect(cardOutcomeOf({ status: 'pending', status_detail: '1' })).toEqual({ kind: 'pending' });
    const fp = cardOutcomeOf({
      status: 'pending',
      status_detail: 2,
      transaction_uid: 't1',
      transaction_context: { threeDSMethodURL: '/m', threeDSServerTransID: 's' },
    });
    expect(fp.kind).toBe('fingerprint');
    const ch = cardOutcomeOf({ status: 'pending', status_detail: 3, transaction_uid: 't1', transaction_context: { acsURL: '/acs', creq: 'c' } });
    expect(ch.kind).toBe('challenge');
    expect(cardOutcomeOf({ status: 'pending', status_detail: 3, transaction_uid: 't1' }).kind).toBe('unknown');
    expect(cardOutcomeOf({ status: 'pending', status_detail: 6, transaction_context: { issuer_url: '/sandbox/issuer' } })).toEqual({
      kind: 'issuerRedirect',
      url: '/sandbox/issuer',
    });
    expect(cardOutcomeOf({ status: 'pending', status_detail: 9 })).toEqual({ kind: 'unknown' });
    expect(cardOutcomeOf({ status: 'weird' })).toEqual({ kind: 'unknown' });
    expect(cardOutcomeOf({ status: 'redirect', status_detail: 1, transaction_context: { issuer_url: 'javascript:alert(1)' } }).kind).toBe('unknown');
  });
  it('issuer url keeps an existing query', () => {
    expect(issuerUrlOf({ issuer_url: '/i?a=1', params: { b: '2', n: 3 } })).toBe('/i?a=1&b=2');
    expect(issuerUrlOf({})).toBeNull();
  });
  it('genericfailure goes back to the form; the issuer redirect is direct on the web app and launchers', () => {
    expect(returnsToCardForm('payment.genericfailure')).toBe(true);
    expect(returnsToCardForm('payment.insufficientfunds')).toBe(false);
    expect(issuerRedirectIsDirect('WEBAPP')).toBe(true);
    expect(issuerRedirectIsDirect('LAUNCHER_SPORTS_IOS')).toBe(true);
    expect(issuerRedirectIsDirect('APP_IOS')).toBe(false);
  });
});

describe('card number: more of SPEC 5 and 9', () => {
  it('a full Mastercard 2-series number is detected by its first four digits', () => {
    expect(detectCardType('2221 0000 0000 0009')).toBe('mastercard');
    expect(detectCardType('2720 9900 0000 0000')).toBe('mastercard');
  });
  it('the bin is the first 6 digits of a full number (SPEC 5, SPEC 9 bin length 6)', () => {
    expect(binOf('4970 1012 3456 7890')).toBe('497010');
  });
});

describe('expiry: more of SPEC 5', () => {
  it('an unreadable expiry is not valid', () => {
    expect(expiryValid('13/29', now)).toBe(false);
    expect(expiryValid('', now)).toBe(false);
  });
  it('a partial month 01 is a month: no error while typing', () => {
    expect(expiryError('01', false, now)).toBeNull();
    expect(expiryError('10', false, now)).toBeNull();
  });
  it('a partial year in the current decade is not past while its last year is not over', () => {
    const in2029 = new Date(2029, 5, 1);
    expect(expiryError('122', false, in2029)).toBeNull(); // 12/2029 is this year
    expect(expiryError('121', false, in2029)).toBe(CARD_ERRORS.expiry); // 2010s
    const in2030 = new Date(2030, 0, 1);
    expect(expiryError('122', false, in2030)).toBe(CARD_ERRORS.expiry); // 2020s are over
  });
  it('MM/YY takes four digits at most', () => {
    expect(formatExpiry('12295')).toBe('12/29');
  });
});

describe('the submitted card form (SPEC 5: every field checked as touched)', () => {
  const ok = { number: '4111111111111111', expiry: '1230', cvv: '123' };
  it('the first error: number, then expiry, then CVV', () => {
    expect(cardFormError(ok, now)).toBeNull();
    expect(cardFormError({ ...ok, number: '' }, now)).toBe(CARD_ERRORS.empty);
    expect(cardFormError({ ...ok, number: '4111', cvv: '' }, now)).toBe(CARD_ERRORS.invalid);
    expect(cardFormError({ ...ok, expiry: '12' }, now)).toBe(CARD_ERRORS.expiry);
    expect(cardFormError({ ...ok, expiry: '' }, now)).toBe(CARD_ERRORS.expiry);
    expect(cardFormError({ ...ok, cvv: '' }, now)).toBe(CARD_ERRORS.cvv);
  });
  it('an incomplete or past expiry makes the form unsendable', () => {
    expect(cardFormValid({ ...ok, expiry: '12' }, now)).toBe(false);
    expect(cardFormValid({ ...ok, expiry: '1025' }, now)).toBe(false);
  });
});

describe('brand names (SPEC 3 Card brand aliases)', () => {
  it('aliases in any case and with blanks around', () => {
    expect(normaliseBrand(' Visa ')).toBe('visa');
    expect(normaliseBrand('master_card')).toBe('mastercard');
    expect(normaliseBrand('MasterCard')).toBe('mastercard');
    expect(normaliseBrand('cartes_bancaires')).toBe('cb');
    expect(normaliseBrand('CartesBancaires')).toBe('cb');
    expect(normaliseBrand('visa_electron')).toBe('electron');
    expect(normaliseBrand('ELECTRON')).toBe('electron');
    expect(normaliseBrand('maestro')).toBe('maestro');
  });
  it('an empty name is no brand (SPEC 5: an unknown brand fails)', () => {
    expect(normaliseBrand('')).toBe('');
    expect(readBrands(['', ' ']).kind).toBe('unknown');
  });
  it('an unknown brand fails with a reason that names what the lookup gave', () => {
    expect(readBrands(['unionpay', 'amex'])).toEqual({ kind: 'unknown', reason: 'Unknown brand: unionpay, amex' });
  });
  it('a brand given twice (alias or not) is listed once', () => {
    expect(readBrands(['CB', 'cartes_bancaires', 'visa', 'VISA'])).toEqual({ kind: 'brands', brands: ['cb', 'visa'] });
  });
});

describe('card deposit body: payloads (SPEC 3 optional encrypted payloads, SPEC 5 at least one)', () => {
  it('an empty payload is left out like a failed one', () => {
    const d = newCardDetail({
      type: 'visa',
      bin: '411111',
      lastDigits: '1111',
      expiry: { month: 11, year: 2031 },
      returnUrl: '/callback',
      scheme: null,
      selectionType: 'not_applicable',
      availableSchemes: [],
      payloads: { worldline: '', dalenys: 'hf', keypayment: null },
    });
    expect(d).toStrictEqual({
      type: 'visa',
      bin: '411111',
      last_digit: '1111',
      expiry_month: '11',
      expiry_year: '2031',
      cse_dalenys: 'hf',
      return_url: '/callback',
      scheme: null,
      scheme_selection_type: 'not_applicable',
      available_schemes: [],
    });
  });
});

describe('card response: more of SPEC 4', () => {
  it('redirect is 3DS1 only with detail 1; another detail is not known yet', () => {
    const ctx = { issuer_url: 'https://acs.test/3ds1' };
    expect(cardOutcomeOf({ status: 'redirect', transaction_context: ctx })).toEqual({ kind: 'unknown' });
    expect(cardOutcomeOf({ status: 'redirect', status_detail: 2, transaction_context: ctx })).toEqual({ kind: 'unknown' });
  });
  it('pending with detail 2 needs a transaction id to fingerprint; without one it is not known yet', () => {
    expect(cardOutcomeOf({ status: 'pending', status_detail: 2, transaction_context: { threeDSMethodURL: '/m' } })).toEqual({ kind: 'unknown' });
    const fp = cardOutcomeOf({
      status: 'pending',
      status_detail: '2',
      transaction_uid: 't1',
      transaction_context: { transactionId: 42, threeDSServerTransID: '', threeDSMethodURL: '/m' },
    });
    expect(fp).toEqual({
      kind: 'fingerprint',
      threeDs: {
        transactionId: 't1',
        threeDSMethodURL: '/m',
        threeDSServerTransID: null,
        acsTransID: null,
        acsURL: null,
        messageVersion: null,
        creq: null,
        methodData: null,
      },
    });
  });
  it('the issuer redirect only with detail 6, and only with a usable URL; otherwise not known yet', () => {
    const ctx = { issuer_url: 'https://bank.test/i' };
    expect(cardOutcomeOf({ status: 'pending', status_detail: 4, transaction_context: ctx })).toEqual({ kind: 'unknown' });
    expect(cardOutcomeOf({ status: 'pending', status_detail: 6 })).toEqual({ kind: 'unknown' });
  });
  it('an empty refused reason is the generic failure', () => {
    expect(cardOutcomeOf({ status: 'refused', refused_reason: '' })).toEqual({ kind: 'refused', reason: 'payment.genericfailure' });
  });
});

describe('issuer URL (SPEC 3 transaction context issuer_url, redirect_url, params)', () => {
  it('http(s) URLs and same-origin paths; protocol-relative or other schemes are no URL', () => {
    expect(usableUrl('https://acs.test/a')).toBe('https://acs.test/a');
    expect(usableUrl('http://acs.test/a')).toBe('http://acs.test/a');
    expect(usableUrl('/sandbox/issuer//')).toBe('/sandbox/issuer//');
    expect(usableUrl('//evil.example/a')).toBeNull();
    expect(usableUrl('javascript:alert(1)')).toBeNull();
    expect(usableUrl('not a url')).toBeNull();
    expect(usableUrl('')).toBeNull();
    expect(usableUrl(42)).toBeNull();
  });
  it('no context, or params without a URL: no issuer URL', () => {
    expect(issuerUrlOf(null)).toBeNull();
    expect(issuerUrlOf(undefined)).toBeNull();
    expect(issuerUrlOf({ params: { MD: 'x' } })).toBeNull();
  });
  it('redirect_url when there is no issuer_url', () => {
    expect(issuerUrlOf({ redirect_url: 'https://acs.test/r', params: { MD: 'x' } })).toBe('https://acs.test/r?MD=x');
  });
  it('params that are not a set of text fields add nothing', () => {
    expect(issuerUrlOf({ issuer_url: '/i', params: 'MD=x' })).toBe('/i');
    expect(issuerUrlOf({ issuer_url: '/i', params: { n: 3 } })).toBe('/i');
    expect(issuerUrlOf({ issuer_url: '/i', params: {} })).toBe('/i');
    expect(issuerUrlOf({ issuer_url: '/i', params: null })).toBe('/i');
  });
});

describe('threeDsPollQuery (SPEC 7: the 3DS2 poll carries status and status_detail)', () => {
  const t = {
    transactionId: 'tx',
    threeDSMethodURL: null,
    threeDSServerTransID: null,
    acsTransID: null,
    acsURL: null,
    messageVersion: null,
    creq: null,
    methodData: null,
  };
  it('the answer the wait is on: pending 2 after the fingerprint, pending 3 after the challenge', () => {
    expect(threeDsPollQuery({ kind: 'fingerprint', threeDs: t })).toEqual({ status: 'pending', status_detail: '2' });
    expect(threeDsPollQuery({ kind: 'challenge', threeDs: t })).toEqual({ status: 'pending', status_detail: '3' });
  });
  it('after a reload (no answer kept): the stage resumed says which', () => {
    expect(threeDsPollQuery(null, 'challenge')).toEqual({ status: 'pending', status_detail: '3' });
    expect(threeDsPollQuery(null, 'threeDs2')).toEqual({ status: 'pending', status_detail: '2' });
    expect(threeDsPollQuery(null)).toEqual({ status: 'pending', status_detail: '2' });
  });
});
