// Ready-made players: one per market, plus profiles that exercise the unhappy paths. The launcher
// lists them; e2e tests post their `profile` to /sandbox/sessions.
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
    legislation: 'FR', language: 'fr', currency: 'EUR', balance: 42.5,
    limits: { min_deposit_amount: 10, max_deposit_amount: 283, user_limits: [{ type: 'weekly', value: 300, remaining: 283 }] },
    last_deposit: { payment_method: 'CARD', amount: 17, created_date: daysAgo(2) },
  }),
  market('PT', 'Portugal', 'PT · EUR · pt — monthly limit 1000 €, last deposit 25 € by MB Way', {
    legislation: 'PT', language: 'pt', currency: 'EUR', balance: 120,
    limits: { min_deposit_amount: 10, max_deposit_amount: 875, user_limits: [{ type: 'monthly', value: 1000, remaining: 875 }] },
    last_deposit: { payment_method: 'MBWAY', amount: 25, created_date: daysAgo(5) },
  }),
  market('PL', 'Poland', 'PL · PLN · pl — daily, weekly and monthly limits, last deposit 100 zł by BLIK', {
    legislation: 'PL', language: 'pl', currency: 'PLN', balance: 250,
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
  }),
  market('COM', 'International (.com)', 'COM · EUR · en — orbit brand, no user limits, last deposit 50 € by Skrill', {
    legislation: 'COM', language: 'en', currency: 'EUR', brand: 'orbit', balance: 80,
    limits: { min_deposit_amount: 10, max_deposit_amount: null },
    last_deposit: { payment_method: 'SKRILL', amount: 50, created_date: daysAgo(9) },
  }),
  market('CI', "Côte d'Ivoire", 'CI · XOF · fr — last deposit 5 000 F by mobile money', {
    legislation: 'CI', language: 'fr', currency: 'XOF', balance: 15_000,
    limits: { min_deposit_amount: 200, max_deposit_amount: 1_000_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 5_000, created_date: daysAgo(3) },
  }),
  market('TG', 'Togo', 'TG · XOF · fr — last deposit 2 000 F by mobile money', {
    legislation: 'TG', language: 'fr', currency: 'XOF', balance: 8_000,
    limits: { min_deposit_amount: 200, max_deposit_amount: 1_000_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 2_000, created_date: daysAgo(4) },
  }),
  market('SN', 'Senegal', 'SN · XOF · fr — last deposit 1 000 F by mobile money', {
    legislation: 'SN', language: 'fr', currency: 'XOF', balance: 3_500,
    limits: { min_deposit_amount: 100, max_deposit_amount: 500_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 1_000, created_date: daysAgo(6) },
  }),
  market('BJ', 'Benin', 'BJ · XOF · fr — last deposit 5 000 F by mobile money', {
    legislation: 'BJ', language: 'fr', currency: 'XOF', balance: 12_000,
    limits: { min_deposit_amount: 200, max_deposit_amount: 1_000_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 5_000, created_date: daysAgo(2) },
  }),
  market('CD', 'DR Congo', 'CD · CDF · fr — last deposit 25 000 F by mobile money', {
    legislation: 'CD', language: 'fr', currency: 'CDF', balance: 60_000,
    limits: { min_deposit_amount: 1_000, max_deposit_amount: 5_000_000 },
    last_deposit: { payment_method: 'MOBILEMONEY', amount: 25_000, created_date: daysAgo(8) },
  }),
];

const FR = { legislation: 'FR', language: 'fr', currency: 'EUR', balance: 42.5 } as const;

export const SCENARIO_PLAYERS: readonly ReadyMadePlayer[] = [
  market('first-deposit', 'First depositor', 'FR — never deposited: last-successful answers 204, is_first_deposit=true', {
    ...FR, balance: 0, first_deposit: true,
  }),
  market('ineligible', 'Ineligible player', 'FR — eligibility says not eligible (payment.deposit.eligibility.not_eligible)', {
    ...FR, eligibility: { eligible: false, reason: 'payment.deposit.eligibility.not_eligible' },
  }),
  market('expired-session', 'Expired session', 'FR — access token expired and refresh answers 401: session timeout', {
    ...FR, session_expired: true,
  }),
  market('short-lived-token', 'Short-lived token', 'FR — first access token already expired: 401, refresh, retry', {
    ...FR, access_token_ttl_seconds: 0, last_deposit: { payment_method: 'CARD', amount: 17 },
  }),
  market('eligibility-failure', 'Eligibility failure', 'FR — eligibility answers 500: technical error page', {
    ...FR, faults: { eligibility: 'http500' },
  }),
];

export const READY_MADE_PLAYERS: readonly ReadyMadePlayer[] = [...MARKET_PLAYERS, ...SCENARIO_PLAYERS];

export function readyMadePlayer(key: string): ReadyMadePlayer | undefined {
  return READY_MADE_PLAYERS.find((p) => p.key === key);
}
