// The promotional banner's calls (SPEC 7): GET /kong/v2/me/messages and GET /kong/v2/me/missions, in
// parallel, each with a 3000 ms time-out (a failure of either means no banner); the mission opt-in is
// POST /kong/v1/me/missions/{id}/optin with an empty body, the opt-out DELETE on the same path.
import type { BannerFeed } from '../../machines/banner.machine';
import type { ApiClient } from './client';
import { messagesResponse, missionsResponse } from './banner-schemas';

/** SPEC 7: banner fetch time-out in the browser. */
export const BANNER_FETCH_TIMEOUT_MS = 3000;
/** SPEC 7: banner fetch time-out on the server (the first screen, src/server/render.tsx). */
export const SERVER_BANNER_FETCH_TIMEOUT_MS = 150;

export const optInPath = (missionId: string) => `/kong/v1/me/missions/${encodeURIComponent(missionId)}/optin`;

/**
 * Messages and missions, fetched together. When one fails, the other is aborted and the whole call
 * fails with the first error. `now` is the client time once both answered: the banner's expiry
 * counts from there.
 */
export async function fetchBannerFeed(
  api: ApiClient,
  signal?: AbortSignal,
  clock: () => number = Date.now,
  timeoutMs: number = BANNER_FETCH_TIMEOUT_MS,
): Promise<BannerFeed> {
  const both = new AbortController();
  const abort = () => both.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const options = { signal: both.signal, timeoutMs };
  try {
    const [messages, missions] = await Promise.all([
      api.get('/kong/v2/me/messages', messagesResponse, options),
      api.get('/kong/v2/me/missions', missionsResponse, options),
    ]).catch((error: unknown) => {
      both.abort();
      throw error;
    });
    return { messages: messages.messages, missions: missions.missions, now: clock() };
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

export function optInMission(api: ApiClient, missionId: string, signal?: AbortSignal): Promise<void> {
  return api.postNoContent(optInPath(missionId), { signal });
}

export function optOutMission(api: ApiClient, missionId: string, signal?: AbortSignal): Promise<void> {
  return api.delete(optInPath(missionId), { signal });
}
