// Test helpers that talk to the sandbox the way the launcher does.
import type { APIRequestContext, Page } from '@playwright/test';

export interface Session {
  player_id: string;
  token: string;
  refresh_token: string;
  app_url: string;
  webview_url: string;
}

export async function createSession(request: APIRequestContext, profile: Record<string, unknown>): Promise<Session> {
  const res = await request.post('/sandbox/sessions', { data: profile });
  if (res.status() !== 201) throw new Error(`sandbox refused the profile: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** Opens the app as a web page for a new player with this profile. */
export async function openApp(page: Page, profile: Record<string, unknown>): Promise<Session> {
  const session = await createSession(page.request, profile);
  await page.goto(session.app_url);
  return session;
}

/** The translation of an English source message in a catalog, read from locales/<lang>.po. */
export { translation } from './catalog';

/** A call of the operator API as the sandbox saw it (sandbox/call-log.ts): made by the front server or the browser. */
export interface LoggedCall {
  method: string;
  path: string;
  status: number;
  from: 'server' | 'browser';
}

/** Every API call a player's pages made so far, the front server's and the browser's, in order. */
export async function callsOf(request: APIRequestContext, playerId: string): Promise<LoggedCall[]> {
  const res = await request.get(`/sandbox/players/${playerId}/calls`);
  if (!res.ok()) throw new Error(`no call log for ${playerId}: ${res.status()}`);
  return (await res.json()) as LoggedCall[];
}
