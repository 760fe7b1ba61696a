// The native app's answer to the statusBarHeight question (docs/bridge.md): `{ channel:
// 'cashier.bridge.answer', name: 'statusBarHeight', payload: { height } }` posted to this window. The
// height (CSS pixels) becomes --cashier-status-bar-height, which the header pads by (Header.css.ts).
import { BRIDGE_ANSWER_CHANNEL } from '../domain/bridge-protocol';

export const STATUS_BAR_VAR = '--cashier-status-bar-height';
/** More than any status bar (notch included): a larger answer is a mistake, not a height. */
const MAX_HEIGHT = 120;

/** The answer's height when it is one, else null. */
export function statusBarHeightOf(data: unknown): number | null {
  const d = data as { channel?: unknown; name?: unknown; payload?: { height?: unknown } } | null;
  if (!d || d.channel !== BRIDGE_ANSWER_CHANNEL || d.name !== 'statusBarHeight') return null;
  const h = d.payload?.height;
  return typeof h === 'number' && Number.isFinite(h) && h >= 0 && h <= MAX_HEIGHT ? h : null;
}

export function listenForStatusBarHeight(win: Window = window): () => void {
  const onMessage = (e: MessageEvent) => {
    const height = statusBarHeightOf(e.data);
    if (height !== null) win.document.documentElement.style.setProperty(STATUS_BAR_VAR, `${height}px`);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
