// MB Way (SPEC 2 "MB Way phone form", 3 MB Way bodies and form data, 4 "MB Way", 5, 8): the phone check,
// the request detail, app-to-app, and how an answer reads. Pure (the flow is machines/mbway.machine.ts,
// the screen screens/MbwayScreen.tsx).
import { DEPOSIT_ANSWER, meaningOf } from '../../domain/verdict';
import { GENERIC_FAILURE_NON_CARD, usableRedirectUrl } from '../../domain/deposit-outcome';
import type { ApplicationType } from '../../domain/context';

export const MBWAY_METHOD = 'MBWAY';
/** SPEC 4: a pending new-mandate deposit is recorded as this method. */
export const MBWAY_ONE_CLICK_METHOD = 'MBWayOneClick';
/** SPEC 3 Features: MBWAY with mbway_with_mandate: the mean offers the mandate (authorised payments). */
export const MBWAY_MANDATE_FEATURE = 'mbway_with_mandate';
export const MBWAY_CALLING_CODE = '351';
/** SPEC 5: a missing phone number shows payment.null.information.error. */
export const MBWAY_PHONE_MISSING = 'payment.null.information.error';
export const MBWAY_PHONE_INVALID = 'mbway.phone.invalid';

/** The national digits of what the player typed: +351 / 00351 dropped, digits only, at most 9. */
export function mbwayDigits(typed: string): string {
  let d = typed.replace(/\D/g, '');
  if (typed.trim().startsWith('+351') || d.startsWith('00351')) d = d.replace(/^(00)?351/, '');
  return d.slice(0, 9);
}

/** Portuguese mobile numbers: 9 digits starting with 91, 92, 93 or 96 (the networks MB Way serves). */
export function mbwayPhoneError(digits: string): typeof MBWAY_PHONE_MISSING | typeof MBWAY_PHONE_INVALID | null {
  if (digits.trim() === '') return MBWAY_PHONE_MISSING;
  return /^9[1236]\d{7}$/.test(digits) ? null : MBWAY_PHONE_INVALID;
}

/** SPEC 4: app-to-app is allowed whenever the application type is not WEBAPP. */
export const appToAppAllowed = (applicationType: ApplicationType): boolean => applicationType !== 'WEBAPP';

/** Whether the mean offers the mandate (SPEC 3 Features). */
export const offersMandate = (features: ReadonlyArray<{ name: string; enabled: boolean }>): boolean =>
  features.some((f) => f.name.toLowerCase() === MBWAY_MANDATE_FEATURE && f.enabled);

/**
 * SPEC 3, new mean: detail {phone_number, create_mandate, enable_app_to_app, return_url only when
 * app-to-app}, store_token true. The number is sent as +351 and its 9 digits (as saved tokens hold it).
 */
export function newMbwayRequest(input: { phoneDigits: string; createMandate: boolean; appToApp: boolean; returnUrl: string }) {
  return {
    storeToken: true,
    detail: {
      phone_number: `+${MBWAY_CALLING_CODE}${input.phoneDigits}`,
      create_mandate: input.createMandate,
      enable_app_to_app: input.appToApp,
      ...(input.appToApp ? { return_url: input.returnUrl } : {}),
    },
  };
}

/** SPEC 3, token: detail {token_id, enable_app_to_app, return_url when app-to-app}, store_token false. */
export function tokenMbwayRequest(input: { tokenId: string; appToApp: boolean; returnUrl: string }) {
  return {
    storeToken: false,
    detail: { token_id: input.tokenId, enable_app_to_app: input.appToApp, ...(input.appToApp ? { return_url: input.returnUrl } : {}) },
  };
}

export interface MbwayResponseLike {
  status: string;
  transaction_uid?: string | null;
  transaction_context?: Readonly<Record<string, unknown>> | null;
}

export type MbwayOutcome =
  | { kind: 'success' }
  | { kind: 'pending'; method: typeof MBWAY_METHOD | typeof MBWAY_ONE_CLICK_METHOD }
  | { kind: 'appToApp'; url: string }
  | { kind: 'failure'; reason: string }
  | { kind: 'unknown' };

/**
 * SPEC 4 MB Way: pending with create-mandate -> pending recorded as MBWayOneClick; success -> success;
 * pending -> pending; redirect -> app-to-app to transaction_context.redirect_url; anything else (and a
 * redirect without a usable URL) -> payment.genericfailurenoncard.
 */
export function mbwayOutcome(response: MbwayResponseLike, createMandate: boolean): MbwayOutcome {
  // A refusal is payment.genericfailurenoncard; a status or redirect the app cannot act on is unknown
  // (verdict.ts, docs/decisions.md "Unknown is not failed").
  switch (meaningOf(response?.status, DEPOSIT_ANSWER)) {
    case 'pending':
      return { kind: 'pending', method: createMandate ? MBWAY_ONE_CLICK_METHOD : MBWAY_METHOD };
    case 'success':
      return { kind: 'success' };
    case 'redirect': {
      const url = usableRedirectUrl(response.transaction_context?.redirect_url);
      return url ? { kind: 'appToApp', url } : { kind: 'unknown' };
    }
    case 'refused':
      return { kind: 'failure', reason: GENERIC_FAILURE_NON_CARD };
    default:
      return { kind: 'unknown' };
  }
}
