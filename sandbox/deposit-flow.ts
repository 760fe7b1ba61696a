// Deposits made through the operator API: the request bodies of SPEC 3 "Deposit request body", the
// outcome test mode by amount, the provider-page URLs, and settling a deposit (status, and the
// player's balance and last deposit on success).
import { z } from 'zod';
import type { DepositStatus } from './contract/types';
import type { MethodName } from './means';
import { resolveProfile } from './profile';
import type { Deposit, DepositStatusValue, Player, Store } from './store';

// ---------------------------------------------------------------------------------------------------
// Outcomes by amount (the providers' test-mode way)

export type AmountOutcome = 'normal' | 'refused' | 'fraud' | 'server-error' | 'unexpected';

/**
 * Whole amounts whose value modulo 1000 is 113, 114, 115 or 116 (113, 1113, 2114...: the repeat keeps
 * each outcome reachable in currencies whose minimum is high) pick an outcome; every other amount, and
 * any amount with cents (113.50), is normal. No amount preset of SPEC 9 falls on them.
 */
export const AMOUNT_OUTCOMES: Readonly<Record<number, AmountOutcome>> = {
  113: 'refused',
  114: 'fraud',
  115: 'server-error',
  116: 'unexpected',
};
export const REFUSED_REASON_BY_AMOUNT = 'payment.insufficientfunds';
export const FRAUD_ERROR_CODE = 'DEP_FraudCheckRefused';
export const UNEXPECTED_STATUS = 'weird';

export function outcomeOfAmount(amount: number): AmountOutcome {
  const cents = Math.round(amount * 100);
  if (cents % 100 !== 0) return 'normal';
  return AMOUNT_OUTCOMES[(cents / 100) % 1000] ?? 'normal';
}

/** Skrill's documented wrong password: the deposit is refused with payment.genericfailurenoncard. */
export const SKRILL_WRONG_PASSWORD = 'wrong';

// ---------------------------------------------------------------------------------------------------
// Request bodies

/** An http(s) URL, or a path of this origin (`/…` but not `//…`). */
export function isReturnUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const returnUrl = z.string().min(1).refine(isReturnUrl, 'must be an http(s) URL or a path starting with /');

const commonBody = {
  amount: z.number().positive(),
  fees: z.literal(0),
  requester: z.literal('App:Front'),
  correlation_id: z.string().trim().min(1),
  browser_info: z.looseObject({ user_agent: z.string().min(1) }),
  store_token: z.boolean(),
};

/** The redirect-method deposit endpoints: /kong/v6/me/deposits/<key>. */
export const REDIRECT_DEPOSIT_METHODS = ['paysafecard', 'przelewy24', 'skrill', 'banktransfer', 'multibanco'] as const;
export type RedirectDepositKey = (typeof REDIRECT_DEPOSIT_METHODS)[number];

export const DEPOSIT_METHOD_NAME: Readonly<Record<RedirectDepositKey, MethodName>> = {
  paysafecard: 'PAYSAFECARD',
  przelewy24: 'PRZELEWY24',
  skrill: 'SKRILL',
  banktransfer: 'BANKTRANSFER',
  multibanco: 'MULTIBANCO',
};

export const depositBodies = {
  paysafecard: z.looseObject({ ...commonBody, payment_method: z.literal('PAYSAFECARD'), detail: z.looseObject({ return_url: returnUrl }) }),
  przelewy24: z.looseObject({ ...commonBody, payment_method: z.literal('PRZELEWY24'), detail: z.looseObject({ return_url: returnUrl }) }),
  skrill: z.looseObject({
    ...commonBody,
    payment_method: z.literal('SKRILL'),
    detail: z.looseObject({ login: z.string().trim().min(1), password: z.string().min(1), return_url: returnUrl }),
  }),
  banktransfer: z.looseObject({
    ...commonBody,
    // The options call says BANKTRANSFER, the app's own name is BANKTRANSFER_DEPOSIT: both are accepted.
    payment_method: z.enum(['BANKTRANSFER', 'BANKTRANSFER_DEPOSIT']),
    store_token: z.literal(false),
    detail: z.looseObject({ return_url: returnUrl }),
  }),
  multibanco: z.looseObject({ ...commonBody, payment_method: z.literal('MULTIBANCO'), detail: z.record(z.string(), z.unknown()) }),
} as const satisfies Record<RedirectDepositKey, z.ZodType>;
export type DepositBody<K extends RedirectDepositKey> = z.output<(typeof depositBodies)[K]>;

export type Parsed<T> = { ok: true; body: T } | { ok: false; message: string };

/** Validates a deposit body; the message names every bad field by its path (detail.return_url...). */
export function parseDepositBody<K extends RedirectDepositKey>(key: K, body: unknown): Parsed<DepositBody<K>> {
  const parsed = depositBodies[key].safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data as DepositBody<K> };
  const message = parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  return { ok: false, message: `Invalid deposit request: ${message}` };
}

// ---------------------------------------------------------------------------------------------------
// Provider pages and return URLs

/** Methods with a provider page (Multibanco has none: its reference is paid at an ATM). */
export const PROVIDER_PAGE_METHODS = ['paysafecard', 'przelewy24', 'skrill', 'banktransfer'] as const;
export type ProviderPageKey = (typeof PROVIDER_PAGE_METHODS)[number];

export function providerPageUrl(origin: string, key: ProviderPageKey, deposit: Deposit): string {
  const q = new URLSearchParams({ transaction_uid: deposit.transaction_uid, return_url: deposit.return_url ?? '' });
  return `${origin}/sandbox/provider/${key}?${q.toString()}`;
}

/**
 * The return URL with `transaction_uid=<uid>` added to its query. The rest of the URL is kept byte
 * for byte (existing parameters, their order and encoding, the fragment); an existing
 * transaction_uid is replaced.
 */
export function withTransactionUid(returnUrl: string, uid: string): string {
  const hashAt = returnUrl.indexOf('#');
  const hash = hashAt >= 0 ? returnUrl.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? returnUrl.slice(0, hashAt) : returnUrl;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  const kept = query.split('&').filter((part) => part !== '' && !/^transaction_uid(=|$)/.test(part));
  kept.push(`transaction_uid=${encodeURIComponent(uid)}`);
  return `${base}?${kept.join('&')}${hash}`;
}

// ---------------------------------------------------------------------------------------------------
// Settling

/** The status call's answer. */
export const depositStatusOf = (d: Deposit): DepositStatus => ({ status: d.status, reason: d.reason });

/**
 * Sets a deposit's status. A deposit that becomes a success credits the player: balance + amount,
 * last deposit = this one, no longer a first depositor (for sessions opened later).
 */
export function settleDeposit(store: Store, deposit: Deposit, status: DepositStatusValue, reason: string | null): Deposit {
  const wasSuccess = deposit.status === 'success';
  deposit.status = status;
  deposit.reason = reason;
  deposit.updated_at = new Date().toISOString();
  const player = store.player(deposit.player_id);
  if (player && status === 'success' && !wasSuccess) creditPlayer(player, deposit);
  return deposit;
}

function creditPlayer(player: Player, deposit: Deposit): void {
  const balance = Math.round((player.profile.balance + deposit.amount) * 100) / 100;
  player.fields = {
    ...player.fields,
    balance,
    first_deposit: false,
    last_deposit: { payment_method: deposit.method, amount: deposit.amount, created_date: deposit.updated_at },
  };
  player.profile = resolveProfile(player.fields);
}

/** Reason given to a declined provider payment when the decision names none. */
export const declineReasonOf = (method: MethodName): string => (method === 'BANKTRANSFER' ? 'payment.genericfailure' : 'payment.genericfailurenoncard');
