// Helpers for the sandbox tests: create a session, exchange its single-use token, call /kong.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authTokens, type AuthTokens } from '../src/api/schemas';
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
export function get(
  app: FastifyInstance,
  url: string,
  opts: { token?: string; correlationId?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  if (opts.correlationId !== null) headers['x-correlation-id'] = opts.correlationId ?? 'corr-test-1';
  return app.inject({ method: 'GET', url, headers });
}

export const ELIGIBILITY = '/kong/v6/me/deposits/eligibility';
export const LAST_SUCCESSFUL = '/kong/v6/me/deposits/last-successful';
export const FEATURES = '/kong/v2/featureflipping';

/** The payload of a JWT, decoded without verification. */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
