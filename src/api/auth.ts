// Session calls (SPEC 7): the single-use token exchange. The refresh lives in the client itself.
import type { ApiClient } from './client';
import { authTokens, type AuthTokens } from './schemas';

export function exchangeSingleUseToken(api: ApiClient, id: string, refreshToken: string, signal?: AbortSignal): Promise<AuthTokens> {
  return api.get(`/kong/v3/single-use/${encodeURIComponent(id)}`, authTokens, {
    searchParams: { refresh_token: refreshToken },
    signal,
  });
}
