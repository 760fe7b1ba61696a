import { describe, expect, it } from 'vitest';
import {
  applyMask,
  hasHelperText,
  isValidOtp,
  momoOutcome,
  needsCode,
  operatorsOf,
  otpLength,
  otpPlaceholder,
  phoneDigits,
  phoneError,
  PHONE_RULES,
  polledOutcome,
  redirectOf,
} from './mobile-money';
import { finalStateOf, parseDepositMessage, syncBackoffMs } from './mobile-money-sync';

describe('phone rules per market (national numbering plans)', () => {
  const cases: Array<[keyof typeof PHONE_RULES, string, string[], string[]]> = [
    ['CI', '225', ['0701020304', '0512345678', '0198765432'], ['0201020304', '070102030', '2721000000', '07010203045']],
    ['TG', '228', ['90112233', '70123456', '99123456', '79123456'], ['22123456', '9011223', '74123456', '94123456']],
    ['SN', '221', ['771234567', '781234567', '701234567', '761234567'], ['331234567', '77123456', '721234567']],
    ['BJ', '229', ['0197123456', '0166123456', '0140123456'], ['97123456', '0127123456', '0297123456']],
    ['CD', '243', ['812345678', '991234567', '851234567', '901234567'], ['0812345678', '871234567', '12345678']],
  ];
  for (const [market, callingCode, valid, invalid] of cases) {
    it(`${market}: +${callingCode}, valid and invalid numbers, error key`, () => {
      expect(PHONE_RULES[market].callingCode).toBe(callingCode);
      for (const n of valid) expect(phoneError(n, market), n).toBeNull();
      const key = market === 'BJ' ? 'payment.number.format.error.newbj' : `payment.number.format.error.${market.toLowerCase()}`;
      for (const n of invalid) expect(phoneError(n, market), n).toBe(key);
      expect(phoneError('', market)).toBe('payment.null.information.error');
    });
  }
  it('masks and strips input', () => {
    expect(applyMask('0701020304', PHONE_RULES.CI.mask)).toBe('07 01 02 03 04');
    expect(applyMask('07010', PHONE_RULES.CI.mask)).toBe('07 01 0');
    expect(applyMask('771234567', PHONE_RULES.SN.mask)).toBe('77 123 45 67');
    expect(applyMask('812345678', PHONE_RULES.CD.mask)).toBe('812 345 678');
    expect(phoneDigits('07 01-02.03 04', PHONE_RULES.CI)).toBe('0701020304');
    expect(phoneDigits('+225 07 01 02 03 04', PHONE_RULES.CI)).toBe('0701020304');
    expect(phoneDigits('00221 77 123 45 67', PHONE_RULES.SN)).toBe('771234567');
    expect(phoneDigits('0701020304999', PHONE_RULES.CI)).toBe('0701020304');
  });
});

describe('OTP length per market', () => {
  it('6 digits in SN, 4 elsewhere', () => {
    expect(otpLength('SN')).toBe(6);
    expect(otpPlaceholder('SN')).toBe('000000');
    for (const m of ['CI', 'TG', 'BJ', 'CD'] as const) {
      expect(otpLength(m)).toBe(4);
      expect(otpPlaceholder(m)).toBe('0000');
    }
    expect(isValidOtp('123456', 'SN')).toBe(true);
    expect(isValidOtp('1234', 'SN')).toBe(false);
    expect(isValidOtp('1234', 'CI')).toBe(true);
    expect(isValidOtp('12a4', 'CI')).toBe(false);
  });
});

describe('operators, helper texts and the Orange Money code', () => {
  it('lists each market operators', () => {
    expect(operatorsOf('CI')).toEqual(['ORANGE_MONEY', 'MTN', 'MOOV', 'WAVE']);
    expect(operatorsOf('TG')).toEqual(['ORANGE_MONEY', 'MTN', 'MOOV', 'WAVE']);
    expect(operatorsOf('SN')).toEqual(['ORANGE_MONEY', 'WAVE']);
    expect(operatorsOf('BJ')).toEqual(['MTN', 'MOOV', 'CELTIIS']);
    expect(operatorsOf('CD')).toEqual(['ORANGE_MONEY', 'AIRTEL', 'MPESA']);
  });
  it('helper text and code per SPEC 5', () => {
    expect(hasHelperText('CI', 'MTN')).toBe(true);
    expect(hasHelperText('CI', 'ORANGE_MONEY')).toBe(false);
    expect(hasHelperText('SN', 'WAVE')).toBe(true);
    expect(hasHelperText('CD', 'ORANGE_MONEY')).toBe(true);
    expect(hasHelperText('BJ', 'CELTIIS')).toBe(true);
    for (const m of ['CI', 'SN', 'TG', 'BJ'] as const) expect(needsCode(m, 'ORANGE_MONEY')).toBe(true);
    expect(needsCode('CD', 'ORANGE_MONEY')).toBe(false);
    expect(needsCode('CI', 'MTN')).toBe(false);
  });
});

describe('deposit outcomes', () => {
  it('success and pending at once, gordon monitored with the flag, polled otherwise', () => {
    expect(momoOutcome({ status: 'success' }, true)).toEqual({ kind: 'success' });
    expect(momoOutcome({ status: 'pending' }, false)).toEqual({ kind: 'pending' });
    const gordon = { status: 'pending', transaction_uid: 'tx', deposit_id: 'd', update_protocol: 'gordon' };
    expect(momoOutcome(gordon, true)).toEqual({ kind: 'monitor', depositId: 'd' });
    expect(momoOutcome(gordon, false)).toEqual({ kind: 'poll', transactionId: 'tx' });
  });
  it('redirects by context, other statuses fail', () => {
    expect(redirectOf({ post_form_url: 'https://op.example/p', token: 't', params: { a: 1 } })).toEqual({ kind: 'postForm', url: 'https://op.example/p', fields: { token: 't', a: '1' } });
    expect(redirectOf({ redirect_qrcode_wave: 'https://pay.wave.com/x' })).toEqual({ kind: 'waveQr', qr: 'https://pay.wave.com/x' });
    expect(redirectOf({ issuer_url: 'https://bank.example/' })).toEqual({ kind: 'url', url: 'https://bank.example/' });
    expect(redirectOf({ redirect_url: 'javascript:alert(1)' })).toBeNull();
    expect(momoOutcome({ status: 'weird' }, true)).toEqual({ kind: 'failure', reason: 'payment.genericfailurenoncard' });
    expect(momoOutcome({ status: 'refused', refused_reason: 'payment.playercancel.momo' }, true)).toEqual({ kind: 'failure', reason: 'payment.playercancel.momo' });
  });
  it('polling: the fetched status', () => {
    expect(polledOutcome('SUCCESS', null)).toEqual({ kind: 'success' });
    expect(polledOutcome('FAILURE', null)).toEqual({ kind: 'failure', reason: 'payment.genericfailure.momo' });
    expect(polledOutcome('FAILURE', 'payment.insufficientfunds.momo')).toEqual({ kind: 'failure', reason: 'payment.insufficientfunds.momo' });
  });
  it('sync messages and backoff', () => {
    const m = parseDepositMessage(JSON.stringify({ deposit: { id: 'd', status: 'PENDING' }, transaction: { status_detail: 'REDIRECT', context: { a: 1 } } }));
    expect(m).toEqual({ status: 'PENDING', statusDetail: 'REDIRECT', context: { a: 1 } });
    expect(finalStateOf(m!)).toBe('redirect');
    expect(parseDepositMessage('nope')).toBeNull();
    expect([1, 2, 3, 4].map(syncBackoffMs)).toEqual([1000, 2000, 4000, 8000]);
  });
});
