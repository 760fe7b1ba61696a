// Delivers bridge messages to the native side. iOS apps expose a WKScriptMessageHandler, Android apps a
// JavaScript interface; a page that embeds Cashier in a frame (an operator site, or the sandbox's
// simulated webview) receives them by postMessage. A plain web page has no native side.
import type { BridgeMessage } from '../domain/bridge-events';
import { BRIDGE_FRAME_CHANNEL } from '../domain/bridge-protocol';

interface NativeWindow {
  webkit?: { messageHandlers?: { paymentBridge?: { postMessage(message: unknown): void } } };
  PaymentBridge?: { postMessage(json: string): void };
}

export type TransportKind = 'ios' | 'android' | 'frame' | 'none';

export interface BridgeTransport {
  kind: TransportKind;
  send(message: BridgeMessage): void;
}

export function detectTransport(win: Window & NativeWindow = window as Window & NativeWindow): BridgeTransport {
  const ios = win.webkit?.messageHandlers?.paymentBridge;
  if (ios) return { kind: 'ios', send: (m) => ios.postMessage(m) };
  const android = win.PaymentBridge;
  if (android) return { kind: 'android', send: (m) => android.postMessage(JSON.stringify(m)) };
  if (win.parent && win.parent !== win) {
    return { kind: 'frame', send: (m) => win.parent.postMessage({ channel: BRIDGE_FRAME_CHANNEL, ...m }, '*') };
  }
  return { kind: 'none', send: () => {} };
}
