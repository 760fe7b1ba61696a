// The native side's answers to the wallet questions (src/domain/bridge-events.ts): the app
// (evaluateJavaScript) or the embedding page (the sandbox's simulated webview) posts
// `{ channel: BRIDGE_ANSWER_CHANNEL, name, payload }` to this window; each is sent back to the machine.
import { fromCallback } from 'xstate';
import type { BridgeAnswered } from '../domain/bridge-events';
import { BRIDGE_ANSWER_CHANNEL } from '../domain/bridge-protocol';

export const bridgeAnswers = fromCallback<BridgeAnswered>(({ sendBack }) => {
  const onMessage = (e: MessageEvent) => {
    const data = e.data as { channel?: unknown; name?: unknown; payload?: unknown } | null;
    if (!data || data.channel !== BRIDGE_ANSWER_CHANNEL || typeof data.name !== 'string') return;
    sendBack({ type: 'bridge.answered', name: data.name, payload: data.payload });
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
});
