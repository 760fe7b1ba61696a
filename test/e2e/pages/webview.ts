// The sandbox's simulated native app (docs/sandbox.md "Webview simulator"): the app in its frame, and the
// bridge messages the native side received, as the page lists them.
import type { Page } from '@playwright/test';
import { createSession, type Session } from '../sandbox';

export interface BridgeMessage {
  name: string;
  /** What the contract says for its name. */
  payload: any;
}

export function webview(page: Page) {
  /** Every message so far, in order, as the page recorded it. */
  const received = <M = BridgeMessage>() => page.evaluate(() => (window as unknown as { __bridgeEvents: unknown[] }).__bridgeEvents) as Promise<M[]>;
  return {
    app: page.frameLocator('[data-testid="webview-frame"]'),
    /** The page's line of each message of that name. */
    message: (name: string) => page.locator(`[data-testid="bridge-event"][data-name="${name}"]`),
    received,
    payloadsOf: async (name: string) => (await received<BridgeMessage>()).filter((m) => m.name === name).map((m) => m.payload),
  };
}

/** A new session (POST /sandbox/sessions) opened in the simulated native app. */
export async function openWebview(page: Page, profile: Record<string, unknown>): Promise<{ session: Session; app: ReturnType<typeof webview>['app'] }> {
  const session = await createSession(page.request, profile);
  await page.goto(session.webview_url);
  return { session, app: webview(page).app };
}
