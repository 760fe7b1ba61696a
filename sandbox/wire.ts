// The rules of the wire (SPEC 7 "Interceptors"), enforced for every request before any route runs:
// bearer JWT on /kong/**/me/** and /kong/v2/featureflipping, X-Correlation-Id on payment paths.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, sendError } from './errors';
import type { JwtIssuer, SessionClaims } from './jwt';
import type { Player, Session, Store } from './store';

export interface Authenticated {
  claims: SessionClaims;
  session: Session;
  player: Player;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the wire hook on routes that need a bearer token. */
    auth: Authenticated | null;
  }
}

const CORRELATED_PATH_PARTS = ['/me/deposits', '/me/withdrawals', '/me/payment-methods', '/me/deposit/options', '/me/withdrawal/options'];

export const pathOf = (url: string): string => url.split('?')[0] ?? url;

export function needsBearer(path: string): boolean {
  if (!path.startsWith('/kong/')) return false;
  // The PayPal client token is the player's: issued for their processor customer; so is the
  // Apple Pay merchant session (the app sends its bearer).
  return (
    /\/me(\/|$)/.test(path) ||
    path === '/kong/v2/featureflipping' ||
    path.startsWith('/kong/v1/transactions/providers/') ||
    path === '/kong/v4/transactions/applepay/session'
  );
}

export const needsCorrelationId = (path: string): boolean => CORRELATED_PATH_PARTS.some((p) => path.includes(p));

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export function registerWireRules(app: FastifyInstance, deps: { store: Store; jwt: JwtIssuer }): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (needsBearer(path)) {
      const auth = await authenticate(request, deps);
      if (!auth) return sendError(reply, 401, ERROR_CODES.unauthorized, 'Missing, malformed, badly signed or expired access token');
      request.auth = auth;
    }
    if (needsCorrelationId(path)) {
      const id = request.headers['x-correlation-id'];
      if (typeof id !== 'string' || id.trim() === '') {
        return sendError(reply, 400, ERROR_CODES.badRequest, 'Missing X-Correlation-Id header');
      }
      reply.header('X-Correlation-Id', id);
    }
  });
}

async function authenticate(request: FastifyRequest, deps: { store: Store; jwt: JwtIssuer }): Promise<Authenticated | null> {
  const match = BEARER.exec(request.headers.authorization?.trim() ?? '');
  if (!match?.[1]) return null;
  const claims = await deps.jwt.verify(match[1]);
  if (!claims) return null;
  const session = deps.store.session(claims.sid);
  const player = deps.store.player(claims.sub);
  if (!session || !player || session.playerId !== player.id) return null;
  return { claims, session, player };
}

/** The authenticated caller of a route that sits behind the bearer rule. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error(`route ${request.url} is not behind the bearer rule`);
  return request.auth;
}
