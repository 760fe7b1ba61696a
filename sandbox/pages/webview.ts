// GET /sandbox/webview?platform=IOS|ANDROID|MACOS&src=/…: a simulated native webview. The app runs in
// an iframe; its bridge, finding no native handler, posts every message to this page
// (window.parent.postMessage({ channel: BRIDGE_FRAME_CHANNEL, name, contractVersion, payload }, '*')), which
// logs it, checks it against docs/bridge.schema.json and acts as a native app would.
import { BRIDGE_FRAME_CHANNEL } from '../spec';
import type { WebviewPlatform } from '../launch';
import { escapeHtml, jsonForScript, page } from './html';
import { WALLET_TEST_CARDS } from '../wallets';
import { ANALYTICS_PANEL_CSS, ANALYTICS_PANEL_SCRIPT, analyticsPanelHtml } from './analytics-panel';
/** The channel on which the native side answers the app's wallet questions (src/domain/bridge-protocol.ts). */
export const BRIDGE_ANSWER_CHANNEL = 'cashier.bridge.answer';

export const WEBVIEW_PLATFORMS: readonly WebviewPlatform[] = ['IOS', 'ANDROID', 'MACOS'];

const LABELS: Record<WebviewPlatform, string> = { IOS: 'iOS', ANDROID: 'Android', MACOS: 'macOS' };
const SIZES: Record<WebviewPlatform, { w: number; h: number }> = {
  IOS: { w: 390, h: 760 },
  ANDROID: { w: 412, h: 780 },
  MACOS: { w: 720, h: 760 },
};

/** Only paths of this origin may be framed (no scheme, no protocol-relative //host). */
export const isSameOriginPath = (src: string): boolean => /^\/(?![/\\])/.test(src);

const css = (p: WebviewPlatform): string => `
.layout{display:flex;gap:20px;align-items:flex-start;flex-wrap:wrap}
.device{flex:0 0 auto;width:${SIZES[p].w + 24}px;max-width:100%;background:#111;border-radius:${p === 'MACOS' ? 12 : 36}px;padding:12px;box-shadow:0 8px 28px rgba(0,0,0,.25)}
.device .status{color:#ddd;font-size:12px;display:flex;justify-content:space-between;padding:0 12px 6px}
.device iframe{display:block;width:100%;height:${SIZES[p].h}px;max-height:calc(100vh - 150px);border:0;border-radius:${p === 'MACOS' ? 4 : 26}px;background:#fff}
.log{flex:1 1 320px;min-width:0}
.log ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.log li{background:#fff;border:1px solid var(--line);border-radius:8px;padding:8px 10px}
.log li .head{display:flex;justify-content:space-between;gap:8px}
.log li time{color:var(--muted);font-size:12px}
.log li pre{margin-top:4px;color:#314050}
.closed{background:#fff4e5;border:1px solid #f0b35a;border-radius:10px;padding:14px;margin-bottom:16px;font-weight:600}
.toolbar{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin-bottom:12px}
.device{position:relative}
.device.light-status .status{background:#f4f4f4;color:#222;border-radius:8px}
.navclose{font-weight:700}
.inapp[hidden]{display:none}
.inapp{position:absolute;inset:40px 12px 12px;background:#fff;border-radius:18px;display:flex;flex-direction:column;overflow:hidden;box-shadow:0 4px 18px rgba(0,0,0,.4)}
.inapp .bar{display:flex;justify-content:space-between;align-items:center;background:#e9edf2;padding:6px 10px;font-size:12px}
.inapp iframe{flex:1;height:auto;border-radius:0}
.log li.invalid{border-color:#c62828;background:#fff5f5}
.verdict{font-size:12px;font-weight:700;border-radius:999px;padding:1px 8px}
.verdict.ok{background:#e3f4e6;color:#1b5e20}
.verdict.bad{background:#c62828;color:#fff}
.log li .errors{color:#c62828;font-size:12px;margin:4px 0 0;padding-left:16px}
.note{background:#eef6ff;border:1px solid #9cc3f0;border-radius:10px;padding:10px;margin-bottom:12px}
.pill{background:#e7eef8;color:#10243e;border-radius:999px;padding:3px 10px;font-size:.85rem;font-weight:600}
@media (max-width:640px){main{padding:8px}.device{width:100%;border-radius:18px;padding:6px}.device iframe{height:72vh;border-radius:12px}}
`;

const script = (channel: string, platform: WebviewPlatform): string => `
const CHANNEL = ${jsonForScript(channel)};
const PLATFORM = ${jsonForScript(platform)};
const ANSWER_CHANNEL = ${jsonForScript(BRIDGE_ANSWER_CHANNEL)};
const frame = document.getElementById('app-frame');
const device = document.getElementById('device');
const list = document.getElementById('bridge-log');
const empty = document.getElementById('bridge-empty');
const count = document.getElementById('bridge-count');
const closed = document.getElementById('webview-closed');
const navClose = document.getElementById('webview-nav-close');
const inapp = document.getElementById('webview-inapp');
const inappFrame = document.getElementById('webview-inapp-frame');
const inappUrl = document.getElementById('webview-inapp-url');
const browserNote = document.getElementById('webview-browser');
const browserUrl = document.getElementById('webview-browser-url');
window.__bridgeEvents = [];
// Every message is checked against docs/bridge.schema.json (POST /sandbox/bridge/validate) and
// marked valid, or invalid in red with what breaks the contract.
function verdictOf(message) {
  return fetch('/sandbox/bridge/validate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) })
    .then((r) => r.json())
    .catch((e) => ({ valid: false, errors: ['validation unavailable: ' + e] }));
}
function record(message) {
  const name = message.name;
  const payload = message.payload;
  const at = new Date();
  const entry = { name: name, payload: payload, contractVersion: message.contractVersion, message: message, at: at.toISOString(), valid: null, errors: [] };
  window.__bridgeEvents.push(entry);
  console.log('[bridge] ' + name + ' ' + JSON.stringify(message));
  const li = document.createElement('li');
  li.dataset.testid = 'bridge-event';
  li.dataset.name = name;
  const head = document.createElement('div'); head.className = 'head';
  const strong = document.createElement('strong'); strong.textContent = name;
  const verdict = document.createElement('span'); verdict.className = 'verdict'; verdict.dataset.testid = 'bridge-verdict'; verdict.textContent = 'checking…';
  const time = document.createElement('time'); time.dateTime = at.toISOString();
  time.textContent = at.toLocaleTimeString(undefined, { hour12: false }) + '.' + String(at.getMilliseconds()).padStart(3, '0');
  head.append(strong, verdict, time);
  const pre = document.createElement('pre'); pre.textContent = JSON.stringify(payload === undefined ? null : payload, null, 2);
  li.append(head, pre);
  list.append(li);
  empty.hidden = true;
  count.textContent = String(window.__bridgeEvents.length);
  verdictOf(message).then((v) => {
    entry.valid = v.valid; entry.errors = v.errors;
    li.dataset.valid = String(v.valid);
    verdict.className = 'verdict ' + (v.valid ? 'ok' : 'bad');
    verdict.textContent = v.valid ? 'valid ' + (message.contractVersion || '') : 'invalid';
    if (!v.valid) {
      li.classList.add('invalid');
      const ul = document.createElement('ul'); ul.className = 'errors'; ul.dataset.testid = 'bridge-errors';
      for (const err of v.errors) { const e = document.createElement('li'); e.textContent = err; ul.append(e); }
      li.append(ul);
      console.error('[bridge] ' + name + ' breaks the contract: ' + v.errors.join('; '));
    }
  });
  act(name, payload);
  return entry;
}
// What the simulated native app does with each message.
function act(name, payload) {
  // App-to-app (MB Way): the native app opens the other app; here, its simulated page in the device.
  // The URL is absolute (a real app opens another app by it); the simulated MB Way app is a page of this origin.
  if (name === 'paymentRedirectAppToApp' && payload && typeof payload.url === 'string') {
    let target = null;
    try { target = new URL(payload.url); } catch (e) {}
    if (target && target.origin === location.origin) frame.src = target.pathname + target.search;
  }
  if (name === 'paymentCloseApplication') {
    closed.hidden = false;
    device.hidden = true;
    frame.src = 'about:blank';
  }
  if (name === 'isDarkStatusBar' && payload) device.classList.toggle('light-status', payload.isDark !== true);
  if (name === 'paymentSetCloseNavigationIcon' && payload) {
    navClose.hidden = payload.visible !== true;
    navClose.dataset.visible = String(payload.visible === true);
  }
  if (name === 'paymentRedirectInApp' && payload && typeof payload.url === 'string') openInApp(payload.url);
  if (name === 'paymentCancelRedirectInApp') closeInApp();
  if (name === 'paymentRedirectInMobileBrowser' && payload && typeof payload.url === 'string') {
    browserNote.hidden = false;
    browserUrl.textContent = payload.url;
  }
}
// The in-app browser (paymentRedirectInApp): over the webview; once it reaches a page of Cashier's own origin
// (not a sandbox provider page), the app closes it and loads that page in the webview (docs/bridge.md). It runs
// no script, as the provider pages need none: Cashier's page must not start (and refresh the session) in it.
function openInApp(url) {
  inapp.hidden = false;
  inappUrl.textContent = url;
  inappFrame.src = url;
}
function closeInApp() {
  inapp.hidden = true;
  inappFrame.src = 'about:blank';
}
inappFrame.addEventListener('load', () => {
  let loc = null;
  try { loc = inappFrame.contentWindow.location; } catch (e) { return; }
  if (!loc || loc.href === 'about:blank' || loc.origin !== location.origin || loc.pathname.startsWith('/sandbox/')) return;
  const back = loc.pathname + loc.search + loc.hash;
  closeInApp();
  frame.src = back;
});
document.getElementById('inapp-close').addEventListener('click', closeInApp);
window.addEventListener('message', (e) => {
  if (e.source !== frame.contentWindow || e.origin !== location.origin) return;
  const d = e.data;
  if (!d || typeof d !== 'object' || d.channel !== CHANNEL || typeof d.name !== 'string') return;
  const entry = record(d);
  // The answer is kept with the question: the e2e runs record both (docs/bridge/conformance).
  const answered = answerWallet(d.name);
  if (answered) entry.answer = { channel: ANSWER_CHANNEL, name: d.name, payload: answered };
});
// The native side's wallet answers (docs/sandbox.md "Apple Pay and Google Pay"): Apple Pay
// eligible on iOS, Google Pay ready with a card on Android, and its payment data for the card chosen here.
function answer(name, payload) {
  frame.contentWindow.postMessage({ channel: ANSWER_CHANNEL, name: name, payload: payload }, location.origin);
  return payload;
}
function answerWallet(name) {
  const card = document.getElementById('wallet-card');
  // The simulated device draws its status bar above the webview, not over it.
  if (name === 'statusBarHeight') return answer(name, { height: 0 });
  if (name === 'applePayEligibility') return answer(name, { eligible: card.value !== 'none' });
  if (name === 'googlePayEligibility') return answer(name, { ready: card.value !== 'none', hasCard: card.value !== 'none' });
  if (name === 'googlePayPaymentData') {
    return answer(name, card.value === 'none' ? { error: 'CANCELED' } : { token: JSON.stringify({ signedMessage: 'sandbox-card:' + card.value }) });
  }
  return null;
}
// The ApplePaySession stand-in of an Apple device (iOS, macOS), put into each page the webview loads
// (the app never installs it): added as soon as the framed document has a head.
if (PLATFORM !== 'ANDROID') {
  let doc = null;
  setInterval(() => {
    const d = frame.contentDocument;
    if (!d || d === doc || !d.head || d.location.href === 'about:blank') return;
    doc = d;
    const s = d.createElement('script');
    s.src = '/sandbox/applepay/stand-in.js';
    d.head.prepend(s);
    try { frame.contentWindow.localStorage.setItem('sandbox.applePay', 'card'); } catch (e) {}
  }, 5);
}
document.getElementById('clear-log').addEventListener('click', () => {
  list.replaceChildren(); window.__bridgeEvents = []; empty.hidden = false; count.textContent = '0';
});
`;

export function webviewPage(platform: WebviewPlatform, src: string): string {
  const label = LABELS[platform];
  return page({
    title: `Cashier in a simulated ${label} webview`,
    heading: `Simulated ${label} webview`,
    css: css(platform) + ANALYTICS_PANEL_CSS,
    body: `<main data-testid="webview" data-platform="${platform}">
<div class="toolbar"><span class="pill" data-testid="webview-platform">${escapeHtml(platform)}</span>
<span class="muted">Bridge messages received: <strong id="bridge-count" data-testid="bridge-count">0</strong></span>
<label class="muted">Wallet card <select id="wallet-card" data-testid="webview-wallet-card">${WALLET_TEST_CARDS.map(
      (c) => `<option value="${escapeHtml(c.id)}">${escapeHtml(c.label)}</option>`,
    ).join('')}<option value="none">No wallet</option></select></label></div>
<div id="webview-closed" class="closed" data-testid="webview-closed" role="status" hidden>The native app closed Cashier.
<a href="/sandbox">Back to the launcher</a></div>
<div id="webview-browser" class="note" data-testid="webview-browser" role="status" hidden>Opened in the device's browser:
<code id="webview-browser-url" data-testid="webview-browser-url"></code></div>
<div class="layout">
<div class="device" id="device"><div class="status"><span id="webview-nav-close" class="navclose" data-testid="webview-close-icon" data-visible="false" hidden aria-label="The app's close icon">✕</span><span>${escapeHtml(label)} app</span><span>webview</span></div>
<iframe id="app-frame" data-testid="webview-frame" title="Cashier" src="${escapeHtml(src)}" allow="payment; clipboard-write"></iframe>
<div id="webview-inapp" class="inapp" data-testid="webview-inapp" hidden><div class="bar"><span id="webview-inapp-url" data-testid="webview-inapp-url"></span>
<button type="button" class="secondary" id="inapp-close" data-testid="webview-inapp-close">Done</button></div>
<iframe id="webview-inapp-frame" data-testid="webview-inapp-frame" title="In-app browser" sandbox="allow-forms allow-same-origin"></iframe></div></div>
<section class="log" aria-labelledby="log-title"><div class="toolbar"><h2 id="log-title" style="margin:0">Bridge events</h2>
<button type="button" class="secondary" id="clear-log" data-testid="clear-log">Clear</button></div>
<p id="bridge-empty" class="muted">No bridge message yet. The app posts <code>{ channel: '${escapeHtml(BRIDGE_FRAME_CHANNEL)}', name, contractVersion, payload }</code> to this page; each is checked against <code>docs/bridge.schema.json</code>.</p>
<ol id="bridge-log" data-testid="bridge-log" aria-live="polite"></ol>
${analyticsPanelHtml() /* Live analytics events */}</section>
</div></main>`,
    script: script(BRIDGE_FRAME_CHANNEL, platform) + ANALYTICS_PANEL_SCRIPT,
  });
}
