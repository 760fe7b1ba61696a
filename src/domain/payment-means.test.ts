import { describe, expect, it } from 'vitest';
import {
  PAYPAL_PROVIDER_CODE,
  countActiveNewMethods,
  isOperatorStatusEnabled,
  isTokenOnly,
  methodType,
  paypalCustomerId,
  renameMethod,
  sameMethod,
  toPaymentMean,
  toPaymentMeans,
  type PaymentMean,
  type PaymentTokenLike,
  type ServerPaymentMeanLike,
} from './payment-means';

const serverMean = (over: Partial<ServerPaymentMeanLike> = {}): ServerPaymentMeanLike => ({
  payment_mean_id: 'pm-1',
  display_order: 1,
  status: 'enabled',
  min_amount: 10,
  max_amount: 1000,
  features: [],
  payment_method: 'CARD',
  ...over,
});

const token = (over: Partial<PaymentTokenLike> = {}): PaymentTokenLike => ({
  id: 'tok-1',
  type: 'CARD',
  display_order: 1,
  provider_token_references: [],
  ...over,
});

describe('methodType (SPEC 3 types from wire method names)', () => {
  it.each([
    ['CARD', 'CARD'],
    ['APPLEPAY', 'APPLEPAY'],
    ['GOOGLEPAY', 'GOOGLEPAY'],
    ['PAYSAFECARD', 'VOUCHER'],
    ['PREMIUM_TICKET', 'VOUCHER'],
    ['SKRILL', 'EWALLET'],
    ['PRZELEWY24', 'BANK'],
    ['BLIK', 'BLIK'],
    ['MULTIBANCO', 'MULTIBANCO'],
    ['MBWAY', 'MBWAY'],
    ['MBWayPA', 'MBWAY'],
    ['MBWayOneClick', 'MBWAY'],
    ['PAYPAL', 'PAYPAL'],
    ['MOBILEMONEY', 'MOBILE_MONEY'],
    ['orange_money', 'MOBILE_MONEY'],
    ['moovmoney', 'MOBILE_MONEY'],
    ['mtn', 'MOBILE_MONEY'],
    ['wave', 'MOBILE_MONEY'],
    ['celtiis', 'MOBILE_MONEY'],
    ['airtel', 'MOBILE_MONEY'],
    ['mpesa', 'MOBILE_MONEY'],
    ['BANKTRANSFER', 'BANKTRANSFER_DEPOSIT'],
    ['BANKTRANSFER_DEPOSIT', 'BANKTRANSFER_DEPOSIT'],
    ['BankTransferDeposit', 'BANKTRANSFER_DEPOSIT'],
  ])('%s -> %s', (method, type) => {
    expect(methodType(method)).toBe(type);
  });

  it.each([['GIFT_CARD'], [''], ['card-ish'], ['__proto__'], ['toString']])('%j is UNKNOWN', (m) => {
    expect(methodType(m)).toBe('UNKNOWN');
  });

  it('null and undefined are UNKNOWN', () => {
    expect(methodType(null)).toBe('UNKNOWN');
    expect(methodType(undefined)).toBe('UNKNOWN');
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(methodType('mbwaypa')).toBe('MBWAY');
    expect(methodType(' Skrill ')).toBe('EWALLET');
    expect(methodType('ORANGE_MONEY')).toBe('MOBILE_MONEY');
  });
});

describe('renameMethod and sameMethod (SPEC 7: BANKTRANSFER renamed BANKTRANSFER_DEPOSIT)', () => {
  it('renames only BANKTRANSFER', () => {
    expect(renameMethod('BANKTRANSFER')).toBe('BANKTRANSFER_DEPOSIT');
    expect(renameMethod('banktransfer')).toBe('BANKTRANSFER_DEPOSIT');
    expect(renameMethod('BankTransferDeposit')).toBe('BankTransferDeposit');
    expect(renameMethod('SKRILL')).toBe('SKRILL');
    expect(renameMethod('MBWayPA')).toBe('MBWayPA');
  });
  it('compares names case-insensitively, the renamed bank transfer equal to its wire name', () => {
    expect(sameMethod('BANKTRANSFER', 'BANKTRANSFER_DEPOSIT')).toBe(true);
    expect(sameMethod('blik', 'BLIK')).toBe(true);
    expect(sameMethod('MBWAY', 'MBWayPA')).toBe(false);
    expect(sameMethod(null, 'BLIK')).toBe(false);
    expect(sameMethod('BLIK', undefined)).toBe(false);
  });
});

describe('toPaymentMean: new methods', () => {
  it('maps the common fields', () => {
    const m = toPaymentMean(
      serverMean({
        payment_mean_id: 'pm-9',
        display_order: 4,
        payment_method: 'PAYSAFECARD',
        min_amount: 5,
        max_amount: 250,
        features: [{ name: 'token_only', enabled: false }],
      }),
    );
    expect(m).toEqual<PaymentMean>({
      id: 'pm-9',
      type: 'VOUCHER',
      method: 'PAYSAFECARD',
      displayOrder: 4,
      format: 'PAYMENT_METHOD',
      features: [{ name: 'token_only', enabled: false }],
      name: 'PAYSAFECARD',
      status: 'enabled',
      detail: { minAmount: 5, maxAmount: 250 },
      providersRef: [],
      tokenId: null,
    });
  });

  it('renames BANKTRANSFER to BANKTRANSFER_DEPOSIT and keeps the bank transfer feature', () => {
    const m = toPaymentMean(serverMean({ payment_method: 'BANKTRANSFER', features: [{ name: 'bank_transfer', enabled: true, minimum_amount: 10 }] }));
    expect(m.method).toBe('BANKTRANSFER_DEPOSIT');
    expect(m.name).toBe('BANKTRANSFER_DEPOSIT');
    expect(m.type).toBe('BANKTRANSFER_DEPOSIT');
    expect(m.features).toEqual([{ name: 'bank_transfer', enabled: true, minimumAmount: 10 }]);
  });

  it('keeps the wire name of the other methods (PRZELEWY24 stays PRZELEWY24)', () => {
    expect(toPaymentMean(serverMean({ payment_method: 'PRZELEWY24' }))).toMatchObject({ method: 'PRZELEWY24', type: 'BANK' });
    expect(toPaymentMean(serverMean({ payment_method: 'MBWayOneClick' }))).toMatchObject({ method: 'MBWayOneClick', type: 'MBWAY' });
  });

  it('maps a disabled status, and reads any status other than enabled as disabled', () => {
    expect(toPaymentMean(serverMean({ status: 'disabled' })).status).toBe('disabled');
    expect(toPaymentMean(serverMean({ status: 'ENABLED' })).status).toBe('enabled');
    expect(toPaymentMean(serverMean({ status: 'paused' })).status).toBe('disabled');
  });

  it('an unknown method is UNKNOWN', () => {
    expect(toPaymentMean(serverMean({ payment_method: 'GIFT_CARD' })).type).toBe('UNKNOWN');
  });

  it('a mobile money mean carries its operator, from `operator` or from the method name', () => {
    expect(toPaymentMean(serverMean({ payment_method: 'MOBILEMONEY', operator: 'mtn' })).detail).toEqual({
      minAmount: 10,
      maxAmount: 1000,
      operator: 'mtn',
    });
    expect(toPaymentMean(serverMean({ payment_method: 'wave' })).detail.operator).toBe('wave');
    expect(toPaymentMean(serverMean({ payment_method: 'MOBILEMONEY' })).detail).toEqual({ minAmount: 10, maxAmount: 1000 });
  });

  it('missing features read as none', () => {
    expect(toPaymentMean(serverMean({ features: null })).features).toEqual([]);
    expect(toPaymentMean(serverMean({ features: undefined })).features).toEqual([]);
  });
});

describe('toPaymentMean: saved tokens (format TOKEN with the token details of SPEC 3)', () => {
  it('card', () => {
    const m = toPaymentMean(
      serverMean({
        payment_mean_id: 'pm-c',
        token: token({
          id: 'tok-c',
          type: 'CARD',
          bin: '497010',
          expiry_month: 7,
          expiry_year: 2031,
          card_type: 'VISA',
          scheme: 'cb',
          last_digits: '1234',
          scheme_selection_type: 'user',
          holder_name: 'X',
        } as PaymentTokenLike),
      }),
    );
    expect(m.format).toBe('TOKEN');
    expect(m.tokenId).toBe('tok-c');
    expect(m.id).toBe('pm-c');
    expect(m.type).toBe('CARD');
    expect(m.detail).toEqual({
      minAmount: 10,
      maxAmount: 1000,
      id: 'tok-c',
      cardType: 'VISA',
      bin: '497010',
      expiryMonth: 7,
      expiryYear: 2031,
      lastDigits: '1234',
      schemeSelected: 'cb',
      schemeSelectionType: 'user',
      availableSchemes: [],
    });
  });

  it('card without a user scheme choice is not_applicable', () => {
    const m = toPaymentMean(serverMean({ token: token({ scheme_selection_type: 'NOT_APPLICABLE' }) }));
    expect(m.detail.schemeSelectionType).toBe('not_applicable');
    expect(toPaymentMean(serverMean({ token: token({}) })).detail.schemeSelectionType).toBe('not_applicable');
  });

  it('mobile money', () => {
    const m = toPaymentMean(
      serverMean({
        payment_method: 'MOBILEMONEY',
        token: token({
          type: 'MOBILE_MONEY',
          phone_number: '0701020304',
          operator: 'MTN',
          prefix: '225',
          deposit_operator_status: 'ENABLED',
        }),
      }),
    );
    expect(m.type).toBe('MOBILE_MONEY');
    expect(m.detail).toEqual({
      minAmount: 10,
      maxAmount: 1000,
      id: 'tok-1',
      phoneNumber: '0701020304',
      operator: 'MTN',
      prefix: '225',
      operatorEnabled: true,
    });
    const off = toPaymentMean(serverMean({ payment_method: 'MOBILEMONEY', token: token({ type: 'MOBILE_MONEY', deposit_operator_status: 'DISABLED' }) }));
    expect(off.detail.operatorEnabled).toBe(false);
  });

  it('MB Way: phone and mandate (explicit flag, else a token saved under MBWayPA)', () => {
    const plain = toPaymentMean(serverMean({ payment_method: 'MBWAY', token: token({ type: 'MBWAY', phone_number: '912345678' }) }));
    expect(plain.detail).toEqual({ minAmount: 10, maxAmount: 1000, id: 'tok-1', phoneNumber: '912345678', hasMandate: false });
    const pa = toPaymentMean(serverMean({ payment_method: 'MBWayPA', token: token({ type: 'MBWAY' }) }));
    expect(pa.detail.hasMandate).toBe(true);
    const flagged = toPaymentMean(serverMean({ payment_method: 'MBWAY', token: token({ type: 'MBWAY', has_mandate: true }) }));
    expect(flagged.detail.hasMandate).toBe(true);
  });

  it('PayPal: email', () => {
    const m = toPaymentMean(serverMean({ payment_method: 'PAYPAL', token: token({ type: 'PAYPAL', email: 'a@b.pt' }) }));
    expect(m.detail).toEqual({ minAmount: 10, maxAmount: 1000, id: 'tok-1', email: 'a@b.pt' });
  });

  it('Skrill: login', () => {
    const m = toPaymentMean(serverMean({ payment_method: 'SKRILL', token: token({ type: 'EWALLET', login: 'p@x.fr' }) }));
    expect(m.type).toBe('EWALLET');
    expect(m.detail).toEqual({ minAmount: 10, maxAmount: 1000, id: 'tok-1', login: 'p@x.fr' });
  });

  it('bank transfer: iban and instant eligibility, bounds of the mean (sample 10 and 508)', () => {
    const m = toPaymentMean(
      serverMean({
        payment_method: 'BANKTRANSFER',
        min_amount: 10,
        max_amount: 508,
        token: token({ type: 'BANK_ACCOUNT', iban: 'FR7630006000011234567890189', is_instant_eligible: true }),
      }),
    );
    expect(m.method).toBe('BANKTRANSFER_DEPOSIT');
    expect(m.type).toBe('BANKTRANSFER_DEPOSIT');
    expect(m.detail).toEqual({
      minAmount: 10,
      maxAmount: 508,
      id: 'tok-1',
      iban: 'FR7630006000011234567890189',
      isInstantEligible: true,
    });
    const noFlag = toPaymentMean(serverMean({ payment_method: 'BANKTRANSFER', token: token({ type: 'BANK_ACCOUNT' }) }));
    expect(noFlag.detail.isInstantEligible).toBe(false);
  });

  it('BLIK: id only', () => {
    const m = toPaymentMean(serverMean({ payment_method: 'BLIK', token: token({ type: 'BLIK', id: 'b-1' }) }));
    expect(m.detail).toEqual({ minAmount: 10, maxAmount: 1000, id: 'b-1' });
  });

  it('an unknown method falls back to the token type', () => {
    expect(toPaymentMean(serverMean({ payment_method: 'NEWCARD', token: token({ type: 'CARD' }) })).type).toBe('CARD');
    expect(toPaymentMean(serverMean({ payment_method: 'X', token: token({ type: 'BANK_ACCOUNT' }) })).type).toBe('BANK_ACCOUNT');
    expect(toPaymentMean(serverMean({ payment_method: 'X', token: token({ type: 'ODD' }) })).type).toBe('UNKNOWN');
  });

  it('maps provider token references', () => {
    const m = toPaymentMean(
      serverMean({
        payment_method: 'PAYPAL',
        token: token({
          type: 'PAYPAL',
          provider_token_references: [
            { provider_code: 'BRAINTREE', provider_account_code: 'acc', provider_token_id: 'cust-1', is_active: true },
            { provider_code: 'OTHER', provider_token_id: 'x', is_active: false },
          ],
        }),
      }),
    );
    expect(m.providersRef).toEqual([
      { providerCode: 'BRAINTREE', providerId: 'acc', providerTokenId: 'cust-1', isActive: true },
      { providerCode: 'OTHER', providerId: null, providerTokenId: 'x', isActive: false },
    ]);
  });
});

describe('toPaymentMeans', () => {
  it('sorts by displayOrder, ties in server order', () => {
    const means = toPaymentMeans([
      serverMean({ payment_mean_id: 'c', display_order: 3 }),
      serverMean({ payment_mean_id: 'a', display_order: 1 }),
      serverMean({ payment_mean_id: 'b1', display_order: 2 }),
      serverMean({ payment_mean_id: 'b2', display_order: 2 }),
    ]);
    expect(means.map((m) => m.id)).toEqual(['a', 'b1', 'b2', 'c']);
  });
  it('an empty list is empty', () => {
    expect(toPaymentMeans([])).toEqual([]);
  });
  it('does not alter its input', () => {
    const input = [serverMean({ payment_mean_id: 'b', display_order: 2 }), serverMean({ payment_mean_id: 'a', display_order: 1 })];
    toPaymentMeans(input);
    expect(input.map((m) => m.payment_mean_id)).toEqual(['b', 'a']);
  });
});

describe('paypalCustomerId (SPEC 3: the entry with PayPal processor code)', () => {
  const ref = (providerCode: string, providerId: string | null, isActive = true) => ({
    providerCode,
    providerId,
    providerTokenId: `tok_${providerId}`,
    isActive,
  });
  it("takes the account of the PayPal processor's entry", () => {
    expect(PAYPAL_PROVIDER_CODE).toBe('BRAINTREE');
    expect(paypalCustomerId({ providersRef: [ref('ADYEN', 'a'), ref('BRAINTREE', 'cust-7')] })).toBe('cust-7');
    expect(paypalCustomerId({ providersRef: [ref('braintree', 'cust-8')] })).toBe('cust-8');
  });
  it('prefers an active entry', () => {
    expect(paypalCustomerId({ providersRef: [ref('BRAINTREE', 'old', false), ref('BRAINTREE', 'new', true)] })).toBe('new');
    expect(paypalCustomerId({ providersRef: [ref('BRAINTREE', 'only', false)] })).toBe('only');
  });
  it('null without such an entry or without an account', () => {
    expect(paypalCustomerId({ providersRef: [] })).toBeNull();
    expect(paypalCustomerId({ providersRef: [ref('ADYEN', 'a')] })).toBeNull();
    expect(paypalCustomerId({ providersRef: [ref('BRAINTREE', null)] })).toBeNull();
    expect(paypalCustomerId({ providersRef: [ref('BRAINTREE', ' ')] })).toBeNull();
  });
  it('from a mapped PayPal token', () => {
    const m = toPaymentMean(
      serverMean({
        payment_method: 'PAYPAL',
        token: token({
          type: 'PAYPAL',
          provider_token_references: [{ provider_code: 'braintree', provider_account_code: 'cust_42', provider_token_id: 'braintree_42', is_active: true }],
        }),
      }),
    );
    expect(paypalCustomerId(m)).toBe('cust_42');
  });
});

describe('isTokenOnly and countActiveNewMethods (SPEC 5)', () => {
  it('token_only enabled makes a method token-only; disabled or absent does not', () => {
    expect(isTokenOnly({ features: [{ name: 'token_only', enabled: true }] })).toBe(true);
    expect(isTokenOnly({ features: [{ name: 'token_only', enabled: false }] })).toBe(false);
    expect(isTokenOnly({ features: [{ name: 'mbway_with_mandate', enabled: true }] })).toBe(false);
    expect(isTokenOnly({ features: [] })).toBe(false);
    expect(isTokenOnly({})).toBe(false);
    expect(isTokenOnly({ features: null })).toBe(false);
  });

  it('counts enabled new methods, token-only excluded, tokens and disabled means not counted', () => {
    const means = toPaymentMeans([
      serverMean({ payment_mean_id: '1', payment_method: 'CARD' }),
      serverMean({ payment_mean_id: '2', payment_method: 'BLIK', features: [{ name: 'token_only', enabled: true }] }),
      serverMean({ payment_mean_id: '3', payment_method: 'SKRILL', status: 'disabled' }),
      serverMean({ payment_mean_id: '4', payment_method: 'CARD', token: token() }),
      serverMean({ payment_mean_id: '5', payment_method: 'PAYSAFECARD', features: [{ name: 'token_only', enabled: false }] }),
    ]);
    expect(countActiveNewMethods(means)).toBe(2);
    expect(countActiveNewMethods([])).toBe(0);
  });
});

describe('wire values with blanks around or in another case (SPEC 3 entities as the server writes them)', () => {
  it('renameMethod trims: a padded BANKTRANSFER is renamed, another name comes back trimmed', () => {
    expect(renameMethod(' banktransfer ')).toBe('BANKTRANSFER_DEPOSIT');
    expect(renameMethod(' CARD ')).toBe('CARD');
  });
  it('statuses: a padded enabled mean is enabled; a padded ENABLED operator takes deposits', () => {
    expect(toPaymentMean(serverMean({ status: ' Enabled ' })).status).toBe('enabled');
    expect(isOperatorStatusEnabled(' enabled ')).toBe(true);
    expect(isOperatorStatusEnabled('DISABLED')).toBe(false);
    expect(isOperatorStatusEnabled(null)).toBe(false);
  });
  it('a card token: a padded user scheme choice is user; blank or missing fields are left out', () => {
    const m = toPaymentMean(
      serverMean({
        token: token({ type: 'CARD', scheme_selection_type: ' USER ', bin: '   ', last_digits: null, card_type: '', scheme: 'cb' } as PaymentTokenLike),
      }),
    );
    expect(m.detail).toStrictEqual({
      minAmount: 10,
      maxAmount: 1000,
      id: 'tok-1',
      schemeSelected: 'cb',
      schemeSelectionType: 'user',
      availableSchemes: [],
    });
  });
  it('an unknown method with a padded token type falls back to that type', () => {
    expect(toPaymentMean(serverMean({ payment_method: 'NEWCARD', token: token({ type: ' card ' }) })).type).toBe('CARD');
  });
  it('an unknown method with a BANK_ACCOUNT token carries the IBAN details', () => {
    const m = toPaymentMean(serverMean({ payment_method: 'SEPA', token: token({ type: 'BANK_ACCOUNT', iban: 'FR76', is_instant_eligible: true }) }));
    expect(m.detail).toStrictEqual({ minAmount: 10, maxAmount: 1000, id: 'tok-1', iban: 'FR76', isInstantEligible: true });
  });
  it('a PayPal entry is found whatever the case or blanks of its provider code', () => {
    expect(paypalCustomerId({ providersRef: [{ providerCode: ' Braintree ', providerId: 'cust-9', providerTokenId: 't', isActive: true }] })).toBe('cust-9');
  });
});

describe('features and operators (SPEC 3 Features, mobile money operator)', () => {
  it('a feature without minimum_amount has no minimumAmount key', () => {
    const m = toPaymentMean(
      serverMean({
        features: [
          { name: 'token_only', enabled: true },
          { name: 'bank_transfer', enabled: true, minimum_amount: 10 },
        ],
      }),
    );
    expect(m.features).toStrictEqual([
      { name: 'token_only', enabled: true },
      { name: 'bank_transfer', enabled: true, minimumAmount: 10 },
    ]);
  });
  it('only a mobile money mean carries an operator', () => {
    expect(toPaymentMean(serverMean({ payment_method: 'CARD', operator: 'mtn' })).detail).toStrictEqual({ minAmount: 10, maxAmount: 1000 });
  });
});
