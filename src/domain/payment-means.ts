// The client-side payment mean of SPEC 3, mapped from the deposit options' payment_means (SPEC 7:
// BANKTRANSFER is renamed BANKTRANSFER_DEPOSIT). A mean is either a new method (format PAYMENT_METHOD)
// or a saved token (format TOKEN, with the token's type-specific details). Wire shapes are declared here
// structurally so the domain stays free of src/api.

import type { MobileMoneyOperator } from './mobile-money-operators';
export type PaymentMeanType =
  | 'CARD'
  | 'APPLEPAY'
  | 'GOOGLEPAY'
  | 'BLIK'
  | 'MBWAY'
  | 'PAYPAL'
  | 'MOBILE_MONEY'
  | 'EWALLET'
  | 'BANKTRANSFER'
  | 'BANK'
  | 'BANKTRANSFER_DEPOSIT'
  | 'BANK_ACCOUNT'
  | 'MULTIBANCO'
  | 'VOUCHER'
  | 'UNKNOWN';

export type PaymentMeanFormat = 'PAYMENT_METHOD' | 'TOKEN';
export type PaymentMeanStatus = 'enabled' | 'disabled';

// ---- Wire shapes (structural; see src/api/means-schemas.ts) -------------------------------------------

export interface FeatureLike {
  name: string;
  enabled: boolean;
  minimum_amount?: number | null;
}

export interface ProviderTokenReferenceLike {
  provider_code: string;
  provider_account_code?: string | null;
  provider_token_id: string;
  is_active: boolean;
}

/** A saved mean as the server sends it (SPEC 3 "Payment token"); type-specific fields optional. */
export interface PaymentTokenLike {
  id: string;
  type: string;
  display_order?: number | null;
  provider_token_references?: readonly ProviderTokenReferenceLike[] | null;
  bin?: string | null;
  expiry_month?: number | null;
  expiry_year?: number | null;
  card_type?: string | null;
  scheme?: string | null;
  last_digits?: string | null;
  scheme_selection_type?: string | null;
  iban?: string | null;
  is_instant_eligible?: boolean | null;
  login?: string | null;
  phone_number?: string | null;
  prefix?: string | null;
  operator?: string | null;
  deposit_operator_status?: string | null;
  email?: string | null;
  /** MB Way: whether the saved phone has an authorised-payments mandate (not always sent). */
  has_mandate?: boolean | null;
}

/** One payment mean of the deposit options (SPEC 3 "Payment mean (server side)"). */
export interface ServerPaymentMeanLike {
  payment_mean_id: string;
  display_order: number;
  status: string;
  min_amount: number;
  max_amount: number;
  features?: readonly FeatureLike[] | null;
  operator?: string | null;
  token?: PaymentTokenLike | null;
  payment_method: string;
}

// ---- Client-side mean -----------------------------------------------------------------------------------

export interface MeanFeature {
  name: string;
  enabled: boolean;
  minimumAmount?: number;
}

export interface ProviderRef {
  providerCode: string;
  providerId: string | null;
  providerTokenId: string;
  isActive: boolean;
}

export type SchemeSelectionType = 'user' | 'not_applicable';

/** Amount bounds plus the type-specific token details of SPEC 3 (only the mean's own fields are set). */
export interface PaymentMeanDetail {
  minAmount: number;
  maxAmount: number;
  /** The token id for saved means (SPEC 3 lists `id` in every token detail). */
  id?: string;
  // Card
  cardType?: string;
  bin?: string;
  expiryMonth?: number;
  expiryYear?: number;
  lastDigits?: string;
  schemeSelected?: string;
  schemeSelectionType?: SchemeSelectionType;
  availableSchemes?: string[];
  // Mobile money, MB Way
  phoneNumber?: string;
  operator?: string;
  prefix?: string;
  /** Mobile money token: whether its operator currently takes deposits. */
  operatorEnabled?: boolean;
  /** New mobile money mean: the operators its method lists, in display order (src/methods/mobile-money/rules.ts). */
  operators?: MobileMoneyOperator[];
  hasMandate?: boolean;
  // PayPal
  email?: string;
  /** New PayPal mean: the processor's client token, once fetched (src/methods/paypal/rules.ts). */
  clientToken?: string;
  /** New PayPal mean: the player already has a saved PayPal (no one-click consent is offered then). */
  paypalSaved?: boolean;
  /** Why the mean cannot be used now (its tile says so), e.g. the PayPal client token failed. */
  unavailable?: string;
  // Skrill
  login?: string;
  // Bank transfer
  iban?: string;
  isInstantEligible?: boolean;
}

export interface PaymentMean {
  id: string;
  type: PaymentMeanType;
  /** The wire method name after renaming (e.g. 'PAYSAFECARD', 'PRZELEWY24', 'BANKTRANSFER_DEPOSIT'). */
  method: string;
  displayOrder: number;
  format: PaymentMeanFormat;
  features: MeanFeature[];
  name: string;
  status: PaymentMeanStatus;
  detail: PaymentMeanDetail;
  providersRef: ProviderRef[];
  tokenId: string | null;
}

// ---- Method names ---------------------------------------------------------------------------------------

/** Mobile money operators as they appear as wire method names (SPEC 3). */
export const MOBILE_MONEY_OPERATOR_METHODS: readonly string[] = ['orange_money', 'moovmoney', 'mtn', 'wave', 'celtiis', 'airtel', 'mpesa'];

/** Method name (upper-cased) -> client type. Lookup is case-insensitive: 'MBWayPA', 'orange_money'. */
const METHOD_TYPES: ReadonlyMap<string, PaymentMeanType> = new Map<string, PaymentMeanType>([
  ['CARD', 'CARD'],
  ['APPLEPAY', 'APPLEPAY'],
  ['GOOGLEPAY', 'GOOGLEPAY'],
  ['PAYSAFECARD', 'VOUCHER'],
  // The premium ticket (SPEC 1): a prepaid voucher code bought in a shop (docs/decisions.md).
  ['PREMIUM_TICKET', 'VOUCHER'],
  ['SKRILL', 'EWALLET'],
  ['PRZELEWY24', 'BANK'],
  ['BLIK', 'BLIK'],
  ['MULTIBANCO', 'MULTIBANCO'],
  ['MBWAY', 'MBWAY'],
  ['MBWAYPA', 'MBWAY'],
  ['MBWAYONECLICK', 'MBWAY'],
  ['PAYPAL', 'PAYPAL'],
  ['MOBILEMONEY', 'MOBILE_MONEY'],
  ['MOBILE_MONEY', 'MOBILE_MONEY'],
  ...MOBILE_MONEY_OPERATOR_METHODS.map((op): [string, PaymentMeanType] => [op.toUpperCase(), 'MOBILE_MONEY']),
  ['BANKTRANSFER', 'BANKTRANSFER_DEPOSIT'],
  ['BANKTRANSFER_DEPOSIT', 'BANKTRANSFER_DEPOSIT'],
  ['BANKTRANSFERDEPOSIT', 'BANKTRANSFER_DEPOSIT'],
]);

/** Saved-token type -> client type, used only when the mean's method name is unknown. */
const TOKEN_TYPES: ReadonlyMap<string, PaymentMeanType> = new Map<string, PaymentMeanType>([
  ['CARD', 'CARD'],
  ['BANK_ACCOUNT', 'BANK_ACCOUNT'],
  ['EWALLET', 'EWALLET'],
  ['MBWAY', 'MBWAY'],
  ['MOBILE_MONEY', 'MOBILE_MONEY'],
  ['BLIK', 'BLIK'],
  ['PAYPAL', 'PAYPAL'],
]);

/** SPEC 7: the options call renames BANKTRANSFER to BANKTRANSFER_DEPOSIT; every other name is kept. */
export function renameMethod(method: string): string {
  return method.trim().toUpperCase() === 'BANKTRANSFER' ? 'BANKTRANSFER_DEPOSIT' : method.trim();
}

/** The client type of a wire method name (before or after renaming); UNKNOWN when not one of SPEC 3's. */
export function methodType(method: string | null | undefined): PaymentMeanType {
  if (method == null) return 'UNKNOWN';
  return METHOD_TYPES.get(method.trim().toUpperCase()) ?? 'UNKNOWN';
}

/** Two method names are the same method: case-insensitive, BANKTRANSFER equal to BANKTRANSFER_DEPOSIT. */
export function sameMethod(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return renameMethod(a).toUpperCase() === renameMethod(b).toUpperCase();
}

const isOperatorMethod = (method: string): boolean => MOBILE_MONEY_OPERATOR_METHODS.includes(method.trim().toLowerCase());

// ---- Mapping --------------------------------------------------------------------------------------------

const TOKEN_ONLY = 'token_only';

const text = (v: string | null | undefined): string | undefined => (v == null || v.trim() === '' ? undefined : v);

function toFeature(f: FeatureLike): MeanFeature {
  return f.minimum_amount == null ? { name: f.name, enabled: f.enabled } : { name: f.name, enabled: f.enabled, minimumAmount: f.minimum_amount };
}

function toProviderRef(r: ProviderTokenReferenceLike): ProviderRef {
  return {
    providerCode: r.provider_code,
    providerId: text(r.provider_account_code) ?? null,
    providerTokenId: r.provider_token_id,
    isActive: r.is_active,
  };
}

/** Deposit operator status of a mobile money token: only 'ENABLED' (any case) takes deposits. */
export function isOperatorStatusEnabled(status: string | null | undefined): boolean {
  return status != null && status.trim().toUpperCase() === 'ENABLED';
}

function schemeSelectionType(v: string | null | undefined): SchemeSelectionType {
  return v != null && v.trim().toLowerCase() === 'user' ? 'user' : 'not_applicable';
}

/** Drops the keys whose value is undefined, so details carry only the mean's own fields. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function tokenDetail(type: PaymentMeanType, method: string, token: PaymentTokenLike): Partial<PaymentMeanDetail> {
  const common = { id: token.id };
  switch (type) {
    case 'CARD':
      return compact({
        ...common,
        cardType: text(token.card_type),
        bin: text(token.bin),
        expiryMonth: token.expiry_month ?? undefined,
        expiryYear: token.expiry_year ?? undefined,
        lastDigits: text(token.last_digits),
        schemeSelected: text(token.scheme),
        schemeSelectionType: schemeSelectionType(token.scheme_selection_type),
        // Not on the wire: a saved card with no schemes triggers a brand fetch from its bin (SPEC 4).
        availableSchemes: [],
      });
    case 'MOBILE_MONEY':
      return compact({
        ...common,
        phoneNumber: text(token.phone_number),
        operator: text(token.operator),
        prefix: text(token.prefix),
        operatorEnabled: isOperatorStatusEnabled(token.deposit_operator_status),
      });
    case 'MBWAY':
      // Without an explicit flag, a token saved under MB Way authorised payments (MBWayPA) has a mandate.
      return compact({
        ...common,
        phoneNumber: text(token.phone_number),
        hasMandate: token.has_mandate ?? method.toUpperCase() === 'MBWAYPA',
      });
    case 'PAYPAL':
      return compact({ ...common, email: text(token.email) });
    case 'EWALLET':
      return compact({ ...common, login: text(token.login) });
    case 'BANKTRANSFER_DEPOSIT':
    case 'BANKTRANSFER':
    case 'BANK_ACCOUNT':
      return compact({ ...common, iban: text(token.iban), isInstantEligible: token.is_instant_eligible ?? false });
    default:
      return common;
  }
}

/** One server mean as the client sees it. */
export function toPaymentMean(server: ServerPaymentMeanLike): PaymentMean {
  const method = renameMethod(server.payment_method);
  const token = server.token ?? null;
  let type = methodType(method);
  if (type === 'UNKNOWN' && token) type = TOKEN_TYPES.get(token.type.trim().toUpperCase()) ?? 'UNKNOWN';

  const bounds = { minAmount: server.min_amount, maxAmount: server.max_amount };
  let detail: PaymentMeanDetail;
  if (token) {
    detail = { ...bounds, ...tokenDetail(type, method, token) };
  } else if (type === 'MOBILE_MONEY') {
    // A new mobile money mean names its operator, either in `operator` or as the method itself.
    const operator = text(server.operator) ?? (isOperatorMethod(method) ? method : undefined);
    detail = operator ? { ...bounds, operator } : bounds;
  } else {
    detail = bounds;
  }

  return {
    id: server.payment_mean_id,
    type,
    method,
    displayOrder: server.display_order,
    format: token ? 'TOKEN' : 'PAYMENT_METHOD',
    features: (server.features ?? []).map(toFeature),
    name: method,
    status: server.status.trim().toLowerCase() === 'enabled' ? 'enabled' : 'disabled',
    detail,
    providersRef: (token?.provider_token_references ?? []).map(toProviderRef),
    tokenId: token ? token.id : null,
  };
}

/** The options' payment_means as client means, sorted by displayOrder (ties keep the server's order). */
export function toPaymentMeans(serverMeans: readonly ServerPaymentMeanLike[]): PaymentMean[] {
  return serverMeans.map(toPaymentMean).sort((a, b) => a.displayOrder - b.displayOrder);
}

// ---- Queries --------------------------------------------------------------------------------------------

/** The payment processor behind PayPal (deposits carry a braintree_nonce_token, SPEC 3). */
export const PAYPAL_PROVIDER_CODE = 'BRAINTREE';

/**
 * SPEC 3: the PayPal customer id comes from the providersRef entry whose provider code is PayPal's
 * processor (case-insensitive): it is that entry's account (providerId, wire provider_account_code), the
 * processor's customer, not its payment token. An active entry wins over an inactive one; null when no
 * such entry carries an account.
 */
export function paypalCustomerId(mean: Pick<PaymentMean, 'providersRef'>): string | null {
  const matching = mean.providersRef.filter(
    (r) => r.providerCode.trim().toUpperCase() === PAYPAL_PROVIDER_CODE && r.providerId != null && r.providerId.trim() !== '',
  );
  const chosen = matching.find((r) => r.isActive) ?? matching[0];
  return chosen?.providerId ?? null;
}

/** A method (server method or client mean) whose token_only feature is enabled: new deposits not offered. */
export function isTokenOnly(method: { features?: readonly { name: string; enabled: boolean }[] | null }): boolean {
  return (method.features ?? []).some((f) => f.name === TOKEN_ONLY && f.enabled);
}

/** SPEC 5: enabled new methods (format PAYMENT_METHOD), token_only methods excluded. */
export function countActiveNewMethods(means: readonly PaymentMean[]): number {
  return means.filter((m) => m.format === 'PAYMENT_METHOD' && m.status === 'enabled' && !isTokenOnly(m)).length;
}
