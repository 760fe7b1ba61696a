import { describe, expect, it } from 'vitest';
import {
  applyMask,
  hasHelperText,
  isValidOtp,
  momoOutcome,
  needsCode,
  newMobileMoneyDetail,
  listedOperators,
  withListedOperators,
  orangeUssd,
  otpLength,
  otpPlaceholder,
  phoneDigits,
  phoneError,
  parseOperator,
  PHONE_RULES,
  polledOutcome,
  redirectOf,
  tokenMobileMoneyDetail,
  formatSavedPhone,
} from './rules';
import { finalStateOf, parseDepositMessage, syncBackoffMs } from '../../domain/mobile-money-sync';

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
  // SPEC 3: "operators (with display_order, for MOBILEMONEY)": the method's own list, in that order.
  it('offers the operators the server lists, by display_order, not a fixed list per market', () => {
    const bj = [
      { name: 'celtiis', display_order: 4 },
      { name: 'orange_money', display_order: 1 },
      { name: 'mtn', display_order: 2 },
      { name: 'moovmoney', display_order: 3 },
    ];
    expect(listedOperators(bj)).toEqual(['ORANGE_MONEY', 'MTN', 'MOOV', 'CELTIIS']);
    expect(listedOperators([{ name: 'wave', display_order: 1 }])).toEqual(['WAVE']);
  });
  it('leaves out a disabled or unknown operator, lists each once, keeps the server order on a tie', () => {
    const list = [
      { name: 'mtn', display_order: 2 },
      { name: 'wave', display_order: 1, enabled: false },
      { name: 'telecel', display_order: 1 },
      { name: 'airtel', display_order: 2 },
      { name: 'MTN', display_order: 3 },
    ];
    expect(listedOperators(list)).toEqual(['MTN', 'AIRTEL']);
    expect(listedOperators(undefined)).toEqual([]);
    expect(listedOperators([])).toEqual([]);
  });
  it("puts the method's operators on the new mobile-money mean only", () => {
    const methods = [
      {
        name: 'MOBILEMONEY',
        operators: [
          { name: 'mtn', display_order: 2 },
          { name: 'orange_money', display_order: 1 },
        ],
      },
    ];
    const fresh = { format: 'PAYMENT_METHOD', method: 'MOBILEMONEY', detail: {} };
    const saved = { format: 'TOKEN', method: 'MOBILEMONEY', detail: { operator: 'mtn' } };
    const named = { format: 'PAYMENT_METHOD', method: 'wave', detail: { operator: 'wave' } };
    const [a, b, c] = withListedOperators([fresh, saved, named], methods);
    expect(a!.detail).toEqual({ operators: ['ORANGE_MONEY', 'MTN'] });
    expect(b).toBe(saved);
    expect(c).toBe(named);
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
  it('redirects by context; refused fails; a status not known is unknown (docs/decisions.md "Unknown is not failed")', () => {
    expect(redirectOf({ post_form_url: 'https://op.example/p', token: 't', params: { a: 1 } })).toEqual({
      kind: 'postForm',
      url: 'https://op.example/p',
      fields: { token: 't', a: '1' },
    });
    expect(redirectOf({ redirect_qrcode_wave: 'https://pay.wave.com/x' })).toEqual({ kind: 'waveQr', qr: 'https://pay.wave.com/x' });
    expect(redirectOf({ issuer_url: 'https://bank.example/' })).toEqual({ kind: 'url', url: 'https://bank.example/' });
    expect(redirectOf({ redirect_url: 'javascript:alert(1)' })).toBeNull();
    expect(momoOutcome({ status: 'weird' }, true)).toEqual({ kind: 'unknown' });
    expect(momoOutcome({ status: 'refused', refused_reason: 'payment.playercancel.momo' }, true)).toEqual({
      kind: 'failure',
      reason: 'payment.playercancel.momo',
    });
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

describe('operators by name (SPEC 1 operators, SPEC 3 wire names)', () => {
  it('reads an operator from its SPEC 1 name or its SPEC 3 wire name, in any case, blanks around', () => {
    expect(parseOperator('ORANGE_MONEY')).toBe('ORANGE_MONEY');
    expect(parseOperator('orange_money')).toBe('ORANGE_MONEY');
    expect(parseOperator('MOOV')).toBe('MOOV');
    expect(parseOperator('moov')).toBe('MOOV');
    expect(parseOperator('moovmoney')).toBe('MOOV');
    expect(parseOperator('MoovMoney')).toBe('MOOV');
    expect(parseOperator(' mtn ')).toBe('MTN');
    expect(parseOperator('WAVE')).toBe('WAVE');
    expect(parseOperator('celtiis')).toBe('CELTIIS');
    expect(parseOperator('Airtel')).toBe('AIRTEL');
    expect(parseOperator('mpesa')).toBe('MPESA');
  });
  it('no operator for an unknown, empty or missing name', () => {
    for (const v of ['orange', 'MOBILEMONEY', 'CARD', '', '   ', null, undefined]) expect(parseOperator(v), String(v)).toBeNull();
  });
});

describe('what the player types in the phone field (SPEC 5: the national number, then its format check)', () => {
  it('a calling code is dropped after + or 00, even with blanks before it', () => {
    expect(phoneDigits(' +225 07 01 02 03 04', PHONE_RULES.CI)).toBe('0701020304');
    expect(phoneDigits('+243 812 345 678', PHONE_RULES.CD)).toBe('812345678');
    expect(phoneDigits('00228 90 11 22 33', PHONE_RULES.TG)).toBe('90112233');
  });
  it('without + or 00 in front the digits are the national number as typed (a wrong one is a format error)', () => {
    // the calling code typed without + is not dropped: it is kept and fails SPEC 5's format check
    expect(phoneDigits('225 07 01 02 03 04', PHONE_RULES.CI)).toBe('2250701020');
    expect(phoneError(phoneDigits('225 07 01 02 03 04', PHONE_RULES.CI), 'CI')).toBe('payment.number.format.error.ci');
    // '00' inside the number is not an international prefix
    expect(phoneDigits('22507001122', PHONE_RULES.CI)).toBe('2250700112');
    // a 0 0 typed apart is not 00 either: kept as typed
    expect(phoneDigits('0 07 01 02 03 04', PHONE_RULES.CI)).toBe('0070102030');
  });
});

describe('Orange Money code step (SPEC 5 "special handling in BJ, CI, SN")', () => {
  it('BJ, CI and SN show a USSD short code to dial; TG and CD none', () => {
    for (const m of ['BJ', 'CI', 'SN'] as const) expect(orangeUssd(m), m).toMatch(/^#\d[\d*]*#$/);
    expect(orangeUssd('TG')).toBeNull();
    expect(orangeUssd('CD')).toBeNull();
    expect(orangeUssd('FR')).toBeNull();
  });
});

describe('request detail (SPEC 3 Deposit request body, mobile money)', () => {
  it('new mean: prefix, phone_number, operator (wire name), code when there is one, return_url', () => {
    expect(
      newMobileMoneyDetail({ prefix: '225', phoneNumber: '0701020304', operator: 'MOOV', code: null, returnUrl: 'https://app.example/callback' }),
    ).toStrictEqual({
      prefix: '225',
      phone_number: '0701020304',
      operator: 'moovmoney',
      return_url: 'https://app.example/callback',
    });
    expect(newMobileMoneyDetail({ prefix: '221', phoneNumber: '771234567', operator: 'ORANGE_MONEY', code: '123456', returnUrl: 'https://r/' })).toStrictEqual({
      prefix: '221',
      phone_number: '771234567',
      operator: 'orange_money',
      code: '123456',
      return_url: 'https://r/',
    });
  });
  it('token: token_id, optional code, return_url', () => {
    expect(tokenMobileMoneyDetail({ tokenId: 't1', code: null, returnUrl: 'https://r/' })).toStrictEqual({ token_id: 't1', return_url: 'https://r/' });
    expect(tokenMobileMoneyDetail({ tokenId: 't1', code: '1234', returnUrl: 'https://r/' })).toStrictEqual({
      token_id: 't1',
      code: '1234',
      return_url: 'https://r/',
    });
  });
});

describe('deposit outcomes: more of SPEC 4 Mobile money', () => {
  it('statuses are read whatever their case or surrounding blanks', () => {
    expect(momoOutcome({ status: ' SUCCESS ' }, true)).toEqual({ kind: 'success' });
    expect(momoOutcome({ status: 'Pending', update_protocol: ' Gordon ', deposit_id: 'd' }, true)).toEqual({ kind: 'monitor', depositId: 'd' });
    expect(polledOutcome(' success ', null)).toEqual({ kind: 'success' });
  });
  it("'polling' is polled by transaction id, even with the async flag on and a deposit id", () => {
    expect(momoOutcome({ status: 'pending', update_protocol: 'polling', transaction_uid: 'tx', deposit_id: 'd' }, true)).toEqual({
      kind: 'poll',
      transactionId: 'tx',
    });
  });
  it('without an asynchronous protocol success and pending end at once, a transaction id or not', () => {
    expect(momoOutcome({ status: 'success', transaction_uid: 'tx', deposit_id: 'd' }, true)).toEqual({ kind: 'success' });
    expect(momoOutcome({ status: 'pending', transaction_uid: 'tx', update_protocol: 'other' }, true)).toEqual({ kind: 'pending' });
  });
  it('redirect: continues by its context; a context naming no usable redirect is not known yet', () => {
    expect(momoOutcome({ status: 'redirect', transaction_context: { redirect_url: 'https://op.example/pay' } }, true)).toEqual({
      kind: 'redirect',
      redirect: { kind: 'url', url: 'https://op.example/pay' },
    });
    expect(momoOutcome({ status: 'redirect', transaction_context: {} }, true)).toEqual({ kind: 'unknown' });
    expect(momoOutcome({ status: 'redirect' }, true)).toEqual({ kind: 'unknown' });
  });
  it('a refused reason counts only with status refused, and only when not blank; "failed" is not a status of the answer: unknown', () => {
    expect(momoOutcome({ status: 'failed', refused_reason: 'payment.insufficientfunds.momo' }, true)).toEqual({ kind: 'unknown' });
    expect(momoOutcome({ status: 'refused', refused_reason: '  ' }, true)).toEqual({ kind: 'failure', reason: 'payment.genericfailurenoncard' });
    expect(momoOutcome({ status: 'refused', refused_reason: ' payment.playercancel.momo ' }, true)).toEqual({
      kind: 'failure',
      reason: 'payment.playercancel.momo',
    });
    expect(polledOutcome('FAILURE', '  ')).toEqual({ kind: 'failure', reason: 'payment.genericfailure.momo' });
  });
});

describe('redirect by context (SPEC 3 transaction context keys, SPEC 4 Mobile money redirect)', () => {
  it('no context: no redirect', () => {
    expect(redirectOf(null)).toBeNull();
    expect(redirectOf(undefined)).toBeNull();
    expect(redirectOf({})).toBeNull();
  });
  it('post form: the other text and number fields, without params_state, params spread in', () => {
    expect(
      redirectOf({
        post_form_url: 'https://op.example/p',
        token: 't',
        amount: 1000,
        params_state: 'S',
        flag: true,
        nested: { x: 1 },
        none: null,
        params: { a: 'x', b: 2, c: true, d: null, e: [1] },
      }),
    ).toStrictEqual({ kind: 'postForm', url: 'https://op.example/p', fields: { token: 't', amount: '1000', a: 'x', b: '2' } });
  });
  it('post form without params, or with params that are not a set of fields', () => {
    expect(redirectOf({ post_form_url: 'https://op.example/p', token: 't' })).toStrictEqual({
      kind: 'postForm',
      url: 'https://op.example/p',
      fields: { token: 't' },
    });
    expect(redirectOf({ post_form_url: 'https://op.example/p', params: ['x', 'y'] })).toStrictEqual({
      kind: 'postForm',
      url: 'https://op.example/p',
      fields: {},
    });
    expect(redirectOf({ post_form_url: 'https://op.example/p', params: 'ab' })).toStrictEqual({
      kind: 'postForm',
      url: 'https://op.example/p',
      fields: { params: 'ab' },
    });
    expect(redirectOf({ post_form_url: 'https://op.example/p', params: null })).toStrictEqual({ kind: 'postForm', url: 'https://op.example/p', fields: {} });
  });
  it('Wave QR: a non-blank redirect_qrcode_wave, trimmed; a blank one is no Wave redirect', () => {
    expect(redirectOf({ redirect_qrcode_wave: ' https://pay.wave.com/q ' })).toEqual({ kind: 'waveQr', qr: 'https://pay.wave.com/q' });
    expect(redirectOf({ redirect_qrcode_wave: '   ' })).toBeNull();
    expect(redirectOf({ redirect_qrcode_wave: '   ', redirect_url: 'https://op.example/r' })).toEqual({ kind: 'url', url: 'https://op.example/r' });
    expect(redirectOf({ redirect_qrcode_wave: 42 })).toBeNull();
  });
  it('issuer_url before redirect_url', () => {
    expect(redirectOf({ issuer_url: 'https://bank.example/i', redirect_url: 'https://op.example/r' })).toEqual({ kind: 'url', url: 'https://bank.example/i' });
  });
});

describe('formatSavedPhone: a saved number with its calling code', () => {
  it.each([
    ['0701020304', 'CI', '+225 07 01 02 03 04'],
    ['+2250701020304', 'CI', '+225 07 01 02 03 04'],
    ['0022507 01 02 03 04', 'CI', '+225 07 01 02 03 04'],
    ['771234567', 'SN', '+221 77 123 45 67'],
    ['90123456', 'TG', '+228 90 12 34 56'],
    // SPEC 5's calling codes on every market's saved number, one that no longer fits the mask included.
    ['97123456', 'BJ', '+229 97 12 34 56'],
    ['0197123456', 'BJ', '+229 01 97 12 34 56'],
    ['+22997123456', 'BJ', '+229 97 12 34 56'],
    ['901234567', 'TG', '+228 90 12 34 56 7'],
    ['812345678', 'CD', '+243 812 345 678'],
    ['+33612345678', 'CI', '+33612345678'],
    ['0701020304', 'FR', '0701020304'],
  ] as const)('%s in %s -> %s', (phone, legislation, text) => {
    expect(formatSavedPhone(phone, legislation)).toBe(text);
  });
});
