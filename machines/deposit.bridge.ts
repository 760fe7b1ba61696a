// The root's own bridge messages (SPEC 7), as the events its actions emit: pure functions of the app context.
// When each is sent and why is in docs/bridge.md (src/domain/bridge-contract.ts) and docs/decisions.md
// ("Bridge messages"); the flows' messages (issuer redirect, app-to-app, wallets) are the flows' own.
import type { BridgeEmitted } from '../src/domain/bridge-events';
import { closesThroughBridge, type AppContext } from '../src/domain/context';

/** Native apps (not the web app, not a launcher) have a status bar and a navigation bar around the webview. */
const native = (app: AppContext) => closesThroughBridge(app.applicationType);

/**
 * Context init succeeded: appInitialized; a native app then hears the status bar's style (the theme is known
 * from the start and never changes) and is asked its status bar's height (answered on the answer channel).
 */
export function initMessages(app: AppContext): BridgeEmitted[] {
  const messages: BridgeEmitted[] = [{ type: 'bridge.appInitialized', payload: { legislation: app.legislation, language: app.language } }];
  if (native(app)) {
    messages.push({ type: 'bridge.isDarkStatusBar', payload: { isDark: app.isDarkMode } });
    messages.push({ type: 'bridge.statusBarHeight', payload: {} });
  }
  return messages;
}

/** The native close icon: shown on the amount page with no payment under way, hidden while a payment runs. */
export function closeIconMessages(app: AppContext, visible: boolean): BridgeEmitted[] {
  return native(app) ? [{ type: 'bridge.paymentSetCloseNavigationIcon', payload: { visible } }] : [];
}

/** A page outside the payment (the FAQ): a native app opens it in the device's browser; the web app's link opens it itself. */
export function externalLinkMessages(app: AppContext, url: string): BridgeEmitted[] {
  return native(app) ? [{ type: 'bridge.paymentRedirectInMobileBrowser', payload: { url } }] : [];
}
