// The URLs a session is opened with: the app URL (SPEC 7 query options) and the simulated webview.
import type { Profile } from './profile';
import type { Session } from './store';

export interface SessionCreated {
  player_id: string;
  /** The single-use id, passed to the app as `token`. */
  token: string;
  refresh_token: string;
  app_url: string;
  webview_url: string;
}

export type WebviewPlatform = 'IOS' | 'ANDROID' | 'MACOS';

export function appUrl(profile: Profile, session: Session): string {
  const q = new URLSearchParams({ token: session.singleUseId, refreshtoken: session.refreshToken });
  if (profile.url_success) q.set('url_success', profile.url_success);
  if (profile.url_back) q.set('url_back', profile.url_back);
  if (profile.show_header !== null) q.set('show_header', String(profile.show_header));
  if (profile.is_dark !== null) q.set('is_dark', String(profile.is_dark));
  if (profile.embed_confirmation !== null) q.set('embed_confirmation', String(profile.embed_confirmation));
  if (profile.apple_pay !== null) q.set('apple_pay', String(profile.apple_pay));
  if (profile.first_deposit) q.set('is_first_deposit', 'true');
  return `${profile.path}?${q.toString()}`; // '/pending' opens the withdrawal fragment
}

/** A web profile opened in the webview simulator is shown as iOS (the token still says web). */
export const webviewPlatformOf = (profile: Profile): WebviewPlatform => (profile.platform === 'web' ? 'IOS' : profile.platform);

export function webviewUrl(platform: WebviewPlatform, src: string): string {
  return `/sandbox/webview?${new URLSearchParams({ platform, src }).toString()}`;
}

export function sessionCreated(playerId: string, profile: Profile, session: Session): SessionCreated {
  const app = appUrl(profile, session);
  return {
    player_id: playerId,
    token: session.singleUseId,
    refresh_token: session.refreshToken,
    app_url: app,
    webview_url: webviewUrl(webviewPlatformOf(profile), app),
  };
}
