// The deployment's configuration (docs/deployment.md "Configuration"; docs/decisions.md "Configuration at run
// time"): each CASHIER_* variable, read from the front server's environment when it starts (server/main.ts),
// validated with zod and turned into the DeployConfig it hands to each page and to its render
// (src/domain/deploy-config.ts, run-config.ts). A production server names every missing, malformed, sandbox or
// example value and does not start; the sandbox takes the sandbox's values unless a variable overrides one.
import { z } from 'zod';
import { ACQUIRER_A_MARKETS, type DeployConfig } from '../src/domain/deploy-config';

export type Environment = DeployConfig['environment'];

/** One variable: where it goes, what it is, an example of a production value and who provides it. */
export interface Variable {
  name: string;
  what: string;
  example: string;
  provider: string;
  /** The sandbox's value; a production value equal to it is refused (unless allowedInProduction). */
  sandbox: string;
  kind: 'base' | 'script' | 'id' | 'google-pay-environment';
  allowedInProduction?: boolean;
}

const acquirerA = ACQUIRER_A_MARKETS.flatMap((market): Variable[] => {
  const sandbox = (
    { FR: ['KP-FR-0001', 'sk_fr_5a1d'], PT: ['KP-PT-0001', 'sk_pt_77b2'], PL: ['KP-PL-0001', 'sk_pl_0c3e'], COM: ['KP-COM-0001', 'sk_com_91f4'] } as const
  )[market];
  const of = market === 'COM' ? 'the .com market and every market without its own' : `the ${market} market`;
  return [
    {
      name: `CASHIER_ACQUIRER_A_MERCHANT_ID_${market}`,
      what: `Card acquirer A's merchant id for ${of}`,
      example: `KP-${market}-7310`,
      provider: 'Acquirer A (merchant onboarding)',
      sandbox: sandbox[0],
      kind: 'id',
    },
    {
      name: `CASHIER_ACQUIRER_A_STATIC_KEY_${market}`,
      what: `Card acquirer A's static key for ${of}`,
      example: `sk_live_${market.toLowerCase()}_4f0e`,
      provider: 'Acquirer A (merchant onboarding)',
      sandbox: sandbox[1],
      kind: 'id',
    },
  ];
});

/** Every variable of the configuration but CASHIER_ENVIRONMENT, in the order of docs/deployment.md's table. */
export const VARIABLES: readonly Variable[] = [
  {
    name: 'CASHIER_API_BASE',
    what: "The operator API's base URL (the /kong/ paths), or same-origin",
    example: 'https://api.kestrelbet.fr',
    provider: "Operator's platform team",
    sandbox: '',
    kind: 'base',
  },
  {
    name: 'CASHIER_SYNC_BASE',
    what: "The realtime stream's base URL, or same-origin",
    example: 'https://sync.kestrelbet.fr',
    provider: "Operator's platform team",
    sandbox: '',
    kind: 'base',
  },
  {
    name: 'CASHIER_ANALYTICS_BASE',
    what: "The analytics collector's and card acquirers' base URL (the /ext/ paths), or same-origin",
    example: 'https://ext.kestrelbet.fr',
    provider: "Operator's platform team",
    sandbox: '',
    kind: 'base',
  },
  {
    name: 'CASHIER_GOOGLE_PAY_SCRIPT_URL',
    what: "Google Pay's script",
    example: 'https://pay.google.com/gp/p/js/pay.js',
    provider: 'Google (fixed)',
    sandbox: '/sandbox/googlepay/pay.js',
    kind: 'script',
  },
  {
    name: 'CASHIER_GOOGLE_PAY_ENVIRONMENT',
    what: "Google Pay's environment: PRODUCTION (TEST in the sandbox)",
    example: 'PRODUCTION',
    provider: 'Google (fixed)',
    sandbox: 'TEST',
    kind: 'google-pay-environment',
    allowedInProduction: true,
  },
  {
    name: 'CASHIER_GOOGLE_PAY_MERCHANT_ID',
    what: 'Google Pay merchant id',
    example: 'BCR2DN4T7QW3LM2K',
    provider: 'Google Pay & Wallet Console',
    sandbox: 'BCR2DN4TSANDBOX1',
    kind: 'id',
  },
  {
    name: 'CASHIER_GOOGLE_PAY_GATEWAY',
    what: "Google Pay's gateway: acquirer A's gateway id",
    example: 'keypayment',
    provider: 'Acquirer A',
    sandbox: 'keypayment',
    kind: 'id',
    allowedInProduction: true,
  },
  {
    name: 'CASHIER_APPLE_PAY_MERCHANT_ID',
    what: 'Apple Pay merchant identifier',
    example: 'merchant.fr.kestrelbet.cashier',
    provider: 'Apple Developer account',
    sandbox: 'merchant.com.cashier.sandbox',
    kind: 'id',
  },
  {
    name: 'CASHIER_PAYPAL_SDK_URL',
    what: "PayPal's JS SDK script",
    example: 'https://www.paypal.com/sdk/js',
    provider: 'PayPal (fixed)',
    sandbox: '/sandbox/paypal/sdk/js',
    kind: 'script',
  },
  ...acquirerA,
  {
    name: 'CASHIER_ACQUIRER_B_API_KEY_ID',
    what: "Card acquirer B's hosted-fields API key id",
    example: 'hf-live-key-7c21',
    provider: 'Acquirer B (merchant onboarding)',
    sandbox: 'hf-sandbox-key-01',
    kind: 'id',
  },
];

export const ENVIRONMENT_VARIABLE = 'CASHIER_ENVIRONMENT';
const SAME_ORIGIN = 'same-origin';
const SANDBOX_VALUES = new Set(VARIABLES.filter((v) => !v.allowedInProduction && v.sandbox !== '').map((v) => v.sandbox));

const https = (value: string, path: boolean): string | null => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'must be an https:// URL';
  if (url.search || url.hash) return 'must have no query or fragment';
  if (!path && value.endsWith('/')) return 'must not end with a slash (paths are appended to it)';
  return null;
};

/** The value's schema in production (the sandbox checks only the form of what it is given). */
function schemaOf(v: Variable, environment: Environment) {
  return z.string({ error: 'is missing' }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value.trim() === '') return fail('is missing');
    if (/\s/.test(value)) return fail('must not contain spaces');
    if (environment === 'production') {
      if (SANDBOX_VALUES.has(value) || /sandbox/i.test(value)) return fail(`is a sandbox value (${value})`);
      // .env.example's ids are examples: a configuration copied from it must not pass with them.
      if (v.kind === 'id' && !v.allowedInProduction && value === v.example) return fail(`is the example of .env.example (${value}): replace it with yours`);
    }
    switch (v.kind) {
      case 'base': {
        if (value === SAME_ORIGIN) return;
        const problem = environment === 'production' ? https(value, false) : value.startsWith('http') ? null : 'must be a URL or same-origin';
        if (problem) fail(problem);
        return;
      }
      case 'script': {
        if (environment === 'sandbox' && value.startsWith('/')) return;
        const problem = https(value, true);
        if (problem) fail(problem);
        return;
      }
      case 'google-pay-environment':
        if (environment === 'production' && value !== 'PRODUCTION') fail('must be PRODUCTION in production');
        else if (value !== 'PRODUCTION' && value !== 'TEST') fail('must be TEST or PRODUCTION');
        return;
      case 'id':
        return;
    }
  });
}

export class DeployConfigError extends Error {}

/**
 * The configuration from an environment. `fallback` is the environment when CASHIER_ENVIRONMENT is not set:
 * production for the front server (server/main.ts), sandbox for the sandbox, the dev server and the tests.
 * Throws a DeployConfigError naming every missing, malformed or sandbox value.
 */
export function deployConfigFromEnv(env: Record<string, string | undefined>, fallback: Environment): DeployConfig {
  const rawEnvironment = env[ENVIRONMENT_VARIABLE] || fallback;
  if (rawEnvironment !== 'sandbox' && rawEnvironment !== 'production') {
    throw new DeployConfigError(`${ENVIRONMENT_VARIABLE} must be sandbox or production, not ${JSON.stringify(rawEnvironment)}`);
  }
  const environment: Environment = rawEnvironment;
  const values: Record<string, string | undefined> = {};
  for (const v of VARIABLES) values[v.name] = env[v.name] || (environment === 'sandbox' ? v.sandbox || SAME_ORIGIN : undefined);
  const schema = z.object(Object.fromEntries(VARIABLES.map((v) => [v.name, schemaOf(v, environment)])));
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const byName = new Map(VARIABLES.map((v) => [v.name, v]));
    const lines = parsed.error.issues.map((issue) => {
      const v = byName.get(String(issue.path[0]))!;
      return `  ${v.name} ${issue.message}: ${v.what} (e.g. ${v.example}; from ${v.provider})`;
    });
    const hint = env[ENVIRONMENT_VARIABLE]
      ? ''
      : `\n(${ENVIRONMENT_VARIABLE} is not set: the front server runs production's configuration unless ${ENVIRONMENT_VARIABLE}=sandbox)`;
    throw new DeployConfigError(
      `The ${environment} configuration is not valid (docs/deployment.md "Configuration", .env.example):\n${lines.join('\n')}${hint}`,
    );
  }
  const value = (name: string): string => {
    const v = parsed.data[name]!;
    return v === SAME_ORIGIN ? '' : v;
  };
  return {
    environment,
    apiBase: value('CASHIER_API_BASE'),
    syncBase: value('CASHIER_SYNC_BASE'),
    analyticsBase: value('CASHIER_ANALYTICS_BASE'),
    googlePay: {
      scriptUrl: value('CASHIER_GOOGLE_PAY_SCRIPT_URL'),
      environment: value('CASHIER_GOOGLE_PAY_ENVIRONMENT') as 'TEST' | 'PRODUCTION',
      merchantId: value('CASHIER_GOOGLE_PAY_MERCHANT_ID'),
      gateway: value('CASHIER_GOOGLE_PAY_GATEWAY'),
    },
    applePay: { merchantId: value('CASHIER_APPLE_PAY_MERCHANT_ID') },
    paypal: { sdkUrl: value('CASHIER_PAYPAL_SDK_URL') },
    acquirers: {
      a: Object.fromEntries(
        ACQUIRER_A_MARKETS.map((m) => [
          m,
          { merchantId: value(`CASHIER_ACQUIRER_A_MERCHANT_ID_${m}`), staticKey: value(`CASHIER_ACQUIRER_A_STATIC_KEY_${m}`) },
        ]),
      ) as DeployConfig['acquirers']['a'],
      b: { apiKeyId: value('CASHIER_ACQUIRER_B_API_KEY_ID') },
    },
  };
}

/** The sandbox's configuration (the sandbox's front server of `npm start` and the e2e tests, the dev server, vitest). */
export const sandboxDeployConfig = (): DeployConfig => deployConfigFromEnv({ [ENVIRONMENT_VARIABLE]: 'sandbox' }, 'sandbox');

/** The sandbox's configuration, a CASHIER_* variable of `env` overriding one of its values (never its environment). */
export const sandboxDeployConfigFromEnv = (env: Record<string, string | undefined>): DeployConfig =>
  deployConfigFromEnv({ ...env, [ENVIRONMENT_VARIABLE]: 'sandbox' }, 'sandbox');

/** Every value of the sandbox a production configuration must not hold. */
export const sandboxOnlyValues = (): string[] => [...SANDBOX_VALUES];

/**
 * The origins the configuration adds to the app's Content-Security-Policy (docs/deployment.md): the API,
 * stream and /ext/ bases it calls, and the wallets' and PayPal's scripts and frames. The front server adds
 * them to the policy of each page (server/front.ts).
 */
export function cspSourcesOf(config: DeployConfig): Record<'script-src' | 'connect-src' | 'frame-src', string[]> {
  const origin = (url: string): string[] => (/^https:\/\//.test(url) ? [new URL(url).origin] : []);
  const unique = (list: string[]) => [...new Set(list)];
  const scripts = unique([...origin(config.googlePay.scriptUrl), ...origin(config.paypal.sdkUrl)]);
  return {
    'script-src': scripts,
    'connect-src': unique([...origin(config.apiBase), ...origin(config.syncBase), ...origin(config.analyticsBase), ...origin(config.googlePay.scriptUrl)]),
    'frame-src': scripts,
  };
}
