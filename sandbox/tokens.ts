// Issuing the token pair of the auth endpoints: a signed access JWT with the player's claims and a
// freshly rotated opaque refresh token.
import type { AuthTokens } from './contract/types';
import type { ClaimsInput, JwtIssuer } from './jwt';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from './profile';
import type { Player, Session, Store } from './store';

export interface SandboxDeps {
  store: Store;
  jwt: JwtIssuer;
}

export function claimsFor(player: Player, session: Session): ClaimsInput {
  const p = player.profile;
  return {
    sub: player.id,
    plt: p.platform,
    iss: p.site,
    cur: p.currency,
    lng: p.language,
    unv: p.universe,
    rzn: p.legislation,
    brn: p.brand,
    sid: session.id,
  };
}

/**
 * The access token's lifetime: the profile's ttl for the first token of a session (0 = already
 * expired), the default 900 s for refreshed ones, and always expired for an expired session.
 */
export function accessTtl(player: Player, first: boolean): number {
  if (player.profile.session_expired) return 0;
  return first ? player.profile.access_token_ttl_seconds : DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
}

export async function issueTokenPair(deps: SandboxDeps, player: Player, session: Session, ttlSeconds: number): Promise<AuthTokens> {
  const access_token = await deps.jwt.sign(claimsFor(player, session), ttlSeconds);
  const refresh_token = deps.store.rotateRefreshToken(session);
  return { access_token, refresh_token };
}
