import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { depositOptions, paymentMethodsResponse, tokensResponse, type ServerPaymentMean } from './contract/parsers';
import { LEGISLATIONS } from './spec';
import { MARKET_METHODS, TOKEN_TYPES } from './means';
import { MARKET_PLAYERS, READY_MADE_PLAYERS, readyMadePlayer } from './players';
import type { ProfileInput } from './profile';
import { buildServer } from './server';
import { OPTIONS, PAYMENT_METHODS, TOKENS, get, login } from './test-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

async function read(profile: ProfileInput) {
  const { access_token, session } = await login(app, profile);
  const [o, m, t] = await Promise.all([OPTIONS, PAYMENT_METHODS, TOKENS].map((url) => get(app, url, { token: access_token })));
  expect([o!.statusCode, m!.statusCode, t!.statusCode]).toEqual([200, 200, 200]);
  return {
    playerId: session.player_id,
    options: depositOptions.parse(o!.json()),
    methods: paymentMethodsResponse.parse(m!.json()),
    tokens: tokensResponse.parse(t!.json()),
  };
}

const methodMean = (means: ServerPaymentMean[], name: string) => means.find((m) => !m.token && m.payment_method === name);

describe('GET /kong/v2/me/deposit/options', () => {
  it.each(LEGISLATIONS)('%s: one enabled mean per default method of the market, with the wire names', async (legislation) => {
    const { options } = await read({ legislation });
    expect(options.payment_means.filter((m) => !m.token).map((m) => m.payment_method)).toEqual(MARKET_METHODS[legislation]);
    expect(options.payment_means.every((m) => m.status === 'enabled')).toBe(true);
    expect(options.payment_means.map((m) => m.display_order)).toEqual(options.payment_means.map((_, i) => i + 1));
  });

  it('EUR bounds per method, bank transfer and MB Way features, CSE keys, presets, resume position', async () => {
    const fr = (await read({ legislation: 'FR', last_deposit: { payment_method: 'CARD', amount: 17 } })).options;
    const bounds = (name: string) => [methodMean(fr.payment_means, name)?.min_amount, methodMean(fr.payment_means, name)?.max_amount];
    expect(bounds('CARD')).toEqual([10, 5000]);
    expect(bounds('PAYSAFECARD')).toEqual([10, 250]);
    expect(bounds('SKRILL')).toEqual([10, 5000]);
    expect(bounds('BANKTRANSFER')).toEqual([10, 508]);
    expect(methodMean(fr.payment_means, 'BANKTRANSFER')!.features).toEqual([
      { name: 'token_only', enabled: false },
      { name: 'bank_transfer', enabled: true, minimum_amount: 10 },
      { name: 'instant_bank_transfer', enabled: true },
    ]);
    expect(fr.cse.map((k) => k.provider_code)).toEqual(['worldline', 'dalenys']);
    expect(fr.cse[0]!.public_key).toMatch(/^MII[A-Za-z0-9+/=]{200,}$/);
    expect(fr.suggested_amounts).toEqual([15, 25, 50, 100]);
    expect(fr.payment_mean_resume_position).toBe(1);

    const pt = (await read({ legislation: 'PT' })).options;
    expect([methodMean(pt.payment_means, 'MULTIBANCO')!.min_amount, methodMean(pt.payment_means, 'MULTIBANCO')!.max_amount]).toEqual([10, 1000]);
    expect(methodMean(pt.payment_means, 'MBWAY')!.features).toContainEqual({ name: 'mbway_with_mandate', enabled: true });

    const pl = (await read({ legislation: 'PL' })).options;
    expect([methodMean(pl.payment_means, 'PRZELEWY24')!.min_amount, methodMean(pl.payment_means, 'PRZELEWY24')!.max_amount]).toEqual([20, 10000]);
    expect([methodMean(pl.payment_means, 'BLIK')!.min_amount, methodMean(pl.payment_means, 'BLIK')!.max_amount]).toEqual([20, 5000]);
    expect(pl.suggested_amounts).toEqual([50, 100, 250, 500]);

    const ci = (await read({ legislation: 'CI' })).options;
    expect([methodMean(ci.payment_means, 'MOBILEMONEY')!.min_amount, methodMean(ci.payment_means, 'MOBILEMONEY')!.max_amount]).toEqual([200, 500000]);
  });

  it('saved tokens come first as means carrying token and payment_method', async () => {
    const { options, playerId } = await read(readyMadePlayer('fr-card-skrill')!.profile);
    const [card, skrill, ...methods] = options.payment_means;
    expect(card).toMatchObject({ payment_mean_id: 'tok_card_1', payment_method: 'CARD', status: 'enabled', min_amount: 10, max_amount: 5000 });
    expect(card!.token).toMatchObject({ type: 'CARD', user_id: playerId, bin: '424242', last_digits: '4242', scheme: 'visa' });
    expect(skrill).toMatchObject({ payment_method: 'SKRILL', token: { type: 'EWALLET', login: 'camille.martin@example.com' } });
    expect(methods.every((m) => m.token === undefined)).toBe(true);
    expect(methods).toHaveLength(MARKET_METHODS.FR.length);
  });

  it('mobile-money token means carry their operator', async () => {
    const { options } = await read(readyMadePlayer('CI')!.profile);
    expect(options.payment_means[0]).toMatchObject({ payment_method: 'MOBILEMONEY', operator: 'orange_money', token: { type: 'MOBILE_MONEY', prefix: '225' } });
  });

  it('overrides: disabled methods are left out, unavailable ones are disabled, bounds and token_only', async () => {
    const { options, methods } = await read({
      legislation: 'FR',
      payment_methods: [
        { name: 'CARD', min_amount: 5, max_amount: 100, token_only: true },
        { name: 'PAYPAL', enabled: false },
        { name: 'SKRILL', unavailable: true },
        'PAYSAFECARD',
      ],
      tokens: [{ type: 'PAYPAL' }],
    });
    expect(options.payment_means.map((m) => [m.payment_method, m.status, !!m.token])).toEqual([
      ['PAYPAL', 'disabled', true],
      ['CARD', 'enabled', false],
      ['SKRILL', 'disabled', false],
      ['PAYSAFECARD', 'enabled', false],
    ]);
    expect(methodMean(options.payment_means, 'CARD')).toMatchObject({ min_amount: 5, max_amount: 100, features: [{ name: 'token_only', enabled: true }] });
    expect(methods.payment_methods.map((m) => [m.name, m.enabled, m.unavailable ?? false])).toEqual([
      ['CARD', true, false],
      ['PAYPAL', false, false],
      ['SKRILL', true, true],
      ['PAYSAFECARD', true, false],
    ]);
  });
});

describe('GET /kong/v7/me/payment-methods/deposit', () => {
  it('lists the methods with ids, display order, features and CSE keys', async () => {
    const { methods } = await read({ legislation: 'PT' });
    expect(methods.payment_methods.map((m) => m.name)).toEqual(MARKET_METHODS.PT);
    expect(methods.payment_methods.map((m) => m.display_order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(methods.payment_methods.map((m) => m.id)).size).toBe(7);
    expect(methods.payment_methods.find((m) => m.name === 'MBWAY')!.features).toContainEqual({ name: 'mbway_with_mandate', enabled: true });
    expect(methods.cse).toHaveLength(2);
  });

  it.each([
    ['CI', ['orange_money', 'mtn', 'moovmoney', 'wave']],
    ['TG', ['orange_money', 'mtn', 'moovmoney', 'wave']],
    ['SN', ['orange_money', 'wave']],
    ['BJ', ['mtn', 'moovmoney', 'celtiis']],
    ['CD', ['orange_money', 'airtel', 'mpesa']],
  ] as const)('%s: MOBILEMONEY with the market operators in display order', async (legislation, operators) => {
    const { methods } = await read({ legislation });
    const mm = methods.payment_methods.find((m) => m.name === 'MOBILEMONEY')!;
    expect(mm.operators).toEqual(operators.map((name, i) => ({ name, display_order: i + 1, enabled: true })));
  });

  it('operators can be overridden', async () => {
    const { methods } = await read({ legislation: 'CI', payment_methods: [{ name: 'MOBILEMONEY', operators: ['wave', 'mtn'] }] });
    expect(methods.payment_methods[0]!.operators!.map((o) => o.name)).toEqual(['wave', 'mtn']);
  });
  it('operators can carry their own display_order, answered in the listed order', async () => {
    const { methods } = await read({
      legislation: 'BJ',
      payment_methods: [{ name: 'MOBILEMONEY', operators: [{ name: 'mtn', display_order: 2 }, { name: 'orange_money', display_order: 1 }, 'celtiis'] }],
    });
    expect(methods.payment_methods[0]!.operators).toEqual([
      { name: 'mtn', display_order: 2, enabled: true },
      { name: 'orange_money', display_order: 1, enabled: true },
      { name: 'celtiis', display_order: 3, enabled: true },
    ]);
  });
});

describe('GET /kong/v7/me/tokens/deposit', () => {
  it('the market players together cover every token type, each with its fields', async () => {
    const seen = new Map<string, Record<string, unknown>>();
    for (const p of MARKET_PLAYERS) {
      const { tokens, playerId } = await read(p.profile);
      for (const t of tokens.tokens) {
        expect(t.user_id).toBe(playerId);
        expect(t.provider_token_references.length).toBeGreaterThan(0);
        seen.set(t.type, { ...t });
      }
    }
    expect([...seen.keys()].sort()).toEqual([...TOKEN_TYPES].sort());
    const fields: Record<string, string[]> = {
      CARD: ['bin', 'expiry_month', 'expiry_year', 'holder_name', 'card_type', 'scheme', 'last_digits', 'scheme_selection_type'],
      BANK_ACCOUNT: ['iban', 'holder_name', 'country_code', 'is_instant_eligible'],
      EWALLET: ['login'],
      MBWAY: ['phone_number'],
      MOBILE_MONEY: ['prefix', 'phone_number', 'operator', 'deposit_operator_status'],
      BLIK: [],
      PAYPAL: ['email'],
    };
    for (const [type, names] of Object.entries(fields)) {
      const token = seen.get(type)!;
      for (const key of ['id', 'user_id', 'initial_transaction_uid', 'created_date', 'status', 'display_order', ...names]) {
        expect(token[key], `${type}.${key}`).toBeDefined();
      }
    }
    expect(seen.get('PAYPAL')!.provider_token_references).toEqual([
      expect.objectContaining({ provider_code: 'braintree', provider_account_code: expect.any(String) }),
    ]);
  });

  it('needs X-Correlation-Id', async () => {
    const { access_token } = await login(app, {});
    const res = await get(app, TOKENS, { token: access_token, correlationId: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_code: 'payment.bad.request', message: 'Missing X-Correlation-Id header' });
    expect((await get(app, TOKENS, { token: access_token, correlationId: 'c-9' })).headers['x-correlation-id']).toBe('c-9');
  });

  it('all three need a bearer token', async () => {
    for (const url of [OPTIONS, PAYMENT_METHODS, TOKENS]) expect((await get(app, url)).statusCode).toBe(401);
  });
});

describe('profile fields payment_methods and tokens', () => {
  it.each([
    [{ payment_methods: ['NOPE'] }, 'payment_methods.0'],
    [{ payment_methods: ['CARD', 'CARD'] }, 'payment_methods.1'],
    [{ payment_methods: [{ name: 'CARD', min_amount: 50, max_amount: 10 }] }, 'payment_methods.0.min_amount'],
    [{ payment_methods: [{ name: 'CARD', operators: ['mtn'] }] }, 'payment_methods.0.operators'],
    [{ payment_methods: [{ name: 'CARD', colour: 'red' }] }, 'payment_methods.0'],
    [{ tokens: [{ type: 'CHEQUE' }] }, 'tokens.0.type'],
    [{ tokens: [{ type: 'CARD', bin: '12' }] }, 'tokens.0.bin'],
    [{ tokens: [{ type: 'EWALLET', iban: 'FR76' }] }, 'tokens.0'],
  ])('%j is refused, naming %s', async (profile, path) => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/sessions', payload: profile });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`${path}:`);
  });

  it('the named scenario players exist', () => {
    for (const key of ['pl-p24-blik', 'pt-last-multibanco', 'fr-first-wallets', 'fr-card-skrill', 'pt-mbway-token', 'tokens-timeout']) {
      expect(readyMadePlayer(key), key).toBeDefined();
    }
    expect(READY_MADE_PLAYERS.length).toBe(new Set(READY_MADE_PLAYERS.map((p) => p.key)).size);
  });

  it('scenario players answer what their names say', async () => {
    const p24 = await read(readyMadePlayer('pl-p24-blik')!.profile);
    expect(p24.tokens.tokens).toEqual([]);
    expect(p24.methods.payment_methods.slice(0, 2).map((m) => m.name)).toEqual(['PRZELEWY24', 'BLIK']);
    const wallets = await read(readyMadePlayer('fr-first-wallets')!.profile);
    expect(wallets.options.payment_means.slice(0, 2).map((m) => m.payment_method)).toEqual(['APPLEPAY', 'GOOGLEPAY']);
    const mbway = await read(readyMadePlayer('pt-mbway-token')!.profile);
    expect(mbway.tokens.tokens.map((t) => [t.type, t.phone_number])).toEqual([['MBWAY', '+351912345678']]);
  });
});
