// What the front server hands the browser with a page (docs/decisions.md "The first screen on the server"):
// the player's access token (the refresh token stays in the server's cookie), the answers its actor read,
// and, when it rendered the first screen, what the browser's actor must agree on before it hydrates.
import type { RecordedAnswer } from '../api/recorded-answers';

/** The id of the page's `<script type="application/json">` that holds it. */
export const FIRST_SCREEN_STATE_ID = 'cashier-first-screen';

export interface FirstScreenState {
  accessToken: string | null;
  answers: readonly RecordedAnswer[];
  /** first-screen.ts firstScreenKey of the server's render; null when #root holds no server markup. */
  key: string | null;
  language: string | null;
  /** The page is a launch whose tokens the server exchanged (a new session: the tab's kept choice goes). */
  launched: boolean;
}

/** The state of this page, taken once (the element goes: nothing else reads the token from the page). */
export function takeFirstScreenState(doc: Document): FirstScreenState | null {
  const element = doc.getElementById(FIRST_SCREEN_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as FirstScreenState;
    return Array.isArray(state.answers) ? state : null;
  } catch {
    return null;
  }
}
