// The deployment's configuration (docs/deployment.md "Configuration"): production names every missing,
// malformed, sandbox or example value; the sample configuration (.env.example) is one once its ids are the
// operator's own.
import { describe, expect, it } from 'vitest';
import { deployConfigFromEnv } from './deploy-config';
import { operatorsOwnEnv, sampleEnv } from '../test/deploy-sample';

const sample = operatorsOwnEnv;

const errorOf = (env: Record<string, string | undefined>): string => {
  try {
    deployConfigFromEnv(env, 'production');
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('deployment configuration', () => {
  it('refuses .env.example copied as it is, naming each example id to replace and nothing else', () => {
    const message = errorOf(sampleEnv());
    const named = [...message.matchAll(/^ {2}(CASHIER_[A-Z0-9_]+) is the example of \.env\.example/gm)].map((m) => m[1]);
    expect(named).toEqual([
      'CASHIER_GOOGLE_PAY_MERCHANT_ID',
      'CASHIER_APPLE_PAY_MERCHANT_ID',
      ...['FR', 'PT', 'PL', 'COM'].flatMap((m) => [`CASHIER_ACQUIRER_A_MERCHANT_ID_${m}`, `CASHIER_ACQUIRER_A_STATIC_KEY_${m}`]),
      'CASHIER_ACQUIRER_B_API_KEY_ID',
    ]);
    expect(
      message
        .trim()
        .split('\n')
        .filter((line) => line.startsWith('  ')),
    ).toHaveLength(named.length);
  });

  it('takes the sample production configuration with the operator’s own ids', () => {
    const config = deployConfigFromEnv(sample(), 'production');
    expect(config.environment).toBe('production');
    expect(config.apiBase).toBe('https://api.kestrelbet.fr');
    expect(config.acquirers.a.FR).toEqual({ merchantId: 'KP-FR-73109', staticKey: 'sk_live_fr_4f0e9' });
    expect(config.acquirers.b.apiKeyId).toBe('hf-live-key-7c219');
    expect(config.googlePay.environment).toBe('PRODUCTION');
  });

  it('names each missing value of a production build, with what it is', () => {
    const env = sample();
    delete env.CASHIER_API_BASE;
    env.CASHIER_ACQUIRER_A_STATIC_KEY_PL = '';
    const message = errorOf(env);
    expect(message).toMatch(/CASHIER_API_BASE is missing: .*operator API/);
    expect(message).toMatch(/CASHIER_ACQUIRER_A_STATIC_KEY_PL is missing/);
    expect(message).not.toMatch(/CASHIER_SYNC_BASE/);
  });

  it('refuses the sandbox values and paths in a production build', () => {
    const message = errorOf({
      ...sample(),
      CASHIER_ACQUIRER_A_STATIC_KEY_FR: 'sk_fr_5a1d',
      CASHIER_ACQUIRER_B_API_KEY_ID: 'hf-sandbox-key-01',
      CASHIER_GOOGLE_PAY_SCRIPT_URL: '/sandbox/googlepay/pay.js',
      CASHIER_APPLE_PAY_MERCHANT_ID: 'merchant.com.cashier.sandbox',
      CASHIER_GOOGLE_PAY_ENVIRONMENT: 'TEST',
    });
    for (const name of ['STATIC_KEY_FR', 'B_API_KEY_ID', 'GOOGLE_PAY_SCRIPT_URL', 'APPLE_PAY_MERCHANT_ID']) {
      expect(message).toMatch(new RegExp(`CASHIER_[A-Z_]*${name} is a sandbox value`));
    }
    expect(message).toMatch(/CASHIER_GOOGLE_PAY_ENVIRONMENT must be PRODUCTION/);
  });

  it('refuses malformed URLs', () => {
    const message = errorOf({
      ...sample(),
      CASHIER_API_BASE: 'http://api.kestrelbet.fr',
      CASHIER_SYNC_BASE: 'https://sync.kestrelbet.fr/',
      CASHIER_PAYPAL_SDK_URL: 'paypal',
    });
    expect(message).toMatch(/CASHIER_API_BASE must be an https:\/\/ URL/);
    expect(message).toMatch(/CASHIER_SYNC_BASE must not end with a slash/);
    expect(message).toMatch(/CASHIER_PAYPAL_SDK_URL is not a URL/);
  });

  it('takes same-origin for a base', () => {
    expect(deployConfigFromEnv({ ...sample(), CASHIER_API_BASE: 'same-origin' }, 'production').apiBase).toBe('');
  });

  it('gives a sandbox build the sandbox values, a variable overriding one', () => {
    const config = deployConfigFromEnv({ CASHIER_ENVIRONMENT: 'sandbox', CASHIER_API_BASE: 'http://localhost:8080' }, 'production');
    expect(config.environment).toBe('sandbox');
    expect(config.apiBase).toBe('http://localhost:8080');
    expect(config.paypal.sdkUrl).toBe('/sandbox/paypal/sdk/js');
    expect(config.acquirers.a.FR).toEqual({ merchantId: 'KP-FR-0001', staticKey: 'sk_fr_5a1d' });
    expect(config.googlePay.environment).toBe('TEST');
  });

  it('refuses an unknown environment', () => {
    expect(() => deployConfigFromEnv({ CASHIER_ENVIRONMENT: 'staging' }, 'production')).toThrow(/CASHIER_ENVIRONMENT must be sandbox or production/);
  });
});
