// Ready-made players: one per market (with saved means that together cover every token type of
// SPEC 3), plus profiles that exercise the default-mean rules and the unhappy paths. The launcher
// lists them; e2e tests post their `profile` to /sandbox/sessions.
import type { MethodName } from './means';
import type { ProfileInput } from './profile';

export interface ReadyMadePlayer {
  /** Stable key, used in the launcher's data-testids (open-web-<key>, open-ios-<key>, open-android-<key>). */
  key: string;
  label: string;
  description: string;
  profile: ProfileInput;
}

const RETURN_URLS = { url_success: '/sandbox/return?outcome=success', url_back: '/sandbox/return?outcome=back' } as const;
const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString();

const market = (key: string, label: string, description: string, profile: ProfileInput): ReadyMadePlayer => ({
  key,
  label,
  description,
  profile: { ...RETURN_URLS, ...profile },
});

export const MARKET_PLAYERS: readonly ReadyMadePlayer[] = [
  market('FR', 'France', 'FR · EUR · fr — weekly limit 300 €, last deposit 17 € by card', {
    legislation: 'FR',
    language: 'fr',
    currency: 'EUR',
    balance: 42.5,
    limits: { min_deposit_amount: 10, max_deposit_amount: 283, user_limits: [{ type: 'weekly', value: 300, remaining: 283 }] },
    last_deposit: { payment_method: 'CARD', amount: 17, created_date: daysAgo(2) },
    tokens: [
      { type: 'CARD', bin: '497010', last_digits: '1234', scheme: 'cb', holder_name: 'Camille Martin' },
      { type: 'EWALLET', login: 'camille.martin@example.com' },
      { type: 'PAYPAL', email: 'camille.martin@example.com' },
      { type: 'BANK_ACCOUNT', iban: 'FR7630006000011234567890189', holder_name: 'Camille Martin' },
    ],
  }),
  market('PT', 'Portugal', 'PT · EUR · pt — monthly limit 1000 €, last deposit 25 € by MB Way', {
    legislation: 'PT',
    language: 'pt',
    currency: 'EUR',
    balance: 120,
    limits: { min_deposit_amount: 10, max_deposit_amount: 875, user_limits: [{ type: 'monthly', value: 1000, remaining: 875 }] },
    last_deposit: { payment_method: 'MBWAY', amount: 25, created_date: daysAgo(5) },
    tokens: [
      { type: 'MBWAY', phone_number: '+351912345678' },
      { type: 'CARD', bin: '535110', last_digits: '4444', scheme: 'mastercard', holder_name: 'João Silva' },
      { type: 'BANK_ACCOUNT', iban: 'PT50000201231234567890154', holder_name: 'João Silva', is_instant_eligible: false },
    ],
  }),
  market('PL', 'Poland', 'PL · PLN · pl — daily, weekly and monthly limits, last deposit 100 zł by BLIK', {
    legislation: 'PL',
    language: 'pl',
    currency: 'PLN',
    balance: 250,
    limits: {
      min_deposit_amount: 20,
      max_deposit_amount: 400,
      user_limits: [
        { type: 'daily', value: 500, remaining: 400 },
        { type: 'weekly', value: 2000, remaining: 1650 },
        { type: 'monthly', value: 5000, remaining: 4200 },
      ],
    },
    last_deposit: { payment_method: 'BLIK', amount: 100, created_date: daysAgo(1) },
    tokens: [{ type: 'BLIK' }, { type: 'CARD', bin: '535110', last_digits: '9876', scheme: 'mastercard', holder_name: 'Anna Kowalska' }],
  }),
  market('COM', 'International (.com)', 'COM · EUR · en — orbit brand, no user limits, last deposit 50 € by Skrill', {
    legislation: 'COM',
    language: 'en',
    currency: 'EUR',
    brand: 'orbit',
    balance: 80,
    limits: { min_deposit_amount: 10, max_deposit_amount: null },
    last_deposit: { payment_method: 'SKRILL', amount: 50, created_date: daysAgo(9) },
    tokens: [
      { type: 'EWALLET', login: 'alex.player@example.com' },
      { type: 'CARD', bin: '411111', last_digits: '1111' },
    ],
  }),
  market('CI', "Côte d'Ivoire", 'CI · XOF · fr — last deposit 5 000 F by mobile money', {
    legislation: 'CI',
    language: 'fr',
    currency: 'XOF',
    balance: 15_000,
    limits: { min_deposit_amount: 200, max_deposit_amount: 1_000_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 5_000, created_date: daysAgo(3) },
    tokens: [{ type: 'MOBILE_MONEY', operator: 'orange_money', prefix: '225', phone_number: '0701020304' }],
  }),
  market('TG', 'Togo', 'TG · XOF · fr — last deposit 2 000 F by mobile money', {
    legislation: 'TG',
    language: 'fr',
    currency: 'XOF',
    balance: 8_000,
    limits: { min_deposit_amount: 200, max_deposit_amount: 1_000_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 2_000, created_date: daysAgo(4) },
    tokens: [{ type: 'MOBILE_MONEY', operator: 'mtn', prefix: '228', phone_number: '90112233' }],
  }),
  market('SN', 'Senegal', 'SN · XOF · fr — last deposit 1 000 F by mobile money', {
    legislation: 'SN',
    language: 'fr',
    currency: 'XOF',
    balance: 3_500,
    limits: { min_deposit_amount: 100, max_deposit_amount: 500_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 1_000, created_date: daysAgo(6) },
    tokens: [{ type: 'MOBILE_MONEY', operator: 'orange_money', prefix: '221', phone_number: '771234567' }],
  }),
  market('BJ', 'Benin', 'BJ · XOF · fr — last deposit 5 000 F by mobile money', {
    legislation: 'BJ',
    language: 'fr',
    currency: 'XOF',
    balance: 12_000,
    limits: { min_deposit_amount: 200, max_deposit_amount: 1_000_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 5_000, created_date: daysAgo(2) },
    tokens: [{ type: 'MOBILE_MONEY', operator: 'mtn', prefix: '229', phone_number: '97123456' }],
  }),
  // The app offers the operators the server lists, in display_order: here Orange Money first in
  // BJ, which the market's default list (SPEC 2 footer) does not name. Sent out of order on purpose.
  market('BJ-orange', 'Benin with Orange Money', 'BJ · XOF · fr — the server lists Orange Money, MTN, Moov, Celtiis (display_order), no saved mean', {
    legislation: 'BJ',
    language: 'fr',
    currency: 'XOF',
    balance: 12_000,
    limits: { min_deposit_amount: 200, max_deposit_amount: 1_000_000 },
    payment_methods: [
      {
        name: 'MOBILEMONEY',
        operators: [
          { name: 'celtiis', display_order: 4 },
          { name: 'mtn', display_order: 2 },
          { name: 'orange_money', display_order: 1 },
          { name: 'moovmoney', display_order: 3 },
        ],
      },
    ],
  }),
  market('CD', 'DR Congo', 'CD · CDF · fr — last deposit 25 000 F by mobile money', {
    legislation: 'CD',
    language: 'fr',
    currency: 'CDF',
    balance: 60_000,
    limits: { min_deposit_amount: 1_000, max_deposit_amount: 5_000_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 25_000, created_date: daysAgo(8) },
    tokens: [{ type: 'MOBILE_MONEY', operator: 'mpesa', prefix: '243', phone_number: '812345678' }],
  }),
];

const FR = { legislation: 'FR', language: 'fr', currency: 'EUR', balance: 42.5 } as const;

export const SCENARIO_PLAYERS: readonly ReadyMadePlayer[] = [
  market('first-deposit', 'First depositor', 'FR — never deposited: last-successful answers 204, is_first_deposit=true', {
    ...FR,
    balance: 0,
    first_deposit: true,
  }),
  market('ineligible', 'Ineligible player', 'FR — eligibility says not eligible (payment.deposit.eligibility.not_eligible)', {
    ...FR,
    eligibility: { eligible: false, reason: 'payment.deposit.eligibility.not_eligible' },
  }),
  market('expired-session', 'Expired session', 'FR — access token expired and refresh answers 401: session timeout', {
    ...FR,
    session_expired: true,
  }),
  market('short-lived-token', 'Short-lived token', 'FR — first access token already expired: 401, refresh, retry', {
    ...FR,
    access_token_ttl_seconds: 0,
    last_deposit: { payment_method: 'CARD', amount: 17 },
  }),
  market('eligibility-failure', 'Eligibility failure', 'FR — eligibility answers 500: technical error page', {
    ...FR,
    faults: { eligibility: 'http500' },
  }),
  market('pl-p24-blik', 'PL: P24 and BLIK, no tokens', 'PL — Przelewy24 first, BLIK enabled, no saved means: P24 and BLIK are both defaults', {
    legislation: 'PL',
    language: 'pl',
    currency: 'PLN',
    balance: 250,
    payment_methods: ['PRZELEWY24', 'BLIK', 'CARD', 'APPLEPAY', 'PAYSAFECARD', 'SKRILL', 'BANKTRANSFER'],
    tokens: [],
    last_deposit: { payment_method: 'PRZELEWY24', amount: 100, created_date: daysAgo(3) },
  }),
  market('pt-last-multibanco', 'PT: last method Multibanco', 'PT — last deposit 30 € by Multibanco: Multibanco and MB Way are defaults', {
    legislation: 'PT',
    language: 'pt',
    currency: 'EUR',
    balance: 60,
    tokens: [],
    last_deposit: { payment_method: 'MULTIBANCO', amount: 30, created_date: daysAgo(4) },
  }),
  market('fr-first-wallets', 'FR: first depositor, Apple Pay / Google Pay', 'FR — never deposited, Apple Pay and Google Pay listed first, no saved means', {
    ...FR,
    balance: 0,
    first_deposit: true,
    payment_methods: ['APPLEPAY', 'GOOGLEPAY', 'CARD', 'PAYPAL', 'PAYSAFECARD', 'SKRILL', 'BANKTRANSFER'],
    tokens: [],
  }),
  market('fr-card-skrill', 'FR: saved card + Skrill', 'FR — a saved Visa card (…4242) and a saved Skrill wallet, last deposit 20 € by Skrill', {
    ...FR,
    tokens: [
      { type: 'CARD', bin: '424242', last_digits: '4242', scheme: 'visa', holder_name: 'Camille Martin' },
      { type: 'EWALLET', login: 'camille.martin@example.com' },
    ],
    last_deposit: { payment_method: 'SKRILL', amount: 20, created_date: daysAgo(6) },
  }),
  market('pt-mbway-token', 'PT: saved MB Way', 'PT — a saved MB Way phone (+351 912 345 678), last deposit 25 € by MB Way', {
    legislation: 'PT',
    language: 'pt',
    currency: 'EUR',
    balance: 120,
    tokens: [{ type: 'MBWAY', phone_number: '+351912345678' }],
    last_deposit: { payment_method: 'MBWAY', amount: 25, created_date: daysAgo(2) },
  }),
  // The pending withdrawals fragment (its flag on), opened on /pending.
  market(
    'fr-withdrawals',
    'FR: pending withdrawals',
    'FR — opens on /pending (flag payment-f-new-withdrawal-flow-enabled on): two pending withdrawals, one cancellable, a saved IBAN',
    {
      ...FR,
      path: '/pending',
      feature_flags: { 'payment-f-new-withdrawal-flow-enabled': true },
      tokens: [{ type: 'BANK_ACCOUNT', iban: 'FR7630006000011234567890189', holder_name: 'Camille Martin' }],
      withdrawals: { pending: [{ amount: 50 }, { amount: 120.5, cancellable: false }] },
    },
  ),
  market('tokens-timeout', 'FR: saved means time out', 'FR — the tokens call answers after 5 s (app time-out 3 s): empty token list, payment.internal.error', {
    ...FR,
    faults: { tokens: 'timeout' },
    tokens: [{ type: 'CARD' }],
    last_deposit: { payment_method: 'CARD', amount: 17 },
  }),
  market('dark-mode', 'FR: dark mode', 'FR — is_dark=true in the URL: the dark theme', {
    ...FR,
    is_dark: true,
  }),
  market('premium-ticket', 'FR: premium ticket', 'FR — the premium ticket offered beside card and Paysafecard (code 4000123412345678)', {
    ...FR,
    tokens: [],
    payment_methods: ['PREMIUM_TICKET', 'CARD', 'PAYSAFECARD'],
  }),
  market('fr-paypal', 'FR: new PayPal', "FR — PayPal first, no saved PayPal: braintree-web's checkout and the approval page", {
    ...FR,
    tokens: [],
    payment_methods: ['PAYPAL', 'CARD', 'PAYSAFECARD'],
  }),
];

// SPEC 4 Apple Pay's three ways to know whether Apple Pay is there, one native app each, opened in the
// simulated webview of their platform (its toolbar chooses the wallet card); and Google Pay on Android.
const WALLETS: MethodName[] = ['APPLEPAY', 'GOOGLEPAY', 'CARD', 'PAYPAL', 'PAYSAFECARD'];
export const NATIVE_APP_PLAYERS: readonly ReadyMadePlayer[] = [
  market('ios-sports-applepay', 'iOS sports app: Apple Pay', 'FR · IOS · sports — the app says apple_pay=true in the URL', {
    ...FR,
    platform: 'IOS',
    universe: 'sports',
    apple_pay: true,
    tokens: [],
    payment_methods: WALLETS,
  }),
  market('ios-turf-applepay', 'iOS turf app: Apple Pay', 'FR · IOS · turf — the app asks the native side (the webview answers)', {
    ...FR,
    platform: 'IOS',
    universe: 'turf',
    tokens: [],
    payment_methods: WALLETS,
  }),
  market('macos-poker-applepay', 'macOS poker app: Apple Pay', 'FR · MACOS · poker — the app says apple_pay=true in the URL', {
    ...FR,
    platform: 'MACOS',
    universe: 'poker',
    apple_pay: true,
    tokens: [],
    payment_methods: WALLETS,
  }),
  market('android-googlepay', 'Android app: Google Pay', 'FR · ANDROID · sports — Google Pay through the bridge', {
    ...FR,
    platform: 'ANDROID',
    universe: 'sports',
    tokens: [],
    payment_methods: WALLETS,
  }),
];

export const READY_MADE_PLAYERS: readonly ReadyMadePlayer[] = [...MARKET_PLAYERS, ...SCENARIO_PLAYERS, ...NATIVE_APP_PLAYERS];

export function readyMadePlayer(key: string): ReadyMadePlayer | undefined {
  return READY_MADE_PLAYERS.find((p) => p.key === key);
}
