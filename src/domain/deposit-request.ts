// The deposit request body (SPEC 3 "Deposit request body"): the common part every deposit call sends,
// the browser info, and the detail of the redirect-based methods (Paysafecard, Przelewy24, Skrill,
// bank transfer) and of Multibanco. The shape mirrors src/api/deposit-schemas.ts structurally.

/** SPEC 9: fees sent are always 0; the requester is always App:Front. */
export const DEPOSIT_FEES = 0;
export const DEPOSIT_REQUESTER = 'App:Front';

export interface BrowserInfo {
  user_agent: string;
  accept_header?: string;
  color_depth?: number;
  java_enabled?: boolean;
  language?: string;
  screen_height?: number;
  screen_width?: number;
  timezone_offset?: number;
}

export interface DepositRequestBody {
  amount: number;
  payment_method: string;
  fees: typeof DEPOSIT_FEES;
  requester: typeof DEPOSIT_REQUESTER;
  correlation_id: string;
  browser_info: BrowserInfo;
  store_token: boolean;
  detail: Record<string, unknown>;
}

export interface DepositRequestInput {
  amount: number;
  method: string;
  correlationId: string;
  browserInfo: BrowserInfo;
  storeToken: boolean;
  detail: Record<string, unknown>;
}

/**
 * The common body. Throws a RangeError for a request no server would accept (amount not a positive
 * finite number, empty method or correlation id): built inside the deposit actor, it becomes its error.
 */
export function buildDepositRequest(input: DepositRequestInput): DepositRequestBody {
  const { amount, method, correlationId, browserInfo, storeToken, detail } = input;
  if (!Number.isFinite(amount) || amount <= 0) throw new RangeError(`Invalid deposit amount: ${amount}`);
  if (method.trim() === '') throw new RangeError('Missing payment method');
  if (correlationId.trim() === '') throw new RangeError('Missing correlation id');
  return {
    amount,
    payment_method: method,
    fees: DEPOSIT_FEES,
    requester: DEPOSIT_REQUESTER,
    correlation_id: correlationId,
    browser_info: { ...browserInfo },
    store_token: storeToken,
    detail: { ...detail },
  };
}

/** What the page knows about the browser (navigator, screen, Date); the UI reads it, the domain shapes it. */
export interface BrowserEnv {
  userAgent: string;
  acceptHeader?: string;
  colorDepth?: number;
  javaEnabled?: boolean;
  language?: string;
  screenHeight?: number;
  screenWidth?: number;
  timezoneOffset?: number;
}

/**
 * SPEC 3: user_agent always; for cards also accept_header, color_depth, java_enabled, language,
 * screen_height, screen_width, timezone_offset. A field the page could not read is left out, except
 * java_enabled, which is false when unknown (no current browser runs Java).
 */
export function browserInfoFrom(env: BrowserEnv, forCard: boolean): BrowserInfo {
  if (!forCard) return { user_agent: env.userAgent };
  const info: BrowserInfo = { user_agent: env.userAgent, java_enabled: env.javaEnabled ?? false };
  if (env.acceptHeader !== undefined) info.accept_header = env.acceptHeader;
  if (env.colorDepth !== undefined) info.color_depth = env.colorDepth;
  if (env.language !== undefined) info.language = env.language;
  if (env.screenHeight !== undefined) info.screen_height = env.screenHeight;
  if (env.screenWidth !== undefined) info.screen_width = env.screenWidth;
  if (env.timezoneOffset !== undefined) info.timezone_offset = env.timezoneOffset;
  return info;
}

/**
 * Where a provider sends the player back: `${origin}/callback?method=…&amount=…`; the provider adds
 * transaction_uid. A trailing slash on the origin is dropped; values are URL-encoded.
 */
export function callbackReturnUrl(origin: string, { method, amount }: { method: string; amount: number }): string {
  const base = origin.replace(/\/+$/, '');
  const query = new URLSearchParams({ method, amount: String(amount) });
  return `${base}/callback?${query.toString()}`;
}

/** The method's part of the body: what goes into `store_token` and `detail`. */
export interface MethodRequestPart {
  storeToken: boolean;
  detail: Record<string, unknown>;
}

/** Paysafecard: detail.return_url. Nothing is saved (store_token false). */
export function paysafecardRequest(returnUrl: string): MethodRequestPart {
  return { storeToken: false, detail: { return_url: returnUrl } };
}

/** Przelewy24: detail.return_url. Nothing is saved (store_token false). */
export function przelewy24Request(returnUrl: string): MethodRequestPart {
  return { storeToken: false, detail: { return_url: returnUrl } };
}

/** Skrill: detail {login, password, return_url}; store_token as the caller decides. */
export function skrillRequest(input: { login: string; password: string; returnUrl: string; storeToken: boolean }): MethodRequestPart {
  return {
    storeToken: input.storeToken,
    detail: { login: input.login, password: input.password, return_url: input.returnUrl },
  };
}

/** Bank transfer: detail.return_url, store_token false. */
export function bankTransferRequest(returnUrl: string): MethodRequestPart {
  return { storeToken: false, detail: { return_url: returnUrl } };
}

/** Multibanco: empty detail. Nothing is saved (store_token false). */
export function multibancoRequest(): MethodRequestPart {
  return { storeToken: false, detail: {} };
}
