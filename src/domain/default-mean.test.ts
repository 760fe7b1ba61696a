import { describe, expect, it } from 'vitest';
import {
  chooseDefaults,
  currentTokenOf,
  needsWalletCheckBeforeDisplay,
  normalizeMethods,
  useAsDefault,
  walletsToCheckBeforeDisplay,
  walletsOffered,
  isMeanOffered,
  offeredMeans,
  type DefaultMeanInput,
  type MethodEntry,
  type TokenEntry,
  type WalletState,
} from './default-mean';
import { toPaymentMeans, type PaymentMean, type ServerPaymentMeanLike } from './payment-means';

/** One new-method mean per name, id = name in lower case, display order = position. */
function meansOf(...names: string[]): PaymentMean[] {
  return toPaymentMeans(
    names.map(
      (name, i): ServerPaymentMeanLike => ({
        payment_mean_id: name.toLowerCase(),
        display_order: i + 1,
        status: 'enabled',
        min_amount: 1,
        max_amount: 1000,
        features: [],
        payment_method: name,
      }),
    ),
  );
}

function methodsOf(...names: string[]): MethodEntry[] {
  return names.map((name, i) => ({ name, enabled: true, displayOrder: i + 1, tokenOnly: false, unavailable: false }));
}

const NO_WALLET: WalletState = { applePay: 'notCompatible', googlePay: 'notCompatible', googlePayHasCardInWallet: false };
const APPLE: WalletState = { ...NO_WALLET, applePay: 'compatible' };
const GOOGLE: WalletState = { ...NO_WALLET, googlePay: 'compatible', googlePayHasCardInWallet: true };

function input(names: string[], over: Partial<DefaultMeanInput> = {}): DefaultMeanInput {
  return {
    means: meansOf(...names),
    methods: methodsOf(...names),
    tokens: [],
    lastMethod: null,
    isFirstDeposit: false,
    wallet: NO_WALLET,
    ...over,
  };
}

const tok = (id: string, type: string, displayOrder: number, depositOperatorStatus?: string): TokenEntry => ({
  id,
  type,
  displayOrder,
  depositOperatorStatus,
});

describe('currentTokenOf (SPEC 4 Payment tokens)', () => {
  it('no tokens: none', () => {
    expect(currentTokenOf([])).toBeNull();
  });
  it('without mobile money: the first by displayOrder', () => {
    expect(currentTokenOf([tok('b', 'CARD', 2), tok('a', 'EWALLET', 1), tok('c', 'CARD', 3)])).toBe('a');
  });
  it('with mobile money: the first by displayOrder whose operator is enabled', () => {
    expect(currentTokenOf([tok('m1', 'MOBILE_MONEY', 1, 'DISABLED'), tok('m3', 'MOBILE_MONEY', 3, 'ENABLED'), tok('m2', 'MOBILE_MONEY', 2, 'enabled')])).toBe(
      'm2',
    );
  });
  it('with mobile money and no enabled operator: none (decision)', () => {
    expect(currentTokenOf([tok('m1', 'MOBILE_MONEY', 1, 'DISABLED'), tok('m2', 'MOBILE_MONEY', 2)])).toBeNull();
  });
  it('with mobile money, tokens of other types do not count (decision)', () => {
    expect(currentTokenOf([tok('c', 'CARD', 1), tok('m', 'MOBILE_MONEY', 2, 'ENABLED')])).toBe('m');
  });
});

describe('normalizeMethods (SPEC 4 Payment methods)', () => {
  it('drops unknown names, sorts by display order, unavailable becomes disabled, renames bank transfer', () => {
    const out = normalizeMethods([
      { name: 'SKRILL', enabled: true, displayOrder: 3, tokenOnly: false, unavailable: true },
      { name: 'GIFT_CARD', enabled: true, displayOrder: 0, tokenOnly: false, unavailable: false },
      { name: 'BANKTRANSFER', enabled: true, displayOrder: 2, tokenOnly: false, unavailable: false },
      { name: 'CARD', enabled: false, displayOrder: 1, tokenOnly: false, unavailable: false },
    ]);
    expect(out.map((m) => [m.name, m.enabled])).toEqual([
      ['CARD', false],
      ['BANKTRANSFER_DEPOSIT', true],
      ['SKRILL', false],
    ]);
  });
});

describe('chooseDefaults: server default (rule 1)', () => {
  it('the first enabled method in display order', () => {
    expect(chooseDefaults(input(['CARD', 'SKRILL']))).toEqual({ defaultIds: ['card'], currentTokenId: null });
  });
  it('follows the methods display order, not the list order', () => {
    const i = input(['CARD', 'SKRILL']);
    i.methods = [
      { name: 'CARD', enabled: true, displayOrder: 5, tokenOnly: false, unavailable: false },
      { name: 'SKRILL', enabled: true, displayOrder: 1, tokenOnly: false, unavailable: false },
    ];
    expect(chooseDefaults(i).defaultIds).toEqual(['skrill']);
  });
  it('skips disabled, unavailable and token-only methods', () => {
    const i = input(['CARD', 'SKRILL', 'PAYSAFECARD', 'PAYPAL']);
    i.methods = [
      { name: 'CARD', enabled: false, displayOrder: 1, tokenOnly: false, unavailable: false },
      { name: 'SKRILL', enabled: true, displayOrder: 2, tokenOnly: false, unavailable: true },
      { name: 'PAYSAFECARD', enabled: true, displayOrder: 3, tokenOnly: true, unavailable: false },
      { name: 'PAYPAL', enabled: true, displayOrder: 4, tokenOnly: false, unavailable: false },
    ];
    expect(chooseDefaults(i).defaultIds).toEqual(['paypal']);
  });
  it('skips a method whose mean is disabled, token-only or missing', () => {
    const i = input(['CARD', 'SKRILL', 'PAYSAFECARD', 'PAYPAL']);
    i.means = i.means
      .filter((m) => m.method !== 'PAYSAFECARD')
      .map((m) =>
        m.method === 'CARD' ? { ...m, status: 'disabled' as const } : m.method === 'SKRILL' ? { ...m, features: [{ name: 'token_only', enabled: true }] } : m,
      );
    expect(chooseDefaults(i).defaultIds).toEqual(['paypal']);
  });
  it('skips unknown method names', () => {
    const i = input(['CARD']);
    i.methods = [{ name: 'GIFT_CARD', enabled: true, displayOrder: 0, tokenOnly: false, unavailable: false }, ...i.methods];
    expect(chooseDefaults(i).defaultIds).toEqual(['card']);
  });
  it('matches the BANKTRANSFER method to the renamed BANKTRANSFER_DEPOSIT mean', () => {
    expect(chooseDefaults(input(['BANKTRANSFER', 'CARD'])).defaultIds).toEqual(['banktransfer']);
  });
  it('no usable method: no default', () => {
    const i = input(['CARD']);
    i.methods = [{ name: 'CARD', enabled: false, displayOrder: 1, tokenOnly: false, unavailable: false }];
    expect(chooseDefaults(i).defaultIds).toEqual([]);
  });
  it('no method list at all: the first usable new mean (decision)', () => {
    expect(chooseDefaults(input(['SKRILL', 'CARD'], { methods: [] })).defaultIds).toEqual(['skrill']);
  });
  it('a token mean is never a default method', () => {
    const i = input(['CARD']);
    i.means = i.means.map((m) => ({ ...m, format: 'TOKEN' as const, tokenId: 't' }));
    expect(chooseDefaults(i).defaultIds).toEqual([]);
  });
  it('matches a method to a mean of its type when no mean has its name (mobile money operators)', () => {
    const i = input(['mtn']);
    i.methods = methodsOf('MOBILEMONEY');
    expect(chooseDefaults(i).defaultIds).toEqual(['mtn']);
  });
});

describe('chooseDefaults: Apple Pay / Google Pay first in order', () => {
  it('Apple Pay first, enabled and compatible: default', () => {
    expect(chooseDefaults(input(['APPLEPAY', 'CARD'], { wallet: APPLE })).defaultIds).toEqual(['applepay']);
  });
  it('Google Pay first, enabled and compatible: default', () => {
    const wallet: WalletState = { ...NO_WALLET, googlePay: 'compatible' };
    expect(chooseDefaults(input(['GOOGLEPAY', 'CARD'], { wallet })).defaultIds).toEqual(['googlepay']);
  });
  it.each<[string, WalletState]>([
    ['not compatible', NO_WALLET],
    ['not checked', { applePay: 'notChecked', googlePay: 'notChecked', googlePayHasCardInWallet: true }],
  ])('a wallet first in order but %s: the next method', (_, wallet) => {
    expect(chooseDefaults(input(['APPLEPAY', 'GOOGLEPAY', 'CARD'], { wallet })).defaultIds).toEqual(['card']);
  });
  it('a compatible but disabled wallet is not the default', () => {
    const i = input(['APPLEPAY', 'CARD'], { wallet: APPLE });
    i.methods = i.methods.map((m) => (m.name === 'APPLEPAY' ? { ...m, enabled: false } : m));
    expect(chooseDefaults(i).defaultIds).toEqual(['card']);
  });
  it('a compatible wallet not first in order is not the default for a returning player', () => {
    expect(chooseDefaults(input(['CARD', 'APPLEPAY'], { wallet: APPLE })).defaultIds).toEqual(['card']);
  });
});

describe('chooseDefaults: PRZELEWY24 with BLIK (rule 2)', () => {
  it('P24 default, no tokens, BLIK enabled: both', () => {
    expect(chooseDefaults(input(['PRZELEWY24', 'CARD', 'BLIK'])).defaultIds).toEqual(['przelewy24', 'blik']);
  });
  it('with tokens: P24 alone', () => {
    const r = chooseDefaults(input(['PRZELEWY24', 'BLIK'], { tokens: [tok('t', 'CARD', 1)] }));
    expect(r).toEqual({ defaultIds: ['przelewy24'], currentTokenId: 't' });
  });
  it('BLIK disabled or absent: P24 alone', () => {
    const i = input(['PRZELEWY24', 'BLIK']);
    i.methods = i.methods.map((m) => (m.name === 'BLIK' ? { ...m, enabled: false } : m));
    expect(chooseDefaults(i).defaultIds).toEqual(['przelewy24']);
    expect(chooseDefaults(input(['PRZELEWY24', 'CARD'])).defaultIds).toEqual(['przelewy24']);
  });
  it('P24 not the default: no pairing', () => {
    expect(chooseDefaults(input(['CARD', 'PRZELEWY24', 'BLIK'])).defaultIds).toEqual(['card']);
  });
});

describe('chooseDefaults: last method BLIK (rule 3)', () => {
  it('no token selected: BLIK', () => {
    expect(chooseDefaults(input(['CARD', 'BLIK'], { lastMethod: 'BLIK' })).defaultIds).toEqual(['blik']);
  });
  it('a token selected: the server default', () => {
    const r = chooseDefaults(input(['CARD', 'BLIK'], { lastMethod: 'BLIK', tokens: [tok('t', 'CARD', 1)] }));
    expect(r).toEqual({ defaultIds: ['card'], currentTokenId: 't' });
  });
  it('tokens but none current (mobile money operators all disabled): BLIK', () => {
    const r = chooseDefaults(input(['CARD', 'BLIK'], { lastMethod: 'BLIK', tokens: [tok('m', 'MOBILE_MONEY', 1, 'DISABLED')] }));
    expect(r).toEqual({ defaultIds: ['blik'], currentTokenId: null });
  });
  it('replaces the P24+BLIK pair', () => {
    expect(chooseDefaults(input(['PRZELEWY24', 'BLIK'], { lastMethod: 'blik' })).defaultIds).toEqual(['blik']);
  });
  it('BLIK disabled: the server default', () => {
    const i = input(['CARD', 'BLIK'], { lastMethod: 'BLIK' });
    i.methods = i.methods.map((m) => (m.name === 'BLIK' ? { ...m, unavailable: true } : m));
    expect(chooseDefaults(i).defaultIds).toEqual(['card']);
  });
});

describe('chooseDefaults: last method MULTIBANCO (rule 4)', () => {
  it('MULTIBANCO with MBWAY', () => {
    expect(chooseDefaults(input(['CARD', 'MBWAY', 'MULTIBANCO'], { lastMethod: 'MULTIBANCO' })).defaultIds).toEqual(['multibanco', 'mbway']);
  });
  it('applies even with a token selected, which stays current', () => {
    const r = chooseDefaults(input(['CARD', 'MBWAY', 'MULTIBANCO'], { lastMethod: 'MULTIBANCO', tokens: [tok('t', 'MBWAY', 1)] }));
    expect(r).toEqual({ defaultIds: ['multibanco', 'mbway'], currentTokenId: 't' });
  });
  it('MB Way not usable: MULTIBANCO alone', () => {
    expect(chooseDefaults(input(['CARD', 'MULTIBANCO'], { lastMethod: 'MULTIBANCO' })).defaultIds).toEqual(['multibanco']);
  });
  it('MULTIBANCO not usable: the server default', () => {
    const i = input(['CARD', 'MBWAY', 'MULTIBANCO'], { lastMethod: 'MULTIBANCO' });
    i.methods = i.methods.map((m) => (m.name === 'MULTIBANCO' ? { ...m, enabled: false } : m));
    expect(chooseDefaults(i).defaultIds).toEqual(['card']);
  });
  it('another last method: the server default', () => {
    expect(chooseDefaults(input(['CARD', 'MBWAY', 'MULTIBANCO'], { lastMethod: 'MBWAY' })).defaultIds).toEqual(['card']);
  });
});

describe('chooseDefaults: wallets for a first depositor or a last wallet (rule 5, highest)', () => {
  it('first depositor with Apple Pay available and enabled: Apple Pay', () => {
    expect(chooseDefaults(input(['CARD', 'APPLEPAY'], { isFirstDeposit: true, wallet: APPLE })).defaultIds).toEqual(['applepay']);
  });
  it('first depositor with Google Pay available and a card in the wallet: Google Pay', () => {
    expect(chooseDefaults(input(['CARD', 'GOOGLEPAY'], { isFirstDeposit: true, wallet: GOOGLE })).defaultIds).toEqual(['googlepay']);
  });
  it('Google Pay without a card in the wallet: not the default', () => {
    const wallet: WalletState = { ...GOOGLE, googlePayHasCardInWallet: false };
    expect(chooseDefaults(input(['CARD', 'GOOGLEPAY'], { isFirstDeposit: true, wallet })).defaultIds).toEqual(['card']);
  });
  it('both available: Apple Pay first', () => {
    const wallet: WalletState = { ...GOOGLE, applePay: 'compatible' };
    expect(chooseDefaults(input(['CARD', 'GOOGLEPAY', 'APPLEPAY'], { isFirstDeposit: true, wallet })).defaultIds).toEqual(['applepay']);
  });
  it('Apple Pay available but disabled: Google Pay if available, else the server default', () => {
    const wallet: WalletState = { ...GOOGLE, applePay: 'compatible' };
    const i = input(['CARD', 'GOOGLEPAY', 'APPLEPAY'], { isFirstDeposit: true, wallet });
    i.methods = i.methods.map((m) => (m.name === 'APPLEPAY' ? { ...m, enabled: false } : m));
    expect(chooseDefaults(i).defaultIds).toEqual(['googlepay']);
    const j = input(['CARD', 'APPLEPAY'], { isFirstDeposit: true, wallet: APPLE });
    j.means = j.means.map((m) => (m.method === 'APPLEPAY' ? { ...m, status: 'disabled' as const } : m));
    expect(chooseDefaults(j).defaultIds).toEqual(['card']);
  });
  it.each<WalletState['applePay']>(['notCompatible', 'notChecked'])('Apple Pay %s: not the default', (applePay) => {
    const wallet: WalletState = { ...NO_WALLET, applePay };
    expect(chooseDefaults(input(['CARD', 'APPLEPAY'], { isFirstDeposit: true, wallet })).defaultIds).toEqual(['card']);
  });
  it('last method Apple Pay, not a first depositor: Apple Pay', () => {
    expect(chooseDefaults(input(['CARD', 'APPLEPAY'], { lastMethod: 'APPLEPAY', wallet: APPLE })).defaultIds).toEqual(['applepay']);
  });
  it('last method Google Pay with a card in the wallet: Google Pay', () => {
    expect(chooseDefaults(input(['CARD', 'GOOGLEPAY'], { lastMethod: 'GOOGLEPAY', wallet: GOOGLE })).defaultIds).toEqual(['googlepay']);
  });
  it('returning player whose last method is not a wallet: no wallet override', () => {
    const wallet: WalletState = { ...GOOGLE, applePay: 'compatible' };
    expect(chooseDefaults(input(['CARD', 'GOOGLEPAY', 'APPLEPAY'], { lastMethod: 'CARD', wallet })).defaultIds).toEqual(['card']);
  });
  it('last method Google Pay does not make Apple Pay default', () => {
    expect(chooseDefaults(input(['CARD', 'APPLEPAY'], { lastMethod: 'GOOGLEPAY', wallet: APPLE })).defaultIds).toEqual(['card']);
  });
  it('overrides the P24+BLIK pair and clears the current token', () => {
    const r = chooseDefaults(input(['PRZELEWY24', 'BLIK', 'APPLEPAY'], { isFirstDeposit: true, wallet: APPLE, tokens: [] }));
    expect(r).toEqual({ defaultIds: ['applepay'], currentTokenId: null });
    const withToken = chooseDefaults(input(['CARD', 'APPLEPAY'], { lastMethod: 'APPLEPAY', wallet: APPLE, tokens: [tok('t', 'CARD', 1)] }));
    expect(withToken).toEqual({ defaultIds: ['applepay'], currentTokenId: null });
  });
});

describe('useAsDefault (SPEC 4 Payment methods)', () => {
  const means = meansOf('APPLEPAY', 'GOOGLEPAY', 'CARD', 'PRZELEWY24', 'BLIK');
  const mean = (id: string) => means.find((m) => m.id === id)!;

  it('makes the method the only default and clears the current token', () => {
    expect(useAsDefault({ defaultIds: ['przelewy24', 'blik'], currentTokenId: 't' }, mean('card'), means)).toEqual({
      defaultIds: ['card'],
      currentTokenId: null,
    });
  });
  it('ignored when the default is APPLEPAY and the method is GOOGLEPAY', () => {
    const current = { defaultIds: ['applepay'], currentTokenId: null };
    expect(useAsDefault(current, mean('googlepay'), means)).toBe(current);
  });
  it('Google Pay over another default, or Apple Pay over Google Pay, applies', () => {
    expect(useAsDefault({ defaultIds: ['card'], currentTokenId: null }, mean('googlepay'), means).defaultIds).toEqual(['googlepay']);
    expect(useAsDefault({ defaultIds: ['googlepay'], currentTokenId: null }, mean('applepay'), means).defaultIds).toEqual(['applepay']);
  });
  it('a token makes itself current and leaves the defaults', () => {
    const tokenMean: PaymentMean = { ...mean('card'), id: 'pm-t', format: 'TOKEN', tokenId: 'tok-9' };
    expect(useAsDefault({ defaultIds: ['applepay'], currentTokenId: null }, tokenMean, means)).toEqual({
      defaultIds: ['applepay'],
      currentTokenId: 'tok-9',
    });
  });
});

describe('wallet check before display (SPEC 4)', () => {
  it('only with no last method or that wallet as last method', () => {
    expect(needsWalletCheckBeforeDisplay(null, 'APPLEPAY')).toBe(true);
    expect(needsWalletCheckBeforeDisplay('', 'GOOGLEPAY')).toBe(true);
    expect(needsWalletCheckBeforeDisplay('APPLEPAY', 'APPLEPAY')).toBe(true);
    expect(needsWalletCheckBeforeDisplay('googlepay', 'GOOGLEPAY')).toBe(true);
    expect(needsWalletCheckBeforeDisplay('GOOGLEPAY', 'APPLEPAY')).toBe(false);
    expect(needsWalletCheckBeforeDisplay('CARD', 'APPLEPAY')).toBe(false);
    expect(needsWalletCheckBeforeDisplay('CARD', 'GOOGLEPAY')).toBe(false);
  });
  it('lists the wallets still to check', () => {
    const unchecked: WalletState = { applePay: 'notChecked', googlePay: 'notChecked', googlePayHasCardInWallet: false };
    expect(walletsToCheckBeforeDisplay(null, unchecked)).toEqual(['APPLEPAY', 'GOOGLEPAY']);
    expect(walletsToCheckBeforeDisplay('APPLEPAY', unchecked)).toEqual(['APPLEPAY']);
    expect(walletsToCheckBeforeDisplay('CARD', unchecked)).toEqual([]);
    expect(walletsToCheckBeforeDisplay(null, { ...unchecked, applePay: 'compatible' })).toEqual(['GOOGLEPAY']);
  });
});

describe('more of SPEC 4 Payment tokens / Payment methods / Default mean rules', () => {
  it('a mobile money token is recognised whatever the case or blanks of its type', () => {
    expect(currentTokenOf([tok('c', 'CARD', 1), tok('m', ' mobile_money ', 2, 'ENABLED')])).toBe('m');
  });
  it('a method is defaulted to its own mean before another mean of its type (mobile money operators)', () => {
    const i = input(['mtn', 'moovmoney']);
    i.methods = methodsOf('moovmoney', 'mtn');
    expect(chooseDefaults(i).defaultIds).toEqual(['moovmoney']);
  });
  it('with a method list, a mean whose method the list does not hold is never the default', () => {
    const i = input(['CARD', 'SKRILL']);
    i.methods = [{ name: 'CARD', enabled: false, displayOrder: 1, tokenOnly: false, unavailable: false }];
    expect(chooseDefaults(i).defaultIds).toEqual([]);
  });
  it('no method list: a disabled mean is skipped for the next usable one', () => {
    const i = input(['SKRILL', 'CARD'], { methods: [] });
    i.means = i.means.map((m) => (m.id === 'skrill' ? { ...m, status: 'disabled' as const } : m));
    expect(chooseDefaults(i).defaultIds).toEqual(['card']);
  });
  it('useAsDefault: with Apple Pay the default, another method than Google Pay applies', () => {
    const means = meansOf('APPLEPAY', 'GOOGLEPAY', 'CARD');
    expect(useAsDefault({ defaultIds: ['applepay'], currentTokenId: null }, means[2]!, means)).toEqual({ defaultIds: ['card'], currentTokenId: null });
  });
  it('useAsDefault: Google Pay applies when there is no default, or the default mean is no longer listed', () => {
    const means = meansOf('APPLEPAY', 'GOOGLEPAY', 'CARD');
    expect(useAsDefault({ defaultIds: [], currentTokenId: null }, means[1]!, means).defaultIds).toEqual(['googlepay']);
    expect(useAsDefault({ defaultIds: ['gone'], currentTokenId: null }, means[1]!, means).defaultIds).toEqual(['googlepay']);
  });
  it('wallet check before display: a blank last method is no last method', () => {
    expect(needsWalletCheckBeforeDisplay('   ', 'APPLEPAY')).toBe(true);
  });
  it('wallet check before display: only a wallet not checked yet, Google Pay too when it was the last method', () => {
    const unchecked: WalletState = { applePay: 'notChecked', googlePay: 'notChecked', googlePayHasCardInWallet: false };
    expect(walletsToCheckBeforeDisplay('GOOGLEPAY', unchecked)).toEqual(['GOOGLEPAY']);
    expect(walletsToCheckBeforeDisplay(null, { applePay: 'compatible', googlePay: 'notCompatible', googlePayHasCardInWallet: false })).toEqual([]);
  });
});

describe('wallets shown and checked (SPEC 4 Google Pay "if enabled", SPEC 5 "hidden when not compatible")', () => {
  const wallets = toPaymentMeans([
    { payment_mean_id: 'a', display_order: 1, status: 'enabled', min_amount: 10, max_amount: 100, features: [], payment_method: 'APPLEPAY' },
    { payment_mean_id: 'g', display_order: 2, status: 'disabled', min_amount: 10, max_amount: 100, features: [], payment_method: 'GOOGLEPAY' },
    { payment_mean_id: 'c', display_order: 3, status: 'enabled', min_amount: 10, max_amount: 100, features: [], payment_method: 'CARD' },
  ]);
  it('only an enabled wallet is checked', () => {
    expect(walletsOffered(wallets, [])).toEqual({ applePay: true, googlePay: false });
    const disabledMethod = [{ name: 'APPLEPAY', enabled: false, displayOrder: 1, tokenOnly: false, unavailable: false }];
    expect(walletsOffered(wallets, disabledMethod)).toEqual({ applePay: false, googlePay: false });
  });
  it.each<[WalletState['applePay'], boolean]>([
    ['compatible', true],
    ['notCompatible', false],
    ['notChecked', false],
  ])('Apple Pay %s: shown %s; other means always', (applePay, shown) => {
    const wallet: WalletState = { ...NO_WALLET, applePay };
    expect(isMeanOffered(wallets[0]!, wallet)).toBe(shown);
    expect(isMeanOffered(wallets[2]!, wallet)).toBe(true);
  });

  // DESIGN 7: a control never moves under the player's finger. The wallets' check may end after the tiles
  // are shown (SPEC 4: checked before display only for a first depositor or that wallet last).
  describe('the offered means, in order', () => {
    const means = meansOf('GOOGLEPAY', 'CARD', 'APPLEPAY', 'PAYSAFECARD');
    const both: WalletState = { ...NO_WALLET, applePay: 'compatible', googlePay: 'compatible' };
    it('checked before display: the display order, the incompatible wallets left out', () => {
      expect(offeredMeans(means, both, false).map((m) => m.id)).toEqual(['googlepay', 'card', 'applepay', 'paysafecard']);
      expect(offeredMeans(means, { ...both, googlePay: 'notCompatible' }, false).map((m) => m.id)).toEqual(['card', 'applepay', 'paysafecard']);
    });
    it('found after the tiles showed: the wallets after the others, in their own order', () => {
      expect(offeredMeans(means, both, true).map((m) => m.id)).toEqual(['card', 'paysafecard', 'googlepay', 'applepay']);
      expect(offeredMeans(means, { ...both, applePay: 'notCompatible' }, true).map((m) => m.id)).toEqual(['card', 'paysafecard', 'googlepay']);
    });
  });
});
