// Helpers for the sandbox tests: create a session, exchange its single-use token, call /kong.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authTokens, type AuthTokens } from './contract/parsers';
import type { SessionCreated } from './launch';
import type { ProfileInput } from './profile';

export async function createSession(app: FastifyInstance, profile: ProfileInput = {}): Promise<SessionCreated> {
  const res = await app.inject({ method: 'POST', url: '/sandbox/sessions', payload: profile });
  if (res.statusCode !== 201) throw new Error(`POST /sandbox/sessions: ${res.statusCode} ${res.body}`);
  return res.json<SessionCreated>();
}

export function exchange(app: FastifyInstance, s: Pick<SessionCreated, 'token' | 'refresh_token'>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/kong/v3/single-use/${encodeURIComponent(s.token)}?refresh_token=${encodeURIComponent(s.refresh_token)}`,
  });
}

/** A session already exchanged: the token pair the app would hold. */
export async function login(app: FastifyInstance, profile: ProfileInput = {}): Promise<AuthTokens & { session: SessionCreated }> {
  const session = await createSession(app, profile);
  const res = await exchange(app, session);
  if (res.statusCode !== 200) throw new Error(`single-use exchange: ${res.statusCode} ${res.body}`);
  return { ...authTokens.parse(res.json()), session };
}

export function refresh(app: FastifyInstance, refreshToken: string | undefined): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/kong/v1/refresh',
    ...(refreshToken === undefined ? {} : { payload: { refresh_token: refreshToken } }),
  });
}

/** A GET as the app makes it: bearer token and correlation id (either can be left out). */
export function get(app: FastifyInstance, url: string, opts: { token?: string; correlationId?: string | null } = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  if (opts.correlationId !== null) headers['x-correlation-id'] = opts.correlationId ?? 'corr-test-1';
  return app.inject({ method: 'GET', url, headers });
}

export const ELIGIBILITY = '/kong/v6/me/deposits/eligibility';
export const LAST_SUCCESSFUL = '/kong/v6/me/deposits/last-successful';
export const FEATURES = '/kong/v2/featureflipping';

/** The session claims of SPEC 3 in an access token (decoded without verification). */
export function decodeClaims(token: string): { sub: string; exp: number; nbf: number; [claim: string]: unknown } | null {
  try {
    return jwtPayload(token) as { sub: string; exp: number; nbf: number };
  } catch {
    return null;
  }
}

/** The payload of a JWT, decoded without verification. */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const OPTIONS = '/kong/v2/me/deposit/options';
export const PAYMENT_METHODS = '/kong/v7/me/payment-methods/deposit';
export const TOKENS = '/kong/v7/me/tokens/deposit';
export const DEPOSIT_STATUS = '/kong/v4/me/deposits/status';
export const depositUrl = (method: string): string => `/kong/v6/me/deposits/${method}`;

/** A valid deposit body of SPEC 3 for a redirect method (`detail` replaced, not merged, when given). */
export function depositBody(method: 'paysafecard' | 'przelewy24' | 'skrill' | 'banktransfer' | 'multibanco', overrides: Record<string, unknown> = {}) {
  const returnUrl = 'http://localhost:8080/callback?method=X&foo=a%20b';
  const byMethod = {
    paysafecard: { payment_method: 'PAYSAFECARD', detail: { return_url: returnUrl } },
    przelewy24: { payment_method: 'PRZELEWY24', detail: { return_url: returnUrl } },
    skrill: { payment_method: 'SKRILL', detail: { login: 'camille@example.com', password: 'secret', return_url: returnUrl } },
    banktransfer: { payment_method: 'BANKTRANSFER', detail: { return_url: returnUrl } },
    multibanco: { payment_method: 'MULTIBANCO', detail: {} },
  }[method];
  return {
    amount: 20,
    fees: 0,
    requester: 'App:Front',
    correlation_id: 'corr-deposit-1',
    browser_info: { user_agent: 'Mozilla/5.0 (sandbox test)' },
    store_token: false,
    ...byMethod,
    ...overrides,
  };
}

/** A POST as the app makes it: bearer token, correlation id and a JSON body. */
export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  opts: { token?: string; correlationId?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  if (opts.correlationId !== null) headers['x-correlation-id'] = opts.correlationId ?? 'corr-test-1';
  return app.inject({ method: 'POST', url, headers, payload: JSON.stringify(payload) });
}
