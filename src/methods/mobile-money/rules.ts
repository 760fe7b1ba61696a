// Mobile money (SPEC 2 footers, 3 bodies, 4 "Mobile money", 5 validation, 9 constants): the operators of
// each market, the phone rules (calling code, mask, national numbering plan, error key), the Orange Money
// code, the one-time code length, the request detail, and what a deposit response means.
// The numbering plans are the real national ones (see docs/decisions.md "Mobile money").
import { DEPOSIT_ANSWER, DEPOSIT_STATUS, meaningOf } from '../../domain/verdict';
import type { Legislation } from '../../domain/context';
import { usableRedirectUrl, GENERIC_FAILURE_NON_CARD } from '../../domain/deposit-outcome';

export const MOMO_GENERIC_FAILURE = 'payment.genericfailure.momo';
export const MOBILE_MONEY_METHOD = 'MOBILEMONEY';

// The operators and how the server lists them live in ./mobile-money-operators (the means call reads them
// at boot, without this module).
export * from '../../domain/mobile-money-operators';
import { operatorWireName, type MobileMoneyOperator } from '../../domain/mobile-money-operators';

// The markets' phone rules live in ./phone-numbers (the amount page formats saved numbers without this module).
export * from '../../domain/phone-numbers';
import { isMobileMoneyMarket, maskLength, PHONE_RULES, type MobileMoneyLegislation, type PhoneRule } from '../../domain/phone-numbers';

/** The rule of a market; markets without mobile money use CI's (the sandbox's default operators too). */
export const phoneRuleOf = (l: Legislation): PhoneRule => (isMobileMoneyMarket(l) ? PHONE_RULES[l] : PHONE_RULES.CI);

/** Digits only: what the player typed without spaces, dots, dashes or the calling code. */
export function phoneDigits(input: string, rule: PhoneRule): string {
  let digits = input.replace(/\D/g, '');
  const typedPlus = /^\s*(\+|00)/.test(input);
  if (typedPlus) digits = digits.replace(/^(00)?/, '');
  if (typedPlus && digits.startsWith(rule.callingCode)) digits = digits.slice(rule.callingCode.length);
  return digits.slice(0, maskLength(rule.mask));
}

/** SPEC 5: null when valid, else the market's error key (payment.null.information.error when empty). */
export function phoneError(digits: string, l: Legislation): string | null {
  if (digits === '') return 'payment.null.information.error';
  return phoneRuleOf(l).pattern.test(digits) ? null : phoneRuleOf(l).errorKey;
}

/** SPEC 5: operators whose payment the player validates on the phone (helper text), per market. */
const HELPER_OPERATORS: Readonly<Record<MobileMoneyLegislation, readonly MobileMoneyOperator[]>> = {
  CI: ['MTN', 'MOOV', 'WAVE'],
  TG: ['MTN', 'MOOV', 'WAVE'],
  BJ: ['MTN', 'MOOV', 'CELTIIS'],
  SN: ['WAVE'],
  CD: ['AIRTEL', 'MPESA', 'ORANGE_MONEY'],
};
export const hasHelperText = (l: Legislation, op: MobileMoneyOperator): boolean => isMobileMoneyMarket(l) && HELPER_OPERATORS[l].includes(op);

/** SPEC 5: Orange Money takes a code in CI, SN, TG and BJ (not in CD, where it is validated on the phone). */
export const ORANGE_CODE_MARKETS: readonly Legislation[] = ['CI', 'SN', 'TG', 'BJ'];
export const needsCode = (l: Legislation, op: MobileMoneyOperator | null): boolean => op === 'ORANGE_MONEY' && ORANGE_CODE_MARKETS.includes(l);

/**
 * SPEC 5 and 9 "special handling in BJ, CI, SN": there the player generates the code by dialling the
 * operator's USSD short code, which the code step shows as a tap-to-dial link; TG shows the generic
 * instruction (generate a payment code in the Orange Money app or menu).
 */
const ORANGE_USSD: Readonly<Partial<Record<Legislation, string>>> = { CI: '#144*82#', SN: '#144*391#', BJ: '#144*4*6#' };
export const orangeUssd = (l: Legislation): string | null => ORANGE_USSD[l] ?? null;

/** SPEC 5 and 9: the one-time code has 6 digits in SN (placeholder 000000), 4 elsewhere. */
export const otpLength = (l: Legislation): number => (l === 'SN' ? 6 : 4);
export const otpPlaceholder = (l: Legislation): string => '0'.repeat(otpLength(l));
export const isValidOtp = (code: string, l: Legislation): boolean => new RegExp(`^\\d{${otpLength(l)}}$`).test(code);

// ---- Request detail (SPEC 3) ----------------------------------------------------------------------------

export interface NewMobileMoneyDetail {
  prefix: string;
  phone_number: string;
  operator: string;
  code?: string;
  return_url: string;
}
export interface TokenMobileMoneyDetail {
  token_id: string;
  code?: string;
  return_url: string;
}

export function newMobileMoneyDetail(a: {
  prefix: string;
  phoneNumber: string;
  operator: MobileMoneyOperator;
  code: string | null;
  returnUrl: string;
}): NewMobileMoneyDetail {
  return {
    prefix: a.prefix,
    phone_number: a.phoneNumber,
    operator: operatorWireName(a.operator),
    ...(a.code ? { code: a.code } : {}),
    return_url: a.returnUrl,
  };
}
export function tokenMobileMoneyDetail(a: { tokenId: string; code: string | null; returnUrl: string }): TokenMobileMoneyDetail {
  return { token_id: a.tokenId, ...(a.code ? { code: a.code } : {}), return_url: a.returnUrl };
}

// ---- Outcomes (SPEC 4 "Mobile money") -------------------------------------------------------------------

export interface MomoResponseLike {
  status: string;
  transaction_uid?: string | null;
  transaction_context?: Readonly<Record<string, unknown>> | null;
  deposit_id?: string | null;
  update_protocol?: string | null;
  refused_reason?: string | null;
}

/** How a redirect continues, read from the transaction context (SPEC 4): post form, Wave QR, or a URL. */
export type MomoRedirect = { kind: 'postForm'; url: string; fields: Record<string, string> } | { kind: 'waveQr'; qr: string } | { kind: 'url'; url: string };

export type MomoOutcome =
  | { kind: 'success' | 'pending' }
  | { kind: 'monitor'; depositId: string }
  | { kind: 'poll'; transactionId: string }
  | { kind: 'redirect'; redirect: MomoRedirect }
  | { kind: 'failure'; reason: string }
  | { kind: 'unknown' };

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The redirect of a transaction context, or null when it names none usable. */
export function redirectOf(ctx: Readonly<Record<string, unknown>> | null | undefined): MomoRedirect | null {
  if (!ctx) return null;
  const postUrl = usableRedirectUrl(ctx.post_form_url);
  if (postUrl) {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(ctx)) {
      if (k === 'post_form_url' || k === 'params_state') continue;
      if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
    }
    const params = ctx.params;
    if (params && typeof params === 'object' && !Array.isArray(params)) {
      for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
      delete fields.params;
    }
    return { kind: 'postForm', url: postUrl, fields };
  }
  const qr = str(ctx.redirect_qrcode_wave);
  if (qr) return { kind: 'waveQr', qr };
  const url = usableRedirectUrl(ctx.issuer_url) ?? usableRedirectUrl(ctx.redirect_url);
  return url ? { kind: 'url', url } : null;
}

/**
 * SPEC 4: success and pending end at once, unless the deposit is asynchronous: update_protocol 'gordon'
 * with the flag on is monitored over the realtime stream by deposit id; any other asynchronous answer
 * ('gordon' with the flag off, or 'polling') is polled by transaction id. A redirect continues by its
 * context. A refusal keeps its reason (payment.genericfailurenoncard without one); any other status, or
 * a redirect without a usable context, is unknown (verdict.ts, docs/decisions.md "Unknown is not failed").
 */
export function momoOutcome(r: MomoResponseLike, gordonEnabled: boolean): MomoOutcome {
  const status = meaningOf(r?.status, DEPOSIT_ANSWER);
  const protocol = (r.update_protocol ?? '').trim().toLowerCase();
  if (status === 'success' || status === 'pending') {
    if (protocol === 'gordon' && gordonEnabled && r.deposit_id) return { kind: 'monitor', depositId: r.deposit_id };
    if ((protocol === 'gordon' || protocol === 'polling') && r.transaction_uid) return { kind: 'poll', transactionId: r.transaction_uid };
    return { kind: status };
  }
  if (status === 'redirect') {
    const redirect = redirectOf(r.transaction_context);
    return redirect ? { kind: 'redirect', redirect } : { kind: 'unknown' };
  }
  if (status === 'refused') return { kind: 'failure', reason: str(r.refused_reason) ?? GENERIC_FAILURE_NON_CARD };
  return { kind: 'unknown' };
}

/**
 * SPEC 4 polling variant: SUCCESS succeeds; a refusal (FAILURE, UNAUTHORIZE, 20, 30) fails with its
 * reason or payment.genericfailure.momo; anything else (still pending, a value the app does not know) is
 * unknown, pending: not SPEC's "anything else gives failure" (verdict.ts, docs/decisions.md).
 */
export function polledOutcome(status: unknown, reason: string | null): { kind: 'success' } | { kind: 'failure'; reason: string } | { kind: 'unknown' } {
  const meaning = meaningOf(status, DEPOSIT_STATUS);
  if (meaning === 'success') return { kind: 'success' };
  if (meaning === 'refused') return { kind: 'failure', reason: str(reason) ?? MOMO_GENERIC_FAILURE };
  return { kind: 'unknown' };
}

/** SPEC 4 transaction status codes. */
export const TRANSACTION_STATUS_CODES = {
  PENDING: 1,
  PENDING_NOTIFICATION: 6,
  PENDING_REDIRECT: 7,
  SUCCESS: 10,
  FAILURE: 20,
  UNAUTHORIZE: 30,
} as const;

/** SPEC 9: the default poll interval, shared with the callback (src/domain/transactions.ts). */
export { DEFAULT_POLL_INTERVAL_MS } from '../../domain/transactions';
