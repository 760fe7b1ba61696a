// The sandbox's provider page (docs/sandbox.md "Provider pages"): where a redirect method sends the player,
// who approves, declines or cancels there; the provider then returns to the app's /callback.
import type { Surface } from './amount-page';
import { byTestIds } from './locators';

export function providerPage(app: Surface) {
  return byTestIds(app, { root: 'provider-page', approve: 'provider-approve', decline: 'provider-decline', cancel: 'provider-cancel' });
}
