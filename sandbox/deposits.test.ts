import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eligibility, featureFlags, lastSuccessfulDeposit } from './contract/parsers';
import { buildServer } from './server';
import { ELIGIBILITY, FEATURES, LAST_SUCCESSFUL, get, login } from './test-helpers';
import { readyMadePlayer } from './players';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

describe('GET /kong/v6/me/deposits/eligibility', () => {
  it('answers the profile in the wire schema, with market defaults', async () => {
    const { access_token } = await login(app, { legislation: 'PL', balance: 12.5 });
    const res = await get(app, ELIGIBILITY, { token: access_token });
    expect(res.statusCode).toBe(200);
    const body = eligibility.parse(res.json());
    expect(body).toMatchObject({
      eligible: true,
      reason: null,
      balance: 12.5,
      min_deposit_amount: 20,
      max_deposit_amount: null,
      technical_max_deposit_amount: 40000,
      user_limits: [],
    });
    expect(Math.abs(Date.parse(body.current_date) - Date.now())).toBeLessThan(5000);
  });

  it('reports an ineligible player with its reason, and user limits', async () => {
    const { access_token } = await login(app, {
      eligibility: { eligible: false, reason: 'DEP_UserTriedToDepositOverLimit' },
      limits: {
        max_deposit_amount: 40,
        user_limits: [
          { type: 'daily', value: 50, remaining: 40 },
          { type: 'weekly', value: 100 },
        ],
      },
    });
    const body = eligibility.parse((await get(app, ELIGIBILITY, { token: access_token })).json());
    expect(body.eligible).toBe(false);
    expect(body.reason).toBe('DEP_UserTriedToDepositOverLimit');
    expect(body.max_deposit_amount).toBe(40);
    expect(body.user_limits).toEqual([
      { type: 'daily', value: 50, remaining: 40 },
      { type: 'weekly', value: 100, remaining: 100 },
    ]);
  });

  it('gives a default reason to an ineligible player without one', async () => {
    const { access_token } = await login(app, { eligibility: { eligible: false } });
    expect(eligibility.parse((await get(app, ELIGIBILITY, { token: access_token })).json()).reason).toBe('payment.deposit.eligibility.not_eligible');
  });

  it('the PL ready-made player has daily, weekly and monthly limits', async () => {
    const { access_token } = await login(app, readyMadePlayer('PL')!.profile);
    const body = eligibility.parse((await get(app, ELIGIBILITY, { token: access_token })).json());
    expect(body.user_limits.map((l) => l.type)).toEqual(['daily', 'weekly', 'monthly']);
  });
});

describe('GET /kong/v6/me/deposits/last-successful', () => {
  it('answers the last deposit', async () => {
    const { access_token } = await login(app, readyMadePlayer('FR')!.profile);
    const res = await get(app, LAST_SUCCESSFUL, { token: access_token });
    expect(res.statusCode).toBe(200);
    expect(lastSuccessfulDeposit.parse(res.json())).toMatchObject({ payment_method: 'CARD', amount: 17 });
  });

  it('answers 204 with no body when the player never deposited', async () => {
    for (const profile of [{}, { first_deposit: true, last_deposit: { payment_method: 'CARD', amount: 5 } }]) {
      const { access_token } = await login(app, profile);
      const res = await get(app, LAST_SUCCESSFUL, { token: access_token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
  });
});

describe('GET /kong/v2/featureflipping', () => {
  it('echoes each requested name in order, with defaults and per-profile overrides', async () => {
    const { access_token } = await login(app, { feature_flags: { 'payment-f-paypal-consent-enabled': true } });
    const res = await get(
      app,
      `${FEATURES}?feature_names=payment-f-paypal-consent-enabled&feature_names=payment-f-gordon-async-deposit-enabled&feature_names=payment-f-new-brand-choice-enabled&feature_names=unknown-flag&version=1.2.3`,
      { token: access_token },
    );
    expect(res.statusCode).toBe(200);
    expect(featureFlags.parse(res.json())).toEqual([
      { featureName: 'payment-f-paypal-consent-enabled', isEnabled: true },
      { featureName: 'payment-f-gordon-async-deposit-enabled', isEnabled: true },
      { featureName: 'payment-f-new-brand-choice-enabled', isEnabled: false },
      { featureName: 'unknown-flag', isEnabled: false },
    ]);
  });

  it('a single name gives a one-entry list; an override can turn the gordon flag off', async () => {
    const { access_token } = await login(app, { feature_flags: { 'payment-f-gordon-async-deposit-enabled': false } });
    const res = await get(app, `${FEATURES}?feature_names=payment-f-gordon-async-deposit-enabled&version=1.0.0`, { token: access_token });
    expect(res.json()).toEqual([{ featureName: 'payment-f-gordon-async-deposit-enabled', isEnabled: false }]);
  });
});
